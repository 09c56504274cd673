import type { ReactNode } from 'react';
import { BookOpen } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { useContentList, type ContentQuery } from './api';
import { ResourceCard, ResourceGridSkeleton } from './ResourceCard';
import { CONTENT_TEXT as T } from './text';

/** A page of resource cards with its loading, empty and error states (hub, prompt library, group tab). */
export function ResourceGrid({
  query,
  page,
  pageSize,
  onPageChange,
  emptyTitle = T.noResources,
  emptyHint,
  emptyAction,
  results = T.results,
  headingLevel = 2,
}: {
  query: ContentQuery;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  emptyTitle?: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
  results?: (n: number) => string;
  headingLevel?: 2 | 3;
}) {
  const list = useContentList({ ...query, page, page_size: pageSize });
  if (list.isPending) return <ResourceGridSkeleton count={Math.min(pageSize, 6)} />;
  if (list.isError)
    return (
      <ErrorState
        title={T.couldNotLoad}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  const { data, pagination } = list.data;
  if (data.length === 0)
    return (
      <EmptyState
        icon={<BookOpen className="size-6" />}
        title={emptyTitle}
        description={emptyHint}
        action={emptyAction}
      />
    );
  return (
    <div className="flex flex-col gap-4" aria-busy={list.isFetching}>
      <p className="text-sm text-muted" aria-live="polite">
        {results(pagination.count)}
      </p>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-4">
        {data.map((item) => (
          <li key={item.id} className="min-w-0">
            <ResourceCard item={item} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={pageSize} count={pagination.count} onPageChange={onPageChange} />
    </div>
  );
}
