import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { groupPath } from '../groups/paths';
import { formatDate } from '../groups/parts';
import type { Content } from './types';

/** Author avatar, name (linking to the profile), group and date of a post or resource. */
export function ContentMeta({ item }: { item: Content }) {
  const author = item.created_by;
  return (
    <div className="flex min-w-0 items-center gap-3">
      {author?.image ? (
        <img src={author.image} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft font-semibold text-primary"
        >
          {(author?.name ?? '?').charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 text-sm">
        {author ? (
          <Link
            to={`/profile/${author.name_slug}`}
            className="font-semibold text-text hover:text-primary hover:underline"
          >
            {author.name}
          </Link>
        ) : (
          <span className="font-semibold text-text">—</span>
        )}
        <p className="flex flex-wrap items-center gap-x-2 text-muted">
          {item.group_detail && (
            <Link
              to={groupPath(item.group_detail as Parameters<typeof groupPath>[0])}
              className="inline-flex min-w-0 items-center gap-1 hover:text-primary hover:underline"
            >
              <Building2 aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{item.group_detail.name}</span>
            </Link>
          )}
          <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
        </p>
      </div>
    </div>
  );
}
