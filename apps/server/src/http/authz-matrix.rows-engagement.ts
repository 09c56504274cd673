import { SIGNED_IN, row, type Row } from './authz-matrix.kit.js';

/** Rows of the matrix: votes, bookmarks, Favorites and My Items (signed-in only). */

//                             anon trial unver member cert leader admin other staff infl
/** The private circle: bookmarked only by those who see it (its members and leader, staff). */
const SEES_CIRCLE = /*      */ '401  404   404   ok     404  ok     404   404   ok    404';

const mine = (path: string): Row => row(SIGNED_IN, () => ({ path: `/api/v1/${path}/me/` }));

export const ENGAGEMENT_ROWS: Record<string, Row> = {
  'POST /api/v1/votes/': row(SIGNED_IN, (w) => ({
    path: '/api/v1/votes/',
    body: { content_type: 'content', object_id: w.resource.id, vote_type: 'upvote' },
  })),
  'POST /api/v1/bookmark/{type}/{id}/': row(SEES_CIRCLE, (w) => ({
    path: `/api/v1/bookmark/circle/${w.circle.id}/`,
  })),
  'DELETE /api/v1/unbookmark/{type}/{id}/': row(SIGNED_IN, (w) => ({
    path: `/api/v1/unbookmark/content/${w.resource.id}/`,
  })),
  'GET /api/v1/bookmark/{type}/': row(SIGNED_IN, () => ({ path: '/api/v1/bookmark/content/' })),
  'GET /api/v1/my-favourites/': row(SIGNED_IN, () => ({ path: '/api/v1/my-favourites/' })),
  'GET /api/v1/my-items/': row(SIGNED_IN, () => ({ path: '/api/v1/my-items/' })),
  'GET /api/v1/jobs/me/': mine('jobs'),
  'GET /api/v1/career-tips/me/': mine('career-tips'),
  'GET /api/v1/ai_tools/me/': mine('ai_tools'),
  'GET /api/v1/use_cases/me/': mine('use_cases'),
  'GET /api/v1/circles/me/': mine('circles'),
  'GET /api/v1/contents/me/': row(SIGNED_IN, () => ({ path: '/api/v1/contents/me/?type=resource' })),
};
