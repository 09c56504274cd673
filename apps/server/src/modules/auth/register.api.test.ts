import { AUTH_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, get, post, signUp, signupPayload, waitForMail } from '../../../test/auth-helpers.js';
import { brandsFileWithOrigins } from '../../../test/brands-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// The STAR brand's configured origin: its mail links start there (never at the request's Host).
const starBrand = brandsFileWithOrigins({ star: 'http://star.localhost:4310' });
afterAll(() => starBrand.remove());

describe('POST /api/v1/register/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRANDS_FILE: starBrand.file } });
  });
  afterAll(() => t.close());

  it('creates an unverified account, answers redirect_to_login and mails a branded OTP with a link', async () => {
    const payload = signupPayload();
    const res = await post(t, '/register/', payload, undefined, 'star.localhost:4310');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: AUTH_MESSAGES.registered,
      redirect_to_login: true,
      email: payload.email,
    });
    const [mail] = await waitForMail(t, payload.email);
    const meta = mail!.meta as Record<string, string>;
    expect(meta.otp).toMatch(/^\d{6}$/);
    expect(mail!.subject).toBe(`${meta.otp} is your STAR Leaders verification code`);
    expect(mail!.from).toBe('no-reply@star.localhost');
    expect(mail!.html).toContain('STAR Leaders');
    expect(mail!.text).toContain(meta.otp);
    expect(meta.link).toMatch(/^http:\/\/star\.localhost:4310\/verify-email\/[\w-]{43}$/);

    const login = await post(t, '/token/', { email: payload.email, password: PASSWORD });
    const identity = (await get(t, '/identity/', login.json().access)).json();
    expect(identity).toMatchObject({
      email: payload.email,
      first_name: 'Ada',
      is_verified: false,
      is_trial_user: false,
    });
    expect(identity.name_slug).toMatch(/^ada-lovelace/);
  });

  it('stores the OTP hashed, never in clear', async () => {
    const user = await signUp(t);
    const rows = await t.ctx.database.query<{ code_hash: string }>(
      'SELECT o.code_hash FROM otp_codes o JOIN users u ON u.id = o.user_id WHERE u.email = $1',
      [user.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(user.otp);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives unique name slugs to people with the same name', async () => {
    const a = await signUp(t, { first_name: 'Sam', last_name: 'Lee' });
    const b = await signUp(t, { first_name: 'Sam', last_name: 'Lee' });
    const slugA = (await get(t, '/identity/', a.access)).json().name_slug;
    const slugB = (await get(t, '/identity/', b.access)).json().name_slug;
    expect(slugA).not.toBe(slugB);
  });

  it.each([
    ['first_name', { first_name: '' }, VALIDATION.firstNameMin],
    ['first_name', { first_name: '   ' }, VALIDATION.firstNameMin],
    ['last_name', { last_name: '' }, VALIDATION.lastNameMin],
    ['email', { email: '' }, VALIDATION.emailEmpty],
    ['email', { email: 'ada@example' }, VALIDATION.emailInvalid],
    ['email', { email: 'ada lovelace@example.org' }, VALIDATION.emailInvalid],
    ['password', { password: 'short', confirm_password: 'short' }, VALIDATION.passwordMin],
    ['confirm_password', { confirm_password: 'something-else' }, VALIDATION.passwordsMismatch],
  ])('refuses a bad %s with the spec message', async (field, overrides, message) => {
    const res = await post(t, '/register/', signupPayload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors[field]).toEqual([message]);
  });

  it('refuses a missing email with "Please enter an email"', async () => {
    const { email: _omit, ...payload } = signupPayload();
    const res = await post(t, '/register/', payload);
    expect(res.json().field_errors.email).toEqual([VALIDATION.emailEmpty]);
  });

  it('refuses fields that are not part of sign-up', async () => {
    const res = await post(t, '/register/', signupPayload({ is_staff: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.is_staff).toEqual([VALIDATION.unknownField]);
  });

  it('joins the default organization of the host', async () => {
    const user = await signUp(t);
    const identity = (await get(t, '/identity/', user.access)).json();
    // No organization is seeded in this database: the identity says so rather than inventing one.
    expect(identity.organization).toBeNull();
    expect(identity.switchable_orgs).toEqual([]);
  });
});
