import { row, type Row } from './authz-matrix.kit.js';

//                                   anon trial unver member cert leader admin other staff infl
/** Anyone may call it; a run key that names no visitor's finished run is not found. */
const NO_SUCH_RUN = /*            */ '404  404   404   404    404  404    404   404   404   404';

/** Rows of the matrix: CareerGPS sign-up at the last step (issue 22). */
export const GPS2_ROWS: Record<string, Row> = {
  'POST /api/v1/register-career-gps/': row(NO_SUCH_RUN, () => ({
    path: '/api/v1/register-career-gps/',
    body: {
      first_name: 'Matrix',
      last_name: 'Visitor',
      country: 'US',
      email: 'matrix-visitor@example.com',
      agent: 1,
      session: 'matrix-no-such-run',
    },
  })),
};
