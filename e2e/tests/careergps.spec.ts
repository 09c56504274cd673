import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { newVerifiedUser, screens, signInDemo, toast, uniqueLastName, useTokens } from '../session';

const expect = baseExpect.configure({ timeout: 20_000 });

// CareerGPS (issue 22; content-ai-admin 2.12, 4, 8, 9): a new member takes the Interest Explorer
// (the IPIP RIASEC markers, 48 items on six pages), sees the report with the code, the scores, career
// paths and the community's circles and jobs, rates it, shares it and downloads the PDF; a visitor opens the shared
// report signed out and is invited to try CareerGPS.

const SCALES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
/** Investigative 5, Social 4, Conventional 3, the rest 1: the code is ISC. */
const ANSWER: Record<(typeof SCALES)[number], string> = {
  R: 'Strongly dislike',
  I: 'Strongly like',
  A: 'Strongly dislike',
  S: 'Like',
  E: 'Strongly dislike',
  C: 'Unsure',
};

/** The 48 items on six pages, answered by ANSWER; `onFirst` runs once the first page is filled. */
async function answerItems(page: Page, onFirst?: () => Promise<void>) {
  for (let screen = 0; screen < 6; screen += 1) {
    const groups = page.getByRole('group');
    await expect(groups).toHaveCount(8);
    for (let k = 0; k < 8; k += 1) {
      const scale = SCALES[(screen * 8 + k) % 6]!;
      await groups.nth(k).getByText(ANSWER[scale], { exact: true }).click();
    }
    if (screen === 0) await onFirst?.();
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

test('a member takes the Interest Explorer, sees matches from the community, a visitor opens the shared report', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const member = await newVerifiedUser(request, { first: 'Nadia', last: 'Explorer' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await useTokens(page, member);

  // The portal: three agents, the premium one marked and locked for a member without premium.
  await page.goto('/careergps');
  await expect(page.getByRole('heading', { level: 1, name: 'CareerGPS' })).toBeVisible();
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(3);
  const premium = cards.filter({ hasText: 'Career Plan' });
  await expect(premium.getByText('Premium', { exact: true })).toBeVisible();
  await expect(
    premium.getByText('This is a premium agent. Upgrade your membership to use it.'),
  ).toBeVisible();
  await expect(page.getByText(/5 of 5 runs left/)).toBeVisible();
  await expectNoA11yViolations(page, 'careergps portal');
  await screens(page, 'careergps-portal');

  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('link', { name: 'Start Interest Explorer' }).click();
  await expect(page).toHaveURL(/\/careergps\/interest-explorer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interest Explorer' })).toBeVisible();
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await expect(page.getByText(/International Personality Item Pool/)).toBeVisible();

  // Next without answers: every item of the page asks for an answer.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please answer “Test the quality of parts before shipment”.')).toBeVisible();
  await expectNoA11yViolations(page, 'careergps stepper with errors');

  await answerItems(page, () => screens(page, 'careergps-stepper'));
  // The stage ran on the server; the last step creates the report.
  await expect(page.getByText('Step 7 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 6 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create my report' }).click();

  await expect(page).toHaveURL(/\/careergps-report\/interest-explorer-[0-9a-f]+$/);
  const reportPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Interest Explorer' })).toBeVisible();
  await expect(page.getByText('ISC', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Nadia, your Holland code is ISC/)).toBeVisible();
  await expect(page.getByText('Investigative').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Career paths', exact: true })).toBeVisible();
  // Matches from this community, each with its reason.
  const community = page.getByRole('region', { name: 'In this community' });
  await expect(community.getByRole('heading', { name: 'Circles and events' })).toBeVisible();
  await expect(community.getByRole('link', { name: /Junior Data Analyst/ })).toBeVisible();
  await expect(community.getByText(/for your Investigative interest\.$/).first()).toBeVisible();
  await expectNoA11yViolations(page, 'careergps report');
  await screens(page, 'careergps-report');

  // Stars, then the text box, then submit, then thanks.
  await page.getByRole('button', { name: '5 stars' }).click();
  await page.getByLabel('Tell us more (optional)').fill('Clear and useful.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  // The owner shares it.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${reportPath}`);

  // The owner downloads the report as a PDF document.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^interest-explorer-[0-9a-f]+\.pdf$/);
  const pdf = await (
    await request.get(`/api/v1/agents/report/slug/${reportPath.split('/').pop()}/pdf/`, {
      headers: { authorization: `Bearer ${member.access}` },
    })
  ).body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The member's own reports.
  await page.goto('/careergps-reports');
  await expect(page.getByRole('link', { name: 'Interest Explorer: ISC' })).toBeVisible();
  await expectNoA11yViolations(page, 'careergps reports');
  await screens(page, 'careergps-reports');

  // A visitor opens the shared link signed out: the report, no share, the call to action.
  const visitorContext = await browser.newContext({ baseURL: baseURL! });
  const visitor = await visitorContext.newPage();
  await visitor.goto(reportPath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Interest Explorer' })).toBeVisible();
  await expect(visitor.getByText('ISC', { exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: 'Try CareerGPS' })).toBeVisible();
  await expectNoA11yViolations(visitor, 'careergps report, visitor');
  await screens(visitor, 'careergps-report-visitor');
  await visitor.getByRole('link', { name: 'Try CareerGPS' }).last().click();
  await expect(visitor).toHaveURL(/\/careergps$/);
  await expect(visitor.getByRole('link', { name: 'Start Interest Explorer' })).toBeVisible();
  await visitorContext.close();

  // The link previews: the server writes the report's Open Graph tags into the page.
  const html = await (await request.get(reportPath)).text();
  expect(html).toContain('<meta property="og:title" content="Interest Explorer: ISC">');
});

// A visitor (spec 2.12, 4 "career guidance registration", 7.1): the leading steps, the 48 items, the
// report made, then the sign-up step at the end; the new account keeps the report, which is shown
// with the community's circles and jobs. The same address again is told it used the assessment before.
test('a visitor takes the Interest Explorer, signs up at the last step and sees the report', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const email = `visitor-${Date.now().toString(36)}@example.com`;
  await page.goto('/careergps/interest-explorer');
  await expect(page.getByRole('heading', { level: 1, name: 'Interest Explorer' })).toBeVisible();
  await expect(page.getByText('Step 1 of 9')).toBeVisible();
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem').last()).toHaveText(/Sign up/);
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Your current role or studies').fill('Final-year student');
  await page.getByRole('button', { name: 'Next' }).click();
  await answerItems(page);
  await expect(page.getByText('Step 9 of 9')).toBeVisible();
  await page.getByRole('button', { name: 'Create my report' }).click();

  // The last step: sign up with the details given at the start.
  await expect(page.getByRole('heading', { name: 'Sign up to keep your report' })).toBeVisible();
  await expect(steps.getByRole('listitem').last()).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('First name')).toHaveValue('Vera');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectNoA11yViolations(page, 'careergps sign-up step');
  await screens(page, 'careergps-signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign Up Now' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign Up Now' }).click();

  // Signed in with the new account: the report is theirs, with matches from this community.
  await expect(page).toHaveURL(/\/careergps-report\/interest-explorer-[0-9a-f]+$/);
  await expect(page.getByText(/^Vera, your Holland code is ISC/)).toBeVisible();
  const community = page.getByRole('region', { name: 'In this community' });
  await expect(community.getByRole('heading', { name: 'Circles and events' })).toBeVisible();
  await expect(community.getByRole('link', { name: /Junior Data Analyst/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expectNoA11yViolations(page, 'careergps report after sign-up');
  const access = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(access).toBeTruthy();
  const identity = await request.get('/api/v1/identity/', { headers: { authorization: `Bearer ${access}` } });
  expect(await identity.json()).toMatchObject({ email, is_trial_user: true });
});

// The staff tool (spec 2.12, 5, 7.1, 8): a recommendation package with the member's CareerGPS report,
// sent by email; anyone else is told they have no access.
test('staff send a recommendation package that arrives by email', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const last = uniqueLastName('Package');
  const member = await newVerifiedUser(request, { first: 'Rita', last });
  const headers = { authorization: `Bearer ${member.access}` };
  const agent = (await (await request.get('/api/v1/agents/slug/ai-readiness/', { headers })).json()) as {
    id: number;
  };
  const session = `e2e-${Date.now().toString(36)}`;
  for (const step of [1, 2]) {
    const res = await request.post(`/api/v1/agents/process/${agent.id}/${step}/`, {
      headers,
      data: { session, user_response: step === 1 ? { prompting_daily: true } : {} },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await signInDemo(page, request, 'staff@demo.careerhub.example');
  await page.goto('/recommendation-package');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommendation package' })).toBeVisible();
  await page.getByLabel('Member to recommend to').fill('Rita Pack');
  await page
    .getByRole('button', { name: new RegExp(`^Rita ${last}`) })
    .first()
    .click();
  // People, circles and resources with the combobox: type, then choose a suggestion.
  const pick = async (label: RegExp, text: string, option: RegExp) => {
    await page.getByRole('combobox', { name: label }).fill(text);
    await page.getByRole('option', { name: option }).first().click();
  };
  await pick(/^People to meet/, 'Daniel', /Daniel Mensah/);
  await pick(/^Circles/, 'Women in', /Women in Data Circle/);
  await pick(/^Resources/, 'prompts that', /A practical guide to writing prompts that work/);
  await expect(page.getByRole('region', { name: 'Preview' }).getByText(/Women in Data Circle/)).toBeVisible();
  // The member's reports with the same combobox (their reports, matched as one types).
  await pick(/CareerGPS reports/, 'AI Readiness', /AI Readiness Assessment: Beginner/);
  await page.getByRole('textbox', { name: 'Subject' }).fill('Your AI plan');
  await page.getByRole('textbox', { name: 'Body' }).fill('Start with the first resource this week.');
  await page.getByRole('textbox', { name: 'Footer' }).fill('Your CareerHub team');
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('Your AI plan')).toBeVisible();
  await expectNoA11yViolations(page, 'recommendation package');
  await screens(page, 'careergps-package');
  await page.getByRole('button', { name: 'Send email' }).click();
  await expect(toast(page, 'Email sent successfully')).toBeVisible();
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(member.email)}`);
      return ((await mailbox.json()) as { data: Array<{ subject: string }> }).data.map((m) => m.subject);
    })
    .toContain('Your AI plan');
  const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(member.email)}`);
  const sent = ((await mailbox.json()) as { data: Array<{ subject: string; text: string }> }).data.find(
    (m) => m.subject === 'Your AI plan',
  )!;
  expect(sent.text).toContain('Daniel Mensah');
  expect(sent.text).toContain('Women in Data Circle');
  expect(sent.text).toContain('A practical guide to writing prompts that work');

  const memberContext = await browser.newContext({ baseURL: baseURL! });
  const memberPage = await memberContext.newPage();
  await useTokens(memberPage, member);
  await memberPage.goto('/recommendation-package');
  await expect(memberPage.getByText('Sorry, You do not have access to use this feature')).toBeVisible();
  await memberContext.close();
});

test('staff edit a step without a deploy, then run the agent for a member', async ({ page, request }) => {
  test.setTimeout(240_000);
  // A name of this run's own: a retry must not pick the person the failed try made.
  const last = uniqueLastName('Beneficiary');
  const member = await newVerifiedUser(request, { first: 'Tomas', last });
  const staff = await signInDemo(page, request, 'staff@demo.careerhub.example');
  const staffHeaders = { authorization: `Bearer ${staff.access}` };
  const agent = (await (
    await request.get('/api/v1/agents/slug/ai-readiness/', { headers: staffHeaders })
  ).json()) as {
    id: number;
    name: string;
    steps: Array<{ id: number; order: number; header_text: string; user_prompt: string | null }>;
  };
  const first = agent.steps.find((s) => s.order === 1)!;
  const header = `Your AI skills this week ${Date.now().toString(36)}`;
  try {
    // The portal offers staff an editor for each agent.
    await page.goto('/careergps');
    await page.getByRole('link', { name: `Edit ${agent.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${agent.name}` })).toBeVisible();
    const step = page.getByRole('form', { name: 'Step 1' });
    await step.getByLabel('Header').fill(header);
    await step
      .getByLabel('User prompt')
      .fill('Level each area from the ticked items; name the weakest first.');
    await step.getByRole('button', { name: 'Save step 1' }).click();
    await toast(page, 'Step saved');
    await expectNoA11yViolations(page, 'careergps agent editor');
    await screens(page, 'careergps-editor');

    // The agent shows the new text at once; staff run it for the member.
    await page.goto('/careergps/ai-readiness');
    await expect(page.getByText(header).first()).toBeVisible();
    await page.getByLabel('Run Agent for a member (optional)').fill('Tomas Bene');
    await page
      .getByRole('button', { name: new RegExp(`^Tomas ${last}`) })
      .first()
      .click();
    await expect(page.getByText('Running for')).toContainText(`Tomas ${last}`);
    await expectNoA11yViolations(page, 'careergps run for a member');
    await page.getByRole('main').getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create my report' }).click();
    await expect(page).toHaveURL(/\/careergps-report\/ai-readiness-[0-9a-f]+$/);

    // The report is the member's.
    const reports = (await (
      await request.get('/api/v1/agents/reports/', { headers: { authorization: `Bearer ${member.access}` } })
    ).json()) as { data: Array<{ slug: string }> };
    expect(reports.data.map((r) => r.slug)).toContain(new URL(page.url()).pathname.split('/').pop());
  } finally {
    await request.patch(`/api/v1/agents/steps/${first.id}/`, {
      headers: staffHeaders,
      data: { header_text: first.header_text, user_prompt: first.user_prompt ?? '' },
    });
  }
});
