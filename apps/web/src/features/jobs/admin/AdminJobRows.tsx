import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { JOB_MESSAGES, JOBS_ADMIN_TEXT as T } from '@careerhub/shared';
import { Briefcase } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Table, type Column } from '../../../components/ui/Table';
import { Badge, dateRange, formatDate } from '../../groups/parts';
import { isPublished, jobPath, type AdminJob } from './types';

const CARD_SKILLS = 4;

function StatusBadge({ job }: { job: AdminJob }) {
  return isPublished(job) ? <Badge tone="good">{T.published}</Badge> : <Badge tone="warn">{T.draft}</Badge>;
}

function Summary({ job }: { job: AdminJob }) {
  const skills = job.skills_detailed ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <Link
        to={jobPath(job)}
        className="font-medium break-words text-text hover:text-primary hover:underline"
      >
        {job.title}
      </Link>
      <p className="text-xs text-muted">
        {[
          T.jobTypes[job.job_type] ?? job.job_type,
          T.jobLocations[job.job_location] ?? job.job_location,
        ].join(' · ')}
        {job.address && ` · ${job.address}`}
      </p>
      {skills.length > 0 && (
        <p className="text-xs text-muted">
          {skills
            .slice(0, CARD_SKILLS)
            .map((s) => s.name)
            .join(', ')}
          {skills.length > CARD_SKILLS && ` +${skills.length - CARD_SKILLS} more`}
        </p>
      )}
    </div>
  );
}

function Applications({ job }: { job: AdminJob }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <span>
        {job.application_open_date
          ? dateRange(job.application_open_date, job.application_close_date)
          : job.application_close_date
            ? T.endsOn(formatDate(job.application_close_date)!)
            : '—'}
      </span>
      {job.is_administrator && typeof job.accepted_members_count === 'number' && (
        <span className="text-xs text-muted">
          {T.applicantCounts(job.accepted_members_count, job.pending_members_count ?? 0)}
        </span>
      )}
    </div>
  );
}

/** Edit, View Applicants and Find Talents: for the job's administrators only (2.14). */
function Actions({ job, onEdit, className }: { job: AdminJob; onEdit: () => void; className?: string }) {
  if (!job.is_administrator) return null;
  return (
    <div className={className}>
      <Button size="sm" variant="outline" aria-label={T.editName(job.title)} onClick={onEdit}>
        {T.edit}
      </Button>
      <Link
        to={`${jobPath(job)}/people`}
        aria-label={`${T.viewApplicants}: ${job.title}`}
        className={buttonClasses('outline', 'sm')}
      >
        {T.viewApplicants}
      </Link>
      <Link
        to={`${jobPath(job)}/recommendation`}
        aria-label={`${T.findTalents}: ${job.title}`}
        className={buttonClasses('outline', 'sm')}
      >
        {T.findTalents}
      </Link>
    </div>
  );
}

interface RowsProps {
  jobs: AdminJob[];
  loading: boolean;
  onEdit: (job: AdminJob) => void;
  /** The pager, under the table or the cards. */
  footer?: ReactNode;
  /** A search or status filter is on: the empty state says so. */
  filtered: boolean;
}

/**
 * The jobs as a table where the page is wide enough (its container, not the window: the side
 * menu and right panel take room), as cards where it is not.
 */
export function AdminJobRows({ jobs, loading, onEdit, footer, filtered }: RowsProps) {
  const empty = (
    <EmptyState
      icon={<Briefcase className="size-6" />}
      title={JOB_MESSAGES.noJobs}
      description={filtered ? T.noJobsFiltered : T.noJobsText}
    />
  );
  const columns: Column<AdminJob>[] = [
    { key: 'title', header: T.colTitle, cell: (job) => <Summary job={job} />, className: 'min-w-44' },
    { key: 'status', header: T.colStatus, cell: (job) => <StatusBadge job={job} /> },
    { key: 'applications', header: T.colDates, cell: (job) => <Applications job={job} /> },
    {
      key: 'actions',
      header: T.colActions,
      cell: (job) => (
        <Actions job={job} onEdit={() => onEdit(job)} className="flex flex-col items-stretch gap-1.5" />
      ),
      className: 'w-px',
    },
  ];
  return (
    <>
      <Table
        caption={T.jobManagement}
        className="hidden @xl:block"
        columns={columns}
        rows={jobs}
        rowKey={(job) => job.id}
        loading={loading}
        empty={empty}
        footer={footer}
      />
      <div className="flex flex-col gap-3 @xl:hidden">
        {loading ? (
          <ul aria-busy="true" aria-label={T.jobManagement} className="flex flex-col gap-3">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
                <Skeleton className="h-8 w-full" />
              </li>
            ))}
          </ul>
        ) : jobs.length === 0 ? (
          <div className="rounded-xl border border-border bg-surface">{empty}</div>
        ) : (
          <ul aria-label={T.jobManagement} className="flex flex-col gap-3">
            {jobs.map((job) => (
              <li
                key={job.id}
                aria-label={job.title}
                className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <Summary job={job} />
                  <StatusBadge job={job} />
                </div>
                <Applications job={job} />
                <Actions job={job} onEdit={() => onEdit(job)} className="flex flex-wrap gap-1.5" />
              </li>
            ))}
          </ul>
        )}
        {footer && <div className="rounded-xl border border-border bg-surface px-4 py-3">{footer}</div>}
      </div>
    </>
  );
}
