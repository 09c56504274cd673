import { row, type Row } from './authz-matrix.kit.js';

//                    anon trial unver member cert leader admin other staff infl
/** use_ama: verified, non-trial accounts (entitlements.canUseAma). */
const AMA = /*     */ '401  403   403   ok     ok   ok     ok    ok    ok    ok';
/** Allowed, but the answer rated is nobody's: not found. */
const AMA_NONE = /**/ '401  403   403   404    404  404    404   404   404   404';

/** Rows of the matrix: Ask Anything (issue 21). */
export const ASSISTANT_ROWS: Record<string, Row> = {
  'GET /api/v1/ask-me-anything/': row(AMA, () => ({ path: '/api/v1/ask-me-anything/' })),
  'GET /api/v1/ask-me-anything/start/': row(AMA, () => ({ path: '/api/v1/ask-me-anything/start/' })),
  'POST /api/v1/ask-me-anything/': row(AMA, () => ({
    path: '/api/v1/ask-me-anything/',
    body: { question: 'How do I write a resume?' },
  })),
  // Nobody's answer 2147483000: those allowed get "not found", never someone else's chat.
  'POST /api/v1/ama-feedback/': row(AMA_NONE, () => ({
    path: '/api/v1/ama-feedback/',
    body: { chat: 2_147_483_000, feedback: 5 },
  })),
};
