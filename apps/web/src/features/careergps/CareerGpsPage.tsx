import { Link } from 'react-router';
import { AGENT_MESSAGES as M, type AgentSummary } from '@careerhub/shared';
import { ArrowRight, ClipboardList, Compass, Crown, Lock, Pencil } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useIsSignedIn } from '../auth/session';
import { useIdentity } from '../auth/identity';
import { useAgentMetrics, useAgents } from './api';

function UsageLine() {
  const identity = useIdentity().data;
  const metrics = useAgentMetrics(Boolean(identity && !identity.is_trial_user)).data;
  if (!metrics) return null;
  if (identity?.is_staff || metrics.usage_limit === null)
    return <p className="text-sm text-muted">Unlimited runs on your plan.</p>;
  return (
    <p className="text-sm text-muted">
      {metrics.remaining} of {metrics.usage_limit} runs left in this {metrics.window_days}-day period.
    </p>
  );
}

function AgentCard({ agent, isStaff }: { agent: AgentSummary; isStaff: boolean }) {
  const signedIn = useIsSignedIn();
  const blocked = !agent.access.allowed;
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-text">{agent.name}</h2>
        {agent.is_premium && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <Crown aria-hidden="true" className="size-3.5" />
            Premium
          </span>
        )}
      </div>
      <p className="mt-2 flex-1 text-sm text-muted">{agent.description}</p>
      <p className="mt-3 text-xs text-muted">
        {agent.usage_count === 0
          ? 'Be the first to take it'
          : agent.usage_count === 1
            ? 'Taken once'
            : `Taken ${agent.usage_count.toLocaleString()} times`}
      </p>
      {blocked && agent.access.message && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-text">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {agent.access.message}
        </p>
      )}
      <div className="mt-4">
        {!blocked ? (
          <Link
            to={`/careergps/${agent.slug}`}
            className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
          >
            Start<span className="sr-only"> {agent.name}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : agent.access.reason === 'UNREGISTERED_PREMIUM_RESTRICTED' || !signedIn ? (
          <Link to="/signup?next=/careergps" className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}>
            Sign up to unlock
          </Link>
        ) : agent.access.reason === 'NO_PREMIUM_SUBSCRIPTION' ? (
          <Link to="/pricing" className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}>
            See membership plans
          </Link>
        ) : null}
        {isStaff && (
          <Link
            to={`/careergps/${agent.slug}/edit`}
            className={buttonClasses('ghost', 'md', 'mt-2 w-full sm:ml-2 sm:mt-0 sm:w-auto')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {agent.name}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** /careergps and /agent: the portal, listing the agents with premium marks and usage (spec 2.12). */
export default function CareerGpsPage() {
  const signedIn = useIsSignedIn();
  const isStaff = Boolean(useIdentity().data?.is_staff);
  const agents = useAgents();
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-4xl">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold text-primary">
              <Compass aria-hidden="true" className="size-4" />
              Career guidance
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-text">CareerGPS</h1>
            <p className="mt-2 max-w-xl text-muted">
              Guided assessments that end in things you can join tomorrow: circles, mentors, resources and
              jobs from this community.
            </p>
            {signedIn && (
              <div className="mt-2">
                <UsageLine />
              </div>
            )}
          </div>
          {signedIn && (
            <Link to="/careergps-reports" className={buttonClasses('outline')}>
              <ClipboardList aria-hidden="true" className="size-4" />
              My reports
            </Link>
          )}
        </header>
        {agents.isPending ? (
          <ul aria-label="Loading agents" className="mt-8 grid gap-4 sm:grid-cols-2">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-56 rounded-2xl" />
              </li>
            ))}
          </ul>
        ) : agents.isError ? (
          <ErrorState title="Could not load CareerGPS." description="Refresh the page to try again." />
        ) : agents.data.data.length === 0 ? (
          <EmptyState title={M.noAgents} />
        ) : (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {agents.data.data.map((agent) => (
              <AgentCard key={agent.id} agent={agent} isStaff={isStaff} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
