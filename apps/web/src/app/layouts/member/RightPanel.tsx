import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Identity, RecommendationEntityType } from '@careerhub/shared';
import { ArrowRight, Compass, MessageCircleQuestion, Sparkles } from 'lucide-react';
import { useAppConfig } from '../../providers/AppConfigProvider';
import { useMediaQuery } from '../../../components/ui/useMediaQuery';
import { useAgent } from '../../../features/careergps/api';

const AssistantChat = lazy(() => import('../../../features/assistant/AssistantChat'));
const RecommendationsPanel = lazy(() =>
  import('../../../features/recommendations/RecommendationsPanel').then((m) => ({
    default: m.RecommendationsPanel,
  })),
);
/** The agents pages show Ask Anything in the right panel (spec 2.3). */
const ASK_ANYTHING_PATHS = new Set(['/careergps', '/agent']);
/** The listing pages show "Recommendations for you" of their own kind (spec 2.3). */
const RECOMMENDATION_PATHS: Record<string, RecommendationEntityType> = {
  '/circles': 'circle',
  '/connect': 'user',
  '/resourcehub': 'resource',
  '/jobs': 'job',
  '/events': 'event',
  '/ai-tools': 'ai_tool',
  '/usecases': 'use_case',
};
/** Connect's tabs (?connection=) recommend their own kind; all and user recommend people. */
const CONNECT_KINDS: Record<string, RecommendationEntityType> = {
  circle: 'circle',
  organization: 'organization',
  event: 'event',
};

/** An individual agent's page (/careergps/{slug}): Ask Anything when the agent can chat (spec 2.3). */
const AGENT_PATH = /^\/careergps\/([^/]+)$/;

function useAgentCanChat(pathname: string): boolean {
  const slug = AGENT_PATH.exec(pathname)?.[1] ?? '';
  const agent = useAgent(slug, Boolean(slug));
  return Boolean(slug && agent.data?.can_chat);
}

/** Wide screens only (≥ 1024 px): the user's organization and a nudge towards CareerGPS. */
export function RightPanel({ identity }: { identity: Identity | undefined }) {
  const { ui } = useAppConfig();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The panel shows from 1024 px (lg): narrower screens neither draw nor fetch it.
  const isWide = useMediaQuery('(min-width: 1024px)');
  const agentCanChat = useAgentCanChat(pathname);
  // Not under the recommendation-package path (spec 2.3).
  if (pathname.startsWith('/recommendation-package')) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
  const recommend =
    path === '/connect'
      ? (CONNECT_KINDS[params.get('connection') ?? ''] ?? 'user')
      : RECOMMENDATION_PATHS[path];
  if (identity && recommend && isWide)
    return (
      <aside aria-label="Recommendations for you" className="hidden w-72 shrink-0 p-5 lg:block xl:w-80">
        <div className="sticky top-20">
          <Suspense fallback={null}>
            <RecommendationsPanel entityType={recommend} />
          </Suspense>
        </div>
      </aside>
    );
  if (identity && (ASK_ANYTHING_PATHS.has(pathname) || agentCanChat))
    return (
      <aside aria-label="Ask Anything" className="hidden w-80 shrink-0 p-5 lg:block xl:w-96">
        <Suspense fallback={null}>
          <AssistantChat embedded />
        </Suspense>
      </aside>
    );
  return (
    <aside aria-label="Highlights" className="hidden w-64 shrink-0 flex-col gap-4 p-5 lg:flex xl:w-80">
      {identity?.organization && (
        <section className="rounded-2xl border border-border bg-surface p-5">
          <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">Your organization</h2>
          <p className="mt-2 font-semibold text-text">{identity.organization.name}</p>
          {identity.organization.description && (
            <p className="mt-1 line-clamp-3 text-sm text-muted">{identity.organization.description}</p>
          )}
        </section>
      )}
      {identity && (
        <Link
          to="/ask-anything"
          className="flex items-center gap-2 rounded-2xl border border-border bg-surface p-4 font-semibold text-text hover:border-primary"
        >
          <MessageCircleQuestion aria-hidden="true" className="size-5 text-primary" />
          Ask Anything
        </Link>
      )}
      <section className="rounded-2xl bg-primary p-5 text-primary-foreground">
        <Sparkles aria-hidden="true" className="size-6" />
        <h2 className="mt-3 font-semibold">Plan your next step</h2>
        <p className="mt-1 text-sm">
          CareerGPS turns your {ui.name} profile into a personal roadmap with AI career guidance.
        </p>
        <Link
          to="/careergps"
          className="mt-4 inline-flex items-center gap-1.5 rounded-lg bg-surface px-3 py-2 text-sm font-semibold text-text"
        >
          <Compass aria-hidden="true" className="size-4" />
          Open CareerGPS
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </aside>
  );
}
