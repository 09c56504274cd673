import { PROFILE_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// Section 5 rules of the profile forms that profiles.api.test.ts and group-profiles.api.test.ts
// do not reach: the last name, the career advice cap and who may write it, the professional-field
// extra text, and that a refused save changes nothing.

describe('profile form rules (spec section 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.brands.seedOptions();
  });
  afterAll(() => t.close());

  const patch = (payload: unknown, token: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/',
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });
  const idOf = async (token: string) => (await get(t, '/identity/', token)).json().id as number;

  it('an empty or blank last name: "Last name must be at least 1 characters"', async () => {
    const user = await verifiedUser(t);
    for (const last_name of ['', '   ']) {
      const res = await patch({ last_name }, user.access);
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors.last_name).toEqual([VALIDATION.lastNameMin]);
    }
    expect((await patch({ last_name: 'X' }, user.access)).json().data.last_name).toBe('X');
  });

  it('career advice: "Maximum of {limit} characters" for certified members; influencers may not write it', async () => {
    const user = await verifiedUser(t);
    await t.ctx.users.update(await idOf(user.access), { isCertified: true });
    const long = await patch({ career_advice: 'x'.repeat(2001) }, user.access);
    expect(long.statusCode).toBe(400);
    expect(long.json().field_errors.career_advice).toEqual([VALIDATION.maxChars(2000)]);
    expect(VALIDATION.maxChars(2000)).toBe('Maximum of 2000 characters');
    const atLimit = await patch({ career_advice: 'x'.repeat(2000) }, user.access);
    expect(atLimit.statusCode).toBe(200);

    const influencer = await verifiedUser(t);
    await t.ctx.users.update(await idOf(influencer.access), { isCertified: true, isInfluencer: true });
    const refused = await patch({ career_advice: 'Ask for feedback early.' }, influencer.access);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors.career_advice).toEqual([PROFILE_MESSAGES.careerAdviceNotAllowed]);
  });

  it('professional field "Other" text: only with option 0, over 50 characters gives "Maximum 50 characters"', async () => {
    const user = await verifiedUser(t);
    const long = await post(
      t,
      '/group-profiles/',
      { professional_field: 0, professional_field_extra: 'x'.repeat(51) },
      user.access,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().field_errors.professional_field_extra).toEqual([VALIDATION.max50Chars]);
    const notOther = await post(
      t,
      '/group-profiles/',
      { professional_field: 2, professional_field_extra: 'Robotics' },
      user.access,
    );
    expect(notOther.json().field_errors.professional_field_extra).toEqual([
      PROFILE_MESSAGES.extraTextOnlyForOther,
    ]);
    const ok = await post(
      t,
      '/group-profiles/',
      { professional_field: 0, professional_field_extra: 'Marine robotics' },
      user.access,
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ professional_field: 0, professional_field_extra: 'Marine robotics' });
  });

  it('a refused save reports every field at once and changes nothing', async () => {
    const user = await verifiedUser(t);
    await patch({ title: 'Data Analyst', skills: ['SQL'] }, user.access);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    const res = await patch(
      {
        title: 'Changed',
        first_name: '',
        short_bio: words(401),
        specific_needs: 'x'.repeat(501),
        skills: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      },
      user.access,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toMatchObject({
      first_name: [VALIDATION.firstNameMin],
      short_bio: [VALIDATION.max400Words],
      specific_needs: [VALIDATION.max500Chars],
      skills: [VALIDATION.maxSkills],
    });
    const profile = (await get(t, '/users/profile/', user.access)).json();
    expect(profile.title).toBe('Data Analyst');
    expect(profile.skills_detailed.map((s: { name: string }) => s.name)).toEqual(['SQL']);
  });

  it('unknown fields and wrong types are refused in the error format, not a crash', async () => {
    const user = await verifiedUser(t);
    const res = await patch({ salary: 100, skills: 'SQL' }, user.access);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      non_field_errors: expect.any(Array),
      field_errors: expect.objectContaining({ skills: expect.any(Array) }),
    });
  });
});
