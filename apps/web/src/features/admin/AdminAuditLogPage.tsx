import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_OPTIONS, type AuditLogEntry, type Page } from '@careerhub/shared';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { Table, type Column } from '../../components/ui/Table';
import { api } from '../../lib/api';
import { downloadWithToken } from '../../lib/api/download';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';

/** A readable line for the action codes the modules write (membership.accept, agent.override ...). */
const ACTION_TEXT: Record<string, string> = {
  'membership.add': 'Added a member',
  'membership.remove': 'Removed a member',
  'membership.accept': 'Accepted join requests',
  'membership.reject': 'Rejected join requests',
  'payment.accept': 'Confirmed a payment',
  'payment.reject': 'Refused a payment',
  'agent.override': 'Set an agent review by hand',
};

const columns: Column<AuditLogEntry>[] = [
  { key: 'when', header: 'When', cell: (e) => new Date(e.created_at).toLocaleString() },
  {
    key: 'who',
    header: 'Who',
    cell: (e) => (
      <span>
        {e.actor?.name ?? 'Deleted user'} <span className="text-muted">({e.actor_role})</span>
      </span>
    ),
  },
  { key: 'what', header: 'What', cell: (e) => ACTION_TEXT[e.action] ?? e.action },
  {
    key: 'on',
    header: 'On what',
    cell: (e) => `${e.target_type}${e.target_id !== null ? ` #${e.target_id}` : ''}`,
  },
];

/** /admin-dashboard/audit-log: who did what, when and on what, in the organization; CSV export. */
export default function AdminAuditLogPage() {
  const { data: identity } = useIdentity();
  const org = identity?.organization ?? null;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [exporting, setExporting] = useState(false);
  const query = useQuery({
    queryKey: ['admin', 'audit', org?.id, page, pageSize],
    enabled: Boolean(org),
    queryFn: ({ signal }) =>
      api.get<Page<AuditLogEntry>>('/audit-log/', {
        signal,
        silent: true,
        query: { group_id: org!.id, page, page_size: pageSize },
      }),
  });
  if (!org) return <EmptyState title="No default organization" className="flex-1" />;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadWithToken(`/audit-log/export/?group_id=${org!.id}`, `audit-log-${org!.name_slug}.csv`);
    } catch {
      notify('Could not download the audit log', 'error');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-4 overflow-x-clip p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-text">Audit Log</h1>
          <p className="text-muted">Every administrator and staff action in {org.name}.</p>
        </div>
        <Button variant="outline" loading={exporting} onClick={() => void exportCsv()}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      {query.isError ? (
        <ErrorState title="Could not load the audit log" />
      ) : (
        <Table
          caption="Audit log"
          columns={columns}
          rows={query.data?.data ?? []}
          rowKey={(e) => e.id}
          loading={query.isPending}
          empty={<EmptyState title="No actions recorded yet" />}
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
