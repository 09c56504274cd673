import { AUTH_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUp, waitForMail } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const wrongCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('OTP verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OTP_RESEND_SECONDS: '60' } });
  });
  afterAll(() => t.close());

  it('verifies with the mailed code, marks the user verified and returns fresh tokens', async () => {
    const user = await signUp(t);
    const res = await post(t, '/verify-otp/', { otp: user.otp, type: 'registration' }, user.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.otpVerified });
    expect(res.json().access).not.toBe(user.access);
    expect((await get(t, '/identity/', res.json().access)).json().is_verified).toBe(true);
    const again = await post(t, '/verify-otp/', { otp: user.otp, type: 'registration' }, user.access);
    expect(again.json().message).toBe(AUTH_MESSAGES.alreadyVerified);
  });

  it('needs a signed-in user', async () => {
    expect((await post(t, '/verify-otp/', { otp: '123456', type: 'registration' })).statusCode).toBe(401);
  });

  it('accepts only six digits', async () => {
    const user = await signUp(t);
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = await post(t, '/verify-otp/', { otp, type: 'registration' }, user.access);
      expect(res.statusCode, otp).toBe(400);
      expect(res.json().field_errors.otp).toEqual([VALIDATION.otpFormat]);
    }
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const user = await signUp(t);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await post(
        t,
        '/verify-otp/',
        { otp: wrongCode(user.otp), type: 'registration' },
        user.access,
      );
      expect(res.statusCode).toBe(400);
      messages.push(res.json().field_errors.otp[0]);
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(AUTH_MESSAGES.otpInvalid));
    expect(messages[4]).toBe(AUTH_MESSAGES.otpLocked);
    const right = await post(t, '/verify-otp/', { otp: user.otp, type: 'registration' }, user.access);
    expect(right.statusCode).toBe(400);
    expect(right.json().field_errors.otp).toEqual([AUTH_MESSAGES.otpLocked]);
  });

  it('refuses an expired code', async () => {
    const user = await signUp(t);
    await t.ctx.database.query(
      `UPDATE otp_codes SET expires_at = now() - interval '1 minute'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [user.email],
    );
    const res = await post(t, '/verify-otp/', { otp: user.otp, type: 'registration' }, user.access);
    expect(res.json().field_errors.otp).toEqual([AUTH_MESSAGES.otpExpired]);
  });

  it('throttles resend for 60 seconds, then sends a new code that replaces the old one', async () => {
    const user = await signUp(t);
    const early = await post(t, '/resend-otp/', { type: 'registration' }, user.access);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
    await t.ctx.database.query(
      `UPDATE otp_codes SET created_at = now() - interval '61 seconds'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [user.email],
    );
    const res = await post(t, '/resend-otp/', { type: 'registration' }, user.access);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.otpResent);
    const mails = await waitForMail(t, user.email, 2);
    const fresh = String((mails[0]!.meta as Record<string, string>).otp);
    const ok = await post(t, '/verify-otp/', { otp: fresh, type: 'registration' }, user.access);
    expect(ok.statusCode).toBe(200);
  });

  it('limits resends per hour', async () => {
    const limited = await createTestApp({ env: { OTP_RESEND_SECONDS: '0', OTP_MAX_PER_HOUR: '3' } });
    try {
      const user = await signUp(limited);
      expect((await post(limited, '/resend-otp/', { type: 'registration' }, user.access)).statusCode).toBe(
        200,
      );
      expect((await post(limited, '/resend-otp/', { type: 'registration' }, user.access)).statusCode).toBe(
        200,
      );
      const blocked = await post(limited, '/resend-otp/', { type: 'registration' }, user.access);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(AUTH_MESSAGES.otpHourlyLimit);
    } finally {
      await limited.close();
    }
  });

  it('verifies the email through the mailed link once', async () => {
    const user = await signUp(t);
    const key = user.link.split('/').pop()!;
    const res = await post(t, '/users/verify-email/', { verification_key: key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.emailVerified });
    expect((await get(t, '/identity/', res.json().access_token)).json().is_verified).toBe(true);
    const reused = await post(t, '/users/verify-email/', { verification_key: key });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(AUTH_MESSAGES.verifyEmailFailed);
    expect((await post(t, '/users/verify-email/', { verification_key: 'made-up' })).statusCode).toBe(400);
  });
});
