import { AUTH_MESSAGES } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signupPayload, verifiedUser, waitForMail } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// Sign-up answers the same, status and body, for a new address and one that has an account, so
// nobody can learn who is registered by trying to sign up. The owner of a known address is told
// by email, with a sign-in link and a link to reset the password.

const ATTEMPT_SUBJECT = 'Someone tried to sign up to CareerHub with your email';

describe('sign-up with a new or a registered address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://careers.example.org', LOGIN_LIMIT_PER_IP: '1000' },
    });
  });
  afterAll(() => t.close());

  const usersWithEmail = async (email: string) =>
    (
      await t.ctx.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)',
        [email],
      )
    )[0]!.n;

  it('answers the same status and body', async () => {
    const owner = await verifiedUser(t);
    const fresh = signupPayload();
    const forNew = await post(t, '/register/', fresh);
    const forKnown = await post(
      t,
      '/register/',
      signupPayload({ email: owner.email.toUpperCase(), username: owner.email }),
    );
    expect(forKnown.statusCode).toBe(forNew.statusCode);
    expect(forNew.statusCode).toBe(201);
    const expected = (email: string) => ({
      message: AUTH_MESSAGES.registered,
      redirect_to_login: true,
      email,
    });
    expect(forNew.json()).toEqual(expected(fresh.email));
    expect(forKnown.json()).toEqual(expected(owner.email));
    expect(Object.keys(forKnown.json())).toEqual(Object.keys(forNew.json()));
    expect(forKnown.headers['content-type']).toBe(forNew.headers['content-type']);
  });

  it('creates nothing for a known address and mails its owner a sign-in and a reset link', async () => {
    const owner = await verifiedUser(t);
    const res = await post(
      t,
      '/register/',
      signupPayload({ email: owner.email, password: 'attacker-pass-1', confirm_password: 'attacker-pass-1' }),
    );
    expect(res.statusCode).toBe(201);
    const mails = await waitForMail(t, owner.email, 2);
    const attempt = mails.find((m) => m.subject === ATTEMPT_SUBJECT)!;
    expect(attempt).toBeDefined();
    expect(attempt.text).toContain(`Someone tried to create an account with ${owner.email}`);
    expect(attempt.text).toContain('sign in instead: https://careers.example.org/login');
    expect(attempt.text).toContain('Choose a new one here: https://careers.example.org/forgot-password');
    expect(attempt.html).toContain('href="https://careers.example.org/login"');
    expect(attempt.html).toContain('href="https://careers.example.org/forgot-password"');
    expect(attempt.meta).not.toHaveProperty('otp');
    expect(await usersWithEmail(owner.email)).toBe(1);
    // The owner's password still works; the one typed into the sign-up form does not.
    expect((await post(t, '/token/', { email: owner.email, password: owner.password })).statusCode).toBe(200);
    expect((await post(t, '/token/', { email: owner.email, password: 'attacker-pass-1' })).statusCode).toBe(
      400,
    );
  });

  it('mails the owner at most three times an hour, answering the same each time', async () => {
    const owner = await verifiedUser(t);
    for (let i = 0; i < 5; i += 1)
      expect((await post(t, '/register/', signupPayload({ email: owner.email }))).statusCode).toBe(201);
    await waitForMail(t, owner.email, 4);
    await new Promise((r) => setTimeout(r, 500));
    const attempts = (await t.ctx.devMailbox!.list({ to: owner.email })).filter(
      (m) => m.subject === ATTEMPT_SUBJECT,
    );
    expect(attempts).toHaveLength(3);
  });

  it('five sign-ups of one new address at once: one account, the same answer to all', async () => {
    const payload = signupPayload();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(t, '/register/', payload)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await usersWithEmail(payload.email)).toBe(1);
    // One code for the account; the four other tries are attempts on a known address (three mailed).
    const mails = await waitForMail(t, payload.email, 4);
    await new Promise((r) => setTimeout(r, 500));
    expect(mails.filter((m) => m.subject.endsWith('verification code'))).toHaveLength(1);
  });
});
