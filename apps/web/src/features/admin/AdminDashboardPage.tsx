import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_TEXT as T, type Page } from '@careerhub/shared';
import { Briefcase, UsersRound, UserRound, type LucideIcon } from 'lucide-react';
import { Skeleton } from '../../components/ui/Skeleton';
import { api } from '../../lib/api';
import { useIdentity } from '../auth/identity';
import { useGroupBySlug } from '../groups/api';

function StatCard(props: { label: string; value: number | undefined; to: string; icon: LucideIcon }) {
  const Icon = props.icon;
  return (
    <li>
      <Link
        to={props.to}
        className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md"
      >
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary"
        >
          <Icon className="size-6" />
        </span>
        <span className="flex flex-col">
          <span className="text-sm font-medium text-muted">{props.label}</span>
          {props.value === undefined ? (
            <Skeleton className="mt-1 h-8 w-16" />
          ) : (
            <span className="text-3xl font-bold text-text">{props.value}</span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** /admin-dashboard (content-ai-admin.md 2.14): Total Members, Total Circles and Total Jobs. */
export default function AdminDashboardPage() {
  const { data: identity } = useIdentity();
  const org = identity?.organization ?? null;
  const group = useGroupBySlug(org?.name_slug);
  const jobs = useQuery({
    queryKey: ['jobs', 'admin', org?.id, 'total'],
    enabled: Boolean(org),
    queryFn: ({ signal }) =>
      api.get<Page<unknown>>('/jobs/', {
        signal,
        silent: true,
        query: { group_id: org!.id, view_all: true, page: 1, page_size: 1 },
      }),
    select: (answer) => answer.pagination.count,
  });

  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-bold text-text">{T.dashboardTitle}</h1>
        {org && <p className="mt-1 text-muted">{org.name}</p>}
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          label={T.totalMembers}
          value={group.data?.total_members}
          to="/admin-dashboard/members"
          icon={UserRound}
        />
        <StatCard
          label={T.totalCircles}
          value={group.data?.total_circles}
          to={org ? `/org/${org.name_slug}/circles` : '/circles'}
          icon={UsersRound}
        />
        <StatCard label={T.totalJobs} value={jobs.data} to="/admin-dashboard/jobs" icon={Briefcase} />
      </ul>
    </div>
  );
}
