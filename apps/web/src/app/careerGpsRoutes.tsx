import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { useIdentity } from '../features/auth/identity';
import { useIsSignedIn } from '../features/auth/session';
import { RouteGuard } from './guards/RouteGuard';
import { PageLoading } from './RootLayout';

const CareerGpsPage = lazy(() => import('../features/careergps/CareerGpsPage'));
const AgentFlowPage = lazy(() => import('../features/careergps/AgentFlowPage'));
const AgentReportPage = lazy(() => import('../features/careergps/ReportPage'));
const AgentReportsPage = lazy(() => import('../features/careergps/ReportsPage'));
const RecommendationPackagePage = lazy(() => import('../features/careergps/RecommendationPackagePage'));
const AgentEditPage = lazy(() => import('../features/careergps/AgentEditPage'));

const member = (element: ReactNode) => (
  <RouteGuard chain="member">
    <Suspense fallback={<PageLoading />}>{element}</Suspense>
  </RouteGuard>
);

/**
 * CareerGPS pages a trial account also reads as a visitor does: the account made at the last step
 * of a run (spec 4, career guidance registration) opens its report and may take non-premium
 * agents; everywhere else a trial account is sent to /signup (spec 2.2).
 */
function PublicOrMemberOrTrial({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const identity = useIdentity();
  const content = <Suspense fallback={<PageLoading />}>{children}</Suspense>;
  if (!signedIn) return content;
  if (identity.isPending) return <PageLoading />;
  return identity.data?.is_trial_user ? content : <RouteGuard chain="member">{content}</RouteGuard>;
}

/**
 * CareerGPS (issue 22): visitors may take non-premium agents in the public layout and open shared
 * reports; the list of one's own reports is for members.
 */
export function careerGpsRoutes(): RouteObject[] {
  const open = (element: ReactNode) => <PublicOrMemberOrTrial>{element}</PublicOrMemberOrTrial>;
  return [
    { path: '/careergps', element: open(<CareerGpsPage />) },
    { path: '/agent', element: open(<CareerGpsPage />) },
    { path: '/careergps/:slug', element: open(<AgentFlowPage />) },
    { path: '/careergps/:slug/edit', element: member(<AgentEditPage />) },
    { path: '/careergps-report/:slug', element: open(<AgentReportPage />) },
    { path: '/careergps-reports', element: member(<AgentReportsPage />) },
    { path: '/recommendation-package', element: member(<RecommendationPackagePage />) },
  ];
}
