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

  it('follows and work and education entries, as they are written', async () => {
    const user = await makeUser(t, { firstName: 'Career' });
    const other = await makeUser(t, { firstName: 'Followed' });
    const identity = async () => (await http.get('/identity/', user.token)).json();
    expect(await identity()).toMatchObject({ followed: 0, work_experiences: [], education_background: [] });

    const follow = await http.post('/follow/', { id: other.id, type: 'user', action: 'follow' }, user.token);
    expect(follow.statusCode).toBe(200);
    expect((await identity()).followed).toBe(1);

    const work = await http.post(
      '/career-profiles/',
      { type: 'work', title: 'Data Analyst', start_date: '2021-07-01', is_currently_working: true },
      user.token,
    );
    expect(work.statusCode).toBe(201);
    const study = await http.post(
      '/career-profiles/',
      { type: 'education', title: 'BSc Statistics', start_date: '2016-09-01', end_date: '2020-06-30' },
      user.token,
    );
    expect(study.statusCode).toBe(201);
    const after = await identity();
    expect(after.work_experiences).toEqual([
      expect.objectContaining({ id: work.json().id, title: 'Data Analyst', is_currently_working: true }),
    ]);
    expect(after.education_background).toEqual([
      expect.objectContaining({ id: study.json().id, title: 'BSc Statistics', end_date: '2020-06-30' }),
    ]);

    expect((await http.delete(`/career-profiles/${work.json().id}/`, user.token)).statusCode).toBeLessThan(
      300,
    );
    await http.post('/follow/', { id: other.id, type: 'user', action: 'unfollow' }, user.token);
    expect(await identity()).toMatchObject({ followed: 0, work_experiences: [] });
  });

  it('two users never get each other’s body', async () => {
    const a = await makeUser(t, { firstName: 'Alpha' });
    const b = await makeUser(t, { firstName: 'Beta' });
    expect((await http.get('/identity/', a.token)).json().first_name).toBe('Alpha');
    expect((await http.get('/identity/', b.token)).json().first_name).toBe('Beta');
    expect((await http.get('/identity/', a.token)).json().first_name).toBe('Alpha');
  });
});
