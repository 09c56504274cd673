import { GROUP_MESSAGES as M } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** Issue 15: role grants are checked against the granter's own rights. */
describe('role grants API: nobody grants a role above their own', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  const roleOf = async (groupId: number, user: { id: number }) =>
    (
      await t.ctx.database.query<{ role: string }>(
        'SELECT role FROM group_memberships WHERE group_id = $1 AND user_id = $2',
        [groupId, user.id],
      )
    )[0]?.role ?? null;
  const grant = (groupId: number, actor: TestUser, user: { id: number }, role: string) =>
    http.post(`/groups/${groupId}/add-member/`, { user: user.id, role }, actor.token);

  it('a leader cannot make another account an administrator (organization and circle)', async () => {
    for (const groupType of ['organization', 'circle'] as const) {
      const group = await makeGroup(t, { groupType });
      const leader = await makeUser(t);
      await addMember(t, group.id, leader, 'leader');
      const accomplice = await makeUser(t);
      const res = await grant(group.id, leader, accomplice, 'admin');
      expect(res.statusCode, groupType).toBe(403);
      expect(res.json().detail).toBe(M.roleAboveOwn);
      expect(await roleOf(group.id, accomplice)).toBeNull();
    }
  });

  it('what each manager may grant: admins any role, leaders up to leader, others nothing', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const actors: Record<string, TestUser> = {
      admin: await makeUser(t),
      leader: await makeUser(t),
      facilitator: await makeUser(t),
      member: await makeUser(t),
      pendingAdmin: await makeUser(t),
      staff: await makeUser(t, { isStaff: true }),
    };
    await addMember(t, org.id, actors.admin!, 'admin');
    await addMember(t, org.id, actors.leader!, 'leader');
    await addMember(t, org.id, actors.facilitator!, 'facilitator');
    await addMember(t, org.id, actors.member!, 'member');
    await addMember(t, org.id, actors.pendingAdmin!, 'admin', 'pending');
    const outcome: Record<string, Record<string, number>> = {};
    for (const [name, actor] of Object.entries(actors)) {
      outcome[name] = {};
      for (const role of ['admin', 'leader', 'member']) {
        const target = await makeUser(t);
        outcome[name][role] = (await grant(org.id, actor, target, role)).statusCode;
      }
    }
    expect(outcome).toEqual({
      admin: { admin: 200, leader: 200, member: 200 },
      leader: { admin: 403, leader: 200, member: 200 },
      facilitator: { admin: 403, leader: 403, member: 403 },
      member: { admin: 403, leader: 403, member: 403 },
      pendingAdmin: { admin: 403, leader: 403, member: 403 },
      staff: { admin: 200, leader: 200, member: 200 },
    });
  });

  it('nobody raises their own role: a follower or rejected member cannot add themself as admin', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const leader = await makeUser(t);
    await addMember(t, org.id, leader, 'leader');
    const self = await grant(org.id, leader, leader, 'admin');
    expect(self.statusCode).toBe(403);
    expect(await roleOf(org.id, leader)).toBe('leader');
    const ownLevel = await grant(org.id, leader, leader, 'leader');
    expect(ownLevel.statusCode).toBe(403);
  });

  it('a leader cannot change the role of an administrator (a rejected admin re-added lower)', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const leader = await makeUser(t);
    await addMember(t, org.id, leader, 'leader');
    const formerAdmin = await makeUser(t);
    await addMember(t, org.id, formerAdmin, 'admin', 'rejected');
    expect((await grant(org.id, leader, formerAdmin, 'member')).statusCode).toBe(200);
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin', 'pending');
    // A pending administrator is above the leader: the leader answers the request, never re-roles it.
    expect((await grant(org.id, leader, admin, 'member')).statusCode).toBe(403);
    expect(await roleOf(org.id, admin)).toBe('admin');
    // Accepting the pending administrator would grant admin: refused to the leader, done by an admin.
    const accept = { users: [admin.id], action: 'accept' };
    const byLeader = await http.post(`/groups/${org.id}/respond-join-request/`, accept, leader.token);
    expect(byLeader.statusCode).toBe(403);
    expect(byLeader.json().detail).toBe(M.roleAboveOwn);
    const owner = await makeUser(t);
    await addMember(t, org.id, owner, 'admin');
    expect((await http.post(`/groups/${org.id}/respond-join-request/`, accept, owner.token)).statusCode).toBe(
      200,
    );
  });

  it('an event admin can grant admin; the Classroom sync path uses the same check', async () => {
    const event = await makeGroup(t, { groupType: 'event' });
    const admin = await makeUser(t);
    await addMember(t, event.id, admin, 'admin');
    const target = await makeUser(t);
    expect((await grant(event.id, admin, target, 'admin')).statusCode).toBe(200);
    expect(await roleOf(event.id, target)).toBe('admin');
  });
});
