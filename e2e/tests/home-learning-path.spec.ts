import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { newVerifiedUser, screens, useTokens } from '../session';

// The home learning path and the anonymous sign-up banner (issue 23 item 5; content-ai-admin 2.3):
// numbered steps in two tabs, each opening a real item; a step marked done stays done.

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Learning path tracks' });
const steps = (page: Page, track: string) => page.getByRole('list', { name: `${track} steps` });
const stepItem = (page: Page, track: string, title: string) =>
  steps(page, track)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

test('a member follows a step to its item and marks a step done that stays done', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await newVerifiedUser(request, { first: 'Lina', last: 'Path' });
  await useTokens(page, user);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Lina' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Your learning path' })).toBeVisible();
  // The default brand's focus is "both": Learn AI skills first.
  await expect(tabs(page).getByRole('tab')).toHaveText(['Learn AI skills', 'Career development']);
  await expect(tabs(page).getByRole('tab', { name: 'Learn AI skills' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(steps(page, 'Learn AI skills').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByText('0 of 6 steps done')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sign up' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'home learning path');
  await screens(page, 'home-learning-path');

  // Keyboard: the tabs are a tablist; arrow keys move between them.
  await page.setViewportSize({ width: 1280, height: 900 });
  await tabs(page).getByRole('tab', { name: 'Learn AI skills' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs(page).getByRole('tab', { name: 'Career development' })).toBeFocused();
  await expect(steps(page, 'Career development').getByRole('listitem')).toHaveCount(5);
  await page.keyboard.press('ArrowLeft');
  await expect(steps(page, 'Learn AI skills')).toBeVisible();

  // A step opens its item: the AI Readiness agent of CareerGPS.
  const readiness = stepItem(page, 'Learn AI skills', 'Check your AI readiness');
  const link = readiness.getByRole('link', { name: /AI Readiness Assessment/ });
  await expect(link).toHaveAttribute('href', '/careergps/ai-readiness');
  await link.click();
  await expect(page).toHaveURL(/\/careergps\/ai-readiness$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AI Readiness');
  await expectNoA11yViolations(page, 'the step item');
  await page.goBack();

  // Mark as done, then reload: it stays done, with Undo.
  const prompts = stepItem(page, 'Learn AI skills', 'Save prompts from the Prompt Library');
  await prompts.getByRole('button', { name: 'Mark as done' }).click();
  await expect(prompts.getByText('Done', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 6 steps done')).toBeVisible();
  await page.reload();
  await expect(prompts.getByText('Done', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(prompts.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(page.getByText('1 of 6 steps done')).toBeVisible();
  await expectNoA11yViolations(page, 'home with a step done');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: 'test-results/screens/home-learning-path-done-390.png', fullPage: true });
});

test('a visitor sees the sign-up banner, which leads to sign-up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/jobs');
  const banner = page.getByRole('complementary', { name: 'Sign up' });
  await expect(banner).toContainText('The Future Belongs to Those Who Embrace AI — Will You?');
  await expectNoA11yViolations(page, 'visitor with the banner (390)');
  await page.screenshot({ path: 'test-results/screens/visitor-banner-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(banner).toBeVisible();
  await expectNoA11yViolations(page, 'visitor with the banner (1280)');
  await page.screenshot({ path: 'test-results/screens/visitor-banner-1280.png' });
  await banner.getByRole('link', { name: 'Sign Up Now' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('complementary', { name: 'Sign up' })).toHaveCount(0);
});
