import { PROFILE_MESSAGES, VALIDATION } from '@careerhub/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUp, verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { seedDemoData } from '../../db/seed.js';

describe('search, topics, follow and feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData({ database: t.ctx.database, brands: t.ctx.brands, logger: pino({ level: 'silent' }) });
  });
  afterAll(() => t.close());

  const search = async (query: string) => (await get(t, `/search/?${query}`)).json();

  it('finds John Smith when searching "Jonh Smyth"', async () => {
    const res = await search('type=user&search=Jonh%20Smyth');
    expect(res.data[0]).toMatchObject({ type: 'user', name: 'John Smith', name_slug: 'john-smith' });
  });

  it('finds people by prefix and by profile text, ranked', async () => {
    const user = await verifiedUser(t);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/',
      payload: { title: 'Marine Biologist', skills: ['Oceanography'] },
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect((await search('type=user&search=pri')).data.map((d: { name: string }) => d.name)).toContain(
      'Priya Sharma',
    );
    const byText = await search('type=user&search=oceanogr');
    expect(byText.data[0]).toMatchObject({ name: 'Ada Lovelace', description: 'Marine Biologist' });
  });

  it('corrects misspelt words from names and profile text as they are written', async () => {
    const newcomer = await signUp(t, { first_name: 'Xiomara', last_name: 'Quenby' });
    // No profile row yet: the name alone is searchable, misspelt too.
    expect((await search('type=user&search=Xiomarra%20Quenbi')).data[0]).toMatchObject({
      name: 'Xiomara Quenby',
    });
    const verified = (
      await post(t, '/verify-otp/', { otp: newcomer.otp, type: 'registration' }, newcomer.access)
    ).json();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/',
      payload: { title: 'Volcanologist' },
      headers: { authorization: `Bearer ${verified.access}` },
    });
    expect(patched.statusCode).toBe(200);
    const found = (await search('type=user&search=vulcanologist')).data.map(
      (d: { name: string; description: string }) => `${d.name}, ${d.description}`,
    );
    expect(found).toContain('Xiomara Quenby, Volcanologist');
    expect((await search('type=user&search=zzqqxx')).data).toEqual([]);
  });

  it('counts matches on a page past the end', async () => {
    const first = await search('type=user&search=smith');
    const past = await search('type=user&search=smith&page=50');
    expect(first.pagination.count).toBeGreaterThanOrEqual(1);
    expect(past).toEqual({ data: [], pagination: { count: first.pagination.count, next: null } });
  });

  it('pages with the list envelope and hides trial users', async () => {
    const page1 = await search('type=user&page_size=3');
    expect(page1.data).toHaveLength(3);
    expect(page1.pagination).toMatchObject({ next: 2 });
    expect(page1.pagination.count).toBeGreaterThanOrEqual(8);
    const names = (await search('type=user&page_size=100')).data.map((d: { name: string }) => d.name);
    expect(names).not.toContain('Guest Visitor');
  });

  it('searches institutions and groups', async () => {
    expect((await search('type=institution&search=Kathmandu')).data[0]).toMatchObject({
      type: 'institution',
      name: 'Kathmandu University',
    });
    expect((await search('type=institution&search=Katmandu')).data[0]?.name).toBe('Kathmandu University');
    const groups = await search('type=all_group&search=circle');
    expect(groups.data.map((d: { type: string }) => d.type)).toContain('circle');
    // Women in Data Circle is private: found by its members, not by strangers.
    const all = await search('type=all&search=data');
    expect(all.data.map((d: { name: string }) => d.name)).not.toContain('Women in Data Circle');
    const member = await post(t, '/token/', {
      email: 'member@demo.careerhub.example',
      password: 'careerhub-demo',
    });
    const mine = (await get(t, '/search/?type=all&search=data', member.json().access)).json();
    expect(mine.data.map((d: { name: string }) => d.name)).toContain('Women in Data Circle');
  });

  it('refuses bad parameters', async () => {
    const res = await get(t, '/search/?type=planets&page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toMatchObject({
      type: [VALIDATION.invalidValue],
      page: [VALIDATION.invalidValue],
    });
  });

  it('lists and creates topics', async () => {
    const user = await verifiedUser(t);
    const created = await post(
      t,
      '/topics/',
      { name: 'Prompt Engineering', topic_type: 'skill' },
      user.access,
    );
    expect(created.statusCode).toBe(201);
    const again = await post(t, '/topics/', { name: 'prompt engineering', topic_type: 'skill' }, user.access);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    const list = (await get(t, '/topics/?topic_type=skill&search=prompt')).json();
    expect(list.data).toEqual([{ id: created.json().id, name: 'Prompt Engineering' }]);
    expect((await post(t, '/topics/', { name: 'x' })).statusCode).toBe(401);
  });

  it('follows and unfollows people with the spec messages', async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    const bProfile = (await get(t, '/users/profile/', b.access)).json();
    const followed = await post(t, '/follow/', { id: bProfile.id, type: 'user', action: 'follow' }, a.access);
    expect(followed.json()).toEqual({
      message: PROFILE_MESSAGES.followed('Ada Lovelace'),
      is_following: true,
      followers_count: 1,
    });
    const seen = (await get(t, `/users/profile/${bProfile.name_slug}/`, a.access)).json();
    expect(seen).toMatchObject({ is_following: true, followers_count: 1 });
    const connections = (await get(t, '/connections/?type=user', a.access)).json();
    expect(connections.data.map((c: { id: number }) => c.id)).toEqual([bProfile.id]);
    const unfollowed = await post(
      t,
      '/follow/',
      { id: bProfile.id, type: 'user', action: 'unfollow' },
      a.access,
    );
    expect(unfollowed.json().message).toBe(PROFILE_MESSAGES.unfollowed('Ada Lovelace'));
    const self = await post(
      t,
      '/follow/',
      { id: (await get(t, '/identity/', a.access)).json().id, type: 'user', action: 'follow' },
      a.access,
    );
    expect(self.json().message).toBe(PROFILE_MESSAGES.cannotFollowSelf);
    expect(
      (await post(t, '/follow/', { id: 999999, type: 'user', action: 'follow' }, a.access)).statusCode,
    ).toBe(404);
  });

  it('stores feedback for staff, with both fields required', async () => {
    const user = await verifiedUser(t);
    const missing = await post(t, '/feedback/', { title: 'Only a title' }, user.access);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().non_field_errors).toEqual([VALIDATION.feedbackBoth]);
    const ok = await post(t, '/feedback/', { title: 'Love it', content: 'The search is fast.' }, user.access);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe(PROFILE_MESSAGES.feedbackThanks);
    expect((await get(t, '/feedback/', user.access)).statusCode).toBe(403);
    const staff = await post(t, '/token/', {
      email: 'staff@demo.careerhub.example',
      password: 'careerhub-demo',
    });
    const list = (await get(t, '/feedback/', staff.json().access)).json();
    expect(list.data[0]).toMatchObject({
      title: 'Love it',
      content: 'The search is fast.',
      email: user.email,
    });
  });

  it('lists the services a user can join', async () => {
    const user = await verifiedUser(t);
    const before = (await get(t, '/user-services/', user.access)).json().data;
    expect(before.find((s: { id: string }) => s.id === 'careergps')).toMatchObject({ membership_type: null });
    expect((await post(t, '/user-services/', { service: 'careergps' }, user.access)).statusCode).toBe(200);
    const after = (await get(t, '/user-services/', user.access)).json().data;
    expect(after.find((s: { id: string }) => s.id === 'careergps')).toMatchObject({
      membership_type: 'member',
    });
    expect((await post(t, '/user-services/', { service: 'spaceflight' }, user.access)).statusCode).toBe(400);
  });
});
