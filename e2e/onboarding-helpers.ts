import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

// Helpers of the registration wizard specs (onboarding.spec.ts, onboarding-import.spec.ts).

const PASSWORD = 'wizard-password-1';
let sequence = 0;

/** Signs up through the API, reads the OTP from the dev mailbox and verifies it: fresh tokens. */
export async function newVerifiedUser(request: APIRequestContext, origin: string) {
  sequence += 1;
  const email = `wizard.${Date.now().toString(36)}.${sequence}@example.org`;
  const api = (path: string) => new URL(`/api/v1${path}`, origin).toString();
  const register = await request.post(api('/register/'), {
    data: {
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      profile_type: 'individual',
      username: email,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const login = await request.post(api('/token/'), { data: { email, password: PASSWORD } });
  const { access } = (await login.json()) as { access: string };
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await request.get(
        new URL(`/dev/mailbox.json?to=${encodeURIComponent(email)}`, origin).toString(),
      );
      otp = ((await mailbox.json()) as { data: Array<{ meta: { otp?: string } }> }).data[0]?.meta.otp;
      return otp;
    })
    .toBeTruthy();
  const verified = await request.post(api('/verify-otp/'), {
    data: { otp, type: 'registration' },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, ...((await verified.json()) as { access: string; refresh: string }) };
}

/** Puts the tokens where the web app keeps them (localStorage of that origin), then opens path. */
export async function signInWithTokens(
  page: Page,
  origin: string,
  tokens: { access: string; refresh: string },
  path: string,
) {
  await page.goto(new URL('/login', origin).toString());
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('access_token', access);
    localStorage.setItem('refresh_token', refresh);
  }, tokens);
  await page.goto(new URL(path, origin).toString());
}

/** At every supported width nothing scrolls sideways; screenshots at 375 and 1280 px to look at. */
export async function shoot(page: Page, name: string) {
  for (const width of [375, 640, 768, 1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 375 || width === 1280) {
      await page.screenshot({ path: `test-results/screens/onboarding-${name}-${width}.png`, fullPage: true });
    }
  }
}

/** A one-page PDF with selectable text (header, objects, xref and trailer with real offsets). */
export function resumePdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${l}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
