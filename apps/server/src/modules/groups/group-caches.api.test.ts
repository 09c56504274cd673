import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * The groups read caches (group-caches.ts) keep lists, member pages and counts for a few
 * seconds; every write made through this instance must show on the very next read.
 */
describe('group caches: a write here shows on the next read', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    expect(t.ctx.config.GROUP_COUNT_CACHE_TTL_MS).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  type Member = { id: number; name: string; country: string | null; membership_status: string };
  const membersOf = async (groupId: number, token: string | undefined, query = '') => {
    const res = await http.get(`/groups/${groupId}/members/?page_size=15${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Member[]; pagination: { count: number; next: number | null } };
  };

  it('members page: joins, answers to join requests and removals', async () => {
    const org = await makeGroup(t, { groupType: 'organization', admission: 'closed' });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    expect((await membersOf(org.id, admin.token)).pagination.count).toBe(1);
    expect((await membersOf(org.id, undefined)).data.map((m) => m.id)).toEqual([admin.id]);

    const user = await makeUser(t);
    expect((await http.post(`/groups/${org.id}/join/`, {}, user.token)).statusCode).toBeLessThan(300);
    const pending = await membersOf(org.id, admin.token, '&status=pending');
    expect(pending.data.map((m) => m.id)).toEqual([user.id]);

    const accepted = await http.post(
      `/groups/${org.id}/respond-join-request/`,
      { users: [user.id], action: 'accept' },
      admin.token,
    );
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    expect((await membersOf(org.id, admin.token, '&status=pending')).data).toEqual([]);
    const after = await membersOf(org.id, undefined);
    expect(after.data.map((m) => m.id)).toEqual([user.id, admin.id]);
    expect(after.pagination.count).toBe(2);

    const removed = await http.post(
      `/groups/${org.id}/remove-member/`,
      { user: user.id, reason: 'Testing the cache' },
      admin.token,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await membersOf(org.id, undefined)).data.map((m) => m.id)).toEqual([admin.id]);
  });

  it("members page: a person's new name and country show at once, filtered lists included", async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    const person = await makeUser(t, { firstName: 'Old', lastName: 'Name' });
    await addMember(t, org.id, person);
    const nameOf = async () =>
      (await membersOf(org.id, admin.token)).data.find((m) => m.id === person.id)?.name;
    expect(await nameOf()).toBe('Old Name');
    expect((await membersOf(org.id, admin.token, '&country=NP')).pagination.count).toBe(0);

    const res = await http.patch(
      '/users/profile/',
      { first_name: 'New', last_name: 'Person', country: 'NP' },
      person.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await nameOf()).toBe('New Person');
    const nepal = await membersOf(org.id, admin.token, '&country=NP');
    expect(nepal.data.map((m) => [m.id, m.country])).toEqual([[person.id, 'NP']]);
    expect(nepal.pagination.count).toBe(1);

    // Someone from Nepal who joins later is found by the same filter (the membership takes the
    // profile's country when it is made); moving away takes them out of it.
    const later = await makeUser(t);
    const own = await http.patch('/users/profile/', { country: 'NP' }, later.token);
    expect(own.statusCode, own.body).toBe(200);
    await addMember(t, org.id, later);
    const both = await membersOf(org.id, admin.token, '&country=NP');
    expect(both.data.map((m) => m.id).sort()).toEqual([person.id, later.id].sort());
    expect(both.pagination.count).toBe(2);
    const moved = await http.patch('/users/profile/', { country: 'IN' }, later.token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await membersOf(org.id, admin.token, '&country=NP')).data.map((m) => m.id)).toEqual([person.id]);
    expect((await membersOf(org.id, admin.token, '&country=IN')).data.map((m) => m.id)).toEqual([later.id]);
  });

  it('group list: a new group and a new member show on the next anonymous page', async () => {
    const tag = `Cachetest${Date.now().toString(36)}`;
    const staff = await makeUser(t, { isStaff: true });
    const list = async () =>
      (await http.get(`/groups/?search=${tag}&page_size=15`)).json() as {
        data: Array<{ id: number; total_members: number }>;
        pagination: { count: number };
      };
    expect((await list()).pagination.count).toBe(0);

    const created = await http.post(
      '/groups/',
      {
        name: `${tag} Org`,
        group_type: 'organization',
        description: 'A group to test the cache',
        country: 'NP',
      },
      staff.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const first = await list();
    expect(first.pagination.count).toBe(1);
    expect(first.data).toMatchObject([{ id, total_members: 1 }]);

    const user = await makeUser(t);
    expect((await http.post(`/groups/${id}/join/`, {}, user.token)).statusCode).toBeLessThan(300);
    expect((await list()).data).toMatchObject([{ id, total_members: 2 }]);
    // Staff see the same cached pages; an edit shows on theirs too.
    const renamed = await http.patch(`/groups/${id}/`, { name: `${tag} Renamed` }, staff.token);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await http.get(`/groups/?search=${tag}`, staff.token)).json().data[0].name).toBe(
      `${tag} Renamed`,
    );
    expect((await list()).data).toMatchObject([{ id, total_members: 2 }]);
  });

  it('group page: member counts and the viewer membership follow joins and leaves', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    const user = await makeUser(t);
    const page = async () => (await http.get(`/groups/${org.id}/`, user.token)).json();
    const before = await page();
    expect(before.total_members).toBe(1);
    expect((await http.post(`/groups/${org.id}/join/`, {}, user.token)).statusCode).toBeLessThan(300);
    const joined = await page();
    expect(joined.total_members).toBe(2);
    expect(JSON.stringify(joined)).not.toEqual(JSON.stringify(before));
    expect((await http.post(`/groups/${org.id}/leave/`, {}, user.token)).statusCode).toBeLessThan(300);
    expect((await page()).total_members).toBe(1);
  });

  it('a private group: a member removed here no longer sees its members', async () => {
    const org = await makeGroup(t, { groupType: 'organization', visibility: 20 });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    const user = await makeUser(t);
    await addMember(t, org.id, user);
    expect((await http.get(`/groups/${org.id}/members/`, user.token)).statusCode).toBe(200);
    const removed = await http.post(
      `/groups/${org.id}/remove-member/`,
      { user: user.id, reason: 'Testing the cache' },
      admin.token,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await http.get(`/groups/${org.id}/members/`, user.token)).statusCode).toBe(404);
  });
});
