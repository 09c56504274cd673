import type { APIRequestContext, Page } from '@playwright/test';
import { apiTokens, expect } from './fixtures';

// Signed-in sessions for the specs: tokens from the API, stored where
// apps/web/src/lib/api/tokens.ts keeps them before any script of the app runs.

let sequence = 0;

/** Gives a user career answers so the profile-completion redirect to /onboarding cannot get in the way. */
export async function ensureCareerAnswers(request: APIRequestContext, access: string) {
  const headers = { authorization: `Bearer ${access}` };
  const existing = (await (await request.get('/api/v1/group-profiles/', { headers })).json()) as {
    data: unknown[];
  };
  if (existing.data.length > 0) return;
  const created = await request.post('/api/v1/group-profiles/', {
    headers,
    data: { current_role: 3, career_stage: 3, reason_to_join: [1, 3], professional_field: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/**
 * A last name no other run has made (the base and six letters): a test that picks a person by name
 * must find its own, not the one an earlier try or repeat of the same test created.
 */
export function uniqueLastName(base: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${base}${letters.join('')}`;
}

/** A brand-new user: signed up, OTP read from the dev mailbox and verified, career answers given. */
export async function newVerifiedUser(
  request: APIRequestContext,
  name: { first: string; last: string },
  password = 'import-password-1',
) {
  sequence += 1;
  const email = `${name.first.toLowerCase()}.${Date.now().toString(36)}.${sequence}@example.org`;
  return registerVerified(request, email, name, password);
}

/** A new account with this exact address, verified with the code from the dev mailbox. */
export async function registerVerified(
  request: APIRequestContext,
  email: string,
  name: { first: string; last: string },
  password: string,
) {
  const register = await request.post('/api/v1/register/', {
    data: {
      first_name: name.first,
      last_name: name.last,
      email,
      password,
      confirm_password: password,
      profile_type: 'individual',
      username: email,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const { access } = await apiTokens(request, email, password);
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      otp = ((await mailbox.json()) as { data: Array<{ meta: { otp?: string } }> }).data[0]?.meta.otp;
      return otp;
    })
    .toBeTruthy();
  const verified = await request.post('/api/v1/verify-otp/', {
    data: { otp, type: 'registration' },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const tokens = (await verified.json()) as { access: string; refresh: string };
  await ensureCareerAnswers(request, tokens.access);
  return { email, ...tokens };
}

/** Puts the tokens in localStorage before the app starts (every page of this context is signed in). */
export async function useTokens(page: Page, tokens: { access: string; refresh: string }) {
  await page.addInitScript(
    ([access, refresh]) => {
      window.localStorage.setItem('access_token', access!);
      window.localStorage.setItem('refresh_token', refresh!);
    },
    [tokens.access, tokens.refresh],
  );
}

/** Signs a demo account in (tokens from POST /api/v1/token/), with career answers. */
export async function signInDemo(page: Page, request: APIRequestContext, email: string) {
  const tokens = await apiTokens(request, email);
  await ensureCareerAnswers(request, tokens.access);
  await useTokens(page, tokens);
  return tokens;
}

/** Screenshots at 375 and 1280 px in test-results/screens/, and no sideways scroll at any width. */
export async function screens(page: Page, name: string) {
  for (const width of [375, 640, 768, 1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(120);
    const { overflow, widest } = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      // The element that reaches furthest right past the window, to name it when the page scrolls.
      let widest = '';
      let right = limit;
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        let clipped = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
        if (!clipped && r.right > right + 0.5) {
          right = r.right;
          widest = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')
            .split(' ')
            .slice(0, 4)
            .join('.')}`;
        }
      }
      return { overflow: document.documentElement.scrollWidth - limit, widest };
    });
    expect(overflow, `${name} scrolls sideways at ${width} px (widest: ${widest})`).toBeLessThanOrEqual(0);
    if (width === 375 || width === 1280)
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
}

/** A toast (or any status line) with exactly this text. */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: text })
    .or(page.getByText(text, { exact: true }))
    .first();
