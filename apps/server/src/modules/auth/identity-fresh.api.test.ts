import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * GET /identity/ reuses its serialized body while the cached parts it is made of stay the same
 * (identity.presenter.ts, createIdentityBodies): every change must show on the very next request.
 */
describe('GET /identity/ shows every change on the next request', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    expect(t.ctx.config.USER_CACHE_TTL_MS).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  it('name, organizations, profile completion and unread notifications', async () => {
    const user = await makeUser(t, { firstName: 'Before', lastName: 'Change' });
    const identity = async () => {
      const res = await http.get('/identity/', user.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json();
    };
    const first = await identity();
    expect(first).toMatchObject({ first_name: 'Before', organization: null, unread_notifications_count: 0 });
    expect(await identity()).toEqual(first);

    expect((await http.patch('/users/profile/', { first_name: 'After' }, user.token)).statusCode).toBe(200);
    expect((await identity()).first_name).toBe('After');

    const org = await makeGroup(t, { groupType: 'organization' });
    await addMember(t, org.id, user);
    expect((await identity()).organization).toMatchObject({ id: org.id, status: 'accepted' });

    const answers = await http.post(
      '/group-profiles/',
      { current_role: 3, career_stage: 3, reason_to_join: [1] },
      user.token,
    );
    expect(answers.statusCode).toBe(201);
    expect((await identity()).profile_completion).not.toEqual(first.profile_completion);

    await t.ctx.notifications.notify({
      userId: user.id,
      type: 'organization',
      notificationType: 'member_added',
      message: 'You were added',
      data: {},
      link: '/',
      email: false,
    });
    expect((await identity()).unread_notifications_count).toBe(1);
  });

  it('two users never get each other’s body', async () => {
    const a = await makeUser(t, { firstName: 'Alpha' });
    const b = await makeUser(t, { firstName: 'Beta' });
    expect((await http.get('/identity/', a.token)).json().first_name).toBe('Alpha');
    expect((await http.get('/identity/', b.token)).json().first_name).toBe('Beta');
    expect((await http.get('/identity/', a.token)).json().first_name).toBe('Alpha');
  });
});
