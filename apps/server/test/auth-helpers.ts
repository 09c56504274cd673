import type { TestApp } from './helpers.js';

export const PASSWORD = 'correct-horse-battery';

let sequence = 0;
/** A unique address per call, so tests never share accounts. */
export function uniqueEmail(tag = 'user'): string {
  sequence += 1;
  return `${tag}.${Date.now().toString(36)}.${sequence}@example.org`;
}

export function signupPayload(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    subscribe_to_newsletter: true,
    profile_type: 'individual',
    username: email,
    ...overrides,
  };
}

export async function waitForMail(t: TestApp, to: string, count = 1, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await t.ctx.devMailbox!.list({ to });
    if (mails.length >= count) return mails; // newest first
    if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function post(t: TestApp, url: string, payload: unknown, token?: string, host = 'localhost') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export async function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export async function patch(t: TestApp, url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Signs up, logs in and returns the tokens plus the OTP from the registration email. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}, host = 'localhost') {
  const payload = signupPayload(overrides);
  const res = await post(t, '/register/', payload, undefined, host);
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  const login = await post(t, '/token/', { email: payload.email, password: payload.password });
  const { access, refresh } = login.json() as { access: string; refresh: string };
  const [mail] = await waitForMail(t, payload.email);
  const otp = String((mail!.meta as Record<string, string>).otp);
  const link = String((mail!.meta as Record<string, string>).link);
  return { email: payload.email, password: payload.password, access, refresh, otp, link, mail: mail! };
}

/** A verified, signed-in user. */
export async function verifiedUser(t: TestApp) {
  const user = await signUp(t);
  const res = await post(t, '/verify-otp/', { otp: user.otp, type: 'registration' }, user.access);
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  const { access, refresh } = res.json() as { access: string; refresh: string };
  return { ...user, access, refresh };
}
