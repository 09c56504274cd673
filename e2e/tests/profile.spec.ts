import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { pdfWithText, pngImage, windowsExecutable } from '../files';
import { newVerifiedUser, useTokens } from '../session';

// Profile page and edit dialog on the demo data, signed in through the API (the login screen has
// its own spec). The tests share one server, so each one works on its own demo user.

const PASSWORD = 'careerhub-demo';
const demo = (name: string) => `${name}@demo.careerhub.example`;
const SCREENS = path.join(import.meta.dirname, '..', 'test-results', 'screens');

async function tokensFor(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v1/token/', { data: { email, password: PASSWORD } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return (await response.json()) as { access: string; refresh: string };
}

/**
 * Signs in as a demo user: the tokens go where the app keeps them, before any script runs. The
 * career answers are given first so a profile-completion redirect cannot get in the way.
 */
async function signInAs(page: Page, request: APIRequestContext, email: string) {
  const tokens = await tokensFor(request, email);
  const headers = { authorization: `Bearer ${tokens.access}` };
  const existing = (await (await request.get('/api/v1/group-profiles/', { headers })).json()) as {
    data: unknown[];
  };
  if (existing.data.length === 0) {
    const created = await request.post('/api/v1/group-profiles/', {
      headers,
      data: { current_role: 3, career_stage: 3, reason_to_join: [1, 3], professional_field: 2 },
    });
    expect(created.status()).toBe(201);
  }
  await page.addInitScript(
    ([access, refresh]) => {
      window.localStorage.setItem('access_token', access!);
      window.localStorage.setItem('refresh_token', refresh!);
    },
    [tokens.access, tokens.refresh],
  );
  return tokens;
}

async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal scroll at ${width}px on ${name}`).toBeLessThanOrEqual(0);
  }
}

const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: text })
    .or(page.getByText(text, { exact: true }))
    .first();

test.describe.configure({ mode: 'serial' });

test('own profile: /profile opens it, tabs per spec, edit and save shows the new values', async ({
  page,
  request,
}) => {
  // Four accessibility scans and two screenshot sets: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await signInAs(page, request, demo('mei.lin'));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/mei-lin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mei Lin' })).toBeVisible();
  await expect(page.getByText('UX Researcher', { exact: true })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'About',
    'Career Tree',
    'Education and Learning',
    'Career Circles',
    'Account',
  ]);
  await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'own profile');
  await screenshots(page, 'profile-own');

  await page.getByRole('tab', { name: 'Career Tree' }).click();
  await expect(page.getByText('No work experience added yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText(demo('mei.lin'))).toBeVisible();
  await expectNoA11yViolations(page, 'own profile, Account tab');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(dialog.getByRole('tab')).toHaveText([
    'Career Info',
    'Personal Info',
    'Social Links',
    'Upload Files',
    'Account',
  ]);
  await expectNoA11yViolations(page, 'edit dialog, Career Info');
  await screenshots(page, 'profile-edit-dialog');

  await dialog.getByLabel('Title').fill('Senior UX Researcher');
  const skills = dialog.getByRole('combobox', { name: 'Skills' });
  await skills.fill('Accessibility audits');
  await skills.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Chosen: Skills' })).toContainText('Accessibility audits');

  await dialog.getByRole('tab', { name: 'Personal Info' }).click();
  await dialog.getByLabel('Short bio').fill('I study how people learn to work with AI tools.');
  await expect(dialog.getByText('10 / 400 words')).toBeVisible();
  await dialog.getByLabel('Location').fill('Singapore');
  await expectNoA11yViolations(page, 'edit dialog, Personal Info');

  await dialog.getByRole('tab', { name: 'Social Links' }).click();
  await dialog.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/mei-lin-demo');
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  await expect(toast(page, 'Successfully updated information')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Senior UX Researcher', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByText('I study how people learn to work with AI tools.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' })).toContainText('Accessibility audits');
  await expect(page.getByRole('link', { name: 'LinkedIn', exact: true })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/mei-lin-demo',
  );

  await page.reload();
  await expect(page.getByText('Senior UX Researcher', { exact: true })).toBeVisible();
  await expect(page.getByText('Singapore', { exact: false }).first()).toBeVisible();
  await screenshots(page, 'profile-own-after-edit');
});

test('closing the edit dialog with unsaved changes asks first', async ({ page, request }) => {
  await signInAs(page, request, demo('mei.lin'));
  await page.goto('/profile/mei-lin');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  const title = dialog.getByLabel('Title');
  const before = await title.inputValue();
  await title.fill('Something I will not keep');

  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(confirm).toBeVisible();
  await expectNoA11yViolations(page, 'discard confirmation');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(title).toHaveValue('Something I will not keep');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Mei Lin' })).toBeVisible();
  await expect(page.getByText('Something I will not keep')).toHaveCount(0);

  // Without changes the dialog closes at once.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue(before);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveCount(0);
});

test('the edit dialog shows the spec messages and keeps the dialog open', async ({ page, request }) => {
  await signInAs(page, request, demo('mei.lin'));
  await page.goto('/profile/mei-lin');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });

  await dialog.getByRole('tab', { name: 'Personal Info' }).click();
  const words = Array.from({ length: 401 }, (_, i) => `word${i}`).join(' ');
  await dialog.getByLabel('Career story').fill(words);
  await expect(dialog.getByText('401 / 400 words')).toBeVisible();
  await dialog.getByLabel('Specific needs').fill('n'.repeat(501));
  await dialog.getByRole('tab', { name: 'Career Info' }).click();
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  // The dialog opens the tab of the first error and puts the focus there.
  await expect(dialog.getByRole('tab', { name: 'Personal Info' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Please correct the errors below.')).toBeVisible();
  await expect(dialog.getByLabel('Career story')).toHaveAccessibleDescription(/Maximum 400 words/);
  await expect(dialog.getByLabel('Specific needs')).toHaveAccessibleDescription(/Maximum 500 characters/);
  await expect(dialog.getByLabel('Career story')).toBeFocused();
  await expectNoA11yViolations(page, 'edit dialog with errors');

  // "Other" opens its text box, limited to 30 characters.
  await dialog.getByRole('tab', { name: 'Career Info' }).click();
  await expect(dialog.getByLabel('Your career stage')).toHaveCount(0);
  await dialog.getByLabel('Career stage').selectOption({ label: 'Other' });
  await dialog.getByLabel('Your career stage').fill('x'.repeat(31));
  await dialog.getByRole('checkbox', { name: 'Learn AI skills' }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByLabel('Your career stage')).toHaveAccessibleDescription(/Maximum 30 characters/);
  // Job function is asked only of working professionals (current role 3).
  await expect(dialog.getByLabel('Job function')).toBeVisible();
  await dialog.getByLabel('Current role').selectOption({ label: 'Researcher' });
  await expect(dialog.getByLabel('Job function')).toHaveCount(0);
});

test('Upload Files: picture up and removed, resume, documents with a per-file failure', async ({
  page,
  request,
}) => {
  await signInAs(page, request, demo('john.smith'));
  await page.goto('/profile/john-smith');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByRole('tab', { name: 'Upload Files' }).click();
  await expectNoA11yViolations(page, 'edit dialog, Upload Files');

  const picture = dialog.getByLabel('Upload picture');
  await picture.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(dialog.getByText('Unsupported file format. Please upload a JPEG or PNG image')).toBeVisible();
  await picture.setInputFiles({ name: 'john.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(toast(page, 'Profile picture updated')).toBeVisible();
  // The page behind the modal is hidden from assistive technology: the dialog's preview is the one to see.
  await expect(dialog.getByRole('img', { name: 'Profile picture of John Smith' })).toBeVisible();

  await dialog.getByLabel('Upload resume').setInputFiles({
    name: 'john-smith-resume.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText([
      'John Smith',
      'Software Engineer',
      'London, United Kingdom',
      'Experience',
      'Engineer at Example Ltd, 2020 - Present',
    ]),
  });
  await expect(toast(page, 'Successfully uploaded resume')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'john-smith-resume.pdf' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View current resume' })).toBeVisible();

  await dialog.getByLabel('Upload documents').setInputFiles([
    {
      name: 'certificate.pdf',
      mimeType: 'application/pdf',
      buffer: pdfWithText(['Certificate of completion']),
    },
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: windowsExecutable() },
  ]);
  const certificate = dialog.getByRole('listitem').filter({ hasText: 'certificate.pdf' });
  const setup = dialog.getByRole('listitem').filter({ hasText: 'setup.exe' });
  await expect(certificate).toContainText('Uploaded');
  await expect(setup).toContainText('Failed');
  await expect(setup).toContainText('Executable files are not allowed.');
  await expectNoA11yViolations(page, 'uploads done');
  await screenshots(page, 'profile-edit-uploads');

  await dialog.getByRole('button', { name: 'Remove picture' }).click();
  await expect(toast(page, 'Profile picture removed')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Profile picture of John Smith' })).toHaveCount(0);
  // Uploads are saved as they finish: nothing is pending, so Cancel closes at once.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Profile picture of John Smith' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'John Smith' })).toBeVisible();
});

test('another member: follow and unfollow with the toasts', async ({ page, request }) => {
  await signInAs(page, request, demo('john.smith'));
  await page.goto('/profile/priya-sharma');
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'About',
    'Career Tree',
    'Education and Learning',
    'Career Circles',
  ]);
  await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'another member');

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(toast(page, 'You are now following Priya Sharma')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Followed' })).toBeDisabled();
  await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
  await screenshots(page, 'profile-followed');

  await page.reload();
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(toast(page, 'You have unfollowed Priya Sharma')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled();
  await expect(page.getByText('0 followers', { exact: true })).toBeVisible();
});

test('an influencer shows About and "Learn from {name}", without follow', async ({ page, request }) => {
  await signInAs(page, request, demo('member'));
  await page.goto('/profile/lena-fischer');
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Fischer' })).toBeVisible();
  await expect(page.getByText('Influencer', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['About', 'Learn from Lena Fischer']);
  await expect(page.getByRole('button', { name: /follow/i })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Learn from Lena Fischer' }).click();
  await expect(page.getByText('Lena Fischer has not shared career advice yet.')).toBeVisible();
  await expectNoA11yViolations(page, 'influencer profile');
  await screenshots(page, 'profile-influencer');
});

test('a certified leader shows the badge; an unknown slug shows the not-registered page', async ({
  page,
  request,
}) => {
  await signInAs(page, request, demo('member'));
  await page.goto('/profile/daniel-mensah');
  await expect(page.getByText('Certified Leader', { exact: true })).toBeVisible();

  await page.goto('/profile/nobody-by-this-name');
  await expect(page.getByText('This user does not exist or has not registered yet.')).toBeVisible();
  await expectNoA11yViolations(page, 'unknown user');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('alternate email: add, verify with the mailed code, make primary', async ({ page, request }) => {
  // A member of its own: changing a demo account's address would lock later specs of the same
  // shard out of it.
  const owner = await newVerifiedUser(request, { first: 'Amara', last: 'Okafor' }, PASSWORD);
  await useTokens(page, owner);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Account' }).click();
  const alternate = `alt.${owner.email}`;
  const field = page.getByLabel('Add alternate email');
  await field.fill('not-an-email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(field).toHaveAccessibleDescription('Invalid email address');
  await field.fill(alternate);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, 'We have sent an OTP to your alternate email for verification.')).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();
  await expectNoA11yViolations(page, 'alternate email code');

  let code = '';
  await expect
    .poll(async () => {
      const mail = (await (
        await request.get(`/dev/mailbox.json?to=${encodeURIComponent(alternate)}`)
      ).json()) as {
        data: Array<{ subject: string }>;
      };
      code = /(\d{6})/.exec(mail.data[0]?.subject ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, 'Successfully verified OTP.')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Make primary' }).click();
  await expect(toast(page, 'Successfully set as primary email')).toBeVisible();
  await expect(page.getByText(alternate)).toBeVisible();

  // The old primary address no longer signs in; the new one does.
  expect(
    (await request.post('/api/v1/token/', { data: { email: owner.email, password: PASSWORD } })).status(),
  ).not.toBe(200);
  expect(
    (await request.post('/api/v1/token/', { data: { email: alternate, password: PASSWORD } })).status(),
  ).toBe(200);
});
