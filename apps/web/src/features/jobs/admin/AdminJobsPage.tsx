import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { JOBS_ADMIN_TEXT as T, LIMITS, PAGE_SIZES } from '@careerhub/shared';
import { Plus, Search } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FormField } from '../../../components/ui/FormField';
import { Pager } from '../../../components/ui/Pager';
import { SelectField } from '../../../components/ui/SelectField';
import { getErrorMessage } from '../../../lib/api';
import { useDebounced } from '../../../lib/useDebounced';
import { useAppConfig } from '../../../app/providers/AppConfigProvider';
import { useIdentity } from '../../auth/identity';
import { useGroupBySlug } from '../../groups/api';
import { JobFormDialog } from '../form/JobFormDialog';
import { AdminJobRows } from './AdminJobRows';
import { ADMIN_JOBS_PAGE_SIZES, useAdminJobs, type AdminJobsFilters } from './api';
import type { AdminJob } from './types';

const STATUS_OPTIONS = [
  { value: 'approved', label: T.published },
  { value: 'pending', label: T.draft },
];
const sizeOf = (raw: string | null) => {
  const n = Number(raw);
  return (ADMIN_JOBS_PAGE_SIZES as number[]).includes(n) ? n : PAGE_SIZES.adminTableDefault;
};

/** /admin-dashboard/jobs: Job Management of the default organization (content-ai-admin 2.14). */
export default function AdminJobsPage() {
  const { ui } = useAppConfig();
  const { data: identity } = useIdentity();
  const org = identity?.organization ?? null;
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminJob | null>(null);
  const search = params.get('search') ?? '';
  const status =
    params.get('status') === 'approved' || params.get('status') === 'pending' ? params.get('status') : '';
  const debouncedSearch = useDebounced(search.trim(), LIMITS.memberSearchDebounceMs);
  const group = useGroupBySlug(org?.name_slug);
  const canPost = Boolean(group.data?.permissions?.can_post_jobs);
  const filters: AdminJobsFilters = {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: sizeOf(params.get('page_size')),
    search: debouncedSearch,
    status: status as AdminJobsFilters['status'],
  };
  const query = useAdminJobs(org?.id, filters);
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

  if (!ui.show_job_menu) return <EmptyState title={T.jobMenuOff} className="flex-1" />;
  if (!org) return <EmptyState title={T.noOrganization} className="flex-1" />;

  const count = query.data?.pagination.count ?? 0;
  return (
    <div className="@container flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-text">{T.jobManagement}</h1>
          <p className="text-muted">{T.jobManagementIntro(org.name)}</p>
        </div>
        {canPost && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {T.createJob}
          </Button>
        )}
      </div>
      {group.isSuccess && !canPost && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {T.noPostableGroups}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <div className="relative">
          <FormField
            label={T.searchJobs}
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
        <SelectField
          label={T.colStatus}
          placeholder={T.allStatuses}
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value, page: null })}
        />
      </div>
      {query.isError ? (
        <ErrorState
          title={T.couldNotFetchJobs}
          description={getErrorMessage(query.error)}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              {T.tryAgain}
            </Button>
          }
        />
      ) : (
        <AdminJobRows
          jobs={query.data?.data ?? []}
          loading={query.isPending}
          onEdit={setEditing}
          filtered={Boolean(filters.search || filters.status)}
          footer={
            query.data && count > 0 ? (
              <Pager
                page={filters.page}
                pageSize={filters.pageSize}
                count={count}
                onPageChange={(p) => update({ page: p > 1 ? String(p) : null })}
                pageSizeOptions={ADMIN_JOBS_PAGE_SIZES}
                onPageSizeChange={(size) =>
                  update({
                    page_size: size === PAGE_SIZES.adminTableDefault ? null : String(size),
                    page: null,
                  })
                }
              />
            ) : undefined
          }
        />
      )}
      <JobFormDialog open={creating} onClose={() => setCreating(false)} groupId={org.id} />
      {editing && <JobFormDialog open job={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
