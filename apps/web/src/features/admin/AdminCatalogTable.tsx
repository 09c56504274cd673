import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE_OPTIONS,
  CATALOG_ADMIN_TEXT as T,
  LIMITS,
  PAGE_SIZES,
  type Page,
} from '@careerhub/shared';
import { Download, Search } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { FormField } from '../../components/ui/FormField';
import { Pager } from '../../components/ui/Pager';
import { Table, type Column } from '../../components/ui/Table';
import { Tabs } from '../../components/ui/Tabs';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useDebounced } from '../../lib/useDebounced';
import { useIdentity } from '../auth/identity';
import { adminKeys } from './api';
import { downloadCsv, toCsv } from './csv';

/** What the admin table needs of a use case or an AI tool. */
export interface CatalogItem {
  id: number;
  slug: string;
  status: string;
  created_at: string;
  can_approve: boolean;
  can_reject: boolean;
  can_edit: boolean;
}

export interface CatalogTableConfig<Item extends CatalogItem> {
  /** 'use-cases' or 'ai-tools': the list and approve-reject paths. */
  resource: 'use-cases' | 'ai-tools';
  heading: string;
  intro: (org: string) => string;
  searchLabel: string;
  caption: string;
  empty: string;
  /** The item's name as the table shows it. */
  nameOf: (item: Item) => string;
  /** The reader's page of the item. */
  viewPath: (item: Item) => string;
  failed: (action: string) => string;
  /** Columns between the name and the status. */
  columns: Column<Item>[];
  csv: { header: string[]; row: (item: Item) => Array<string | number | null> };
  /** Extra list parameters (the Quality filter). */
  query?: Record<string, string | number | undefined>;
  /** Filters and buttons beside the search, given the rows shown. */
  toolbar?: (rows: Item[]) => ReactNode;
  /** The edit form of an item (opened from the row). */
  editor: (item: Item, onClose: () => void) => ReactNode;
}

const STATUSES = ['', 'pending', 'approved', 'rejected'] as const;
const STATUS_LABEL: Record<string, string> = {
  '': T.all,
  pending: T.pending,
  approved: T.approved,
  rejected: T.rejected,
};
const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};
const sizeOf = (raw: string | null) => {
  const n = Number(raw);
  return (ADMIN_PAGE_SIZE_OPTIONS as readonly number[]).includes(n) ? n : PAGE_SIZES.adminTableDefault;
};

/**
 * An admin table of the default organization's use cases or AI tools (content-ai-admin.md 2.14, 4):
 * status tabs, search, page sizes 5/25/50/100/500 (default 10), Approve when pending or rejected,
 * Reject when pending, view and edit, and the rows shown as CSV. Filters live in the address, so
 * the dashboard's pending counts link straight to the queue.
 */
export function AdminCatalogTable<Item extends CatalogItem>({
  config,
}: {
  config: CatalogTableConfig<Item>;
}) {
  const { data: identity } = useIdentity();
  const org = identity?.organization ?? null;
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState<number | null>(null);
  const [editing, setEditing] = useState<Item | null>(null);
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') ?? '')
    : '';
  const search = params.get('search') ?? '';
  const debounced = useDebounced(search.trim(), LIMITS.memberSearchDebounceMs);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = sizeOf(params.get('page_size'));
  const query = useQuery({
    queryKey: [...adminKeys.all, config.resource, org?.id, status, debounced, page, pageSize, config.query],
    enabled: Boolean(org),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<Item>>(`/${config.resource}/`, {
        signal,
        silent: true,
        query: {
          admin: 'true',
          status: status || undefined,
          // The search is sent from 2 characters (content-ai-admin.md 5).
          search: debounced.length >= 2 ? debounced : undefined,
          page,
          page_size: pageSize,
          ...config.query,
        },
      }),
  });
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  if (!org) return <EmptyState title={T.noOrganization} className="flex-1" />;

  async function decide(item: Item, action: 'approve' | 'reject') {
    setBusy(item.id);
    try {
      const answer = await api.post<{ message: string }>(
        `/${config.resource}/${item.id}/approve-reject/`,
        { action },
        { silent: true },
      );
      notify(answer.message, 'success');
      await client.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      notify(getErrorMessage(error, config.failed(action)), 'error');
    } finally {
      setBusy(null);
    }
  }
  function exportCsv() {
    const rows = (query.data?.data ?? []).map(config.csv.row);
    const suffix = status ? `-${status}` : '';
    downloadCsv(`${org!.name_slug}-${config.resource}${suffix}.csv`, toCsv(config.csv.header, rows));
  }

  const columns: Column<Item>[] = [
    {
      key: 'name',
      header: config.resource === 'use-cases' ? T.colTitle : T.colName,
      cell: (item) => (
        <Link to={config.viewPath(item)} className="font-medium break-words text-text hover:underline">
          {config.nameOf(item)}
        </Link>
      ),
    },
    ...config.columns,
    {
      key: 'status',
      header: T.colStatus,
      cell: (item) => (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[item.status] ?? ''}`}>
          {STATUS_LABEL[item.status] ?? item.status}
        </span>
      ),
    },
    {
      key: 'created',
      header: T.colSubmitted,
      cell: (item) => new Date(item.created_at).toLocaleDateString(),
    },
    {
      key: 'actions',
      header: T.colActions,
      cell: (item) => {
        const name = config.nameOf(item);
        return (
          <div className="flex flex-wrap items-center gap-1.5">
            {item.can_approve && (
              <Button
                size="sm"
                loading={busy === item.id}
                onClick={() => void decide(item, 'approve')}
                aria-label={`Approve ${name}`}
              >
                Approve
              </Button>
            )}
            {item.can_reject && (
              <Button
                size="sm"
                variant="outline"
                disabled={busy === item.id}
                onClick={() => void decide(item, 'reject')}
                aria-label={`Reject ${name}`}
              >
                Reject
              </Button>
            )}
            <Link
              to={config.viewPath(item)}
              aria-label={`${T.view} ${name}`}
              className="px-1.5 text-sm font-medium text-primary hover:underline"
            >
              {T.view}
            </Link>
            {item.can_edit && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setEditing(item)}
                aria-label={`${T.edit} ${name}`}
              >
                {T.edit}
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  const count = query.data?.pagination.count ?? 0;
  const table = query.isError ? (
    <ErrorState
      title={config.empty}
      description={getErrorMessage(query.error)}
      action={
        <Button variant="outline" onClick={() => void query.refetch()}>
          {T.tryAgain}
        </Button>
      }
    />
  ) : (
    <Table
      caption={config.caption}
      columns={columns}
      rows={query.data?.data ?? []}
      rowKey={(item) => item.id}
      loading={query.isPending}
      empty={<EmptyState title={config.empty} />}
      footer={
        <Pager
          page={page}
          pageSize={pageSize}
          count={count}
          onPageChange={(p) => update({ page: p > 1 ? String(p) : null })}
          pageSizeOptions={ADMIN_PAGE_SIZE_OPTIONS}
          onPageSizeChange={(size) =>
            update({ page_size: size === PAGE_SIZES.adminTableDefault ? null : String(size), page: null })
          }
        />
      }
    />
  );

  return (
    <div className="flex min-w-0 flex-col gap-4 overflow-x-clip p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-text">{config.heading}</h1>
          <p className="text-muted">{identity?.is_staff ? T.allOrganizations : config.intro(org.name)}</p>
        </div>
        <Button variant="outline" onClick={exportCsv} disabled={!query.data?.data.length}>
          <Download aria-hidden="true" className="size-4" />
          {T.exportCsv}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative w-full sm:max-w-xs">
          <FormField
            label={config.searchLabel}
            type="search"
            value={search}
            onChange={(e) => update({ search: e.target.value, page: null }, true)}
          />
          {!search && (
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute right-3 bottom-3.5 size-4 text-muted"
            />
          )}
        </div>
        {config.toolbar?.(query.data?.data ?? [])}
      </div>
      <Tabs
        label={T.statusTabs}
        value={status || 'all'}
        onValueChange={(value) => update({ status: value === 'all' ? null : value, page: null })}
        items={STATUSES.map((s) => ({ value: s || 'all', label: STATUS_LABEL[s]!, content: table }))}
      />
      {editing && config.editor(editing, () => setEditing(null))}
    </div>
  );
}
