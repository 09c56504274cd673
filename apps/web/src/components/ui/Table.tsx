import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';
import { cn } from './cn';
import { useMediaQuery } from './useMediaQuery';

/** Below this width a table's columns do not fit a phone: each row becomes a card. */
const WIDE_ENOUGH = '(min-width: 768px)';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface TableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  empty?: ReactNode;
  /** Usually a <Pager>. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A data table with a caption for screen readers, loading rows, an empty state and a footer. On a
 * narrow screen the rows are cards instead (the first column on top, every other cell under its
 * column name), so no column hides behind a sideways scroll.
 */
export function Table<Row>(props: TableProps<Row>) {
  const isWide = useMediaQuery(WIDE_ENOUGH);
  // Without matchMedia (tests, old browsers) the table is the safe default.
  const hasMedia = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return !hasMedia || isWide ? <WideTable {...props} /> : <CardList {...props} />;
}

function CardList<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  empty,
  footer,
  className,
}: TableProps<Row>) {
  const [first, ...rest] = columns;
  return (
    <div className={cn('overflow-hidden rounded-xl border border-border bg-surface', className)}>
      <ul aria-label={caption} aria-busy={loading || undefined} className="divide-y divide-border">
        {loading
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={`loading-${i}`} className="flex flex-col gap-2 px-4 py-3">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </li>
            ))
          : rows.map((row) => (
              <li key={rowKey(row)} className="flex min-w-0 flex-col gap-2.5 px-4 py-3 text-sm">
                {first && <div className="min-w-0 text-text">{first.cell(row)}</div>}
                {rest.length > 0 && (
                  <dl className="flex flex-col gap-2">
                    {rest.map((column) => (
                      <div
                        key={column.key}
                        className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1"
                      >
                        <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
                          {column.header}
                        </dt>
                        <dd className="min-w-0 text-text">{column.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            ))}
      </ul>
      {!loading && rows.length === 0 && empty}
      {footer && <div className="border-t border-border px-4 py-3">{footer}</div>}
    </div>
  );
}

function WideTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  empty,
  footer,
  className,
}: TableProps<Row>) {
  return (
    <div className={cn('overflow-hidden rounded-xl border border-border bg-surface', className)}>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cn('px-4 py-3', column.className)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-busy={loading || undefined} className="divide-y divide-border">
            {loading
              ? Array.from({ length: 3 }, (_, i) => (
                  <tr key={`loading-${i}`}>
                    {columns.map((column) => (
                      <td key={column.key} className="px-4 py-3">
                        <Skeleton className="h-4 w-3/4" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} className="hover:bg-slate-50">
                    {columns.map((column) => (
                      <td key={column.key} className={cn('px-4 py-3 text-text', column.className)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {!loading && rows.length === 0 && empty}
      {footer && <div className="border-t border-border px-4 py-3">{footer}</div>}
    </div>
  );
}
