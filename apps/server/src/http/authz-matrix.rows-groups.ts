import {
  CERTIFIED_ADMINS,
  CIRCLE_READ,
  EVERYONE,
  MANAGERS,
  REGISTERED,
  SIGNED_PASS,
  at,
  circleForm,
  id,
  jobForm,
  row,
  type Row,
} from './authz-matrix.kit.js';

/** Rows of the matrix: groups, memberships, invitations, Classroom, jobs, audit log. */
export const GROUP_ROWS: Record<string, Row> = {
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

  // Audit log: staff all, organization administrators their organization's
  'GET /api/v1/audit-log/': row('401 403 403 403 403 403 ok 403 ok 403', (w) => ({
    path: `/api/v1/audit-log/?group_id=${id(w)}`,
  })),
  'GET /api/v1/audit-log/export/': row('401 403 403 403 403 403 ok 403 ok 403', (w) => ({
    path: `/api/v1/audit-log/export/?group_id=${id(w)}`,
  })),
};
