import { SIGNED_IN, row, type Row } from './authz-matrix.kit.js';

//                            anon trial unver member cert leader admin other staff infl
/** Your own recommendations, or anyone's for staff (the member's, asked by each role). */
const SELF_OR_STAFF = /*   */ '401  403   403   ok     403  403    403   403   ok    403';
/** People only from a private circle whose members the caller may list (its member, its leader, staff). */
const CIRCLE_MEMBERS = /*  */ '401  404   404   ok     404  ok     404   404   ok    404';

/** A group's managers (its accepted admins and leaders) and staff; the org is public, so others get 403. */
const GROUP_MANAGERS = /*  */ '401  403   403   403    403  ok     ok    403   ok    403';

/** Rows of the matrix: recommendations (issue 21 item 4). */
export const RECS_ROWS: Record<string, Row> = {
  'GET /api/v1/recommended-entities/': row(SELF_OR_STAFF, (w) => ({
    path: `/api/v1/recommended-entities/?entity_type=circle&user_id=${w.users.member.id}`,
  })),
  'GET /api/v1/user-recommendations/': row(CIRCLE_MEMBERS, (w) => ({
    path: `/api/v1/user-recommendations/?group_from_user_to_be_included=${w.circle.id}`,
  })),
  'GET /api/v1/group-recommendations/': row(SIGNED_IN, () => ({
    path: '/api/v1/group-recommendations/?entity_type=event',
  })),
  'GET /api/v1/groups/{id}/recommendations/': row(GROUP_MANAGERS, (w) => ({
    path: `/api/v1/groups/${w.org.id}/recommendations/?entity_type=research_collaboration`,
  })),
};
