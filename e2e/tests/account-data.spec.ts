import { readFileSync } from 'node:fs';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { PASSWORD, heading, newAccount, post, storeTokens } from '../account-helpers';

// A member's data rights from the account page (GDPR articles 15, 17 and 20): download a copy of
// their data, then delete the account with their password.

test.use({ viewport: { width: 1280, height: 800 } });

test('download my data, then delete my account with my password', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await newAccount(request, 'erase');
  await storeTokens(page, user);
  await page.goto('/change-password');
  await expect(heading(page, 'Change password')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
  await expectNoA11yViolations(page, 'account data');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^careerhub-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { account: { email: string } };
  expect(data.account.email).toBe(user.email);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, 'delete account dialog');
  const password = dialog.getByLabel('Password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(password).toHaveAccessibleDescription('Enter your password to delete your account.');
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(password).toHaveAccessibleDescription('Your password is incorrect.');

  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText('Your account has been deleted.', { exact: true })).toBeVisible();
  const login = await post(request, '/token/', { email: user.email, password: PASSWORD });
  expect(login.status()).toBeGreaterThanOrEqual(400);
});
