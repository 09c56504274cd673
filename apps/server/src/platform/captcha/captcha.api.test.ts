import { AUTH_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signupPayload } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { startRecaptchaStandIn, type RecaptchaStandIn } from './testing/recaptcha-stand-in.js';

const SECRET = '6LeStandInSecretKey000000000000000000000';
const SITE_KEY = '6LeStandInSiteKey0000000000000000000000';

const blocked = {
  message: VALIDATION.captcha,
  non_field_errors: [VALIDATION.captcha],
  field_errors: {},
  detail: VALIDATION.captcha,
};

describe('sign-up captcha through a reCAPTCHA siteverify stand-in', () => {
  let t: TestApp;
  let recaptcha: RecaptchaStandIn;

  beforeAll(async () => {
    recaptcha = await startRecaptchaStandIn({ secret: SECRET });
    t = await createTestApp({
      env: {
        RECAPTCHA_SECRET: SECRET,
        RECAPTCHA_SITE_KEY: SITE_KEY,
        RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl,
        RECAPTCHA_MIN_SCORE: '0.5',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await recaptcha?.close();
  });

  const countUsers = async (email: string) =>
    (
      await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [
        email,
      ])
    )[0]!.n;

  it('sends the site key to the web through options-config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/options-config/' });
    expect(res.json().ui.captcha_site_key).toBe(SITE_KEY);
  });

  it('blocks a sign-up without a captcha answer with "Please complete the reCAPTCHA"', async () => {
    expect(VALIDATION.captcha).toBe('Please complete the reCAPTCHA');
    const payload = signupPayload();
    const res = await post(t, '/register/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(blocked);
    expect(await countUsers(payload.email)).toBe(0);
  });

  it('refuses an answer siteverify rejects (unknown, or used twice)', async () => {
    const unknown = await post(
      t,
      '/register/',
      signupPayload({ recaptcha_response: '03Anot-a-solved-token' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(blocked);

    const token = recaptcha.solve();
    expect((await post(t, '/register/', signupPayload({ recaptcha_response: token }))).statusCode).toBe(201);
    const replay = await post(t, '/register/', signupPayload({ recaptcha_response: token }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(blocked);
  });

  it('refuses a v3 answer scored below RECAPTCHA_MIN_SCORE, and accepts one at or above it', async () => {
    const bot = signupPayload({ recaptcha_response: recaptcha.solve({ score: 0.3 }) });
    const low = await post(t, '/register/', bot);
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual(blocked);
    expect(await countUsers(bot.email)).toBe(0);

    const human = await post(
      t,
      '/register/',
      signupPayload({ recaptcha_response: recaptcha.solve({ score: 0.5 }) }),
    );
    expect(human.statusCode).toBe(201);
  });

  it('lets a good v2 answer through, sending the secret, the answer and the client address', async () => {
    const token = recaptcha.solve();
    const payload = signupPayload({ recaptcha_response: token });
    const res = await post(t, '/register/', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(AUTH_MESSAGES.registered);
    expect(await countUsers(payload.email)).toBe(1);
    const call = recaptcha.seen.find((r) => new URLSearchParams(r.body).get('response') === token)!;
    expect(call.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(call.body))).toEqual({
      secret: SECRET,
      response: token,
      remoteip: '127.0.0.1',
    });
  });
});

describe('captcha with a wrong secret, and with none', () => {
  // Apps built before the tests: building one can take longer than a test's own time on a busy machine.
  let recaptcha: RecaptchaStandIn;
  let wrongSecret: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    recaptcha = await startRecaptchaStandIn({ secret: SECRET });
    [wrongSecret, off] = await Promise.all([
      createTestApp({
        env: { RECAPTCHA_SECRET: 'not-the-secret', RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl },
      }),
      createTestApp({ env: { RECAPTCHA_SITE_KEY: SITE_KEY } }),
    ]);
  });
  afterAll(async () => {
    await wrongSecret?.close();
    await off?.close();
    await recaptcha?.close();
  });

  it('refuses every sign-up when siteverify rejects the secret', async () => {
    const res = await post(
      wrongSecret,
      '/register/',
      signupPayload({ recaptcha_response: recaptcha.solve() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(blocked);
  });

  it('is off without RECAPTCHA_SECRET: no site key for the web, sign-up needs no answer', async () => {
    const ui = (await off.app.inject({ method: 'GET', url: '/api/v1/options-config/' })).json().ui;
    expect(ui.captcha_site_key).toBeNull();
    expect((await post(off, '/register/', signupPayload())).statusCode).toBe(201);
  });
});
