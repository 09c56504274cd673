import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { JOBS_BOARD_TEXT as T, JOB_MESSAGES as M } from '@careerhub/shared';
import {
  ArrowLeft,
  BriefcaseBusiness,
  Building2,
  CalendarClock,
  CalendarPlus,
  MapPin,
  Pencil,
  SearchX,
} from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { isApiError } from '../../lib/api';
import { Badge, InfoCard, Paragraphs, RouteTabs, useDateFormat } from '../groups/parts';
import { JobApplicantsTab, JobRecommendationsTab } from './admin/JobAdminTabs';
import { useJobBySlug, type Job } from './api';
import { ApplyControl } from './ApplyControl';
import { jobTypeLabel, locationLabel } from './JobCard';

// Only the job's administrators edit it: the form's code loads when they do.
const JobFormDialog = lazy(() => import('./form/JobFormDialog').then((m) => ({ default: m.JobFormDialog })));

const TABS = [
  { path: 'overview', label: T.tabOverview },
  { path: 'people', label: T.tabApplicant },
  { path: 'recommendation', label: T.tabRecommendations },
];

/** /job/{slug}: the job, Apply / Unapply, and for its administrators Applicant and Recommendations. */
export default function JobDetailPage() {
  const { slug, tab } = useParams();
  const query = useJobBySlug(slug);
  if (query.isPending) return <JobDetailSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <JobNotFound />;
    return <ErrorState title="Something went wrong" className="flex-1" />;
  }
  const job = query.data;
  const base = `/job/${job.slug}`;
  const current = tab ?? 'overview';
  if (!TABS.some((t) => t.path === current) || (!job.is_administrator && current !== 'overview'))
    return <Navigate to={base} replace />;

  return (
    <div className="@container flex flex-col gap-5 p-4 sm:p-6">
      <Link
        to="/jobs"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-muted hover:text-primary"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.heading}
      </Link>
      <JobHeader job={job} />
      {job.is_administrator && <RouteTabs base={base} tabs={TABS} label={job.title} />}
      {current === 'people' ? (
        <JobApplicantsTab job={job} />
      ) : current === 'recommendation' ? (
        <JobRecommendationsTab job={job} />
      ) : (
        <JobOverview job={job} />
      )}
    </div>
  );
}

function JobHeader({ job }: { job: Job }) {
  const [editing, setEditing] = useState(false);
  const dateOf = useDateFormat();
  const posted = dateOf(job.created_at);
  const ends = dateOf(job.application_close_date);
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6 @3xl:flex-row @3xl:items-start @3xl:justify-between">
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold break-words text-text sm:text-3xl">{job.title}</h1>
          {job.job_status === 'pending' && <Badge tone="warn">{M.draftBadge}</Badge>}
        </div>
        {job.group && (
          <Link
            to={`/org/${job.group.name_slug}`}
            className="inline-flex items-center gap-1.5 self-start font-medium text-primary hover:underline"
          >
            <Building2 aria-hidden="true" className="size-4" />
            {job.group.name}
          </Link>
        )}
        <dl className="grid gap-x-6 gap-y-2 text-sm text-muted sm:grid-cols-2">
          <Fact
            icon={<BriefcaseBusiness className="size-4" />}
            term={T.jobTypeLabel}
            value={jobTypeLabel(job.job_type)}
          />
          <Fact icon={<MapPin className="size-4" />} term={T.locationLabel} value={locationLabel(job)} />
          {posted && (
            <Fact icon={<CalendarPlus className="size-4" />} term={T.postedOn} value={posted} showTerm />
          )}
          {ends && <Fact icon={<CalendarClock className="size-4" />} term={T.endsOn} value={ends} showTerm />}
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2 @3xl:justify-end">
        {job.is_administrator && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {T.edit}
          </Button>
        )}
        <ApplyControl job={job} />
      </div>
      {editing && (
        <Suspense fallback={null}>
          <JobFormDialog open onClose={() => setEditing(false)} job={job} />
        </Suspense>
      )}
    </header>
  );
}

function Fact({
  icon,
  term,
  value,
  showTerm = false,
}: {
  icon: React.ReactNode;
  term: string;
  value: string;
  /** Dates read "Posted on …", "Ends on …"; type and place speak for themselves. */
  showTerm?: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <span aria-hidden="true" className="text-primary">
        {icon}
      </span>
      <dt className={showTerm ? 'text-muted' : 'sr-only'}>{term}</dt>
      <dd className="text-text">{value}</dd>
    </div>
  );
}

function JobOverview({ job }: { job: Job }) {
  const { options } = useAppConfig();
  const stages = job.career_stages
    .map((id) => options.career_stages.find((o) => Number(o.value) === id)?.label)
    .filter((l): l is string => Boolean(l));
  const skills = job.skills_detailed.filter((s) => s.name);
  const chips = (items: string[]) => (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge>{item}</Badge>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="grid gap-4 @3xl:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <InfoCard title={T.description}>
          <Paragraphs text={job.description} />
        </InfoCard>
        {job.requirements && (
          <InfoCard title={T.requirements}>
            <Paragraphs text={job.requirements} />
          </InfoCard>
        )}
      </div>
      <div className="flex flex-col gap-4">
        {skills.length > 0 && (
          <InfoCard title={T.requiredSkills}>{chips(skills.map((s) => s.name))}</InfoCard>
        )}
        {stages.length > 0 && <InfoCard title={T.careerStages}>{chips(stages)}</InfoCard>}
        <InfoCard title={T.countries}>{chips(job.countries.length ? job.countries : [T.anywhere])}</InfoCard>
      </div>
    </div>
  );
}

function JobNotFound() {
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <div
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary"
      >
        <SearchX className="size-7" />
      </div>
      <h1 className="text-2xl font-bold text-text">{T.notFoundTitle}</h1>
      <p className="max-w-md text-muted">{M.notFound}</p>
      <Link to="/jobs" className={buttonClasses('primary')}>
        {T.goToJobs}
      </Link>
    </section>
  );
}

function JobDetailSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-5 p-4 sm:p-6">
      <Skeleton className="h-4 w-24" />
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
