import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('GET /identity/ profile_completion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.brands.seedOptions();
  });
  afterAll(() => t.close());

  const identity = async (token: string, host = 'localhost') =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/identity/',
        headers: { authorization: `Bearer ${token}`, host },
      })
    ).json();

  it('follows the profile as it fills up, and asks for an institution on institutional sites', async () => {
    const user = await verifiedUser(t);
    expect((await identity(user.access)).profile_completion).toEqual({
      level: 'all',
      missing: ['career', 'resume_or_linkedin'],
    });
    expect((await identity(user.access, 'ioe.localhost')).profile_completion).toEqual({
      level: 'all',
      missing: ['career', 'institution', 'resume_or_linkedin'],
    });

    const answers = await post(
      t,
      '/group-profiles/',
      { current_role: 3, career_stage: 3, reason_to_join: [1] },
      user.access,
    );
    expect(answers.statusCode).toBe(201);
    expect((await identity(user.access)).profile_completion).toEqual({
      level: 'advanced',
      missing: ['resume_or_linkedin'],
    });
    expect((await identity(user.access, 'ioe.localhost')).profile_completion.level).toBe('basic');

    const linkedin = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/',
      payload: {
        social_linkedin: 'https://www.linkedin.com/in/ada-lovelace',
        institution: 'Institute of Engineering',
      },
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(linkedin.statusCode).toBe(200);
    expect((await identity(user.access)).profile_completion).toEqual({ level: 'none', missing: [] });
    expect((await identity(user.access, 'ioe.localhost')).profile_completion).toEqual({
      level: 'none',
      missing: [],
    });
  });
});
