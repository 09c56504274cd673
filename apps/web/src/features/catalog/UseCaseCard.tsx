import { Link } from 'react-router';
import { Lightbulb } from 'lucide-react';
import { CATALOG_LIMITS, truncateText, type UseCase } from '@careerhub/shared';
import { Badge } from '../groups/parts';
import { EngagementSlot } from './EngagementSlot';
import { CATALOG_TEXT as T } from './text';

export const pathOfUseCase = (slug: string) => `/usecase/${slug}`;

/** A use case in the grid: thumbnail, title, a 200-character excerpt, favourite, vote bar and share. */
export function UseCaseCard({ item }: { item: UseCase }) {
  const path = pathOfUseCase(item.slug);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition focus-within:ring-2 focus-within:ring-primary/40 hover:border-primary/40 hover:shadow-md">
      {item.thumbnail_image ? (
        <img src={item.thumbnail_image.file} alt="" loading="lazy" className="h-32 w-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="grid h-24 w-full place-items-center bg-gradient-to-br from-primary-soft to-primary/25 text-primary"
        >
          <Lightbulb className="size-9" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {item.status !== 'approved' && (
          <div className="flex gap-1.5">
            <Badge tone={item.status === 'pending' ? 'warn' : 'neutral'}>
              {item.status === 'pending' ? T.pending : T.rejected}
            </Badge>
          </div>
        )}
        <h2 className="line-clamp-2 text-base leading-snug font-semibold text-text">
          <Link
            to={path}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus:outline-none"
          >
            {item.title}
          </Link>
        </h2>
        <p className="text-sm break-words text-muted">
          {truncateText(item.description.replace(/\s+/g, ' '), CATALOG_LIMITS.excerptChars)}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <span className="truncate text-xs text-muted">{item.group_detail?.name}</span>
          <EngagementSlot contentType="use_case" item={item} path={path} title={item.title} />
        </div>
      </div>
    </article>
  );
}
