import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUp, waitForMail } from '../../test/auth-helpers.js';
import { TestSocket, listen } from '../../test/chat-helpers.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createLogger } from '../logger.js';
import { multipartBody, pdfDocument } from '../modules/uploads/fixtures.js';

/** Everything the server logs, at debug level, through the production logger's settings. */
let log = '';
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString('utf8');
    done();
  },
});

let t: TestApp;
const JWT_SECRET = 'log-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
beforeAll(async () => {
  t = await createTestApp({
    env: { JWT_SECRET },
    logger: createLogger({ LOG_LEVEL: 'debug', isProduction: false }, sink),
  });
});
afterAll(async () => {
  await t?.close();
});

/** Whether the log holds the value as a whole word (a 6-digit code inside a timestamp is not it). */
function logHolds(value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`).test(log);
}

describe('secrets and tokens never reach the log', () => {
  it('sign-up with OTP, login, refresh, reset, socket, upload, change password, logout', async () => {
    const secrets: Record<string, string> = { JWT_SECRET };

    // Sign-up: the password, the OTP code and the verification link.
    const user = await signUp(t, {
      password: 'first-Secret-pass-1',
      confirm_password: 'first-Secret-pass-1',
    });
    Object.assign(secrets, {
      password: user.password,
      otp: user.otp,
      verifyLink: user.link.split('/').filter(Boolean).pop()!,
      signupAccess: user.access,
      signupRefresh: user.refresh,
    });
    expect(
      (await post(t, '/verify-otp/', { otp: '000000', type: 'registration' }, user.access)).statusCode,
    ).toBe(400);
    const verified = await post(t, '/verify-otp/', { otp: user.otp, type: 'registration' }, user.access);
    expect(verified.statusCode).toBe(200);

    // Login (a wrong password first), refresh.
    expect(
      (await post(t, '/token/', { email: user.email, password: 'wrong-Guess-password-9' })).statusCode,
    ).toBe(400);
    secrets.wrongPassword = 'wrong-Guess-password-9';
    const login = (await post(t, '/token/', { email: user.email, password: user.password })).json();
    secrets.access = login.access;
    secrets.refresh = login.refresh;
    const refreshed = await post(t, '/token/refresh/', { refresh: login.refresh });
    expect(refreshed.statusCode).toBe(200);
    secrets.refreshedAccess = refreshed.json().access;
    secrets.refreshedRefresh = refreshed.json().refresh;

    // The live socket, with the access token in its path.
    const base = await listen(t);
    const socket = await TestSocket.open(base, secrets.refreshedAccess!);
    await socket.close();
    const refused = new TestSocket(
      new (await import('ws')).WebSocket(`${base}/ws/events/not-${secrets.refreshedAccess}/`),
    );
    await refused.closed;

    // Upload a file.
    const { payload, contentType } = await multipartBody([
      { name: 'files', file: pdfDocument(), filename: 'cv.pdf', type: 'application/pdf' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file-upload/',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${secrets.refreshedAccess}` },
    });
    expect(upload.statusCode).toBe(201);

    // Password reset through the mailed link, checked then used.
    await post(t, '/forgot-password/', { email: user.email });
    const mails = await waitForMail(t, user.email, 2);
    const resetLink = String((mails[0]!.meta as Record<string, string>).link);
    const resetToken = resetLink.split('/').filter(Boolean).pop()!;
    secrets.resetToken = resetToken;
    expect((await get(t, `/reset-password/${resetToken}/`)).statusCode).toBe(200);
    secrets.newPassword = 'second-Secret-pass-2';
    const reset = await post(t, '/reset-password/', {
      token: resetToken,
      password: secrets.newPassword,
      confirm_password: secrets.newPassword,
    });
    expect(reset.statusCode).toBe(200);

    // Change password, then log out.
    const again = (await post(t, '/token/', { email: user.email, password: secrets.newPassword })).json();
    secrets.lastAccess = again.access;
    secrets.lastRefresh = again.refresh;
    secrets.thirdPassword = 'third-Secret-pass-3';
    const changed = await post(
      t,
      '/change-password/',
      {
        current_password: secrets.newPassword,
        new_password: secrets.thirdPassword,
        confirm_password: secrets.thirdPassword,
      },
      again.access,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    secrets.changedAccess = changed.json().access;
    secrets.changedRefresh = changed.json().refresh;
    await post(t, '/logout/', { refresh: secrets.changedRefresh }, secrets.changedAccess);

    // Every link and code the product mailed (unsubscribe tokens included).
    for (const mail of await t.ctx.devMailbox!.list({ to: user.email })) {
      for (const match of `${mail.text} ${JSON.stringify(mail.meta)}`.matchAll(/token=([\w.-]{16,})/g))
        secrets[`mailToken${match.index}`] = match[1]!;
    }

    await new Promise((r) => setTimeout(r, 200)); // let the last lines flush
    expect(log.length).toBeGreaterThan(1000);
    expect(log).toContain('"level":20'); // debug lines were written
    const leaked = Object.entries(secrets)
      .filter(([, value]) => value && logHolds(value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
    // No JWT of any kind, whoever it belongs to.
    expect(log).not.toMatch(/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/);
  });
});
