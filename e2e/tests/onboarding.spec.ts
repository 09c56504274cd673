import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, urlOnHost } from '../fixtures';

// The registration wizard (spec section 4): a new, verified user with no career answers is sent
// to /onboarding, walks the full form, and the profile API shows what was entered.

const PASSWORD = 'wizard-password-1';
let sequence = 0;

/** Signs up through the API, reads the OTP from the dev mailbox and verifies it: fresh tokens. */
async function newVerifiedUser(request: APIRequestContext, origin: string) {
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
async function signInWithTokens(
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
async function shoot(page: Page, name: string) {
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
function resumePdf(lines: string[]): Buffer {
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

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a new user completes the full form and the profile shows the answers', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  const user = await newVerifiedUser(request, origin);
  await signInWithTokens(page, origin, user, '/');

  // The guard sends the incomplete profile to the wizard, keeping where the user was going.
  await expect(page).toHaveURL(/\/onboarding\?next=%2F$/);
  await expect(heading(page, 'Complete your profile')).toBeVisible();
  for (const option of ['One step with LinkedIn', 'One step with resume', 'Full form']) {
    await expect(page.getByRole('button', { name: new RegExp(option) })).toBeVisible();
  }
  await expect(page.getByText('about 10 seconds')).toBeVisible();
  await expect(page.getByText('about 15 seconds')).toBeVisible();
  await expect(page.getByText('about 30 seconds')).toBeVisible();
  await expectNoA11yViolations(page, 'wizard start');
  await shoot(page, 'start');
  await page.getByRole('button', { name: /Full form/ }).click();

  // Organization (skippable).
  await expect(heading(page, 'Select your organization')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /Step 1 of 8/);
  await expect(page.getByRole('radio', { name: /CareerHub Community/ })).toBeVisible();
  await expectNoA11yViolations(page, 'wizard organization');
  await page.getByRole('button', { name: 'Skip' }).click();

  // Current role: required; working professionals pick a job function.
  await expect(heading(page, 'Current role')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please correct the errors below.')).toBeVisible();
  await page.getByRole('radio', { name: 'Working professional' }).check();
  await page.getByLabel('Job function').selectOption({ label: 'Data and AI' });
  await expectNoA11yViolations(page, 'wizard current role');
  await shoot(page, 'current-role');
  await page.getByRole('button', { name: 'Next' }).click();

  // Career information: the stages the role allows; reasons appear once a stage is chosen.
  await expect(heading(page, 'Career information')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'High school student' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Early professional (under 5 years)' }).check();
  await page.getByRole('checkbox', { name: 'Find a job or internship' }).check();
  // Changing the stage clears the reasons chosen for the old one.
  await page.getByRole('radio', { name: 'Mid-career (5 to 15 years)' }).check();
  await expect(page.getByRole('checkbox', { name: 'Find a job or internship' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Learn AI skills' }).check();
  await page.getByRole('checkbox', { name: 'Mentor others' }).check();
  await page
    .getByLabel('Professional field')
    .selectOption({ label: 'Artificial intelligence and data science' });
  await expectNoA11yViolations(page, 'wizard career information');
  await shoot(page, 'career-info');
  // Next by keyboard.
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');

  // AI experience (optional).
  await expect(heading(page, 'AI experience')).toBeVisible();
  await page.getByRole('radio', { name: 'Practitioner' }).check();
  await page.getByRole('radio', { name: /Both AI & Career/ }).check();
  await expectNoA11yViolations(page, 'wizard AI experience');
  // Back by keyboard, and the answers are still there when coming forward again.
  await page.getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Career information')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Mentor others' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'AI experience')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Personal Information.
  await expect(heading(page, 'Personal Information')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Wanjiru');
  await page.getByLabel('Headline').fill('Data Scientist at Savanna Labs');
  await page.getByLabel('Country').fill('Kenya');
  await page.getByLabel('Short bio').fill('I build forecasting models for farmers.');
  await expectNoA11yViolations(page, 'wizard personal information');
  await shoot(page, 'personal-info');
  // Enter in a text field submits the step too.
  await page.getByLabel('Country').press('Enter');

  // Skills and Topics: Enter adds a typed value.
  await expect(heading(page, 'Skills and Topics')).toBeVisible();
  await page.getByRole('combobox', { name: 'Skills' }).fill('Forecasting');
  await page.getByRole('combobox', { name: 'Skills' }).press('Enter');
  await page.getByRole('combobox', { name: 'Topics' }).fill('Climate adaptation');
  await page.getByRole('combobox', { name: 'Topics' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Forecasting' })).toBeVisible();
  await expectNoA11yViolations(page, 'wizard skills and topics');
  await shoot(page, 'skills-topics');
  await page.getByRole('button', { name: 'Next' }).click();

  // Social Network Sites: a bad address is refused, then a LinkedIn link is saved.
  await expect(heading(page, 'Social Network Sites')).toBeVisible();
  await page.getByLabel('LinkedIn').fill('linkedin.com/in/wanjiru');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a valid URL.')).toBeVisible();
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/wanjiru');
  await expectNoA11yViolations(page, 'wizard social');
  await page.getByRole('button', { name: 'Next' }).click();

  // Almost complete: Finish goes where the user was heading.
  await expect(heading(page, 'Your profile is almost complete')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /Step 8 of 8/);
  await expectNoA11yViolations(page, 'wizard almost complete');
  await shoot(page, 'almost-complete');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, Wanjiru/ })).toBeVisible();

  // What the API now says about the profile.
  const auth = { authorization: `Bearer ${user.access}` };
  const profile = await (
    await request.get(new URL('/api/v1/users/profile/', origin).toString(), { headers: auth })
  ).json();
  expect(profile).toMatchObject({
    title: 'Data Scientist at Savanna Labs',
    country: 'Kenya',
    short_bio: 'I build forecasting models for farmers.',
    social_linkedin: 'https://www.linkedin.com/in/wanjiru',
    group_profile: {
      current_role: 3,
      job_function: 3,
      career_stage: 4,
      reason_to_join: [1, 5],
      professional_field: 2,
      ai_knowledge_level: 3,
      career_goal: 'both',
      group: null,
    },
  });
  expect(profile.skills_detailed.map((s: { name: string }) => s.name)).toEqual(['Forecasting']);
  expect(profile.topics_detailed.map((s: { name: string }) => s.name)).toEqual(['Climate adaptation']);
  const identity = await (
    await request.get(new URL('/api/v1/identity/', origin).toString(), { headers: auth })
  ).json();
  expect(identity.profile_completion).toEqual({ level: 'none', missing: [] });

  // A complete profile is no longer sent to the wizard, even after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, Wanjiru/ })).toBeVisible();
  await expect(page).toHaveURL(new URL('/', origin).toString());

  // The profile page shows what was entered: /profile goes to the own slug.
  await page.goto(new URL('/profile', origin).toString());
  await expect(page).toHaveURL(new URL(`/profile/${profile.name_slug}`, origin).toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Wanjiru Kamau' })).toBeVisible();
  await expect(page.getByText('Data Scientist at Savanna Labs', { exact: true })).toBeVisible();
  await expect(page.getByText('Kenya', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'About', selected: true })).toBeVisible();
  const section = (title: string) =>
    page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  await expect(section('Short bio')).toContainText('I build forecasting models for farmers.');
  await expect(section('Skills').getByRole('listitem')).toHaveText(['Forecasting']);
  await expect(section('Topics').getByRole('listitem')).toHaveText(['Climate adaptation']);
  const fact = (term: string) =>
    section('Career')
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
      .getByRole('definition');
  await expect(fact('Current role')).toHaveText('Working professional');
  await expect(fact('Job function')).toHaveText('Data and AI');
  await expect(fact('Career stage')).toHaveText('Mid-career (5 to 15 years)');
  await expect(fact('Reasons to join')).toHaveText('Learn AI skills, Mentor others');
  await expect(fact('Professional field')).toHaveText('Artificial intelligence and data science');
  await expect(fact('AI experience')).toHaveText('Practitioner');
  await expect(fact('Focus')).toHaveText('Both AI & Career');
  await expect(section('Links').getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/wanjiru',
  );
});

test('an institutional brand asks for university details with the department required', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  // The API calls go to 127.0.0.1 (the test runner cannot resolve *.localhost; Chromium can).
  const user = await newVerifiedUser(request, baseURL!);
  const origin = urlOnHost(baseURL, 'ioe.localhost');
  await signInWithTokens(page, origin, user, '/');
  await expect(page).toHaveURL(/\/onboarding/);
  await page.getByRole('button', { name: /Full form/ }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  // A high-school role forces the basic stage.
  await page.getByRole('radio', { name: 'High school student' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Career information')).toBeVisible();
  await expect(page.getByText('(set by your current role)')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Learn AI skills' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(heading(page, 'University information')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /Step 4 of 9/);
  const department = page.getByLabel('Department');
  await expect(department).toHaveAttribute('required', '');
  await page.getByLabel('Institution').fill('Institute of Engineering');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(department).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'wizard university (ioe)');
  await shoot(page, 'university');
  await department.fill('Computer Engineering');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'AI experience')).toBeVisible();

  const auth = { authorization: `Bearer ${user.access}` };
  const profile = await (
    await request.get(new URL('/api/v1/users/profile/', baseURL).toString(), { headers: auth })
  ).json();
  expect(profile.institution_name).toBe('Institute of Engineering');
  expect(profile.group_profile).toMatchObject({
    current_role: 1,
    career_stage: 1,
    reason_to_join: [1],
    extra_info: { department: 'Computer Engineering' },
  });
});

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

test('one-step import: LinkedIn says what it needs, a resume imports, then the completion screen', async ({
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
  const sent = Date.now();
  await page.getByRole('button', { name: 'Upload resume' }).click();
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
