import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { Skeleton } from '../../components/ui/Skeleton';
import { CATALOG_TEXT as T } from './text';

/** A paged card grid with its loading, error and empty states. */
export function CatalogGrid<T extends { id: number }>(props: {
  label: string;
  items: T[] | undefined;
  count: number;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: string;
  /** The error state's title (the spec names some, e.g. "Could not fetch influential people"). */
  errorTitle?: string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  render: (item: T) => ReactNode;
  minWidth?: string;
}) {
  const columns = `grid grid-cols-[repeat(auto-fill,minmax(min(100%,${props.minWidth ?? '16rem'}),1fr))] gap-4`;
  if (props.isPending)
    return (
      <ul aria-busy="true" aria-label="Loading" className={columns}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
          </li>
        ))}
      </ul>
    );
  if (props.isError)
    return (
      <ErrorState
        title={props.errorTitle ?? T.couldNotLoad}
        action={
          <button type="button" className="text-primary underline" onClick={props.onRetry}>
            {T.retry}
          </button>
        }
      />
    );
  if (!props.items?.length) return <EmptyState title={props.empty} icon={<SearchX className="size-6" />} />;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={props.label} className={columns}>
        {props.items.map((item) => (
          <li key={item.id}>{props.render(item)}</li>
        ))}
      </ul>
      <Pager
        page={props.page}
        pageSize={props.pageSize}
        count={props.count}
        onPageChange={props.onPageChange}
      />
    </div>
  );
}
