import type { Page } from '@playwright/test';
import { apiTokens, expect, expectNoA11yViolations, signInWithApi, test } from '../fixtures';

// The feedback page (spec sections 2, 5 and 8): title and description both required, sent to the
// server, thanked with a toast; staff read it back through GET /api/v1/feedback/.

const MEMBER = 'member@demo.careerhub.example';
const welcome = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome(, .+)?$/ });

test('feedback needs both fields, is sent, thanked and readable by staff', async ({
  page,
  request,
  baseURL,
}) => {
  await signInWithApi(page, request, MEMBER, baseURL!);
  await expect(welcome(page)).toBeVisible();
  // Reached from the account menu.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expectNoA11yViolations(page, 'feedback');

  const title = page.getByLabel('Title');
  const description = page.getByLabel('Description');
  const send = page.getByRole('button', { name: 'Send feedback' });

  // Nothing filled in, then only the title: the spec's message, focus on the first empty field.
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill up both title and description');
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await title.fill('People search');
  await send.click();
  await expect(description).toBeFocused();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page, 'feedback with the required message');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/feedback-error-${width}.png`, fullPage: true });
  }

  // Both filled in, sent by keyboard from the description field.
  const text = `Misspelt names are found. ${Date.now()}`;
  await description.fill(text);
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for your feedback.', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' })).toHaveCount(1);
  await expect(title).toHaveValue('');
  await expect(description).toHaveValue('');
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill up' })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/feedback-sent-${width}.png`, fullPage: true });
  }

  const staff = await apiTokens(request, 'staff@demo.careerhub.example');
  const list = await request.get('/api/v1/feedback/', {
    headers: { authorization: `Bearer ${staff.access}` },
  });
  const stored = ((await list.json()) as { data: Array<{ title: string; content: string; email: string }> })
    .data;
  expect(stored).toContainEqual(
    expect.objectContaining({
      title: 'People search',
      content: text,
      email: 'member@demo.careerhub.example',
    }),
  );
});

test('the feedback page fits every width from 375 to 1536 px', async ({ page, request, baseURL }) => {
  await signInWithApi(page, request, MEMBER, baseURL!);
  await expect(welcome(page)).toBeVisible();
  await page.goto('/feedback');
  for (const width of [375, 640, 768, 1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('button', { name: 'Send feedback' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
  }
  await expectNoA11yViolations(page, 'feedback at 1536 px');
});

test('signed-out visitors are sent to login with next', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page).toHaveURL(/\/login\?next=%2Ffeedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});
