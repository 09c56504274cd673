import { expect, expectNoA11yViolations, test } from '../fixtures';
import { heading, newVerifiedUser, resumePdf, shoot, signInWithTokens } from '../onboarding-helpers';

// The registration wizard, continued: portal preferences and the one-step imports (spec section 4).

test('portal preferences: persona and focus area are saved on the profile', async ({
  page,
  baseURL,
  request,
}) => {
  const origin = baseURL!;
  const login = await request.post(new URL('/api/v1/token/', origin).toString(), {
    data: { email: 'john.smith@demo.careerhub.example', password: 'careerhub-demo' },
  });
  const tokens = (await login.json()) as { access: string; refresh: string };
  await signInWithTokens(page, origin, tokens, '/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, John/ })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Portal preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Portal preferences' });
  await expect(dialog.getByText('Both AI & Career')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add CareerGPS' })).toBeVisible();
  await expectNoA11yViolations(page, 'portal preferences summary');
  await shoot(page, 'preferences');

  await dialog.getByRole('button', { name: 'Edit preferences' }).click();
  await expect(dialog.getByRole('group', { name: 'Select Persona' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Researcher' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('group', { name: 'Choose Focus Area' })).toBeVisible();
  await dialog.getByRole('radio', { name: /Learn AI Skills/ }).check();
  await expectNoA11yViolations(page, 'portal preferences focus area');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Preferences updated successfully! Your portal will now reflect these changes.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(dialog.getByText('Learn AI Skills')).toBeVisible();

  // A service added from the dialog leaves the joinable list.
  await dialog.getByRole('button', { name: 'Add CareerGPS' }).click();
  await expect(dialog.getByRole('button', { name: 'Add CareerGPS' })).toHaveCount(0);

  const profile = await (
    await request.get(new URL('/api/v1/users/profile/', origin).toString(), {
      headers: { authorization: `Bearer ${tokens.access}` },
    })
  ).json();
  expect(profile).toMatchObject({ persona: 'Researcher', focus_area: 'learn_ai_skills' });
});

test('one-step import: LinkedIn says what it needs, a resume is previewed and imported, then the completion screen', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const origin = baseURL!;
  const user = await newVerifiedUser(request, origin);
  await signInWithTokens(page, origin, user, '/');
  await page.getByRole('button', { name: /One step with LinkedIn/ }).click();

  // LinkedIn: an empty address is refused; without a profile-data provider the server says so.
  await expect(heading(page, 'One step with LinkedIn')).toBeVisible();
  await page.getByRole('button', { name: 'Import from LinkedIn' }).click();
  await expect(page.getByText('Please enter linkedin url')).toBeVisible();
  await page.getByLabel('LinkedIn profile address').fill('https://www.linkedin.com/in/wanjiru-kamau');
  await expectNoA11yViolations(page, 'wizard LinkedIn import');
  await page.getByRole('button', { name: 'Import from LinkedIn' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Save to PDF' })).toBeVisible();
  await page.getByRole('button', { name: 'One step with resume' }).click();

  // Resume: no file is refused, a PDF is imported; the next screen comes after the 2000 ms delay.
  await expect(heading(page, 'One step with resume')).toBeVisible();
  await page.getByRole('button', { name: 'Upload resume' }).click();
  await expect(page.getByText('Please upload a resume')).toBeVisible();
  await page.getByLabel('Resume (PDF)').setInputFiles({
    name: 'wanjiru-kamau.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf(['Wanjiru Kamau', 'Data Scientist', 'Nairobi, Kenya', 'Skills: Python, Forecasting']),
  });
  await expectNoA11yViolations(page, 'wizard resume import');
  await page.getByRole('button', { name: 'Upload resume' }).click();

  // The preview: what was read, each part with a checkbox, before anything is written.
  await expect(page.getByRole('heading', { name: 'Choose the information to import.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Title' })).toBeChecked();
  await expectNoA11yViolations(page, 'wizard resume preview');
  const sent = Date.now();
  await page.getByRole('button', { name: /^Import \d+ sections?$/ }).click();
  await expect(page.getByText('The information will be updated in a few seconds.')).toBeVisible();
  await expect(heading(page, 'Your profile has been imported')).toBeVisible();
  expect(Date.now() - sent).toBeGreaterThanOrEqual(2000);
  await expect(page.getByRole('link', { name: 'CareerGPS' })).toHaveAttribute('href', '/careergps');
  await expect(page.getByRole('link', { name: 'View profile' })).toBeVisible();
  await expectNoA11yViolations(page, 'wizard import done');
  await shoot(page, 'import-done');

  const auth = { authorization: `Bearer ${user.access}` };
  const profile = await (
    await request.get(new URL('/api/v1/users/profile/', origin).toString(), { headers: auth })
  ).json();
  expect(profile.resume).toMatch(/^\/media\//);

  // Finish reloads: the career questions are still missing, so the wizard continues without the
  // starting options or the detail steps the import filled.
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(heading(page, 'Select your organization')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /Step 1 of 5/);
});
