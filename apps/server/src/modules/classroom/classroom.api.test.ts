import { CLASSROOM_MESSAGES as C } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import {
  addMember,
  api,
  certify,
  makeGroup,
  makeUser,
  rolesFor,
  type TestUser,
} from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { startGoogleClassroomStandIn } from '../../platform/classroom/testing/google-stand-in.js';

const CLIENT = { clientId: 'classroom-client.apps.example', clientSecret: 'classroom-secret' };
// The configured origin (no PUBLIC_URL here: this server's own address), never the request's Host.
const REDIRECT = 'http://localhost:3000/classroom/callback';

describe('Google Classroom, not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says it is off and refuses every action with a clear message', async () => {
    const http = api(t);
    const org = await makeGroup(t, { groupType: 'organization' });
    const { certifiedAdmin } = await rolesFor(t, org.id);
    expect((await http.get('/classroom/', certifiedAdmin.token)).json()).toEqual({
      enabled: false,
      connected: false,
      google_email: null,
    });
    const connect = await http.post(`/groups/${org.id}/classroom/connect/`, {}, certifiedAdmin.token);
    expect(connect.statusCode).toBe(400);
    expect(connect.json().message).toBe(C.notAvailable);
    expect(
      (await http.get(`/groups/${org.id}/classroom/courses/`, certifiedAdmin.token)).json().message,
    ).toBe(C.notAvailable);
    expect((await http.get('/classroom/')).statusCode).toBe(401);
  });
});

describe('Google Classroom against a local Google stand-in', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let google: Awaited<ReturnType<typeof startGoogleClassroomStandIn>>;
  let org: Awaited<ReturnType<typeof makeGroup>>;
  let teacher: TestUser;
  let knownStudent: TestUser;
  let memberStudent: TestUser;

  beforeAll(async () => {
    google = await startGoogleClassroomStandIn({
      ...CLIENT,
      accountEmail: 'teacher@school.example',
      courses: [
        {
          id: 'c-101',
          name: 'Biology 101',
          section: 'Period 2',
          students: [
            { email: 'known.student@school.example', name: 'Known Student' },
            { email: 'member.student@school.example', name: 'Member Student' },
            { email: 'New.Student@School.example', name: 'New Student' },
            { email: null, name: 'Private Student' },
            { email: 'known.student@school.example', name: 'Known Student (twice)' },
          ],
          teachers: [{ email: 'teacher@school.example', name: 'The Teacher' }],
        },
        { id: 'c-102', name: 'Chemistry', students: [], teachers: [] },
        { id: 'c-103', name: 'Physics', students: [], teachers: [] },
        { id: 'c-old', name: 'Archived course', state: 'ARCHIVED', students: [], teachers: [] },
      ],
    });
    t = await createTestApp({
      env: {
        GOOGLE_CLASSROOM_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLASSROOM_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_OAUTH_AUTH_URL: google.authUrl,
        GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
        GOOGLE_CLASSROOM_API_URL: google.apiUrl,
      },
    });
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    teacher = await makeUser(t);
    await addMember(t, org.id, teacher, 'admin');
    await certify(t, teacher, org.id);
    knownStudent = await makeUser(t, { email: 'known.student@school.example' });
    memberStudent = await makeUser(t, { email: 'member.student@school.example' });
    await addMember(t, org.id, memberStudent, 'member');
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  /** Connect start → the consent screen approves → callback: what the browser does. */
  async function connect(user: TestUser) {
    const started = await http.post(`/groups/${org.id}/classroom/connect/`, {}, user.token);
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().authorization_url as string);
    const code = google.approve(url.searchParams.get('redirect_uri')!);
    return http.post('/classroom/callback/', { code, state: url.searchParams.get('state') }, user.token);
  }

  it('only a certified administrator (or staff) may connect, for a group they can see', async () => {
    const other = await makeGroup(t, { groupType: 'organization' });
    const roles = await rolesFor(t, other.id);
    const start = (u: TestUser) => http.post(`/groups/${other.id}/classroom/connect/`, {}, u.token);
    for (const who of [roles.admin, roles.leader, roles.member, roles.nonMember, roles.pendingLeader]) {
      const res = await start(who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(C.certifiedRequired);
    }
    expect((await start(roles.certifiedAdmin)).statusCode).toBe(200);
    expect((await start(roles.staff)).statusCode).toBe(200);
    expect((await http.post(`/groups/${other.id}/classroom/connect/`, {})).statusCode).toBe(401);
    expect((await http.post('/groups/999999/classroom/connect/', {}, roles.staff.token)).statusCode).toBe(
      404,
    );
    // A circle's administrator needs the certified profile of the circle's organization.
    const circle = await makeGroup(t, { groupType: 'circle', parentId: other.id });
    const circleAdmin = await makeUser(t);
    await addMember(t, circle.id, circleAdmin, 'admin');
    expect(
      (await http.post(`/groups/${circle.id}/classroom/connect/`, {}, circleAdmin.token)).statusCode,
    ).toBe(403);
    await certify(t, circleAdmin, other.id);
    expect(
      (await http.post(`/groups/${circle.id}/classroom/connect/`, {}, circleAdmin.token)).statusCode,
    ).toBe(200);
  });

  it('sends the admin to the consent screen for offline access to the three read-only scopes', async () => {
    const res = await http.post(`/groups/${org.id}/classroom/connect/`, {}, teacher.token);
    const url = new URL(res.json().authorization_url as string);
    expect(`${url.origin}${url.pathname}`).toBe(google.authUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(url.searchParams.get('scope')!.split(' ').sort()).toEqual([
      'https://www.googleapis.com/auth/classroom.courses.readonly',
      'https://www.googleapis.com/auth/classroom.profile.emails',
      'https://www.googleapis.com/auth/classroom.rosters.readonly',
    ]);
  });

  it('refuses a callback with a forged, foreign or unknown state or code', async () => {
    const started = await http.post(`/groups/${org.id}/classroom/connect/`, {}, teacher.token);
    const state = new URL(started.json().authorization_url as string).searchParams.get('state')!;
    const code = google.approve(REDIRECT);
    const forged = `${state.split('.')[0]}.AAAA`;
    for (const [body, token] of [
      [{ code, state: forged }, teacher.token],
      [{ code, state }, knownStudent.token],
      [{ code: 'not-a-code', state }, teacher.token],
    ] as const) {
      const res = await http.post('/classroom/callback/', body, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(C.invalidState);
    }
    const empty = await http.post('/classroom/callback/', {}, teacher.token);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().field_errors).sort()).toEqual(['code', 'state']);
    expect((await http.get('/classroom/', teacher.token)).json().connected).toBe(false);
  });

  it('connects: the code is exchanged with the client secret, the refresh token is stored sealed', async () => {
    const res = await connect(teacher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: C.connected('teacher@school.example'),
      google_email: 'teacher@school.example',
      group: { id: org.id, name_slug: org.nameSlug, group_type: 'organization' },
    });
    const exchange = google.log.find(
      (r) => r.path === '/token' && r.form?.grant_type === 'authorization_code',
    );
    expect(exchange?.form).toMatchObject({ redirect_uri: REDIRECT });
    const [row] = await t.ctx.database.query<{ refresh_token_sealed: string }>(
      'SELECT refresh_token_sealed FROM classroom_connections WHERE user_id = $1',
      [teacher.id],
    );
    expect(row!.refresh_token_sealed).toMatch(/^v1\./);
    expect(row!.refresh_token_sealed).not.toContain('1//');
    expect((await http.get('/classroom/', teacher.token)).json()).toEqual({
      enabled: true,
      connected: true,
      google_email: 'teacher@school.example',
    });
  });

  it('lists the active courses the account teaches, every page', async () => {
    const res = await http.get(`/groups/${org.id}/classroom/courses/`, teacher.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: 'c-101', name: 'Biology 101', section: 'Period 2' },
      { id: 'c-102', name: 'Chemistry', section: null },
      { id: 'c-103', name: 'Physics', section: null },
    ]);
    // The stand-in pages by two: the client followed nextPageToken.
    expect(google.log.filter((r) => r.path === '/v1/courses').length).toBeGreaterThanOrEqual(2);
  });

  it('syncs students: accounts are added, members counted, new addresses invited, hidden e-mails counted', async () => {
    const res = await http.post(
      `/groups/${org.id}/classroom/sync-users/`,
      { course_id: 'c-101', role: 'student' },
      teacher.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: C.synced({ added: 1, invited: 1, already_members: 1 }),
      course_name: 'Biology 101',
      added: 1,
      invited: 1,
      already_members: 1,
      without_email: 1,
    });
    const members = await http.get(`/groups/${org.id}/members/?status=accepted&page_size=50`, teacher.token);
    const added = (members.json().data as Array<{ id: number; membership_role: string }>).find(
      (m) => m.id === knownStudent.id,
    );
    expect(added?.membership_role).toBe('student');
    // The added student is told, like a manual add; the new address gets an invitation e-mail.
    const notes = (await t.ctx.notifications.list(knownStudent.id, 1, 10)).data;
    expect(notes[0]?.notification_type).toBe('member_added');
    const [invitation] = await waitForMail(t, 'new.student@school.example');
    expect(invitation!.subject).toContain(org.name);
    // Syncing again adds nobody twice.
    const again = await http.post(
      `/groups/${org.id}/classroom/sync-users/`,
      { course_id: 'c-101', role: 'student' },
      teacher.token,
    );
    expect(again.json()).toMatchObject({ added: 0, already_members: 2, invited: 1 });
    const syncs = await http.get(`/groups/${org.id}/classroom/syncs/`, teacher.token);
    expect(syncs.json().data).toHaveLength(2);
    expect(syncs.json().data[0]).toMatchObject({
      course_name: 'Biology 101',
      role: 'student',
      group_role: 'student',
    });
  });

  it('syncs teachers with a chosen role, and refuses roles and courses that do not fit', async () => {
    const bad = await http.post(
      `/groups/${org.id}/classroom/sync-users/`,
      { course_id: 'c-101', role: 'teacher', group_role: 'attendee' },
      teacher.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors.group_role).toHaveLength(1);
    const unknown = await http.post(
      `/groups/${org.id}/classroom/sync-users/`,
      { course_id: 'c-old', role: 'student' },
      teacher.token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field_errors.course_id).toEqual([C.courseNotFound]);
    const wrongRole = await http.post(
      `/groups/${org.id}/classroom/sync-users/`,
      { course_id: 'c-101', role: 'parent' },
      teacher.token,
    );
    expect(wrongRole.statusCode).toBe(400);
    // The teacher's address belongs to no account here: an invitation.
    const ok = await http.post(
      `/groups/${org.id}/classroom/sync-users/`,
      { course_id: 'c-101', role: 'teacher', group_role: 'faculty' },
      teacher.token,
    );
    expect(ok.json()).toMatchObject({ added: 0, invited: 1, already_members: 0, without_email: 0 });
  });

  it('members cannot list courses or sync, even with a connected account of their own', async () => {
    const res = await http.post(
      `/groups/${org.id}/classroom/sync-users/`,
      { course_id: 'c-101', role: 'student' },
      memberStudent.token,
    );
    expect(res.statusCode).toBe(403);
    expect((await http.get(`/groups/${org.id}/classroom/courses/`, memberStudent.token)).statusCode).toBe(
      403,
    );
    expect((await http.get(`/groups/${org.id}/classroom/syncs/`, memberStudent.token)).statusCode).toBe(403);
  });

  it('a grant revoked at Google disconnects and says to connect again', async () => {
    google.revokeAll();
    const res = await http.get(`/groups/${org.id}/classroom/courses/`, teacher.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(C.connectionExpired);
    expect((await http.get('/classroom/', teacher.token)).json().connected).toBe(false);
    const notConnected = await http.post(
      `/groups/${org.id}/classroom/sync-users/`,
      { course_id: 'c-101', role: 'student' },
      teacher.token,
    );
    expect(notConnected.json().message).toBe(C.notConnected);
    // Connecting again works, and disconnecting forgets the account.
    expect((await connect(teacher)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/classroom/',
          headers: { authorization: `Bearer ${teacher.token}` },
        })
      ).json().message,
    ).toBe(C.disconnected);
    expect((await http.get('/classroom/', teacher.token)).json().connected).toBe(false);
  });
});
