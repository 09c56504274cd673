import { SIGNED_PASS, row, type Row } from './authz-matrix.kit.js';

/** Rows of the matrix: link previews, comments and newsletters (issue 18 items 3–5). */
export const COMMUNITY_ROWS: Record<string, Row> = {
  // A loopback link: every signed-in role gets through to the guard, which refuses it (400).
  'GET /api/v1/link-preview/': row(SIGNED_PASS, () => ({
    path: `/api/v1/link-preview/?url=${encodeURIComponent('http://127.0.0.1/')}`,
  })),
};
