import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_OPTIONS, CONTENT_MESSAGES, type Content, type Page } from '@careerhub/shared';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { SelectField } from '../../components/ui/SelectField';
import { Table, type Column } from '../../components/ui/Table';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { adminKeys } from './api';
import { downloadCsv, toCsv } from './csv';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

/** /admin-dashboard/resources: the organization's resources and prompts, approved or rejected here. */
export default function AdminResourcesPage() {
  const { data: identity } = useIdentity();
  const org = identity?.organization ?? null;
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [busy, setBusy] = useState<number | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'resources', org?.id, status, page, pageSize],
    enabled: Boolean(org),
    queryFn: ({ signal }) =>
      api.get<Page<Content>>('/contents/', {
        signal,
        silent: true,
        query: {
          group_id: org!.id,
          types: 'resource,prompt',
          status: status || undefined,
          page,
          page_size: pageSize,
        },
      }),
  });
  if (!org) return <EmptyState title="No default organization" className="flex-1" />;

  async function decide(item: Content, action: 'approve' | 'reject') {
    setBusy(item.id);
    try {
      const answer = await api.post<{ message: string }>(
        `/contents/${item.id}/approve-reject/`,
        { action },
        { silent: true },
      );
      notify(answer.message, 'success');
      await client.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      notify(getErrorMessage(error, CONTENT_MESSAGES.approvalFailed(action)), 'error');
    } finally {
      setBusy(null);
    }
  }
  function exportCsv() {
    const rows = (query.data?.data ?? []).map((c) => [
      c.id,
      c.title,
      c.type,
      c.status,
      c.created_by?.name ?? '',
      c.created_at,
    ]);
    downloadCsv(
      `${org!.name_slug}-resources.csv`,
      toCsv(['id', 'title', 'type', 'status', 'created_by', 'created_at'], rows),
    );
  }

  const columns: Column<Content>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (c) => (
        <Link to={`/resource/${c.slug}`} className="font-medium text-text hover:underline">
          {c.title}
        </Link>
      ),
    },
    { key: 'type', header: 'Type', cell: (c) => (c.type === 'prompt' ? 'Prompt' : 'Resource') },
    { key: 'author', header: 'Submitted by', cell: (c) => c.created_by?.name ?? '—' },
    {
      key: 'status',
      header: 'Status',
      cell: (c) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLE[c.status] ?? ''}`}
        >
          {c.status}
        </span>
      ),
    },
    { key: 'created', header: 'Submitted', cell: (c) => new Date(c.created_at).toLocaleDateString() },
    {
      key: 'actions',
      header: 'Actions',
      // Resources: approve and reject whenever not approved (content-ai-admin.md 4).
      cell: (c) =>
        c.status === 'approved' ? (
          '—'
        ) : (
          <div className="flex gap-1.5">
            <Button
              size="sm"
              loading={busy === c.id}
              onClick={() => void decide(c, 'approve')}
              aria-label={`Approve ${c.title}`}
            >
              Approve
            </Button>
            {c.status !== 'rejected' && (
              <Button
                size="sm"
                variant="outline"
                disabled={busy === c.id}
                onClick={() => void decide(c, 'reject')}
                aria-label={`Reject ${c.title}`}
              >
                Reject
              </Button>
            )}
          </div>
        ),
    },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-4 overflow-x-clip p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-text">Resource Management</h1>
          <p className="text-muted">Resources and prompts shared in {org.name}.</p>
        </div>
        <Button variant="outline" onClick={exportCsv} disabled={!query.data?.data.length}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      <div className="max-w-xs">
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {query.isError ? (
        <ErrorState title="No resources found" />
      ) : (
        <Table
          caption="Resources"
          columns={columns}
          rows={query.data?.data ?? []}
          rowKey={(c) => c.id}
          loading={query.isPending}
          empty={<EmptyState title="No resources found" />}
          footer={
            <Pager
              page={page}
              pageSize={pageSize}
              count={query.data?.pagination.count ?? 0}
              onPageChange={setPage}
              pageSizeOptions={ADMIN_PAGE_SIZE_OPTIONS}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          }
        />
      )}
    </div>
  );
}
