import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { apiTokens, expect, expectNoA11yViolations, test } from '../fixtures';

// Newsletters end to end: the demo organization's admin publishes a newsletter through the API,
// the background job mails the organization's members, the mail in the dev mailbox carries an
// unsubscribe link that works in Chromium (unsubscribe, subscribe again), and an unsubscribed
// member gets nothing from the next newsletter while the others do.

const SCREENS = path.join(import.meta.dirname, '..', 'test-results', 'screens');
const DOMAIN = 'demo.careerhub.example';
const ORG_SLUG = 'careerhub-community';

interface StoredMail {
  id: number;
  subject: string;
  meta: { kind?: string; unsubscribe?: string; link?: string };
}

async function newsletters(request: APIRequestContext, email: string, title: string): Promise<StoredMail[]> {
  const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: StoredMail[] }).data.filter(
    (m) => m.meta.kind === 'newsletter' && m.subject.includes(title),
  );
}

async function publish(request: APIRequestContext, access: string, group: number, title: string) {
  const res = await request.post('/api/v1/contents/', {
    headers: { authorization: `Bearer ${access}` },
    data: { type: 'newsletter', content: `${title}\n\nThree mentoring circles open this month.`, group },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a newsletter reaches the members’ mailboxes with an unsubscribe link that works', async ({
  page,
  request,
}) => {
  mkdirSync(SCREENS, { recursive: true });
  const admin = await apiTokens(request, `admin@${DOMAIN}`);
  const org = (await (await request.get(`/api/v1/groups/slug/${ORG_SLUG}/`)).json()) as {
    id: number;
    name: string;
  };
  const stamp = Date.now().toString(36);
  const first = `Mentoring news ${stamp}`;
  await publish(request, admin.access, org.id, first);

  const member = `member@${DOMAIN}`;
  const other = `john.smith@${DOMAIN}`;
  await expect
    .poll(async () => (await newsletters(request, member, first)).length, { timeout: 20_000 })
    .toBe(1);
  await expect
    .poll(async () => (await newsletters(request, other, first)).length, { timeout: 20_000 })
    .toBe(1);

  // The message as the dev mailbox shows it, and its unsubscribe link (the mail sits in a sandboxed
  // frame, where links do not navigate: the test follows the link's address as a click would).
  const [mail] = await newsletters(request, member, first);
  await page.goto(`/dev/mailbox/${mail!.id}`);
  const frame = page.frameLocator('iframe[title="Message"]');
  const unsubscribe = frame.getByRole('link', { name: 'Unsubscribe from these newsletters' });
  await expect(unsubscribe).toBeVisible();
  const href = (await unsubscribe.getAttribute('href'))!;
  expect(new URL(href).pathname).toBe('/newsletter/unsubscribe');
  await expect(frame.getByRole('link', { name: 'Read it in the app' })).toBeVisible();

  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText(`You will no longer receive newsletters from ${org.name}.`)).toBeVisible();
  await expect(page.getByText(member)).toBeVisible();
  await expectNoA11yViolations(page, 'newsletter unsubscribed');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({
      path: path.join(SCREENS, `newsletter-unsubscribed-${width}.png`),
      fullPage: true,
    });
  }

  // Subscribe again, then leave for good (keyboard only).
  await page.getByRole('button', { name: 'Subscribe again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'You are subscribed again' })).toBeVisible();
  await expectNoA11yViolations(page, 'newsletter subscribed again');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // The next newsletter reaches the others, not the member who left.
  const second = `Jobs digest ${stamp}`;
  await publish(request, admin.access, org.id, second);
  await expect
    .poll(async () => (await newsletters(request, other, second)).length, { timeout: 20_000 })
    .toBe(1);
  expect(await newsletters(request, member, second)).toHaveLength(0);

  // A damaged link says so.
  await page.goto('/newsletter/unsubscribe?token=1.2.forged');
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
});
