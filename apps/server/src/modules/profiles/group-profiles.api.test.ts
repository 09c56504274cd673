import { PROFILE_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('group profiles (career questions)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.brands.seedOptions();
  });
  afterAll(() => t.close());

  const patch = (url: string, payload: unknown, token: string, host = 'localhost') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1${url}`,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}`, host },
    });

  it('saves the answers and shows them on the profile', async () => {
    const user = await verifiedUser(t);
    const res = await post(
      t,
      '/group-profiles/',
      { current_role: 3, job_function: 3, career_stage: 3, reason_to_join: [1, 2], professional_field: 2 },
      user.access,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      current_role: 3,
      job_function: 3,
      career_stage: 3,
      reason_to_join: [1, 2],
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile/',
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(profile.json().group_profile).toMatchObject({ career_stage: 3 });
  });

  it('allows "Other" text only with option 0, with the 30/50 limits', async () => {
    const user = await verifiedUser(t);
    const notOther = await post(
      t,
      '/group-profiles/',
      { current_role: 3, career_stage: 3, career_stage_extra: 'x' },
      user.access,
    );
    expect(notOther.json().field_errors.career_stage_extra).toEqual([PROFILE_MESSAGES.extraTextOnlyForOther]);
    const long = await post(
      t,
      '/group-profiles/',
      { career_stage: 0, career_stage_extra: 'x'.repeat(31) },
      user.access,
    );
    expect(long.json().field_errors.career_stage_extra).toEqual([VALIDATION.max30Chars]);
    const reasonLong = await post(
      t,
      '/group-profiles/',
      { reason_to_join: [0], reason_to_join_extra: 'x'.repeat(51) },
      user.access,
    );
    expect(reasonLong.json().field_errors.reason_to_join_extra).toEqual([VALIDATION.max50Chars]);
    const ok = await post(
      t,
      '/group-profiles/',
      {
        career_stage: 0,
        career_stage_extra: 'Career changer',
        reason_to_join: [0],
        reason_to_join_extra: 'Meet mentors',
      },
      user.access,
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      career_stage_extra: 'Career changer',
      reason_to_join_extra: 'Meet mentors',
    });
  });

  it('requires integers for the career stage and known options', async () => {
    const user = await verifiedUser(t);
    const text = await post(t, '/group-profiles/', { career_stage: 'three' }, user.access);
    expect(text.json().field_errors.career_stage).toEqual([VALIDATION.required]);
    const unknown = await post(
      t,
      '/group-profiles/',
      { career_stage: 42, reason_to_join: [99] },
      user.access,
    );
    expect(unknown.json().field_errors).toMatchObject({
      career_stage: [PROFILE_MESSAGES.unknownOption],
      reason_to_join: [PROFILE_MESSAGES.unknownOption],
    });
  });

  it('takes a job function only for current role 3', async () => {
    const user = await verifiedUser(t);
    const res = await post(t, '/group-profiles/', { current_role: 2, job_function: 1 }, user.access);
    expect(res.json().field_errors.job_function).toEqual([PROFILE_MESSAGES.jobFunctionOnlyForRole]);
  });

  it('forces the basic stage for high-school roles and resets on changes', async () => {
    const user = await verifiedUser(t);
    const hs = await post(t, '/group-profiles/', { current_role: 1, reason_to_join: [1] }, user.access);
    expect(hs.json()).toMatchObject({ current_role: 1, career_stage: 1 });
    const id = hs.json().id;
    // Changing the role resets the stage; the new stage clears the reasons to join.
    const changed = await patch(`/group-profiles/${id}/`, { current_role: 3 }, user.access);
    expect(changed.json()).toMatchObject({ current_role: 3, career_stage: null, reason_to_join: [] });
    const staged = await patch(
      `/group-profiles/${id}/`,
      { career_stage: 4, reason_to_join: [2], career_goal: 'both' },
      user.access,
    );
    expect(staged.json()).toMatchObject({ career_stage: 4, reason_to_join: [2], career_goal: 'both' });
    const restaged = await patch(`/group-profiles/${id}/`, { career_stage: 5 }, user.access);
    expect(restaged.json()).toMatchObject({ career_stage: 5, reason_to_join: [], career_goal: null });
  });

  it('takes university fields only on institutional sites, where a department is required', async () => {
    const user = await verifiedUser(t);
    const plain = await post(t, '/group-profiles/', { extra_info: { college: 'Engineering' } }, user.access);
    expect(plain.json().field_errors['extra_info.college']).toEqual([PROFILE_MESSAGES.institutionalOnly]);
    const ku = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/group-profiles/',
        payload: payload as object,
        headers: { authorization: `Bearer ${user.access}`, host: 'ku.localhost' },
      });
    const noDepartment = await ku({ extra_info: { college: 'Engineering' } });
    expect(noDepartment.json().field_errors['extra_info.department']).toEqual([VALIDATION.required]);
    const ok = await ku({
      extra_info: { college: 'Engineering', department: 'Computer Science', uni_batch: '2024' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('takes country of origin only on diaspora sites', async () => {
    const user = await verifiedUser(t);
    const plain = await post(
      t,
      '/group-profiles/',
      { extra_info: { country_of_origin: 'Nepal' } },
      user.access,
    );
    expect(plain.json().field_errors['extra_info.country_of_origin']).toEqual([
      PROFILE_MESSAGES.diasporaOnly,
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/group-profiles/',
      payload: { extra_info: { country_of_origin: 'Nepal' } },
      headers: { authorization: `Bearer ${user.access}`, host: 'connectdiaspora.localhost' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().extra_info).toEqual({ country_of_origin: 'Nepal' });
  });

  it("refuses to edit someone else's answers", async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const created = await post(t, '/group-profiles/', { current_role: 3 }, owner.access);
    expect(
      (await patch(`/group-profiles/${created.json().id}/`, { current_role: 2 }, other.access)).statusCode,
    ).toBe(403);
  });
});
