import type { MembershipStatus } from '@careerhub/shared';
import type { NewGroup } from '../src/modules/groups/groups.repository.js';
import { createProfilesRepository } from '../src/modules/profiles/profiles.repository.js';
import type { UserRow } from '../src/modules/auth/users.repository.js';
import { uniqueEmail } from './auth-helpers.js';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let n = 0;
export type TestUser = UserRow & { token: string };

/** A user inserted directly (verified unless told otherwise) with a signed access token. */
export async function makeUser(
  t: TestApp,
  flags: Partial<
    Pick<
      UserRow,
      'isVerified' | 'isStaff' | 'isCertified' | 'isTrialUser' | 'firstName' | 'lastName' | 'email'
    >
  > = {},
): Promise<TestUser> {
  n += 1;
  const user = await t.ctx.users.insert({
    email: uniqueEmail('g'),
    firstName: 'Test',
    lastName: `Person${n}`,
    nameSlug: `test-person-${Date.now().toString(36)}-${n}`,
    isVerified: true,
    ...flags,
  });
  return { ...user, token: await t.ctx.access.sign(user.id) };
}

const day = 24 * 60 * 60 * 1000;
export const daysFromNow = (d: number) => new Date(Date.now() + d * day);

/** A group inserted directly; timed groups (circle, event) get an open application window by default. */
export async function makeGroup(t: TestApp, fields: Partial<NewGroup> & { groupType: string }) {
  n += 1;
  const timed = fields.groupType === 'circle' || fields.groupType === 'event';
  return t.ctx.groups.insert({
    name: `Group ${n}`,
    nameSlug: `group-${Date.now().toString(36)}-${n}`,
    description: 'About this group',
    ...(timed
      ? {
          applicationOpenDate: daysFromNow(-1),
          applicationCloseDate: daysFromNow(5),
          startDate: daysFromNow(10),
          endDate: daysFromNow(40),
        }
      : {}),
    ...fields,
  });
}

export async function addMember(
  t: TestApp,
  groupId: number,
  user: { id: number },
  role = 'member',
  status: MembershipStatus = 'accepted',
) {
  await t.ctx.groups.addMembership({ groupId, userId: user.id, role, status });
}

export async function certify(t: TestApp, user: { id: number }, groupId: number) {
  await createProfilesRepository(t.ctx.database.db).insertGroupProfile({
    userId: user.id,
    groupId,
    isCertified: true,
  });
}

/** The roles of the permission matrix, each a user with that relation to `groupId`. */
export async function rolesFor(t: TestApp, groupId: number) {
  const admin = await makeUser(t);
  await addMember(t, groupId, admin, 'admin');
  const certifiedAdmin = await makeUser(t);
  await addMember(t, groupId, certifiedAdmin, 'admin');
  await certify(t, certifiedAdmin, groupId);
  const leader = await makeUser(t);
  await addMember(t, groupId, leader, 'leader');
  const member = await makeUser(t);
  await addMember(t, groupId, member, 'member');
  const pendingLeader = await makeUser(t);
  await addMember(t, groupId, pendingLeader, 'leader', 'pending');
  const nonMember = await makeUser(t);
  const staff = await makeUser(t, { isStaff: true });
  const trial = await makeUser(t, { isTrialUser: true, isVerified: false });
  return { admin, certifiedAdmin, leader, member, pendingLeader, nonMember, staff, trial };
}

export function api(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    get: (url: string, token?: string) => call('GET', url, token),
    post: (url: string, payload: unknown, token?: string) => call('POST', url, token, payload),
    patch: (url: string, payload: unknown, token?: string) => call('PATCH', url, token, payload),
    delete: (url: string, token?: string) => call('DELETE', url, token),
  };
}

/**
 * The set-up the group API test files share: a test app for the enclosing `describe` (opened
 * before its tests, closed after), its API client, and the calls most of them make. Read `app.t`
 * and `app.http` inside tests (they exist once the suite has started).
 */
export type GroupsApi = ReturnType<typeof api>;

export function groupsApiSuite(options?: Parameters<typeof createTestApp>[0]) {
  const app = {} as { t: TestApp; http: GroupsApi };
  beforeAll(async () => {
    app.t = await createTestApp(options);
    app.http = api(app.t);
  });
  afterAll(() => app.t.close());
  return {
    app,
    notificationsOf: async (user: { id: number }) =>
      (await app.t.ctx.notifications.list(user.id, 1, 50)).data,
    join: (groupId: number, user?: TestUser, body: unknown = {}) =>
      app.http.post(`/groups/${groupId}/join/`, body, user?.token),
    statusOf: async (groupId: number, user: TestUser) =>
      (await app.http.get(`/groups/${groupId}/`, user.token)).json().membership_status,
  };
}
