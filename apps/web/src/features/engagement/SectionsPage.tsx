import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import {
  ENGAGEMENT_MESSAGES as M,
  ENGAGEMENT_PREVIEW_ITEMS,
  type EngagementSection,
} from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { ItemRow } from './ItemRow';
import type { SectionSpec } from './sections';

/** /favorites and /my: a heading, then one card per section with its first 3 items and View More. */
export function SectionsPage<Name extends string>({
  title,
  base,
  specs,
  data,
  isLoading,
  isError,
  onRetry,
}: {
  title: string;
  base: string;
  specs: SectionSpec<Name>[];
  data: Record<Name, EngagementSection> | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-text sm:text-3xl">{title}</h1>
      {isError ? (
        <ErrorState
          title={M.loadFailed}
          action={
            <Button variant="outline" onClick={onRetry}>
              {M.retry}
            </Button>
          }
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {specs.map((spec) => {
            const section = data?.[spec.name];
            const headingId = `section-${spec.slug}`;
            return (
              <section
                key={spec.name}
                aria-labelledby={headingId}
                className="flex flex-col rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
              >
                <div className="flex items-center justify-between gap-3">
                  <h2 id={headingId} className="text-lg font-semibold text-text">
                    {spec.title}
                    {section && section.count > 0 && (
                      <span className="ml-2 text-sm font-normal text-muted">({section.count})</span>
                    )}
                  </h2>
                  {section && section.count > ENGAGEMENT_PREVIEW_ITEMS && (
                    <Link
                      to={`${base}/${spec.slug}`}
                      className="inline-flex items-center gap-0.5 text-sm font-medium text-primary hover:underline"
                    >
                      {M.viewMore}
                      <span className="sr-only">: {spec.title}</span>
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </Link>
                  )}
                </div>
                {isLoading || !section ? (
                  <div className="flex flex-col gap-3 pt-3" aria-busy="true">
                    <Skeleton className="h-10 w-full" />
                    <Skeleton className="h-10 w-full" />
                  </div>
                ) : section.data.length === 0 ? (
                  <EmptyState title={spec.empty} className="py-6" />
                ) : (
                  <ul className="divide-y divide-border">
                    {section.data.map((item) => (
                      <ItemRow key={`${item.content_type}-${item.id}`} item={item} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
