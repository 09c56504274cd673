import type { ReactNode } from 'react';
import { matchPath, type RouteObject } from 'react-router';
import { lazyPage, type LazyPage } from './lazyPage';

const JobBoardPage = lazyPage(() => import('../features/jobs/JobBoardPage'));
const JobDetailPage = lazyPage(() => import('../features/jobs/JobDetailPage'));

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

/**
 * The pages the server renders for a visitor (apps/server/src/http/ssr.ts; the answers they need
 * are FIRST_PAINT_CALLS): the Job Board's first page and a job's page.
 */
const SERVER_RENDERED: Array<{ path: string; page: LazyPage }> = [
  { path: '/jobs', page: JobBoardPage },
  // Not its administrators' tabs: a visitor is sent back to the overview, which only the app can do.
  { path: '/job/:slug', page: JobDetailPage },
];

/** The page's code when the server renders `pathname` for a visitor, else null. */
export function serverRenderedPage(pathname: string): LazyPage | null {
  return SERVER_RENDERED.find(({ path }) => matchPath(path, pathname))?.page ?? null;
}

/** Loads the code of every page the server renders (the server does it once, at start). */
export async function preloadServerRenderedPages() {
  await Promise.all(SERVER_RENDERED.map(({ page }) => page.preload()));
}
