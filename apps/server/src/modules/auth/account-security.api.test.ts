import { AUTH_MESSAGES, ERRORS, VALIDATION } from '@careerhub/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUp, uniqueEmail, verifiedUser, waitForMail } from '../../../test/auth-helpers.js';
import { brandsFileWithOrigins } from '../../../test/brands-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// The STAR brand's configured origin: its mail links start there (never at the request's Host).
const starBrand = brandsFileWithOrigins({ star: 'http://star.localhost:4310' });
afterAll(() => starBrand.remove());

// The gaps of the "Tests that must exist" list that password.api.test.ts and tokens.api.test.ts
// leave: every section-5 message of the recovery, reset and change forms, the 1-hour single-use
// link on the brand's host, brute force on change-password and recovery (enumeration by timing is
// measured in bench/scenarios/auth-timing.ts).

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('password recovery, reset and change: rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_LIMIT_PER_ACCOUNT: '3', BRANDS_FILE: starBrand.file } });
  });
  afterAll(() => t.close());

  const resetToken = async (email: string) => {
    const mails = await waitForMail(t, email, 2);
    const reset = mails.find((m) => m.subject.startsWith('Reset your'))!;
    return { link: String((reset.meta as Record<string, string>).link), mail: reset };
  };

  it.each([
    [{ email: '' }],
    [{ email: '   ' }],
    [{ email: 'ada@example' }],
    [{ email: 'ada lovelace@example.org' }],
    [{}],
  ])('forgot password refuses %j with "Please enter a valid email address"', async (payload) => {
    const res = await post(t, '/forgot-password/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.email).toEqual([VALIDATION.emailValid]);
  });

  it("mails a link to /reset-password/{token} on the configured origin of the host's brand, valid for 1 hour", async () => {
    const user = await signUp(t, {}, 'star.localhost:4310');
    const res = await post(
      t,
      '/forgot-password/',
      { email: user.email.toUpperCase() },
      undefined,
      'star.localhost:4310',
    );
    expect(res.json().message).toBe(AUTH_MESSAGES.recovery);
    const { link, mail } = await resetToken(user.email);
    expect(link).toMatch(/^http:\/\/star\.localhost:4310\/reset-password\/[\w-]{43}$/);
    expect(mail.subject).toBe('Reset your STAR Leaders password');
    expect(mail.text).toContain('expires in 60 minutes');
    const [row] = await t.ctx.database.query<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM action_tokens
       WHERE purpose = 'password_reset' AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [user.email],
    );
    expect(row!.seconds).toBeGreaterThanOrEqual(3599);
    expect(row!.seconds).toBeLessThanOrEqual(3601);
    // The token itself is never stored.
    const token = link.split('/').pop()!;
    const clear = await t.ctx.database.query('SELECT 1 FROM action_tokens WHERE token_hash = $1', [token]);
    expect(clear).toHaveLength(0);
  });

  it('sends no mail for an unknown address', async () => {
    const ghost = uniqueEmail('ghost');
    expect((await post(t, '/forgot-password/', { email: ghost })).statusCode).toBe(200);
    await sleep(400); // the job runner polls every 100 ms here
    expect(await t.ctx.devMailbox!.list({ to: ghost })).toHaveLength(0);
  });

  it('checks the reset form with the sign-up rules', async () => {
    const empty = await post(t, '/reset-password/', {});
    expect(empty.json().field_errors).toMatchObject({
      token: [VALIDATION.required],
      password: [VALIDATION.required],
      confirm_password: [VALIDATION.required],
    });
    const blank = await post(t, '/reset-password/', { token: 'x', password: '', confirm_password: '' });
    expect(blank.json().field_errors.password).toEqual([VALIDATION.passwordMin]);
    const unknown = await post(t, '/reset-password/', {
      token: 'made-up',
      password: 'long-enough-1',
      confirm_password: 'long-enough-1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field_errors.token).toEqual([AUTH_MESSAGES.resetInvalid]);
    expect((await get(t, '/reset-password/made-up/')).json()).toEqual({ is_valid: false });
  });

  it('ends access tokens issued before a reset, not only refresh tokens', async () => {
    const user = await verifiedUser(t);
    await post(t, '/forgot-password/', { email: user.email });
    const token = (await resetToken(user.email)).link.split('/').pop()!;
    await sleep(1100); // access tokens carry whole seconds
    const res = await post(t, '/reset-password/', {
      token,
      password: 'after-reset-1',
      confirm_password: 'after-reset-1',
    });
    expect(res.statusCode).toBe(200);
    expect((await get(t, '/identity/', user.access)).statusCode).toBe(401);
    const fresh = await post(t, '/token/', { email: user.email, password: 'after-reset-1' });
    expect((await get(t, '/identity/', fresh.json().access)).statusCode).toBe(200);
  });

  it('a newer reset link does not revive a used one, and each link works once', async () => {
    const user = await verifiedUser(t);
    await post(t, '/forgot-password/', { email: user.email });
    const first = (await resetToken(user.email)).link.split('/').pop()!;
    const body = { token: first, password: 'first-reset-1', confirm_password: 'first-reset-1' };
    expect((await post(t, '/reset-password/', body)).statusCode).toBe(200);
    await post(t, '/forgot-password/', { email: user.email });
    const mails = await waitForMail(t, user.email, 3);
    const second = String((mails[0]!.meta as Record<string, string>).link)
      .split('/')
      .pop()!;
    expect(second).not.toBe(first);
    expect((await post(t, '/reset-password/', body)).statusCode).toBe(400);
    const next = { token: second, password: 'second-reset-2', confirm_password: 'second-reset-2' };
    expect((await post(t, '/reset-password/', next)).statusCode).toBe(200);
    expect((await post(t, '/reset-password/', next)).statusCode).toBe(400);
  });

  it('change password: a short new password gets the sign-up message; signed-out callers are refused', async () => {
    const user = await verifiedUser(t);
    const short = await post(
      t,
      '/change-password/',
      { current_password: user.password, new_password: 'short', confirm_password: 'short' },
      user.access,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().field_errors.new_password).toEqual([VALIDATION.passwordMin]);
    const anonymous = await post(t, '/change-password/', {
      current_password: 'x',
      new_password: 'long-enough-1',
      confirm_password: 'long-enough-1',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('change password: wrong current passwords hit the per-account limit, even with the right one after', async () => {
    const user = await verifiedUser(t);
    const attempt = (current: string) =>
      post(
        t,
        '/change-password/',
        { current_password: current, new_password: 'guessed-new-1', confirm_password: 'guessed-new-1' },
        user.access,
      );
    for (let i = 0; i < 3; i += 1) expect((await attempt(`guess-number-${i}`)).statusCode).toBe(400);
    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toBe(ERRORS.tooManyRequests);
    // The password did not change.
    expect((await post(t, '/token/', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('verify-email: a missing key says Required, an expired one is refused', async () => {
    expect((await post(t, '/users/verify-email/', {})).json().field_errors.verification_key).toEqual([
      VALIDATION.required,
    ]);
    const user = await signUp(t);
    await t.ctx.database.query(
      `UPDATE action_tokens SET expires_at = now() - interval '1 second'
       WHERE purpose = 'verify_email' AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [user.email],
    );
    const res = await post(t, '/users/verify-email/', { verification_key: user.link.split('/').pop() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.verifyEmailFailed);
    expect((await get(t, '/identity/', user.access)).json().is_verified).toBe(false);
  });
});

describe('enumeration, brute force and forged tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  it('forgot password is limited per IP', async () => {
    const limited = await createTestApp({ env: { LOGIN_LIMIT_PER_IP: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await post(limited, '/forgot-password/', { email: uniqueEmail('spray') })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const blocked = await post(limited, '/forgot-password/', { email: uniqueEmail('spray') });
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(blocked.json().non_field_errors).toEqual([ERRORS.tooManyRequests]);
    } finally {
      await limited.close();
    }
  });

  it('refuses HS512 with the right key, a token of another type, a non-numeric subject and a refresh token as bearer', async () => {
    const user = await verifiedUser(t);
    const id = String((await get(t, '/identity/', user.access)).json().id);
    const key = new TextEncoder().encode(SECRET);
    const sign = (claims: Record<string, unknown>, sub: string, alg = 'HS256') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setSubject(sub)
        .setIssuer('careerhub')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    expect((await get(t, '/identity/', await sign({ type: 'access' }, id, 'HS512'))).statusCode).toBe(401);
    expect((await get(t, '/identity/', await sign({ type: 'refresh' }, id))).statusCode).toBe(401);
    expect((await get(t, '/identity/', await sign({ type: 'access' }, 'admin'))).statusCode).toBe(401);
    expect((await get(t, '/identity/', user.refresh)).statusCode).toBe(401);
    // The control: the same recipe with everything right is accepted.
    expect((await get(t, '/identity/', await sign({ type: 'access' }, id))).statusCode).toBe(200);
  });

  it('refuses a token from another issuer and one for a disabled account', async () => {
    const user = await verifiedUser(t);
    const id = String((await get(t, '/identity/', user.access)).json().id);
    const key = new TextEncoder().encode(SECRET);
    const foreign = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuer('someone-else')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect((await get(t, '/identity/', foreign)).statusCode).toBe(401);
    await t.ctx.database.query('UPDATE users SET is_active = false WHERE id = $1', [Number(id)]);
    t.ctx.users.invalidate(Number(id));
    expect((await get(t, '/identity/', user.access)).statusCode).toBe(401);
    expect((await post(t, '/token/refresh/', { refresh: user.refresh })).statusCode).toBe(401);
  });

  it('a replayed refresh token revokes tokens rotated from it, including ones rotated twice', async () => {
    const user = await verifiedUser(t);
    const second = (await post(t, '/token/refresh/', { refresh: user.refresh })).json().refresh as string;
    const third = (await post(t, '/token/refresh/', { refresh: second })).json().refresh as string;
    // Later than REFRESH_REUSE_GRACE_SECONDS (two tabs at once get a sibling pair instead).
    await t.ctx.database.query(
      "UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 hour' WHERE rotated_at IS NOT NULL",
    );
    expect((await post(t, '/token/refresh/', { refresh: user.refresh })).statusCode).toBe(401);
    expect((await post(t, '/token/refresh/', { refresh: third })).statusCode).toBe(401);
    // Another login (another family) is untouched.
    const other = await post(t, '/token/', { email: user.email, password: user.password });
    expect((await post(t, '/token/refresh/', { refresh: other.json().refresh })).statusCode).toBe(200);
  });
});
