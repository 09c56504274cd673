/**
 * The API calls a page's first paint makes for a visitor (no session), which the server answers
 * inside the page it sends so the browser need not ask: paths under /api/v1 with the query exactly
 * as the web app's API client writes it (the web app's tests check it writes these).
 */
export const FIRST_PAINT_CALLS = {
  /** The Job Board's first page, no filters. */
  jobBoard: '/jobs/?page=1&sort_by=recent',
  /** A job's page. */
  job: (slug: string) => `/jobs/slug/${encodeURIComponent(slug)}/`,
} as const;

/** The data block in the page: answers for everyone, and answers that hold only without a session. */
export interface BootData {
  answers?: Record<string, unknown>;
  visitor?: Record<string, unknown>;
}
