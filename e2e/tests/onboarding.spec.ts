import { expect, expectNoA11yViolations, test, urlOnHost } from '../fixtures';
import { heading, newVerifiedUser, shoot, signInWithTokens } from '../onboarding-helpers';

// The registration wizard (spec section 4): a new, verified user with no career answers is sent
// to /onboarding, walks the full form, and the profile API shows what was entered.

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
  // Country comes from the ISO list: typing filters it, Enter chooses the first match.
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('Keny');
  await expect(page.getByRole('option', { name: 'Kenya' })).toBeVisible();
  await country.press('Enter');
  await expect(country).toHaveValue('Kenya');
  await page.getByLabel('Short bio').fill('I build forecasting models for farmers.');
  await expectNoA11yViolations(page, 'wizard personal information');
  await shoot(page, 'personal-info');
  // Enter in a text field submits the step too.
  await country.press('Enter');

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
    country: 'KE',
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
