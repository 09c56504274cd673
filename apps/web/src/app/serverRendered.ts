import { matchPath } from 'react-router';
import { JobBoardPage, JobDetailPage } from './jobRoutes';
import { lazyPage, type LazyPage } from './lazyPage';

/** The sign-in page: the first page of many visits, drawn by the server like the job pages. */
export const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));

/**
 * The pages the server renders for a visitor (apps/server/src/http/ssr.ts, decision 0037): the Job
 * Board's first page and a job's page (their answers are FIRST_PAINT_CALLS), and the sign-in page,
 * which needs only the host's options-config.
 */
const SERVER_RENDERED: Array<{ path: string; page: LazyPage }> = [
  { path: '/jobs', page: JobBoardPage },
  // Not its administrators' tabs: a visitor is sent back to the overview, which only the app can do.
  { path: '/job/:slug', page: JobDetailPage },
  { path: '/login', page: LoginPage },
];

/** The page's code when the server renders `pathname` for a visitor, else null. */
export function serverRenderedPage(pathname: string): LazyPage | null {
  return SERVER_RENDERED.find(({ path }) => matchPath(path, pathname))?.page ?? null;
}

/** Loads the code of every page the server renders (the server does it once, at start). */
export async function preloadServerRenderedPages() {
  await Promise.all(SERVER_RENDERED.map(({ page }) => page.preload()));
}
