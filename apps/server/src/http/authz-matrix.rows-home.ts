import { SIGNED_IN, row, type Row } from './authz-matrix.kit.js';

/** Rows of the matrix: the home learning path (issue 23 item 5): every signed-in role, their own path. */
export const HOME_ROWS: Record<string, Row> = {
  'GET /api/v1/learning-path/': row(SIGNED_IN, () => ({ path: '/api/v1/learning-path/' })),
  'PUT /api/v1/learning-path/progress/': row(SIGNED_IN, () => ({
    path: '/api/v1/learning-path/progress/',
    body: { step: 'read_career_tips', done: true },
  })),
};
