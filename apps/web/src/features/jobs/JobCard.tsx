import { Link } from 'react-router';
import { JOBS_ADMIN_TEXT as A, JOBS_BOARD_TEXT as T, JOB_MESSAGES as M } from '@careerhub/shared';
import { Briefcase, Building2, CalendarClock, MapPin } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { Badge, useDateFormat } from '../groups/parts';
import { ApplyControl } from './ApplyControl';
import type { Job } from './api';
import { visibleSkills } from './board';

export const jobTypeLabel = (type: string) => A.jobTypes[type] ?? type;
export const locationLabel = (job: Pick<Job, 'job_location' | 'address'>) =>
  [A.jobLocations[job.job_location] ?? job.job_location, job.address].filter(Boolean).join(' · ');

/**
 * A job on the board: title, organization, type, place, dates, up to 4 skills, apply.
 * `actions={false}` leaves out View job and Apply (the invitation page has its own answers).
 */
export function JobCard({
  job,
  actions = true,
  headingLevel = 2,
}: {
  job: Job;
  actions?: boolean;
  /** The title's heading level: 2 under a page's h1 (the board), 3 inside a section. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { shown, more } = visibleSkills(job.skills_detailed.filter((s) => s.name));
  const dateOf = useDateFormat();
  const ends = dateOf(job.application_close_date);
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md sm:p-5">
      <div className="flex items-start gap-3">
        {job.group?.image ? (
          <img src={job.group.image} alt="" className="size-11 shrink-0 rounded-xl object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary"
          >
            <Briefcase className="size-5" />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <Heading className="line-clamp-2 text-base leading-snug font-semibold text-text">
            <Link to={`/job/${job.slug}`} className="hover:text-primary hover:underline">
              {job.title}
            </Link>
          </Heading>
          {job.group && (
            <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-muted">
              <Building2 aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{job.group.name}</span>
            </p>
          )}
        </div>
        {job.job_status === 'pending' && <Badge tone="warn">{M.draftBadge}</Badge>}
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge tone="brand">{jobTypeLabel(job.job_type)}</Badge>
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <MapPin aria-hidden="true" className="size-3.5" />
          {locationLabel(job)}
        </span>
      </div>
      <p className="line-clamp-3 text-sm text-muted">{job.description}</p>
      {shown.length > 0 && (
        <ul aria-label={T.requiredSkills} className="flex flex-wrap gap-1.5">
          {shown.map((s) => (
            <li key={s.id}>
              <Badge>{s.name}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <span className="text-xs font-medium text-muted">{T.moreSkills(more)}</span>
            </li>
          )}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        {ends && (
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {`${T.endsOn} ${ends}`}
          </span>
        )}
        {actions && (
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <Link
              to={`/job/${job.slug}`}
              className={buttonClasses('outline', 'sm')}
              aria-label={T.viewJobOf(job.title)}
            >
              {T.viewJob}
            </Link>
            <ApplyControl job={job} compact />
          </div>
        )}
      </div>
    </article>
  );
}

export function JobGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
          <div className="flex gap-3">
            <Skeleton className="size-11 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-12 w-full" />
          <div className="flex gap-1.5">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
