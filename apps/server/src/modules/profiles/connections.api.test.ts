import { PROFILE_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeUser, type TestUser } from '../../../test/groups-helpers.js';
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

  it('filters by type: user and all list people; circle, organization and event are not people', async () => {
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
    const badId = await http.get('/connections/user/abc/', user.token);
    expect(badId.statusCode).toBe(400);
    expect(
      (await http.get(`/connections/user/${user.id}/?page_size=0`, user.token)).json().field_errors.page_size,
    ).toEqual([VALIDATION.invalidValue]);
  });
});
