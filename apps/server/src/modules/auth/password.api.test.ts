import { AUTH_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, uniqueEmail, verifiedUser, waitForMail } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('password recovery and change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resetLink = async (email: string, count = 1) => {
    const mails = await waitForMail(t, email, count);
    const subjectMails = mails.filter((m) => m.subject.startsWith('Reset your'));
    return String((subjectMails[0]!.meta as Record<string, string>).link);
  };

  it('answers the same for a known and an unknown email', async () => {
    const user = await verifiedUser(t);
    const known = await post(t, '/forgot-password/', { email: user.email });
    const unknown = await post(t, '/forgot-password/', { email: uniqueEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(AUTH_MESSAGES.recovery);
  });

  it('validates the email with the spec message', async () => {
    const res = await post(t, '/forgot-password/', { email: 'not-an-email' });
    expect(res.json().field_errors.email).toEqual([VALIDATION.emailValid]);
  });

  it('resets with the mailed single-use link, ending every old session', async () => {
    const user = await verifiedUser(t);
    await post(t, '/forgot-password/', { email: user.email });
    const link = await resetLink(user.email, 2);
    expect(link).toMatch(/\/reset-password\/[\w-]{43}$/);
    const token = link.split('/').pop()!;
    expect((await get(t, `/reset-password/${token}/`)).json()).toEqual({ is_valid: true });

    const mismatch = await post(t, '/reset-password/', {
      token,
      password: 'a-new-password',
      confirm_password: 'different',
    });
    expect(mismatch.json().field_errors.confirm_password).toEqual([VALIDATION.passwordsMismatch]);
    const short = await post(t, '/reset-password/', { token, password: 'short', confirm_password: 'short' });
    expect(short.json().field_errors.password).toEqual([VALIDATION.passwordMin]);

    const res = await post(t, '/reset-password/', {
      token,
      password: 'a-new-password',
      confirm_password: 'a-new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordChanged);

    expect((await post(t, '/token/refresh/', { refresh: user.refresh })).statusCode).toBe(401);
    expect((await post(t, '/token/', { email: user.email, password: user.password })).statusCode).toBe(400);
    expect((await post(t, '/token/', { email: user.email, password: 'a-new-password' })).statusCode).toBe(
      200,
    );

    const reused = await post(t, '/reset-password/', {
      token,
      password: 'another-password',
      confirm_password: 'another-password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().field_errors.token).toEqual([AUTH_MESSAGES.resetInvalid]);
    expect((await get(t, `/reset-password/${token}/`)).json()).toEqual({ is_valid: false });
  });

  it('refuses an expired link', async () => {
    const user = await verifiedUser(t);
    await post(t, '/forgot-password/', { email: user.email });
    const token = (await resetLink(user.email, 2)).split('/').pop()!;
    await t.ctx.database.query(
      `UPDATE action_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'password_reset'`,
    );
    const res = await post(t, '/reset-password/', {
      token,
      password: 'a-new-password',
      confirm_password: 'a-new-password',
    });
    expect(res.statusCode).toBe(400);
  });

  it('changes the password: checks the current one, matches both fields, and revokes old sessions', async () => {
    const user = await verifiedUser(t);
    const required = await post(t, '/change-password/', {}, user.access);
    expect(required.json().field_errors).toEqual({
      current_password: [VALIDATION.required],
      new_password: [VALIDATION.required],
      confirm_password: [VALIDATION.required],
    });
    const mismatch = await post(
      t,
      '/change-password/',
      { current_password: user.password, new_password: 'brand-new-pass', confirm_password: 'other-pass-1' },
      user.access,
    );
    expect(mismatch.json().field_errors).toEqual({
      new_password: [VALIDATION.passwordsMismatch],
      confirm_password: [VALIDATION.passwordsMismatch],
    });
    const wrong = await post(
      t,
      '/change-password/',
      {
        current_password: 'not-mine-at-all',
        new_password: 'brand-new-pass',
        confirm_password: 'brand-new-pass',
      },
      user.access,
    );
    expect(wrong.json().field_errors.current_password).toEqual([AUTH_MESSAGES.currentPasswordWrong]);

    await new Promise((r) => setTimeout(r, 1100)); // access tokens carry whole seconds
    const res = await post(
      t,
      '/change-password/',
      { current_password: user.password, new_password: 'brand-new-pass', confirm_password: 'brand-new-pass' },
      user.access,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordChanged);
    expect((await get(t, '/identity/', user.access)).statusCode).toBe(401);
    expect((await get(t, '/identity/', res.json().access)).statusCode).toBe(200);
    expect((await post(t, '/token/refresh/', { refresh: user.refresh })).statusCode).toBe(401);
    expect((await post(t, '/token/', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(
      200,
    );
  });
});

describe('alternate email made primary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  it('verifies the alternate email by OTP, switches, and the old primary can no longer log in', async () => {
    const user = await verifiedUser(t);
    const alternate = uniqueEmail('alt');
    const early = await post(t, '/switch-email/', {}, user.access);
    expect(early.json().message).toBe(AUTH_MESSAGES.noAlternateEmail);
    // Adding the address belongs to the profile edit; here it is set directly.
    const [row] = await t.ctx.database.query<{ id: number }>(
      'UPDATE users SET alternate_email = $1 WHERE email = $2 RETURNING id',
      [alternate, user.email],
    );
    t.ctx.users.invalidate(row!.id);
    const unverified = await post(t, '/switch-email/', {}, user.access);
    expect(unverified.json().message).toBe(AUTH_MESSAGES.alternateNotVerified);

    const sent = await post(t, '/resend-otp/', { type: 'alternate_email' }, user.access);
    expect(sent.json().message).toBe(AUTH_MESSAGES.otpResentAlternate);
    const [mail] = await waitForMail(t, alternate);
    const otp = String((mail!.meta as Record<string, string>).otp);
    const verified = await post(t, '/verify-otp/', { otp, type: 'alternate_email' }, user.access);
    expect(verified.json().message).toBe(AUTH_MESSAGES.otpVerifiedAlternate);

    const res = await post(t, '/switch-email/', {}, user.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.switchedEmail, email: alternate });
    expect((await post(t, '/token/', { email: user.email, password: user.password })).statusCode).toBe(400);
    expect((await post(t, '/token/', { email: alternate, password: user.password })).statusCode).toBe(200);
  });
});
