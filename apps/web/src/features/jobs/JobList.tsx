import { JOBS_BOARD_TEXT as T, JOB_MESSAGES as M, PAGE_SIZES } from '@careerhub/shared';
import { BriefcaseBusiness } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { useJobList } from './api';
import type { BoardFilters } from './board';
import { JobCard, JobGridSkeleton } from './JobCard';

/** A page of job cards with its loading, empty and error states (the board, an organization's tab). */
export function JobList({
  filters,
  groupId,
  viewAll = false,
  onPageChange,
  emptyAction,
}: {
  filters: BoardFilters;
  groupId?: number;
  viewAll?: boolean;
  onPageChange: (page: number) => void;
  emptyAction?: React.ReactNode;
}) {
  const query = useJobList(filters, groupId, viewAll);
  const pageSize = groupId ? PAGE_SIZES.organizationJobs : PAGE_SIZES.jobBoard;
  if (query.isPending) return <JobGridSkeleton count={groupId ? 4 : 6} />;
  if (query.isError)
    return (
      <ErrorState
        title={T.couldNotLoad}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  const { data, pagination } = query.data;
  if (data.length === 0)
    return (
      <EmptyState
        icon={<BriefcaseBusiness className="size-7" />}
        title={M.noJobs}
        description={T.noJobsHint}
        action={emptyAction}
      />
    );
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
      <p className="text-sm text-muted" aria-live="polite">
        {T.results(pagination.count)}
      </p>
      <ul className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
        {data.map((job) => (
          <li key={job.id} className="min-w-0">
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <Pager page={filters.page} pageSize={pageSize} count={pagination.count} onPageChange={onPageChange} />
    </div>
  );
}
