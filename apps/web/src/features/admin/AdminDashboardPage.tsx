import { Link } from 'react-router';
import { ADMIN_DASHBOARD_TEXT as D, ADMIN_MESSAGES as M, ADMIN_TEXT as T } from '@careerhub/shared';
import {
  BookOpen,
  Bot,
  Briefcase,
  BriefcaseBusiness,
  Lightbulb,
  UserPlus,
  UsersRound,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useIdentity } from '../auth/identity';
import { useAdminMetrics } from './api';
import { TodoList } from './TodoList';

const WeeklyActivity = lazy(() => import('./WeeklyActivity').then((m) => ({ default: m.WeeklyActivity })));

function StatCard(props: {
  label: string;
  value: number | undefined;
  to: string;
  icon: LucideIcon;
  tone?: 'pending';
}) {
  const Icon = props.icon;
  return (
    <li>
      <Link
        to={props.to}
        aria-label={props.value === undefined ? props.label : `${props.label} ${props.value}`}
        className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md"
      >
        <span
          aria-hidden="true"
          className={
            props.tone === 'pending'
              ? 'grid size-12 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800'
              : 'grid size-12 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary'
          }
        >
          <Icon className="size-6" />
        </span>
        <span className="flex flex-col" aria-hidden="true">
          <span className="text-sm font-medium text-muted">{props.label}</span>
          {props.value === undefined ? (
            <Skeleton className="mt-1 h-8 w-16" />
          ) : (
            <span className="text-3xl font-bold text-text" data-testid={`metric-${props.label}`}>
              {props.value}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * /admin-dashboard (content-ai-admin.md 2.14): the organization's totals, its queues with their
 * pending counts, the last 12 weeks of activity, and the oldest to-dos.
 */
export default function AdminDashboardPage() {
  const { data: identity } = useIdentity();
  const org = identity?.organization ?? null;
  const metrics = useAdminMetrics(org?.id);
  if (!org) return <EmptyState title="No default organization" className="flex-1" />;
  const m = metrics.data;

  return (
    <div className="flex min-w-0 flex-col gap-6 overflow-x-clip p-4 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-text">{T.dashboardTitle}</h1>
          <p className="mt-1 text-muted">{org.name}</p>
        </div>
        <Link to="/admin-dashboard/audit-log" className="text-sm font-medium text-primary hover:underline">
          Audit Log
        </Link>
      </header>
      {metrics.isError ? (
        <ErrorState title={M.metricsFailed} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Totals">
            <StatCard
              label={T.totalMembers}
              value={m?.total_members}
              to="/admin-dashboard/members"
              icon={UserRound}
            />
            <StatCard
              label={T.totalCircles}
              value={m?.total_circles}
              to={`/org/${org.name_slug}/circles`}
              icon={UsersRound}
            />
            <StatCard label={T.totalJobs} value={m?.total_jobs} to="/admin-dashboard/jobs" icon={Briefcase} />
          </ul>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Waiting for review">
            <StatCard
              label={D.pendingMembers}
              value={m?.total_pending_members}
              to="/admin-dashboard/members?status=pending"
              icon={UserPlus}
              tone="pending"
            />
            <StatCard
              label={D.pendingJobs}
              value={m?.total_pending_jobs}
              to="/admin-dashboard/jobs?status=pending"
              icon={BriefcaseBusiness}
              tone="pending"
            />
            <StatCard
              label={D.pendingResources}
              value={m?.total_pending_resources}
              to="/admin-dashboard/todos"
              icon={BookOpen}
              tone="pending"
            />
            <StatCard
              label={D.pendingAiTools}
              value={m?.total_pending_ai_tools}
              to="/admin-dashboard/ai-tools?status=pending"
              icon={Bot}
              tone="pending"
            />
            <StatCard
              label={D.pendingUseCases}
              value={m?.total_pending_use_cases}
              to="/admin-dashboard/usecases?status=pending"
              icon={Lightbulb}
              tone="pending"
            />
          </ul>
          <div className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-[3fr_2fr]">
            {m ? (
              <Suspense fallback={<Skeleton className="h-80 w-full rounded-2xl" />}>
                <WeeklyActivity weekly={m.weekly} />
              </Suspense>
            ) : (
              <Skeleton className="h-80 w-full rounded-2xl" />
            )}
            <section
              aria-labelledby="todos-title"
              className="min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
            >
              <div className="flex items-center justify-between gap-2">
                <h2 id="todos-title" className="text-lg font-semibold text-text">
                  {D.todosTitle}
                </h2>
                <Link
                  to="/admin-dashboard/todos"
                  className="text-sm font-medium text-primary hover:underline"
                >
                  {D.viewAll}
                </Link>
              </div>
              <TodoList orgId={org.id} pageSize={5} compact />
            </section>
          </div>
        </>
      )}
    </div>
  );
}
