import { PROFILE_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, verifiedUser, waitForMail } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const patch = (t: TestApp, url: string, payload: unknown, token: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('updates the own profile, creating skills, topics and a new institution by name', async () => {
    const user = await verifiedUser(t);
    const res = await patch(
      t,
      '/users/profile/',
      {
        title: 'Data Analyst',
        country: 'np',
        prefered_language: 'NE',
        short_bio: 'I turn data into decisions.',
        skills: ['SQL', 'Python'],
        topics: ['Climate'],
        institution: 'Tribhuvan University',
        social_linkedin: 'https://www.linkedin.com/in/ada',
      },
      user.access,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(PROFILE_MESSAGES.updated);
    expect(body.data).toMatchObject({
      title: 'Data Analyst',
      country: 'NP',
      prefered_language: 'ne',
      institution_name: 'Tribhuvan University',
    });
    expect(body.data.skills_detailed.map((s: { name: string }) => s.name)).toEqual(['SQL', 'Python']);
    expect(body.data.topics_detailed.map((s: { name: string }) => s.name)).toEqual(['Climate']);
    expect(body.data.completion_percent).toBeGreaterThan(0);

    const again = await patch(t, '/users/profile/', { institution: 'tribhuvan university' }, user.access);
    expect(again.json().data.institution).toBe(body.data.institution);
  });

  it('shows a profile by slug to others without private fields, and 404 for unknown slugs', async () => {
    const owner = await verifiedUser(t);
    const viewer = await verifiedUser(t);
    const own = (await get(t, '/users/profile/', owner.access)).json();
    expect(own.email).toBe(owner.email);
    const seen = (await get(t, `/users/profile/${own.name_slug}/`, viewer.access)).json();
    expect(seen).toMatchObject({ id: own.id, email: null, specific_needs: null, is_following: false });
    const anonymous = await get(t, `/users/profile/${own.name_slug}/`);
    expect(anonymous.statusCode).toBe(200);
    const missing = await get(t, '/users/profile/nobody-by-this-name/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROFILE_MESSAGES.userNotFound);
  });

  it.each([
    [{ skills: [1, 2, 3, 4, 5, 6, 7, 8] }, 'skills', VALIDATION.maxSkills],
    [{ topics: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }, 'topics', VALIDATION.maxTopics],
    [{ short_bio: words(401) }, 'short_bio', VALIDATION.max400Words],
    [{ career_story: words(401) }, 'career_story', VALIDATION.max400Words],
    [{ specific_needs: 'x'.repeat(501) }, 'specific_needs', VALIDATION.max500Chars],
    [{ additional_career_information: words(201) }, 'additional_career_information', VALIDATION.max200Words],
    [{ first_name: '' }, 'first_name', VALIDATION.firstNameMin],
    [{ alternate_email: '' }, 'alternate_email', VALIDATION.required],
    [{ alternate_email: 'nope' }, 'alternate_email', VALIDATION.emailInvalid],
  ])('refuses %o with the spec message', async (payload, field, message) => {
    const user = await verifiedUser(t);
    const res = await patch(t, '/users/profile/', payload, user.access);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors[field]).toEqual([message]);
  });

  it('accepts the limits themselves', async () => {
    const user = await verifiedUser(t);
    const res = await patch(
      t,
      '/users/profile/',
      {
        short_bio: words(400),
        specific_needs: `  ${'x'.repeat(500)}  `,
        additional_career_information: words(200),
        skills: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'],
      },
      user.access,
    );
    expect(res.statusCode).toBe(200);
  });

  it('allows career advice only for certified members who are not influencers', async () => {
    const user = await verifiedUser(t);
    const refused = await patch(
      t,
      '/users/profile/',
      { career_advice: 'Ask for feedback early.' },
      user.access,
    );
    expect(refused.json().field_errors.career_advice).toEqual([PROFILE_MESSAGES.careerAdviceNotAllowed]);
    const id = (await get(t, '/identity/', user.access)).json().id;
    await t.ctx.users.update(id, { isCertified: true });
    expect(
      (await patch(t, '/users/profile/', { career_advice: 'Ask for feedback early.' }, user.access))
        .statusCode,
    ).toBe(200);
  });

  it('lets only the owner or staff edit a profile', async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const ownerId = (await get(t, '/identity/', owner.access)).json().id;
    expect((await patch(t, `/profiles/${ownerId}/`, { title: 'Hacked' }, other.access)).statusCode).toBe(403);
    const otherId = (await get(t, '/identity/', other.access)).json().id;
    await t.ctx.users.update(otherId, { isStaff: true });
    const res = await patch(t, `/profiles/${ownerId}/`, { title: 'Edited by staff' }, other.access);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('Edited by staff');
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/v1/users/profile/', payload: { title: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('saving a new alternate email mails it a code', async () => {
    const user = await verifiedUser(t);
    const alternate = `alt.${Date.now()}@example.org`;
    const res = await patch(t, '/users/profile/', { alternate_email: alternate }, user.access);
    expect(res.json().data).toMatchObject({ alternate_email: alternate, is_alternate_email_verified: false });
    const [mail] = await waitForMail(t, alternate);
    expect((mail!.meta as Record<string, string>).otp).toMatch(/^\d{6}$/);
    const taken = await patch(
      t,
      '/users/profile/',
      { alternate_email: user.email },
      (await verifiedUser(t)).access,
    );
    expect(taken.statusCode).toBe(400);
  });

  it('keeps career entries: create, list newest first, update, delete, owner only', async () => {
    const user = await verifiedUser(t);
    const other = await verifiedUser(t);
    const created = await post(
      t,
      '/career-profiles/',
      {
        type: 'work',
        title: 'Analyst',
        start_date: '2019-01-01',
        end_date: '2021-06-01',
        skills: ['Excel'],
        institution: 'Acme Analytics',
      },
      user.access,
    );
    expect(created.statusCode).toBe(201);
    const current = await post(
      t,
      '/career-profiles/',
      { type: 'work', title: 'Lead Analyst', start_date: '2021-07-01', is_currently_working: true },
      user.access,
    );
    const list = (await get(t, '/career-profiles/?type=work', user.access)).json().data;
    expect(list.map((e: { title: string }) => e.title)).toEqual(['Lead Analyst', 'Analyst']);
    expect(list[1].institution_name).toBe('Acme Analytics');
    const bad = await post(
      t,
      '/career-profiles/',
      { type: 'work', title: 'X', start_date: '2020-01-01', end_date: '2019-01-01' },
      user.access,
    );
    expect(bad.json().field_errors.end_date).toBeDefined();
    const id = current.json().id;
    expect((await patch(t, `/career-profiles/${id}/`, { title: 'Hijack' }, other.access)).statusCode).toBe(
      403,
    );
    expect(
      (await patch(t, `/career-profiles/${id}/`, { title: 'Head of Analytics' }, user.access)).json().title,
    ).toBe('Head of Analytics');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/career-profiles/${id}/`,
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(del.statusCode).toBe(204);
    expect((await get(t, '/career-profiles/', user.access)).json().data).toHaveLength(1);
  });
});
