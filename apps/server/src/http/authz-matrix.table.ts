import type { Role, World } from './authz-matrix.fixtures.js';

/*
 * THE AUTHORIZATION MATRIX: one row per route of the OpenAPI document (/api/docs/json).
 *
 * How to add a route (a route in the document that is missing here fails authz-matrix.api.test.ts):
 *   1. Add a row `'METHOD /path/{param}/': row(expect, call)` in the section of its domain, with the
 *      path exactly as the OpenAPI document writes it.
 *   2. `expect` is ten outcomes, one per role, in this order (see ROLES in the fixtures file):
 *        anonymous trial unverified member certified leader admin otherAdmin staff influencer
 *      Outcomes: `ok` = 2xx; `pass` = let through authorization (2xx, or a 4xx about the body or
 *      the state such as 400/409/415, never 401/403/404); or an exact status: 401, 403, 404.
 *      The constants below name the usual lines (EVERYONE, SIGNED_IN, REGISTERED, MANAGERS ...).
 *   3. `call(world, role)` gives the path with real ids (and a body): the fixtures build one
 *      organization (org) with a private circle, an event, a job, a chat room, a notification ...
 *      When the call changes state that the next role's call needs (deleting, removing, leaving),
 *      make a fresh target per call (world.freshJob(), world.freshMember(), ...).
 *   4. Run: npx vitest run --project api apps/server/src/http/authz-matrix.api.test.ts (and with
 *      TEST_DATABASE_URL for PostgreSQL). A wrong cell prints the whole row as it was answered.
 * Rows whose call ends the session (logout, password change) are marked `last` and run last.
 */

export type Outcome = 'ok' | 'pass' | 401 | 403 | 404;
export interface Call {
  path: string;
  body?: unknown;
}
export interface Row {
  expect: Outcome[];
  call: (w: World, role: Role) => Call | Promise<Call>;
  last?: boolean;
}

const parse = (line: string): Outcome[] =>
  line
    .trim()
    .split(/\s+/)
    .map((cell) => (cell === 'ok' || cell === 'pass' ? cell : (Number(cell) as Outcome)));
const row = (expect: string, call: Row['call'], options: { last?: boolean } = {}): Row => ({
  expect: parse(expect),
  call,
  ...options,
});
const at = (path: string, body?: unknown) => () => ({ path, ...(body === undefined ? {} : { body }) });

//                         anon trial unver member cert leader admin other staff infl
const EVERYONE = /*     */ 'ok   ok    ok    ok     ok   ok     ok    ok    ok    ok';
const SIGNED_IN = /*    */ '401  ok    ok    ok     ok   ok     ok    ok    ok    ok';
const SIGNED_PASS = /*  */ '401  pass  pass  pass   pass pass   pass  pass  pass  pass';
const ANYONE_PASS = /*  */ 'pass pass  pass  pass   pass pass   pass  pass  pass  pass';
const REGISTERED = /*   */ '401  403   pass  pass   pass pass   pass  pass  pass  pass';
/** Accepted leaders and admins of org, and staff. */
const MANAGERS = /*     */ '401  403   403   403    403  pass   pass  403   pass  403';
/** Administrators of org (certified group profile there), and staff. */
const CERTIFIED_ADMINS = '401  403   403   403    403  403    pass  403   pass  403';
const STAFF_ONLY = /*   */ '401  403   403   403    403  403    403   403   pass  403';
/** Org managers; others do not see the private circle (404). */
const CIRCLE_READ = /*  */ '404  404   404   ok     404  ok     404   404   ok    404';

const id = (w: World) => w.org.id;
const day = 86_400_000;
const circleForm = (parent: number) => ({
  name: 'Matrix circle',
  group_type: 'circle',
  description: 'About',
  topics: [1, 2],
  group_duration: 'time_limited',
  career_stages: [2],
  start_date: new Date(Date.now() + 10 * day).toISOString(),
  end_date: new Date(Date.now() + 40 * day).toISOString(),
  publicity: 'open',
  application_open_date: new Date(Date.now() - day).toISOString(),
  application_close_date: new Date(Date.now() + 5 * day).toISOString(),
  parent_group: parent,
  circle_type: 'Learning Circle',
  relevant_sdgs: [4, 8],
  maximum_size: 20,
  use_cases: [1],
});
const jobForm = (group: number) => ({
  title: 'Matrix job',
  description: 'About the job',
  job_type: 'full_time',
  job_location: 'remote',
  group,
});

export const MATRIX: Record<string, Row> = {
  // Health and media (outside /api/v1)
  'GET /healthz': row(EVERYONE, at('/healthz')),
  'GET /readyz': row(EVERYONE, at('/readyz')),
  'GET /media/{key}': row('404 404 404 404 404 404 404 404 404 404', at('/media/no-such-file')),

  // Brands
  'GET /api/v1/options-config/': row(EVERYONE, at('/api/v1/options-config/')),

  // Accounts (public forms answer 400 to these bodies for everyone: they are open by design)
  'POST /api/v1/register/': row(ANYONE_PASS, at('/api/v1/register/', {})),
  'POST /api/v1/token/': row(
    ANYONE_PASS,
    at('/api/v1/token/', { email: 'nobody@example.org', password: 'x' }),
  ),
  // A refresh token is its own credential: a bad one is 401 whoever sends it.
  'POST /api/v1/token/refresh/': row(
    '401 401 401 401 401 401 401 401 401 401',
    at('/api/v1/token/refresh/', { refresh: 'not-a-token' }),
  ),
  'POST /api/v1/logout/': row(ANYONE_PASS, at('/api/v1/logout/', { refresh: 'not-a-token' }), { last: true }),
  'POST /api/v1/verify-otp/': row(
    SIGNED_PASS,
    at('/api/v1/verify-otp/', { otp: '000000', type: 'registration' }),
  ),
  'POST /api/v1/resend-otp/': row(SIGNED_PASS, at('/api/v1/resend-otp/', { type: 'registration' })),
  'POST /api/v1/forgot-password/': row(
    ANYONE_PASS,
    at('/api/v1/forgot-password/', { email: 'nobody@example.org' }),
  ),
  'GET /api/v1/reset-password/{token}/': row(ANYONE_PASS, at('/api/v1/reset-password/not-a-token/')),
  'POST /api/v1/reset-password/': row(
    ANYONE_PASS,
    at('/api/v1/reset-password/', { token: 'x', password: 'y' }),
  ),
  'POST /api/v1/users/verify-email/': row(ANYONE_PASS, at('/api/v1/users/verify-email/', { token: 'x' })),
  'POST /api/v1/change-password/': row(
    SIGNED_PASS,
    at('/api/v1/change-password/', { old_password: 'wrong', new_password: 'x', confirm_password: 'y' }),
    { last: true },
  ),
  'POST /api/v1/switch-email/': row(SIGNED_PASS, at('/api/v1/switch-email/', {}), { last: true }),
  'POST /api/v1/google/login/': row(ANYONE_PASS, at('/api/v1/google/login/', { access_token: 'x' })),
  'POST /api/v1/facebook/login/': row(ANYONE_PASS, at('/api/v1/facebook/login/', { access_token: 'x' })),
  'POST /api/v1/linkedin/login/': row(ANYONE_PASS, at('/api/v1/linkedin/login/', { code: 'x' })),
  'GET /api/v1/identity/': row(SIGNED_IN, at('/api/v1/identity/')),

  // Profiles: each person edits their own; the member's entries are the member's
  'GET /api/v1/users/profile/': row(SIGNED_IN, at('/api/v1/users/profile/')),
  'PATCH /api/v1/users/profile/': row(SIGNED_PASS, at('/api/v1/users/profile/', {})),
  'GET /api/v1/users/profile/{slug}/': row(EVERYONE, (w) => ({
    path: `/api/v1/users/profile/${w.users.member.nameSlug}/`,
  })),
  'PATCH /api/v1/profiles/{id}/': row('401 403 403 pass 403 403 403 403 pass 403', (w) => ({
    path: `/api/v1/profiles/${w.users.member.id}/`,
    body: {},
  })),
  'PATCH /api/v1/profiles/me/': row(SIGNED_PASS, at('/api/v1/profiles/me/', {})),
  'GET /api/v1/group-profiles/': row(SIGNED_IN, at('/api/v1/group-profiles/')),
  'POST /api/v1/group-profiles/': row(SIGNED_PASS, at('/api/v1/group-profiles/', {})),
  'PATCH /api/v1/group-profiles/{id}/': row('401 403 403 pass 403 403 403 403 pass 403', (w) => ({
    path: `/api/v1/group-profiles/${w.groupProfileId}/`,
    body: {},
  })),
  'GET /api/v1/career-profiles/': row(SIGNED_IN, at('/api/v1/career-profiles/')),
  'POST /api/v1/career-profiles/': row(SIGNED_PASS, at('/api/v1/career-profiles/', {})),
  'PATCH /api/v1/career-profiles/{id}/': row('401 403 403 pass 403 403 403 403 pass 403', (w) => ({
    path: `/api/v1/career-profiles/${w.careerEntryId}/`,
    body: { title: 'Analyst' },
  })),
  'DELETE /api/v1/career-profiles/{id}/': row('401 403 403 ok 403 403 403 403 ok 403', async (w) => ({
    path: `/api/v1/career-profiles/${await w.freshCareerEntry()}/`,
  })),
  'GET /api/v1/connections/': row(SIGNED_IN, at('/api/v1/connections/')),
  'GET /api/v1/connections/user/{id}/': row(SIGNED_IN, (w) => ({
    path: `/api/v1/connections/user/${w.users.member.id}/`,
  })),
  'GET /api/v1/users/{id}/circles/': row(EVERYONE, (w) => ({
    path: `/api/v1/users/${w.users.member.id}/circles/`,
  })),
  'POST /api/v1/upload-resume/': row(SIGNED_PASS, at('/api/v1/upload-resume/', {})),
  'POST /api/v1/update-profile-linkedin/': row(REGISTERED, at('/api/v1/update-profile-linkedin/', {})),
  'GET /api/v1/topics/': row(EVERYONE, at('/api/v1/topics/')),
  'POST /api/v1/topics/': row(SIGNED_PASS, at('/api/v1/topics/', {})),
  'GET /api/v1/search/': row(EVERYONE, at('/api/v1/search/?search=test')),
  // Following the private circle: only who may see it (its name is in the answer).
  'POST /api/v1/follow/': row('401 403 404 pass 404 pass 404 404 pass 404', (w) => ({
    path: '/api/v1/follow/',
    body: { id: w.circle.id, type: 'circle', action: 'follow' },
  })),

  // Notifications: a person's own
  'GET /api/v1/notification/': row(SIGNED_IN, at('/api/v1/notification/')),
  'POST /api/v1/notification/read-all/': row(SIGNED_PASS, at('/api/v1/notification/read-all/', {})),
  'GET /api/v1/notification/email-preferences/': row(
    SIGNED_IN,
    at('/api/v1/notification/email-preferences/'),
  ),
  'PATCH /api/v1/notification/email-preferences/': row(
    SIGNED_PASS,
    at('/api/v1/notification/email-preferences/', {}),
  ),
  'GET /api/v1/notification/unsubscribe/': row(ANYONE_PASS, at('/api/v1/notification/unsubscribe/?token=x')),
  'POST /api/v1/notification/unsubscribe/': row(
    ANYONE_PASS,
    at('/api/v1/notification/unsubscribe/', { token: 'x' }),
  ),
  'POST /api/v1/notification/resubscribe/': row(
    ANYONE_PASS,
    at('/api/v1/notification/resubscribe/', { token: 'x' }),
  ),
  'POST /api/v1/notification/{id}/{type}/': row('401 404 404 pass 404 404 404 404 404 404', (w) => ({
    path: `/api/v1/notification/${w.notificationId}/organization/`,
    body: {},
  })),

  // Groups
  'GET /api/v1/groups/': row(EVERYONE, at('/api/v1/groups/')),
  'POST /api/v1/groups/': row('401 403 403 403 pass 403 403 403 pass 403', (w) => ({
    path: '/api/v1/groups/',
    body: circleForm(w.org.id),
  })),
  'GET /api/v1/groups/metrics/': row(EVERYONE, at('/api/v1/groups/metrics/')),
  'GET /api/v1/groups/default/': row(EVERYONE, at('/api/v1/groups/default/')),
  'GET /api/v1/groups/default-org/': row(EVERYONE, at('/api/v1/groups/default-org/')),
  'GET /api/v1/groups/slug/{slug}/': row(CIRCLE_READ, (w) => ({
    path: `/api/v1/groups/slug/${w.circle.nameSlug}/`,
  })),
  'GET /api/v1/groups/{id}/': row(CIRCLE_READ, (w) => ({ path: `/api/v1/groups/${w.circle.id}/` })),
  'PATCH /api/v1/groups/{id}/': row(MANAGERS, (w) => ({ path: `/api/v1/groups/${id(w)}/`, body: {} })),
  'GET /api/v1/groups/{id}/circle-types/': row(CIRCLE_READ, (w) => ({
    path: `/api/v1/groups/${w.circle.id}/circle-types/`,
  })),
  'GET /api/v1/groups/{id}/sdgs/': row(CIRCLE_READ, (w) => ({ path: `/api/v1/groups/${w.circle.id}/sdgs/` })),
  'POST /api/v1/groups/{id}/follow/': row(REGISTERED, (w) => ({
    path: `/api/v1/groups/${w.event.id}/follow/`,
    body: { action: 'unfollow' },
  })),
  'POST /api/v1/groups/{id}/logo/': row(MANAGERS, (w) => ({
    path: `/api/v1/groups/${id(w)}/logo/`,
    body: {},
  })),
  'POST /api/v1/groups/{id}/cover-image/': row(MANAGERS, (w) => ({
    path: `/api/v1/groups/${id(w)}/cover-image/`,
    body: {},
  })),
  'GET /api/v1/circles/': row(EVERYONE, (w) => ({ path: `/api/v1/circles/?parent_group=${id(w)}` })),
  'GET /api/v1/events/': row(EVERYONE, (w) => ({ path: `/api/v1/events/?parent_group=${id(w)}` })),

  // Memberships of org
  'POST /api/v1/groups/{id}/join/': row(REGISTERED, (w) => ({
    path: `/api/v1/groups/${w.otherOrg.id}/join/`,
    body: {},
  })),
  'POST /api/v1/groups/{id}/join-default/': row(REGISTERED, (w) => ({
    path: `/api/v1/groups/${w.otherOrg.id}/join-default/`,
  })),
  'POST /api/v1/groups/{id}/change-default/': row(SIGNED_PASS, (w) => ({
    path: `/api/v1/groups/${id(w)}/change-default/`,
  })),
  'POST /api/v1/groups/{id}/leave/': row('401 403 403 ok 403 403 403 403 403 403', async (w, role) => ({
    // Someone else's membership is never theirs to end (403); their own event membership is.
    path: `/api/v1/groups/${w.event.id}/leave/`,
    body: role === 'member' ? {} : { user: (await w.freshUser()).id },
  })),
  'POST /api/v1/groups/{id}/add-member/': row(MANAGERS, async (w) => ({
    path: `/api/v1/groups/${id(w)}/add-member/`,
    body: { user: (await w.freshUser()).id, role: 'member' },
  })),
  'POST /api/v1/groups/{id}/remove-member/': row(MANAGERS, async (w) => ({
    path: `/api/v1/groups/${id(w)}/remove-member/`,
    body: { user: (await w.freshMember()).id },
  })),
  'POST /api/v1/groups/{id}/respond-join-request/': row(MANAGERS, async (w) => ({
    path: `/api/v1/groups/${id(w)}/respond-join-request/`,
    body: { users: [(await w.pendingApplicant()).id], action: 'accept' },
  })),
  'POST /api/v1/groups/{id}/payment-confirmation/': row(MANAGERS, (w) => ({
    path: `/api/v1/groups/${id(w)}/payment-confirmation/`,
    body: { users: [w.users.member.id], action: 'accept' },
  })),
  'POST /api/v1/groups/{id}/payment-voucher/': row(SIGNED_PASS, (w) => ({
    path: `/api/v1/groups/${id(w)}/payment-voucher/`,
    body: { voucher: w.resume },
  })),
  'GET /api/v1/groups/{id}/members/': row(CIRCLE_READ, (w) => ({
    path: `/api/v1/groups/${w.circle.id}/members/`,
  })),
  'GET /api/v1/groups/{id}/export-group-membership/': row(MANAGERS, (w) => ({
    path: `/api/v1/groups/${id(w)}/export-group-membership/`,
  })),
  'POST /api/v1/groups/{id}/followup-email-unverified/': row(MANAGERS, (w) => ({
    path: `/api/v1/groups/${id(w)}/followup-email-unverified/`,
    body: { user_ids: [w.users.member.id] },
  })),
  'POST /api/v1/invite-users/': row(MANAGERS, (w) => ({
    path: '/api/v1/invite-users/',
    body: { content_type: 'group', object_id: id(w), emails: ['matrix@example.org'], users: [] },
  })),
  'GET /api/v1/invitation/{id}/': row('401 404 404 404 404 404 404 404 404 ok', (w) => ({
    path: `/api/v1/invitation/${w.invitationKey}/`,
  })),
  'POST /api/v1/invitation/{id}/': row('401 403 404 404 404 404 404 404 404 pass', (w) => ({
    path: `/api/v1/invitation/${w.invitationKey}/`,
    body: { action: 'reject' },
  })),

  // Google Classroom (off on this machine: 400 "not available" once authorized)
  'GET /api/v1/classroom/': row(SIGNED_PASS, at('/api/v1/classroom/')),
  'DELETE /api/v1/classroom/': row(SIGNED_PASS, at('/api/v1/classroom/')),
  'POST /api/v1/classroom/callback/': row(
    SIGNED_PASS,
    at('/api/v1/classroom/callback/', { code: 'x', state: 'y' }),
  ),
  'POST /api/v1/groups/{id}/classroom/connect/': row(CERTIFIED_ADMINS, (w) => ({
    path: `/api/v1/groups/${id(w)}/classroom/connect/`,
  })),
  'GET /api/v1/groups/{id}/classroom/courses/': row(CERTIFIED_ADMINS, (w) => ({
    path: `/api/v1/groups/${id(w)}/classroom/courses/`,
  })),
  'GET /api/v1/groups/{id}/classroom/syncs/': row(CERTIFIED_ADMINS, (w) => ({
    path: `/api/v1/groups/${id(w)}/classroom/syncs/`,
  })),
  'POST /api/v1/groups/{id}/classroom/sync-users/': row(CERTIFIED_ADMINS, (w) => ({
    path: `/api/v1/groups/${id(w)}/classroom/sync-users/`,
    body: { course_id: 'x', role: 'student' },
  })),

  // Jobs of org (admin is the job's author)
  'GET /api/v1/jobs/': row(EVERYONE, (w) => ({ path: `/api/v1/jobs/?group_id=${id(w)}` })),
  // Jobs need a manager of org whose group profile there is certified (the admin), or staff.
  'POST /api/v1/jobs/': row(CERTIFIED_ADMINS, (w) => ({ path: '/api/v1/jobs/', body: jobForm(id(w)) })),
  'GET /api/v1/jobs/slug/{slug}/': row(EVERYONE, (w) => ({ path: `/api/v1/jobs/slug/${w.job.slug}/` })),
  'GET /api/v1/jobs/{id}/': row(EVERYONE, (w) => ({ path: `/api/v1/jobs/${w.job.id}/` })),
  'PATCH /api/v1/jobs/{id}/': row(MANAGERS, (w) => ({ path: `/api/v1/jobs/${w.job.id}/`, body: {} })),
  'DELETE /api/v1/jobs/{id}/': row(MANAGERS, async (w) => ({
    path: `/api/v1/jobs/${(await w.freshJob()).id}/`,
  })),
  'POST /api/v1/jobs/{id}/apply/': row(REGISTERED, (w) => ({
    path: `/api/v1/jobs/${w.job.id}/apply/`,
    body: {},
  })),
  'POST /api/v1/jobs/{id}/unapply/': row(SIGNED_PASS, (w) => ({ path: `/api/v1/jobs/${w.job.id}/unapply/` })),
  'POST /api/v1/jobs/{id}/status/': row(MANAGERS, (w) => ({
    path: `/api/v1/jobs/${w.job.id}/status/`,
    body: { user_id: w.users.member.id, status: 'accepted' },
  })),
  'GET /api/v1/jobs/{id}/applications/': row(MANAGERS, (w) => ({
    path: `/api/v1/jobs/${w.job.id}/applications/`,
  })),
  'GET /api/v1/jobs/{id}/export-job-membership/': row(MANAGERS, (w) => ({
    path: `/api/v1/jobs/${w.job.id}/export-job-membership/`,
  })),
  'GET /api/v1/applicant-recommendations/': row(MANAGERS, (w) => ({
    path: `/api/v1/applicant-recommendations/?job_id=${w.job.id}`,
  })),
  'GET /api/v1/job-recommendations/': row(SIGNED_PASS, at('/api/v1/job-recommendations/')),

  // Feedback and services
  'POST /api/v1/feedback/': row(SIGNED_PASS, at('/api/v1/feedback/', {})),
  'GET /api/v1/feedback/': row(STAFF_ONLY, at('/api/v1/feedback/')),
  'GET /api/v1/user-services/': row(SIGNED_IN, at('/api/v1/user-services/')),
  'POST /api/v1/user-services/': row(SIGNED_PASS, at('/api/v1/user-services/', {})),

  // Uploads (multipart routes: a JSON body is refused after authorization)
  'POST /api/v1/file-upload/': row(SIGNED_PASS, at('/api/v1/file-upload/', {})),
  'POST /api/v1/upload-video/': row(SIGNED_PASS, at('/api/v1/upload-video/', {})),
  'POST /api/v1/upload-profile_picture/': row(SIGNED_PASS, at('/api/v1/upload-profile_picture/', {})),
  'DELETE /api/v1/profiles/me/delete-picture/': row(SIGNED_PASS, at('/api/v1/profiles/me/delete-picture/')),

  // Chat: the room of member and leader is theirs only
  // Chat is for verified, registered people.
  'POST /api/v1/room/': row('401 403 403 pass pass pass pass pass pass pass', (w, role) => ({
    path: '/api/v1/room/',
    body: { type: 'ONE_TO_ONE', user_ids: [role === 'member' ? w.users.certified.id : w.users.member.id] },
  })),
  'GET /api/v1/room/': row(SIGNED_PASS, (w) => ({ path: `/api/v1/room/?user_id=${w.users.member.id}` })),
  'GET /api/v1/chats/': row(SIGNED_IN, at('/api/v1/chats/')),
  'POST /api/v1/chats/block/': row(SIGNED_PASS, (w) => ({
    path: '/api/v1/chats/block/',
    body: { user_id: w.users.otherAdmin.id },
  })),
  'DELETE /api/v1/chats/block/{userId}/': row(SIGNED_PASS, (w) => ({
    path: `/api/v1/chats/block/${w.users.otherAdmin.id}/`,
  })),
  'GET /api/v1/chats/{roomId}/': row('401 404 404 ok 404 ok 404 404 404 404', (w) => ({
    path: `/api/v1/chats/${w.roomId}/`,
  })),
  'POST /api/v1/chats/{roomId}/': row('401 404 404 pass 404 pass 404 404 404 404', (w) => ({
    path: `/api/v1/chats/${w.roomId}/`,
    body: { messages: [{ type: 'text', value: 'Matrix' }] },
  })),
  'POST /api/v1/chats/{roomId}/read/': row('401 404 404 pass 404 pass 404 404 404 404', (w) => ({
    path: `/api/v1/chats/${w.roomId}/read/`,
  })),
  'POST /api/v1/chats/{roomId}/messages/{messageId}/report/': row(
    '401 404 404 pass 404 pass 404 404 404 404',
    (w) => ({
      path: `/api/v1/chats/${w.roomId}/messages/${w.messageId}/report/`,
      body: { reason: 'Matrix' },
    }),
  ),

  // Audit log: staff all, organization administrators their organization's
  'GET /api/v1/audit-log/': row('401 403 403 403 403 403 ok 403 ok 403', (w) => ({
    path: `/api/v1/audit-log/?group_id=${id(w)}`,
  })),
  'GET /api/v1/audit-log/export/': row('401 403 403 403 403 403 ok 403 ok 403', (w) => ({
    path: `/api/v1/audit-log/export/?group_id=${id(w)}`,
  })),
};
