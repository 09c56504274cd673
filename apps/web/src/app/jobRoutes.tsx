import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

export const JobBoardPage = lazyPage(() => import('../features/jobs/JobBoardPage'));
export const JobDetailPage = lazyPage(() => import('../features/jobs/JobDetailPage'));

/**
 * Jobs (issue 7): the board and a job's page with its administrators' tabs, for anyone
 * (`open` wraps a page readable by visitors and members).
 */
export function jobRoutes(open: (page: ReactNode) => ReactNode): RouteObject[] {
  return [
    { path: '/jobs', element: open(<JobBoardPage />) },
    { path: '/job/:slug/:tab?', element: open(<JobDetailPage />) },
  ];
}
