import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

// Accounts made through the API and mail read from the dev mailbox, for the auth-password and
// auth-session specs.

export const RECOVERY = 'Please check your email for recovery instructions';
export const CHANGED = 'Your password has been successfully changed.';
export const PASSWORD = 'first-password-1';
let sequence = 0;

export function newEmail(label: string) {
  sequence += 1;
  return `${label}.${Date.now().toString(36)}.${sequence}@example.org`;
}

export interface Mail {
  subject: string;
  meta: { otp?: string; link?: string };
}

export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: Mail[] }).data;
}

/** The newest mail to `email` whose subject matches, once at least `count` such mails arrived. */
export async function waitForMail(request: APIRequestContext, email: string, subject: RegExp, count = 1) {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => (found = (await mailsTo(request, email)).filter((m) => subject.test(m.subject))).length,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThanOrEqual(count);
  return found[0]!;
}

export const resetLink = async (request: APIRequestContext, email: string, count = 1) =>
  (await waitForMail(request, email, /^Reset your/, count)).meta.link!;

export async function post(request: APIRequestContext, url: string, data: unknown, access?: string) {
  return request.post(`/api/v1${url}`, {
    data,
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });
}

/** A new account through the API: registered, logged in, and (unless told) verified by OTP. */
export async function newAccount(request: APIRequestContext, label: string, { verify = true } = {}) {
  const email = newEmail(label);
  const register = await post(request, '/register/', {
    first_name: 'Nia',
    last_name: 'Mensah',
    email,
    username: email,
    password: PASSWORD,
    confirm_password: PASSWORD,
  });
  expect(register.status(), await register.text()).toBe(201);
  let tokens = (await (await post(request, '/token/', { email, password: PASSWORD })).json()) as {
    access: string;
    refresh: string;
  };
  const signupMail = await waitForMail(request, email, /verification code$/);
  if (verify) {
    const verified = await post(
      request,
      '/verify-otp/',
      { otp: signupMail.meta.otp, type: 'registration' },
      tokens.access,
    );
    expect(verified.status(), await verified.text()).toBe(200);
    tokens = (await verified.json()) as typeof tokens;
  }
  return { email, ...tokens, verifyLink: signupMail.meta.link! };
}

export async function storeTokens(page: Page, tokens: { access: string; refresh: string }) {
  await page.goto('/terms-and-conditions');
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('access_token', access);
    localStorage.setItem('refresh_token', refresh);
  }, tokens);
}

export const pathOf = (link: string) => new URL(link).pathname;
export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

export async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Screenshots at 1280 and 375 px (checked for sideways scroll), then back to 1280. */
export async function shootBoth(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/auth-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await noHorizontalScroll(page);
  await page.screenshot({ path: `test-results/screens/auth-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}
