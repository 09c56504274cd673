import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createMember } from '../chat-helpers';
import { apiTokens, expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { toast, useTokens } from '../session';

// Issue 23 items 3-4: the Circle Leaders directory with its filters in the address, leadership
// certification (a member applies with the configured questions, confirms the answers, staff certify
// at level 2, the badge appears and circle creation unlocks) and the influencer directories.

const expect = baseExpect.configure({ timeout: 20_000 });
const STAFF = 'staff@demo.careerhub.example';
const SCREENS = 'test-results/screens';

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/leaders-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const card = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name });

test('circle leaders directory: cards, filters in the address, empty state', async ({ page, request }) => {
  const member = await createMember(request, 'Noor', 'Haddad');
  await useTokens(page, member);
  await page.goto('/circle-leaders');
  await expect(h1(page)).toHaveText('Circle Leaders');
  const hana = card(page, 'Hana Suzuki');
  await expect(hana).toBeVisible();
  await expect(hana.getByText('Certified Leader · Advanced')).toBeVisible();
  await expect(hana.getByRole('link', { name: /^2 Circles/ })).toHaveAttribute(
    'href',
    /\/profile\/hana-suzuki\?tab=circles$/,
  );
  await expect(card(page, 'Kwame Boateng').getByRole('link', { name: /^1 Circle led by/ })).toBeVisible();
  await expect(card(page, 'Kwame Boateng').getByText('Certified Leader · Basic')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Leader' })).toBeVisible();
  await expectNoA11yViolations(page, 'circle leaders');
  await shoot(page, 'directory');

  await page.getByLabel('Topic area', { exact: true }).selectOption({ label: 'AI Skills' });
  await expect(page).toHaveURL(/topic_area=\d+/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(hana).toBeVisible();
  await page
    .getByLabel('Professional field', { exact: true })
    .selectOption({ label: 'Business and management' });
  await expect(page.getByText('No circle leaders found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Search leaders').fill('Alvarez');
  await expect(page).toHaveURL(/search=Alvarez/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Sofia Alvarez').getByText('Certified Leader · Intermediate')).toBeVisible();
  // The address alone gives the same list (shared or reloaded).
  await page.reload();
  await expect(page.getByLabel('Search leaders')).toHaveValue('Alvarez');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('a member applies, staff certify at level 2, the badge shows and circle creation unlocks', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await createMember(request, 'Tariq', 'Lindqvist');
  await useTokens(page, member);
  // A member of the demo organization (open admission), where the Circles tab shows Create Circle.
  const headers = { authorization: `Bearer ${member.access}` };
  const org = (await (await request.get('/api/v1/groups/slug/careerhub-community/', { headers })).json()) as {
    id: number;
    membership_status: string | null;
  };
  if (org.membership_status !== 'accepted') {
    const joined = await request.post(`/api/v1/groups/${org.id}/join/`, {
      headers,
      data: { role: 'member' },
    });
    expect(joined.status(), await joined.text()).toBeLessThan(300);
  }

  // No circle creation before certification.
  await page.goto('/org/careerhub-community/circles');
  await expect(page.getByRole('heading', { name: 'Circles', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Circle' })).toHaveCount(0);

  await page.goto('/circle-leaders');
  await page.getByRole('link', { name: 'Become a Leader' }).click();
  await expect(h1(page)).toHaveText('Leadership Certification');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page
    .getByLabel('Describe your experience leading groups, teams or learning programs. *')
    .fill('Five years leading a volunteer coding club for teenagers.');
  await page
    .getByLabel('What would your first circle be about, and who is it for? *')
    .fill('Getting a first job in data, for recent graduates.');
  await page.getByRole('radio', { name: '6 weeks' }).check();
  await page
    .getByLabel('How many hours a week can you give to leading a circle? *')
    .selectOption('3 to 5 hours');
  await expectNoA11yViolations(page, 'certification form');
  await shoot(page, 'apply');
  await page.getByRole('button', { name: 'Review answers' }).click();

  const confirm = page.getByRole('region', { name: 'Review your answers' });
  await expect(confirm.getByText('Five years leading a volunteer coding club for teenagers.')).toBeVisible();
  await expect(confirm.getByText('Not answered')).toBeVisible();
  await expectNoA11yViolations(page, 'certification confirmation');
  await shoot(page, 'confirm');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'Your application has been submitted successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application under Review' })).toBeVisible();
  await page.goto('/circle-leaders');
  await expect(page.getByRole('button', { name: 'Application under Review' })).toBeDisabled();

  // Staff certify at level 2 from the queue.
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const staffPage = await staffContext.newPage();
  await useTokens(staffPage, await apiTokens(request, STAFF));
  await staffPage.goto('/leader-certification/review');
  await expect(h1(staffPage)).toHaveText('Leadership certification reviews');
  const item = staffPage.getByRole('listitem').filter({ hasText: 'Tariq Lindqvist' });
  await expect(item).toBeVisible();
  await item.getByText('Review your answers').click();
  await expect(item.getByText('Getting a first job in data, for recent graduates.')).toBeVisible();
  await expectNoA11yViolations(staffPage, 'certification queue');
  await shoot(staffPage, 'queue');
  await item.getByLabel('Level').selectOption('2');
  await item.getByRole('button', { name: 'Certify Tariq Lindqvist' }).click();
  await expect(toast(staffPage, 'Certified at level 2 (Intermediate).')).toBeVisible();
  await expect(item).toHaveCount(0);
  await staffPage.getByRole('tab', { name: 'Certified' }).click();
  await expect(
    staffPage
      .getByRole('listitem')
      .filter({ hasText: 'Tariq Lindqvist' })
      .getByText('Certified Leader · Intermediate'),
  ).toBeVisible();
  await staffContext.close();

  // The member: the badge, the notification, the directory, and circle creation.
  await page.goto('/leader-certification');
  await expect(page.getByText('Certified Leader · Intermediate')).toBeVisible();
  await expectNoA11yViolations(page, 'certified standing');
  await shoot(page, 'certified');
  await page.goto('/circle-leaders?search=Lindqvist');
  await expect(card(page, 'Tariq Lindqvist').getByText('Certified Leader · Intermediate')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Leader' })).toHaveCount(0);
  await page.goto(`/profile/${member.name_slug}`);
  await expect(page.getByText('Certified Leader', { exact: true }).first()).toBeVisible();
  await page.goto('/leader-certification');
  await page.getByRole('link', { name: 'Create a circle' }).click();
  await expect(page.getByRole('button', { name: 'Create Circle' })).toBeVisible();
});

test('influencer directories: people with the Influencer badge and no follow or message; curated organizations', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Ines', 'Moreau');
  await useTokens(page, member);
  await page.goto('/influencers');
  await expect(h1(page)).toHaveText('Highly Influential People');
  const marcus = card(page, 'Marcus Chen');
  await expect(marcus).toBeVisible();
  // Five seeded influencers (other specs may add more): 6 a page.
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(5);
  expect(await page.getByRole('article').count()).toBeLessThanOrEqual(6);
  await expect(marcus.getByText('Influencer', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(page, 'influential people');
  await shoot(page, 'people');
  await marcus.getByRole('link', { name: 'Marcus Chen' }).click();
  await expect(h1(page)).toHaveText('Marcus Chen');

  await page.goto('/influential-orgs');
  await expect(h1(page)).toContainText('Highly Influential Organization');
  await expect(h1(page)).toContainText('Curated by CareerHub');
  await expect(card(page, 'Open Learning Alliance')).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(3);
  await expectNoA11yViolations(page, 'influential organizations');
  await shoot(page, 'orgs');
});
