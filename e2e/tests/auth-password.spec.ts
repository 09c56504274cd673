import { expect, expectNoA11yViolations, test } from '../fixtures';
import {
  RECOVERY,
  CHANGED,
  PASSWORD,
  newEmail,
  resetLink,
  post,
  newAccount,
  storeTokens,
  pathOf,
  heading,
  shootBoth,
} from '../account-helpers';

// Accounts and sign-in, the password and email-link half (spec foundation.md sections 2, 4, 5, 8):
// forgot password → the mailed reset link → reset page; change password; the email verification
// page's states; the terms page.

test.use({ viewport: { width: 1280, height: 800 } });

test('forgot password: same answer for any email, the mailed link resets once and ends old sessions', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await newAccount(request, 'forgot');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(heading(page, 'Forgot your password?')).toBeVisible();
  await expectNoA11yViolations(page, 'forgot password');
  await shootBoth(page, 'forgot');

  const email = page.getByLabel('Email');
  const recover = page.getByRole('button', { name: 'Recover my account' });
  await recover.click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(email).toBeFocused();
  await email.fill('someone@example');
  await recover.click();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'forgot password error');

  // An address nobody registered gets exactly the same answer as a real one.
  await email.fill(newEmail('nobody'));
  await recover.press('Enter');
  await expect(page.getByText(RECOVERY, { exact: true })).toBeVisible();
  await expect(heading(page, 'Check your email')).toBeVisible();
  await page.getByRole('button', { name: 'Use another email' }).click();
  await email.fill(user.email);
  await recover.click();
  await expect(page.getByText(RECOVERY, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();
  await expectNoA11yViolations(page, 'forgot password sent');
  await shootBoth(page, 'forgot-sent');

  // The mail links to this site's /reset-password/{token}, which the web app serves.
  const link = await resetLink(request, user.email);
  expect(link).toMatch(new RegExp(`^${baseURL}/reset-password/[\\w-]{43}$`));
  await page.goto(pathOf(link));
  await expect(heading(page, 'Choose a new password')).toBeVisible();
  await expectNoA11yViolations(page, 'reset password');
  await shootBoth(page, 'reset');

  const setPassword = page.getByRole('button', { name: 'Set new password' });
  await setPassword.click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    'At least 8 characters. Password must be at least 8 characters',
  );
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password').fill('second-password-3');
  await setPassword.click();
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  await expectNoA11yViolations(page, 'reset password errors');
  await page.getByLabel('Confirm new password').fill('second-password-2');
  await setPassword.click();
  await expect(page.getByText(CHANGED, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Sessions from before the reset are over; only the new password opens the account.
  expect((await post(request, '/token/refresh/', { refresh: user.refresh })).status()).toBe(401);
  expect((await post(request, '/token/', { email: user.email, password: PASSWORD })).status()).toBe(400);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('second-password-2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();

  // The same link a second time: refused by the page and by the API.
  await page.goto(pathOf(link));
  await expect(heading(page, 'This link can no longer be used')).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expectNoA11yViolations(page, 'reset link used');
  await shootBoth(page, 'reset-used');
  const token = link.split('/').pop();
  const reused = await post(request, '/reset-password/', {
    token,
    password: 'third-password-3',
    confirm_password: 'third-password-3',
  });
  expect(reused.status()).toBe(400);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a reset link used elsewhere while the form is open shows the expired state on submit', async ({
  page,
  request,
}) => {
  const user = await newAccount(request, 'reset.race');
  expect((await post(request, '/forgot-password/', { email: user.email })).status()).toBe(200);
  const link = await resetLink(request, user.email);
  await page.goto(pathOf(link));
  await expect(heading(page, 'Choose a new password')).toBeVisible();
  const used = await post(request, '/reset-password/', {
    token: link.split('/').pop(),
    password: 'used-elsewhere-1',
    confirm_password: 'used-elsewhere-1',
  });
  expect(used.status()).toBe(200);
  await page.getByLabel('New password', { exact: true }).fill('too-late-pass-1');
  await page.getByLabel('Confirm new password').fill('too-late-pass-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(heading(page, 'This link can no longer be used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  // A made-up token never shows the form.
  await page.goto('/reset-password/not-a-real-token');
  await expect(heading(page, 'This link can no longer be used')).toBeVisible();
});

test('change password from the account menu: field messages, old sessions end, new password logs in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await newAccount(request, 'change');
  await storeTokens(page, user);
  await page.goto('/terms-and-conditions');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(heading(page, 'Change password')).toBeVisible();
  await expectNoA11yViolations(page, 'change password');
  await shootBoth(page, 'change-password');

  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Change password' });

  // Spec section 5: all three required; a different confirmation → the message on both fields.
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Required');
  await expect(next).toHaveAccessibleDescription(/Required$/);
  await expect(confirm).toHaveAccessibleDescription('Required');
  await expect(current).toBeFocused();
  await current.fill(PASSWORD);
  await next.fill('changed-password-1');
  await confirm.fill('changed-password-2');
  await submit.click();
  await expect(next).toHaveAccessibleDescription(/Passwords do not match$/);
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  await expectNoA11yViolations(page, 'change password errors');
  await shootBoth(page, 'change-password-errors');

  // The server's field error lands on its field.
  await current.fill('not-my-password');
  await confirm.fill('changed-password-1');
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Your current password is incorrect.');
  await expect(current).toBeFocused();

  await current.fill(PASSWORD);
  await submit.click();
  await expect(page.locator('#main').getByRole('status')).toHaveText(CHANGED);
  await expect(current).toHaveValue('');

  // This browser keeps a fresh session; the one from before is refused.
  expect((await post(request, '/token/refresh/', { refresh: user.refresh })).status()).toBe(401);
  await page.reload();
  await expect(heading(page, 'Change password')).toBeVisible();

  expect((await post(request, '/token/', { email: user.email, password: PASSWORD })).status()).toBe(400);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('changed-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();

  // Signed out, the page asks for login first and comes back.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/login\?next=%2Fchange-password$/);
});

test('email verification page: Verifying, Email Verified → home, then Verification Failed and Invalid Request', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await newAccount(request, 'verify.link', { verify: false });
  expect(pathOf(user.verifyLink)).toMatch(/^\/verify-email\/[\w-]{43}$/);

  // Hold the answer back a moment so the Verifying state can be seen and checked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/users/verify-email/', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(pathOf(user.verifyLink));
  await expect(heading(page, 'Verifying')).toBeVisible();
  await expectNoA11yViolations(page, 'verifying');
  await shootBoth(page, 'verify-email-verifying');
  release();

  await expect(heading(page, 'Email Verified')).toBeVisible();
  const shownAt = Date.now();
  await page.screenshot({ path: 'test-results/screens/auth-verify-email-verified-1280.png', fullPage: true });
  await expectNoA11yViolations(page, 'email verified');
  // Home after 2 s; a new account's home first asks for the profile.
  await expect(page).toHaveURL(/\/onboarding\?next=%2F$/, { timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1_500);
  const access = await page.evaluate(() => localStorage.getItem('access_token'));
  const identity = await request.get('/api/v1/identity/', { headers: { authorization: `Bearer ${access}` } });
  expect(((await identity.json()) as { is_verified: boolean }).is_verified).toBe(true);

  // The link works once.
  await page.goto(pathOf(user.verifyLink));
  await expect(heading(page, 'Verification Failed')).toBeVisible();
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  await expectNoA11yViolations(page, 'verification failed');
  await shootBoth(page, 'verify-email-failed');
  await page.goto('/verify-email/made-up-token');
  await expect(heading(page, 'Verification Failed')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).not.toHaveURL(/verify-email/);

  await page.goto('/verify-email');
  await expect(heading(page, 'Invalid Request')).toBeVisible();
  await expectNoA11yViolations(page, 'invalid request');
  await shootBoth(page, 'verify-email-invalid');
});

test('terms and conditions: public, in the brand name, linked from sign-up', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(heading(page, 'Terms and conditions')).toBeVisible();
  await expect(
    page.getByText(/These terms are an agreement between you and the operator of CareerHub/),
  ).toBeVisible();
  await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveCount(12);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: '8. Your privacy' })
    .click();
  await expect(page).toHaveURL(/#privacy$/);
  await expectNoA11yViolations(page, 'terms');
  await shootBoth(page, 'terms');
});

/** An HS256 access token exactly like the server's, but expired a minute ago. */
