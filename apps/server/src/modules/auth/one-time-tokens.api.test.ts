import { createHash } from 'node:crypto';
import { AUTH_MESSAGES } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUp, verifiedUser, waitForMail } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// Reset links, verification links and sign-up codes: single-use, one outstanding per purpose (a
// new one spends the others), all spent when one succeeds and when the password changes, and
// only their hashes stored.

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const keyOf = (link: string) => link.split('/').pop()!;

describe('one-time tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OTP_RESEND_SECONDS: '0', LOGIN_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  /** Asks for a reset and returns the key of the link that arrives as the `count`-th mail. */
  async function resetKey(email: string, count: number) {
    expect((await post(t, '/forgot-password/', { email })).statusCode).toBe(200);
    const mails = await waitForMail(t, email, count);
    return keyOf(String((mails[0]!.meta as Record<string, string>).link));
  }
  const reset = (token: string, password = 'brand-new-pass-1') =>
    post(t, '/reset-password/', { token, password, confirm_password: password });
  const isValid = async (token: string) =>
    (await get(t, `/reset-password/${token}/`)).json().is_valid as boolean;

  it('a new reset link spends the one mailed before', async () => {
    const user = await verifiedUser(t);
    const first = await resetKey(user.email, 2);
    const second = await resetKey(user.email, 3);
    expect(await isValid(first)).toBe(false);
    expect(await isValid(second)).toBe(true);
    const refused = await reset(first);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors.token).toEqual([AUTH_MESSAGES.resetInvalid]);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(second, 'again-new-pass-2')).statusCode).toBe(400);
  });

  it('a successful reset also spends the verification link (it signs its holder in)', async () => {
    const user = await signUp(t);
    const key = await resetKey(user.email, 2);
    expect((await reset(key)).statusCode).toBe(200);
    const verify = await post(t, '/users/verify-email/', { verification_key: keyOf(user.link) });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().message).toBe(AUTH_MESSAGES.verifyEmailFailed);
  });

  it('changing the password spends the reset and verification links outstanding', async () => {
    const user = await signUp(t);
    const key = await resetKey(user.email, 2);
    const change = await post(
      t,
      '/change-password/',
      { current_password: user.password, new_password: 'changed-pass-1', confirm_password: 'changed-pass-1' },
      user.access,
    );
    expect(change.statusCode).toBe(200);
    expect(await isValid(key)).toBe(false);
    expect((await reset(key)).statusCode).toBe(400);
    expect((await post(t, '/users/verify-email/', { verification_key: keyOf(user.link) })).statusCode).toBe(
      400,
    );
    // The new password stands: the old reset link did not override it.
    expect((await post(t, '/token/', { email: user.email, password: 'changed-pass-1' })).statusCode).toBe(
      200,
    );
  });

  it('a new sign-up code spends the earlier code and verification link', async () => {
    const user = await signUp(t);
    const resent = await post(t, '/resend-otp/', { type: 'registration' }, user.access);
    expect(resent.statusCode).toBe(200);
    const [latest] = await waitForMail(t, user.email, 2);
    const meta = latest!.meta as Record<string, string>;
    expect(meta.otp).not.toBe(user.otp);
    const old = await post(t, '/verify-otp/', { otp: user.otp, type: 'registration' }, user.access);
    expect(old.statusCode).toBe(400);
    expect(old.json().field_errors.otp).toEqual([AUTH_MESSAGES.otpInvalid]);
    expect((await post(t, '/users/verify-email/', { verification_key: keyOf(user.link) })).statusCode).toBe(
      400,
    );
    expect(
      (await post(t, '/verify-otp/', { otp: meta.otp, type: 'registration' }, user.access)).statusCode,
    ).toBe(200);
  });

  it('verifying by code spends the link, and by link spends the code', async () => {
    const byCode = await signUp(t);
    expect(
      (await post(t, '/verify-otp/', { otp: byCode.otp, type: 'registration' }, byCode.access)).statusCode,
    ).toBe(200);
    expect((await post(t, '/users/verify-email/', { verification_key: keyOf(byCode.link) })).statusCode).toBe(
      400,
    );

    const byLink = await signUp(t);
    expect((await post(t, '/users/verify-email/', { verification_key: keyOf(byLink.link) })).statusCode).toBe(
      200,
    );
    const live = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM otp_codes
       WHERE consumed_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [byLink.email],
    );
    expect(live[0]!.n).toBe(0);
  });

  it('stores only hashes: the reset and verification keys as SHA-256, the code keyed with the secret', async () => {
    const user = await signUp(t);
    const key = await resetKey(user.email, 2);
    const rows = await t.ctx.database.query<{ purpose: string; token_hash: string }>(
      `SELECT purpose, token_hash FROM action_tokens
       WHERE user_id = (SELECT id FROM users WHERE email = $1) ORDER BY id`,
      [user.email],
    );
    expect(rows.map((r) => r.purpose)).toEqual(['verify_email', 'password_reset']);
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(keyOf(user.link)), sha256(key)]);
    const codes = await t.ctx.database.query<{ code_hash: string }>(
      `SELECT code_hash FROM otp_codes WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [user.email],
    );
    expect(codes).toHaveLength(1);
    expect(codes[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codes[0]!.code_hash).not.toContain(user.otp);
    expect(codes[0]!.code_hash).not.toBe(sha256(user.otp));
  });
});
