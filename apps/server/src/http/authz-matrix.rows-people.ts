import {
  ANYONE_PASS,
  EVERYONE,
  REGISTERED,
  SIGNED_IN,
  SIGNED_PASS,
  STAFF_ONLY,
  at,
  row,
  type Row,
} from './authz-matrix.kit.js';

/** Rows of the matrix: health, accounts, profiles, notifications, feedback, uploads, chat. */
export const PEOPLE_ROWS: Record<string, Row> = {
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
  // The member's own data rights (GDPR): any signed-in account, for itself only.
  'GET /api/v1/account/export/': row(SIGNED_IN, at('/api/v1/account/export/')),
  'GET /api/v1/account/export/archive/': row(SIGNED_IN, at('/api/v1/account/export/archive/')),
  // A wrong password: refused with 400 after authorization, so the account stays.
  'DELETE /api/v1/account/': row(SIGNED_PASS, at('/api/v1/account/', { password: 'not-the-password' })),
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
};
