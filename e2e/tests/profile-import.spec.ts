import { expect, expectNoA11yViolations, test } from '../fixtures';
import { pdfWithText, pngImage } from '../files';
import { newVerifiedUser, screens, signInDemo, toast, useTokens } from '../session';

// Import with section choice (spec section 4, "Profile import"): from the owner's profile, a
// resume PDF is read into sections, the user unchecks some, confirms, and the background job
// writes only the checked ones; the page follows the job and refreshes.

const RESUME = [
  'Nadia Haddad',
  'Cloud Platform Engineer',
  'nadia.haddad@example.org | Amman, Jordan',
  'SUMMARY',
  'Platform engineer who builds reliable cloud foundations for fintech teams.',
  'EXPERIENCE',
  'Cloud Platform Engineer - Zain Digital',
  'Mar 2021 - Present | Amman',
  '- Moved 40 services to Kubernetes with zero downtime.',
  'Systems Administrator - Aramex',
  'Jan 2017 - Feb 2021 | Amman',
  '- Ran the data centre network for 12 countries.',
  'EDUCATION',
  'B.Sc. Computer Engineering - University of Jordan',
  '2012 - 2016',
  'SKILLS',
  'Kubernetes, Terraform, AWS, Go, Observability',
  'LANGUAGES',
  'Arabic (Native), English (Professional)',
  'INTERESTS',
  'Cloud Security, Open Source',
];

const IMPORT = 'Import from resume / LinkedIn';

test('resume import: the chosen sections reach the profile, the unchecked ones do not', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await newVerifiedUser(request, { first: 'Nadia', last: 'Haddad' });
  await useTokens(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Nadia Haddad' })).toBeVisible();

  await page.getByRole('button', { name: IMPORT }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from resume or LinkedIn' });
  await expect(dialog.getByRole('radio', { name: 'Resume (PDF)' })).toBeChecked();
  await expectNoA11yViolations(page, 'import dialog, source');
  await screens(page, 'profile-import-source');

  // Refusals before anything is imported: no file, not a PDF, a PDF cut short (the server's words).
  await dialog.getByRole('button', { name: 'Read resume' }).click();
  await expect(dialog.getByText('Please upload a resume')).toBeVisible();
  const file = dialog.getByLabel('Resume (PDF, up to 10 MB)');
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngImage() });
  await dialog.getByRole('button', { name: 'Read resume' }).click();
  await expect(dialog.getByText('Unsupported file format. Please upload PDF')).toBeVisible();
  const whole = pdfWithText(RESUME);
  await file.setInputFiles({
    name: 'cut.pdf',
    mimeType: 'application/pdf',
    buffer: whole.subarray(0, whole.length - 40),
  });
  await dialog.getByRole('button', { name: 'Read resume' }).click();
  await expect(
    dialog.getByText('The PDF file is incomplete or damaged. Please upload it again.'),
  ).toBeVisible();

  // LinkedIn without a profile-data provider: the server's "Save to PDF" advice, then back to the resume.
  await dialog.getByRole('radio', { name: 'LinkedIn profile' }).check();
  await dialog.getByRole('button', { name: 'Read LinkedIn profile' }).click();
  await expect(dialog.getByText('Please enter linkedin url')).toBeVisible();
  await dialog.getByLabel('LinkedIn profile address').fill('https://www.linkedin.com/in/nadia-haddad');
  await dialog.getByRole('button', { name: 'Read LinkedIn profile' }).click();
  await expect(dialog.getByText(/choose More, then Save to PDF/)).toBeVisible();
  await expectNoA11yViolations(page, 'import dialog, LinkedIn advice');
  await dialog.getByRole('button', { name: 'Upload a resume instead' }).click();
  await expect(dialog.getByRole('radio', { name: 'Resume (PDF)' })).toBeChecked();

  await dialog
    .getByLabel('Resume (PDF, up to 10 MB)')
    .setInputFiles({ name: 'nadia-haddad.pdf', mimeType: 'application/pdf', buffer: whole });
  await dialog.getByRole('button', { name: 'Read resume' }).click();

  // The preview: every section the parser found, with its content, all checked.
  await expect(dialog.getByRole('heading', { name: 'Choose the information to import.' })).toBeVisible();
  const sections = [
    'Work experience',
    'Education',
    'Title',
    'Country',
    'Preferred language',
    'Skills',
    'Topics',
    'Short bio',
    'Career story',
  ];
  for (const name of sections) await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  await expect(dialog.getByText('Zain Digital', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Mar 2021 – Present')).toBeVisible();
  await expect(dialog.getByText('University of Jordan', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
    'Kubernetes',
    'Terraform',
    'AWS',
    'Go',
    'Observability',
  ]);
  await expect(dialog.getByRole('button', { name: 'Import 9 sections' })).toBeEnabled();
  await expectNoA11yViolations(page, 'import dialog, preview');
  await screens(page, 'profile-import-preview');

  // Select none disables the import; Select all brings every section back.
  await dialog.getByRole('button', { name: 'Select none' }).click();
  await expect(dialog.getByRole('button', { name: 'Import 0 sections' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Select all' }).click();

  // Each entry has its own checkbox: the member unticks a job that should not be imported.
  const oldJob = dialog.getByRole('checkbox', { name: /Systems Administrator/ });
  await expect(oldJob).toBeChecked();
  await oldJob.uncheck();
  await expect(oldJob).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Cloud Platform Engineer/ })).toBeChecked();
  await expectNoA11yViolations(page, 'import dialog, an entry unticked');

  // Uncheck four sections by keyboard and by click.
  await dialog.getByRole('checkbox', { name: 'Education' }).focus();
  await page.keyboard.press('Space');
  for (const name of ['Country', 'Topics', 'Career story'])
    await dialog.getByRole('checkbox', { name }).uncheck();
  await expect(dialog.getByRole('checkbox', { name: 'Education' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Import 5 sections' }).click();

  await expect(toast(page, 'The information will be updated in a few seconds.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Successfully updated information')).toBeVisible({ timeout: 15_000 });

  // The page refreshed by itself: header, About, Career Tree, Education.
  await expect(page.getByRole('heading', { level: 1, name: 'Nadia Haddad' })).toBeVisible();
  await expect(page.locator('header').getByText('Cloud Platform Engineer', { exact: true })).toBeVisible();
  await expect(page.getByText('Jordan', { exact: true })).toHaveCount(0);
  const about = page.getByRole('tabpanel');
  await expect(about.getByText('Platform engineer who builds reliable cloud foundations')).toBeVisible();
  await expect(about.getByRole('list', { name: 'Skills' })).toContainText('Observability');
  await expect(about.getByText('Arabic', { exact: true })).toBeVisible();
  await expect(about.getByRole('heading', { name: 'Topics' })).toHaveCount(0);
  await expect(about.getByRole('heading', { name: 'Career story' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Career Tree' }).click();
  // Only the entry left ticked was imported.
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).toContainText('Zain Digital');
  await expect(page.getByRole('tabpanel')).not.toContainText('Systems Administrator');
  await expectNoA11yViolations(page, 'profile after import, Career Tree');
  await page.getByRole('tab', { name: 'Education and Learning' }).click();
  await expect(page.getByText('No education added yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'About' }).click();
  await expectNoA11yViolations(page, 'profile after import');
  await screens(page, 'profile-import-done');

  // The API agrees: unchecked sections were not written.
  const profile = (await (
    await request.get('/api/v1/users/profile/', { headers: { authorization: `Bearer ${user.access}` } })
  ).json()) as Record<string, unknown> & { topics_detailed: unknown[]; skills_detailed: unknown[] };
  expect(profile).toMatchObject({
    title: 'Cloud Platform Engineer',
    prefered_language: 'ar',
    country: null,
    career_story: null,
  });
  expect(profile.topics_detailed).toEqual([]);
  expect(profile.skills_detailed).toHaveLength(5);
});

test('staff see the import on another member profile, for that member; members do not', async ({
  page,
  request,
}) => {
  await signInDemo(page, request, 'staff@demo.careerhub.example');
  await page.goto('/profile/john-smith');
  await expect(page.getByRole('heading', { level: 1, name: 'John Smith' })).toBeVisible();
  await page.getByRole('button', { name: IMPORT }).click();
  const dialog = page.getByRole('dialog', { name: "Import into John Smith's profile" });
  await expect(dialog.getByRole('button', { name: 'Read resume' })).toBeVisible();
  await expectNoA11yViolations(page, 'staff import dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: IMPORT })).toBeFocused();
});

test('a member visiting someone else has no import button', async ({ page, request }) => {
  await signInDemo(page, request, 'member@demo.careerhub.example');
  await page.goto('/profile/john-smith');
  await expect(page.getByRole('heading', { level: 1, name: 'John Smith' })).toBeVisible();
  await expect(page.getByRole('button', { name: IMPORT })).toHaveCount(0);
});
