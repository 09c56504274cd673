import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { newVerifiedUser, screens, signInDemo, toast, useTokens } from '../session';

// The machine running these is shared and often loaded: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 6, circles end to end: a certified leader creates a circle with two join questions, a new
// member applies answering them, the leader accepts with a note, and the member sees the
// notification and the accepted state.

const CERTIFIED = 'certified@demo.careerhub.example';
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function fillCircleForm(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Create Circle' });
  await dialog.getByLabel('Name *').fill(name);
  await dialog
    .getByLabel('Description *')
    .fill('A four-week circle where new analysts review each other’s dashboards.');
  await dialog.getByLabel('Objective').fill('Ship one portfolio dashboard each.');
  const circleType = dialog.getByLabel('Circle type *');
  await expect(circleType.locator('option', { hasText: 'Learning Circle' })).toHaveCount(1);
  await circleType.selectOption('Learning Circle');
  await dialog.getByLabel('Maximum members').fill('25');
  await dialog.getByLabel('Start date *').fill(day(7));
  await dialog.getByLabel('End date *').fill(day(35));
  await dialog.getByLabel('Application open date *').fill(day(-1));
  await dialog.getByLabel('Application close date *').fill(day(5));
  const topics = dialog.getByRole('combobox', { name: 'Topics *' });
  await topics.fill('Data visualisation');
  await topics.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Chosen: Topics *' })).toContainText('Data visualisation');
  await dialog.getByRole('group', { name: 'Career stages *' }).getByLabel('College student').check();
  await dialog
    .getByRole('group', { name: /Relevant SDGs/ })
    .getByLabel('4. Quality Education')
    .check();
  await dialog.getByRole('group', { name: 'Use cases *' }).getByLabel('Productivity').check();
}

test('circle: create with two questions, apply answering them, accept with a note, member notified', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const name = `Dashboard Review Circle ${Date.now().toString(36)}`;

  // The certified leader opens the organization's Circles tab and creates the circle.
  await signInDemo(page, request, CERTIFIED);
  await page.goto('/org/careerhub-community');
  await expect(page.getByRole('heading', { level: 1, name: 'CareerHub Community' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'CareerHub Community' })
    .getByRole('link', { name: 'Circles' })
    .click();
  await expect(page).toHaveURL(/\/org\/careerhub-community\/circles$/);
  await page.getByRole('button', { name: 'Create Circle' }).click();
  const form = page.getByRole('dialog', { name: 'Create Circle' });
  await expect(form).toBeVisible();

  // Nothing filled: the spec's messages on the required fields, nothing sent.
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Required').first()).toBeVisible();
  expect(await form.getByText('Required', { exact: true }).count()).toBeGreaterThanOrEqual(8);
  await form.getByLabel('Maximum members').fill('-3');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Postive number only')).toBeVisible();
  await expectNoA11yViolations(page, 'group form with errors');

  await fillCircleForm(page, name);
  await form.getByRole('button', { name: 'Next' }).click();

  // The questions step opens after creating.
  const builder = page.getByRole('dialog', { name: 'Questions before joining' });
  await expect(builder).toBeVisible({ timeout: 15_000 });
  await builder.getByLabel('Question 1', { exact: true }).fill('Which dashboard tool do you use?');
  await builder.getByLabel('Required (question 1)').check();
  await builder.getByRole('button', { name: 'Add question' }).click();
  await builder.getByLabel('Question 2', { exact: true }).fill('Your level');
  await builder.getByLabel('Answer type 2').selectOption('radio');
  await builder.getByRole('button', { name: 'Save questions' }).click();
  await expect(builder.getByText('Required', { exact: true })).toBeVisible();
  await builder.getByLabel('Options (one per line) 2').fill('Beginner\nAdvanced');
  await builder.getByLabel('Required (question 2)').check();
  await expectNoA11yViolations(page, 'question builder');
  await builder.getByRole('button', { name: 'Save questions' }).click();
  await expect(toast(page, 'Questions added')).toBeVisible();
  await expect(page).toHaveURL(/\/circle\/dashboard-review-circle-/, { timeout: 15_000 });
  const circlePath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Application Open')).toBeVisible();
  await expect(page.getByText('Limited Seats Available')).toBeVisible();
  await expect(page.getByText('Member · admin')).toBeVisible();
  await expectNoA11yViolations(page, 'circle detail (admin)');

  // A new member applies, answering both questions.
  const member = await newVerifiedUser(request, { first: 'Kofi', last: 'Boateng' });
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  await useTokens(memberPage, member);
  await memberPage.goto(circlePath);
  await memberPage.getByRole('button', { name: 'Apply to Join' }).click();
  const apply = memberPage.getByRole('dialog', { name: `Join ${name}` });
  await expect(apply.getByText('Please answer these questions before you join.')).toBeVisible();
  await apply.getByRole('button', { name: 'Submit' }).click();
  await expect(apply.getByText('Required', { exact: true })).toHaveCount(2);
  await apply.getByLabel('Which dashboard tool do you use? *').fill('Metabase');
  await apply.getByLabel('Advanced').check();
  await expectNoA11yViolations(memberPage, 'join questions');
  await apply.getByRole('button', { name: 'Submit' }).click();
  await expect(apply).toBeHidden({ timeout: 15_000 });
  await expect(toast(memberPage, 'Successfully applied to joined circle')).toBeVisible();
  await expect(memberPage.getByText('Applied to join', { exact: true })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Cancel Request' })).toBeVisible();
  await screens(memberPage, 'groups-circle-pending');

  // The leader sees the pending request with the answers and accepts it with a note.
  await page.reload();
  await page.getByRole('link', { name: '1 pending request' }).click();
  await expect(page).toHaveURL(/\/people\?status=pending$/);
  await expect(page.getByRole('tab', { name: 'Pending (1)', selected: true })).toBeVisible();
  const row = page.getByRole('row', { name: /Kofi Boateng/ });
  await expect(row).toContainText(/Which dashboard tool do you use\?:\s*Metabase/);
  await expect(row).toContainText(/Your level:\s*Advanced/);
  await expectNoA11yViolations(page, 'people pending');
  await screens(page, 'groups-people-pending');
  await row.getByRole('button', { name: 'Accept Kofi Boateng' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept Kofi Boateng' });
  await accept.getByLabel('Notes').fill('Welcome aboard, see you on Monday');
  await expectNoA11yViolations(page, 'accept dialog');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Successfully accepted member')).toBeVisible();
  await expect(page.getByRole('row', { name: /Kofi Boateng/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Accepted' }).click();
  await expect(page.getByRole('row', { name: /Kofi Boateng/ })).toBeVisible();

  // Download Members: the CSV comes with the bearer token and holds the answers.
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.getByRole('button', { name: 'Download Members' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dashboard-review-circle-.*-members\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Kofi');
  expect(csv).toContain('Metabase');

  // The member is told (bell and list) and sees the accepted state.
  await memberPage.goto('/notification');
  await expect(
    memberPage.getByText(
      `Your request to join ${name} was accepted. Notes: Welcome aboard, see you on Monday`,
    ),
  ).toBeVisible({ timeout: 15_000 });
  await memberPage.goto(circlePath);
  await expect(memberPage.getByText('Member', { exact: true })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Leave' })).toBeVisible();
  await expectNoA11yViolations(memberPage, 'circle detail (accepted member)');
  await screens(memberPage, 'groups-circle-accepted');
  await memberContext.close();
});

test('organization page: unknown slug, tabs for members, connect filter', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInDemo(page, request, 'member@demo.careerhub.example');
  await page.goto('/org/no-such-organization');
  await expect(
    page.getByText(
      "It seems like the organization you're looking for doesn't exist or the path is incorrect. Please check the URL and try again.",
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'unknown organization');

  await page.goto('/org/careerhub-community/people');
  const tabs = page.getByRole('navigation', { name: 'CareerHub Community' });
  for (const tab of ['Overview', 'People', 'Circles', 'Events', 'Resources', 'Posts'])
    await expect(tabs.getByRole('link', { name: tab, exact: true })).toBeVisible();
  // A member sees accepted members only: no status tabs, no member actions. (Other specs' people
  // join the community too, so the seeded member is found by search rather than on page 1.)
  await page.getByRole('main').getByLabel('Search people', { exact: true }).fill('Amina');
  await expect(page.getByRole('row', { name: /Amina Okafor/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Pending/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Members' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'organization people (member)');
  await screens(page, 'groups-org-people-member');

  await page.goto('/connect?connection=circle');
  await expect(page.getByRole('button', { name: 'Circles', pressed: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /AI for Educators Circle/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /CareerHub Community/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/connection=organization/);
  await expect(page.getByRole('link', { name: /CareerHub Community/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /AI for Educators Circle/ })).toHaveCount(0);
  await expect(page.getByPlaceholder('Search organizations')).toBeVisible();
  await expectNoA11yViolations(page, 'connect');
  await screens(page, 'groups-connect');
});
