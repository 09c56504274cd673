import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ENGAGEMENT_MESSAGES as M, PAGE_SIZES, type EngagementItem } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { Table, type Column } from '../../components/ui/Table';
import { useEngagementPage } from './api';
import { ItemIcon, StatusBadge } from './ItemRow';
import type { SectionSpec } from './sections';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A Favorites or My Items sub-page: the section's items as a table, 10 a page. */
export function TablePage<Name extends string>({
  spec,
  back,
  dateHeader,
}: {
  spec: SectionSpec<Name>;
  back: { to: string; label: string };
  dateHeader: string;
}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useEngagementPage(spec.path, page, spec.query);
  const columns: Column<EngagementItem>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (item) => (
        <div className="flex min-w-0 items-center gap-3">
          <ItemIcon item={item} />
          <Link to={item.url} className="line-clamp-2 font-medium break-words text-text hover:text-primary">
            {item.title}
          </Link>
        </div>
      ),
    },
    { key: 'subtitle', header: 'Details', cell: (item) => item.subtitle ?? '—' },
    { key: 'status', header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
    {
      key: 'date',
      header: dateHeader,
      cell: (item) => dateOf(item.bookmarked_at ?? item.created_at),
    },
  ];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 p-4 sm:p-6">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <h1 className="text-2xl font-bold text-text sm:text-3xl">{spec.pageTitle}</h1>
      {list.isError ? (
        <ErrorState
          title={M.loadFailed}
          action={
            <Button variant="outline" onClick={() => void list.refetch()}>
              {M.retry}
            </Button>
          }
        />
      ) : (
        <Table
          caption={spec.pageTitle}
          columns={columns}
          rows={list.data?.data ?? []}
          rowKey={(item) => `${item.content_type}-${item.id}`}
          loading={list.isLoading}
          empty={<EmptyState title={spec.empty} />}
          footer={
            (list.data?.pagination.count ?? 0) > 0 ? (
              <Pager
                page={page}
                pageSize={PAGE_SIZES.favorites}
                count={list.data?.pagination.count ?? 0}
                onPageChange={(next) => setParams({ page: String(next) })}
              />
            ) : undefined
          }
        />
      )}
    </div>
  );
}
