import { EVERYONE, SIGNED_IN, row, type Row } from './authz-matrix.kit.js';

/** Rows of the matrix: posts, newsletters, resources, prompts, career tips and topic areas. */

//                          anon trial unver member cert leader admin other staff infl
/** Posts: accepted members and managers of the group (org), and staff. */
const POSTERS = /*       */ '401  403   403   pass   pass pass   pass  403   pass  403';
/** Resources, prompts, career tips: certified users, admins of the group's organization, staff. */
const CONTRIBUTORS = /*  */ '401  403   403   403    pass 403    pass  403   pass  403';
/** Only the author (org's admin wrote the shared items). Everyone sees them, so others get 403. */
const AUTHOR = /*        */ '401  403   403   403    403  403    pass  403   403   403';
/**
 * A pending item by member: hidden (404) from all but its author (who may not decide it: 403),
 * approvers of org (its admin, certified members) and staff.
 */
const APPROVERS = /*     */ '401  404   404   403    pass 404    pass  404   pass  404';

const post = (group: number) => ({ type: 'post', content: 'Hello from the matrix', group });

export const CONTENT_ROWS: Record<string, Row> = {
  'GET /api/v1/contents/': row(EVERYONE, (w) => ({ path: `/api/v1/contents/?group_id=${w.org.id}` })),
  'POST /api/v1/contents/': row(POSTERS, (w) => ({ path: '/api/v1/contents/', body: post(w.org.id) })),
  'GET /api/v1/contents/slug/{slug}/': row(EVERYONE, (w) => ({
    path: `/api/v1/contents/slug/${w.resource.slug}/`,
  })),
  'GET /api/v1/contents/{id}/': row(EVERYONE, (w) => ({ path: `/api/v1/contents/${w.resource.id}/` })),
  'PATCH /api/v1/contents/{id}/': row(AUTHOR, (w) => ({
    path: `/api/v1/contents/${w.resource.id}/`,
    body: { title: 'Renamed by the matrix' },
  })),
  'DELETE /api/v1/contents/{id}/': row(AUTHOR, async (w) => ({
    path: `/api/v1/contents/${(await w.freshContent()).id}/`,
  })),
  'POST /api/v1/contents/{id}/approve-reject/': row(APPROVERS, async (w) => ({
    path: `/api/v1/contents/${(await w.freshContent({ status: 'pending', createdBy: w.users.member.id })).id}/approve-reject/`,
    body: { action: 'approve' },
  })),
  'GET /api/v1/career-tips/': row(EVERYONE, () => ({ path: '/api/v1/career-tips/' })),
  'GET /api/v1/all-career-tips/': row(EVERYONE, (w) => ({
    path: `/api/v1/all-career-tips/?topic_areas=${w.topicArea.id}`,
  })),
  'GET /api/v1/all-career-tips/slug/{slug}/': row(EVERYONE, (w) => ({
    path: `/api/v1/all-career-tips/slug/${w.careerTip.slug}/`,
  })),
  'GET /api/v1/career-tips/group/{id}/': row(EVERYONE, (w) => ({
    path: `/api/v1/career-tips/group/${w.org.id}/`,
  })),
  'GET /api/v1/career-tips/{id}/': row(EVERYONE, (w) => ({ path: `/api/v1/career-tips/${w.careerTip.id}/` })),
  'POST /api/v1/career-tips/': row(CONTRIBUTORS, (w) => ({
    path: '/api/v1/career-tips/',
    body: { title: 'Tip', content: 'Ask for feedback early.', topic_area: w.topicArea.id, group: w.org.id },
  })),
  'PATCH /api/v1/career-tips/{id}/': row(AUTHOR, (w) => ({
    path: `/api/v1/career-tips/${w.careerTip.id}/`,
    body: { title: 'Renamed tip' },
  })),
  'DELETE /api/v1/career-tips/{id}/': row(AUTHOR, async (w) => ({
    path: `/api/v1/career-tips/${(await w.freshContent({ type: 'career_tip' })).id}/`,
  })),
  'POST /api/v1/career-tips/{id}/approve-reject/': row(APPROVERS, async (w) => ({
    path: `/api/v1/career-tips/${(await w.freshContent({ type: 'career_tip', status: 'pending', createdBy: w.users.member.id })).id}/approve-reject/`,
    body: { action: 'reject' },
  })),
  'GET /api/v1/topic-areas/': row(SIGNED_IN, () => ({ path: '/api/v1/topic-areas/' })),
};
