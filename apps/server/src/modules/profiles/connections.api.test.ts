import { PROFILE_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

interface ConnectionItem {
  id: number;
  type: string;
  name: string;
  name_slug: string;
}

describe('GET /connections/user/{id}/', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  const follow = async (who: TestUser, whom: TestUser) => {
    const res = await http.post('/follow/', { id: whom.id, type: 'user', action: 'follow' }, who.token);
    expect(res.statusCode).toBe(200);
  };

  it('lists the people a user follows, newest first, to any signed-in user', async () => {
    const user = await makeUser(t, { firstName: 'Rosa', lastName: 'Parks' });
    const a = await makeUser(t, { firstName: 'Alan', lastName: 'Turing' });
    const b = await makeUser(t, { firstName: 'Grace', lastName: 'Hopper' });
    const viewer = await makeUser(t);
    await follow(user, a);
    await follow(user, b);
    await follow(a, user); // a follower of the user is no connection of theirs
    const res = await http.get(`/connections/user/${user.id}/`, viewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: b.id, type: 'user', name: 'Grace Hopper', name_slug: b.nameSlug },
        { id: a.id, type: 'user', name: 'Alan Turing', name_slug: a.nameSlug },
      ],
      pagination: { count: 2, next: null },
    });
    // The same list as the user's own /connections/.
    expect((await http.get('/connections/', user.token)).json()).toEqual(res.json());
    // Following is public on a profile, but the call needs a signed-in user.
    expect((await http.get(`/connections/user/${user.id}/`)).statusCode).toBe(401);
  });

  it('pages in the list envelope without repeating or losing anyone', async () => {
    const user = await makeUser(t);
    const followed: TestUser[] = [];
    for (let i = 0; i < 7; i += 1) {
      const person = await makeUser(t);
      await follow(user, person);
      followed.push(person);
    }
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = (
        await http.get(`/connections/user/${user.id}/?page=${page}&page_size=3`, user.token)
      ).json();
      expect(body.pagination).toEqual({ count: 7, next: page < 3 ? page + 1 : null });
      seen.push(...body.data.map((c: ConnectionItem) => c.id));
    }
    expect(seen).toEqual(followed.map((p) => p.id).reverse());
    const defaults = (await http.get(`/connections/user/${user.id}/`, user.token)).json();
    expect(defaults.data).toHaveLength(7); // 15 a page by default
  });

  it('filters by type: user and all list people; circle, organization and event list no people', async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    await follow(user, other);
    const ids = async (type: string) =>
      (await http.get(`/connections/user/${user.id}/?type=${type}`, user.token))
        .json()
        .data.map((c: ConnectionItem) => c.id);
    expect(await ids('user')).toEqual([other.id]);
    expect(await ids('all')).toEqual([other.id]);
    expect(await ids('organization')).toEqual([]);
    expect(await ids('event')).toEqual([]);
    const bad = await http.get(`/connections/user/${user.id}/?type=planet`, user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors.type).toBeDefined();
  });

  it('drops people who unfollowed or whose account is closed, and 404s an unknown user', async () => {
    const user = await makeUser(t);
    const stays = await makeUser(t);
    const leaves = await makeUser(t);
    const closed = await makeUser(t);
    await follow(user, stays);
    await follow(user, leaves);
    await follow(user, closed);
    await http.post('/follow/', { id: leaves.id, type: 'user', action: 'unfollow' }, user.token);
    await t.ctx.users.update(closed.id, { isActive: false });
    const body = (await http.get(`/connections/user/${user.id}/`, user.token)).json();
    expect(body).toEqual({
      data: [
        {
          id: stays.id,
          type: 'user',
          name: `${stays.firstName} ${stays.lastName}`,
          name_slug: stays.nameSlug,
        },
      ],
      pagination: { count: 1, next: null },
    });
    const missing = await http.get('/connections/user/99999999/', user.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROFILE_MESSAGES.userNotFound);
    // A path id that is not a number names no user: 404, as for a missing one.
    const badId = await http.get('/connections/user/abc/', user.token);
    expect(badId.statusCode).toBe(404);
    expect(
      (await http.get(`/connections/user/${user.id}/?page_size=0`, user.token)).json().field_errors.page_size,
    ).toEqual([VALIDATION.invalidValue]);
  });

  describe('group types: the groups the user is an accepted member of', () => {
    it('lists circles, organizations and events apart, latest joined first, in the list envelope', async () => {
      const user = await makeUser(t);
      const org = await makeGroup(t, { groupType: 'organization', name: 'Acme Org' });
      const inst = await makeGroup(t, { groupType: 'institution' });
      const circleA = await makeGroup(t, { groupType: 'circle', name: 'Data Circle', parentId: org.id });
      const circleB = await makeGroup(t, { groupType: 'circle', name: 'Design Circle' });
      const event = await makeGroup(t, { groupType: 'event', name: 'Career Fair' });
      const pending = await makeGroup(t, { groupType: 'circle' });
      const rejected = await makeGroup(t, { groupType: 'event' });
      const followed = await makeGroup(t, { groupType: 'organization' });
      await addMember(t, org.id, user, 'admin');
      await addMember(t, inst.id, user);
      await addMember(t, circleA.id, user, 'leader');
      await addMember(t, circleB.id, user);
      await addMember(t, event.id, user, 'attendee');
      await addMember(t, pending.id, user, 'member', 'pending');
      await addMember(t, rejected.id, user, 'attendee', 'rejected');
      const follow = await http.post(`/groups/${followed.id}/follow/`, { action: 'follow' }, user.token);
      expect(follow.statusCode).toBe(200);
      // Someone else's membership is not the user's connection.
      await addMember(t, (await makeGroup(t, { groupType: 'circle' })).id, await makeUser(t));

      const list = async (query: string) => {
        const res = await http.get(`/connections/?${query}`, user.token);
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const circles = await list('type=circle');
      expect(circles.pagination).toEqual({ count: 2, next: null });
      expect(circles.data).toMatchObject([
        {
          id: circleB.id,
          type: 'circle',
          name: 'Design Circle',
          name_slug: circleB.nameSlug,
          organization: null,
        },
        {
          id: circleA.id,
          type: 'circle',
          group_type: 'circle',
          name: 'Data Circle',
          organization: { id: org.id, name: 'Acme Org', name_slug: org.nameSlug },
          membership_role: 'leader',
          membership_status: 'accepted',
          total_members: 1,
        },
      ]);
      expect((await list('type=organization')).data.map((g: ConnectionItem) => g.id)).toEqual([org.id]);
      expect((await list('type=event')).data).toMatchObject([
        { id: event.id, type: 'event', membership_role: 'attendee' },
      ]);
      // The same lists on the user's profile, for another signed-in user.
      const viewer = await makeUser(t);
      expect((await http.get(`/connections/user/${user.id}/?type=circle`, viewer.token)).json()).toEqual(
        circles,
      );
    });

    it('pages (9 circles or events a page by default) and searches by name', async () => {
      const user = await makeUser(t);
      const tag = `Orbit${Date.now().toString(36)}`;
      const circles = [];
      for (let i = 0; i < 11; i += 1) {
        const circle = await makeGroup(t, {
          groupType: 'circle',
          name: i % 2 ? `${tag} ${i}` : `Other ${i}`,
        });
        await addMember(t, circle.id, user);
        circles.push(circle);
      }
      const first = (await http.get('/connections/?type=circle', user.token)).json();
      expect(first.data).toHaveLength(9);
      expect(first.pagination).toEqual({ count: 11, next: 2 });
      const seen: number[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const body = (
          await http.get(`/connections/?type=circle&page=${page}&page_size=4`, user.token)
        ).json();
        expect(body.pagination).toEqual({ count: 11, next: page < 3 ? page + 1 : null });
        seen.push(...body.data.map((c: ConnectionItem) => c.id));
      }
      expect(seen).toEqual(circles.map((c) => c.id).reverse());
      const found = (
        await http.get(`/connections/?type=circle&search=${tag.toLowerCase()}`, user.token)
      ).json();
      expect(found.pagination.count).toBe(5);
      expect(found.data.every((c: ConnectionItem) => c.name.startsWith(tag))).toBe(true);
      expect((await http.get('/connections/?type=circle&search=%25', user.token)).json().data).toEqual([]);
    });

    it('shows private groups only to those who may see them', async () => {
      const user = await makeUser(t);
      const open = await makeGroup(t, { groupType: 'organization' });
      const hidden = await makeGroup(t, { groupType: 'organization', visibility: 20 });
      await addMember(t, open.id, user);
      await addMember(t, hidden.id, user);
      const ids = async (token: string) =>
        (await http.get(`/connections/user/${user.id}/?type=organization`, token))
          .json()
          .data.map((g: ConnectionItem) => g.id);
      expect(await ids(user.token)).toEqual([hidden.id, open.id]);
      expect(await ids((await makeUser(t)).token)).toEqual([open.id]);
      expect(await ids((await makeUser(t, { isStaff: true })).token)).toEqual([hidden.id, open.id]);
      expect((await http.get('/connections/?type=organization')).statusCode).toBe(401);
    });

    it('searches the people a user follows by name too', async () => {
      const user = await makeUser(t);
      const ada = await makeUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
      const bob = await makeUser(t, { firstName: 'Bob', lastName: 'Marley' });
      await follow(user, ada);
      await follow(user, bob);
      const body = (await http.get('/connections/?type=user&search=ada%20love', user.token)).json();
      expect(body).toMatchObject({ data: [{ id: ada.id }], pagination: { count: 1, next: null } });
    });
  });
});
