import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';
import { cn } from './cn';

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

/** A data table with a caption for screen readers, loading rows, an empty state and a footer. */
export function Table<Row>({
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
