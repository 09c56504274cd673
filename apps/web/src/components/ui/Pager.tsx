import { LIST_COUNT_CAP, formatListCount } from '@careerhub/shared';
import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './Button';
import { cn } from './cn';

export interface PagerProps {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Total number of items (pagination.count). */
  count: number;
  onPageChange: (page: number) => void;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  className?: string;
}

/** Pages on offer: a total past the cap ("1,000+") offers the pages up to the cap. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.min(count, LIST_COUNT_CAP) / Math.max(1, pageSize)));
}

/** Previous / Next paging with the item range, the total and an optional page size choice. */
export function Pager({
  page,
  pageSize,
  count,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  className,
}: PagerProps) {
  const sizeId = useId();
  const pages = pageCount(count, pageSize);
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = count > LIST_COUNT_CAP ? page * pageSize : Math.min(count, page * pageSize);

  return (
    <nav
      aria-label="Pagination"
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm text-muted', className)}
    >
      <p aria-live="polite">
        {count === 0 ? 'No items' : `Showing ${first}–${last} of ${formatListCount(count)}`}
        <span className="sr-only">{`, page ${page} of ${pages}`}</span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {pageSizeOptions && onPageSizeChange && (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId}>Rows per page</label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="h-8 rounded-md border border-slate-300 bg-surface px-2 text-text"
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        )}
        <span aria-hidden="true">
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
