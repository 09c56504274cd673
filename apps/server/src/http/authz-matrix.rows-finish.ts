import { SIGNED_IN, row, type Row } from './authz-matrix.kit.js';

/** Rows of the matrix: the signed-in member's newsletter choices (issue 18, closing gaps). */
export const FINISH_ROWS: Record<string, Row> = {
  'GET /api/v1/newsletters/preferences/': row(SIGNED_IN, () => ({
    path: '/api/v1/newsletters/preferences/',
  })),
  // Accepted members of org change their own choice; anyone else is told org is not theirs (404).
  'PATCH /api/v1/newsletters/preferences/': row('401 404 404 ok ok ok ok 404 404 404', (w) => ({
    path: '/api/v1/newsletters/preferences/',
    body: { group: w.org.id, subscribed: true },
  })),
};
