import { row, type Row } from './authz-matrix.kit.js';

//                    anon trial unver member cert leader admin other staff infl
/** use_ama: verified, non-trial accounts (entitlements.canUseAma). */
const AMA = /*     */ '401  403   403   ok     ok   ok     ok    ok    ok    ok';
const AMA_PASS = /**/ '401  403   403   pass   pass pass   pass  pass  pass  pass';

/** Rows of the matrix: Ask Anything (issue 21). */
export const ASSISTANT_ROWS: Record<string, Row> = {
  'GET /api/v1/ask-me-anything/': row(AMA, () => ({ path: '/api/v1/ask-me-anything/' })),
  'GET /api/v1/ask-me-anything/start/': row(AMA, () => ({ path: '/api/v1/ask-me-anything/start/' })),
  'POST /api/v1/ask-me-anything/': row(AMA, () => ({
    path: '/api/v1/ask-me-anything/',
    body: { question: 'How do I write a resume?' },
  })),
  // Nobody's answer 2147483000: the rating call gets through to "not found" for those allowed.
  'POST /api/v1/ama-feedback/': row(AMA_PASS, () => ({
    path: '/api/v1/ama-feedback/',
    body: { chat: 2_147_483_000, feedback: 5 },
  })),
};
