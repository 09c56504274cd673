import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { signInDemo } from '../session';

// Issue 17 item 1: /circles and /events list every circle and event the member may see, 9 a page,
// searched from 2 characters, with the search and filters in the address; cards show dates, price
// and the member's own state; empty results read "No circles found" / "No events found".

const expect = baseExpect.configure({ timeout: 20_000 });
const MEMBER = 'member@demo.careerhub.example';
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
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const card = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name });

test('circles: cards with dates, price and membership; search and filters live in the address', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(page, request, MEMBER);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career Circle' }).click();
  await expect(page).toHaveURL(/\/circles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Circles' })).toBeVisible();

  // The member belongs to both demo circles (one of them private).
  const educators = card(page, 'AI for Educators Circle');
  await expect(educators).toBeVisible();
  await expect(card(page, 'Women in Data Circle')).toBeVisible();
  await expect(educators.getByText('Member', { exact: true })).toBeVisible();
  await expect(educators.getByText('Free', { exact: true })).toBeVisible();
  await expect(educators.getByText(/\d{4} – .*\d{4}/)).toBeVisible();
  await expect(educators.getByRole('link', { name: 'View Circle: AI for Educators Circle' })).toHaveAttribute(
    'href',
    '/circle/ai-for-educators-circle',
  );
  await expectNoA11yViolations(page, 'circles');
  await shoot(page, 'circles');

  // One character does not search yet; two do, and the address keeps the search.
  const search = page.getByRole('searchbox', { name: 'Search circles' });
  await search.fill('w');
  await expect(page.getByText('Type at least 2 characters to search.')).toBeVisible();
  await expect(card(page, 'AI for Educators Circle')).toBeVisible();
  await search.fill('women');
  await expect(page).toHaveURL(/\/circles\?search=women$/);
  await expect(card(page, 'AI for Educators Circle')).toHaveCount(0);
  await expect(card(page, 'Women in Data Circle')).toBeVisible();

  // Filters too: an address with them opens the same list.
  await page.getByLabel('Circle type').selectOption('Research Circle');
  await expect(page).toHaveURL(/search=women&type=Research\+Circle$/);
  await expect(page.getByText('No circles found')).toBeVisible();
  await expectNoA11yViolations(page, 'circles, nothing found');
  await shoot(page, 'circles-empty');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search circles' })).toHaveValue('women');
  await expect(page.getByLabel('Circle type')).toHaveValue('Research Circle');
  await expect(page.getByText('No circles found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/circles$/);
  await expect(page.getByRole('searchbox', { name: 'Search circles' })).toHaveValue('');
  await expect(card(page, 'AI for Educators Circle')).toBeVisible();
  await page.getByLabel('Goal (SDG)').selectOption('4');
  await expect(page).toHaveURL(/\/circles\?sdg=4$/);
});

test('events: the demo fair with its dates; a search with no match says "No events found"', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(page, request, MEMBER);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const fair = card(page, 'Careers in AI Fair 2027');
  await expect(fair).toBeVisible();
  await expect(fair.getByText('Member', { exact: true })).toBeVisible();
  await expect(fair.getByText('Registration Open')).toBeVisible();
  await expect(fair.getByText(/\d{4} – .*\d{4}/)).toBeVisible();
  await expectNoA11yViolations(page, 'events');
  await shoot(page, 'events');

  // The box shows the address: it turns checked once the address has the filter.
  await page.getByRole('checkbox', { name: 'Active only' }).click();
  await expect(page.getByRole('checkbox', { name: 'Active only' })).toBeChecked();
  await expect(page).toHaveURL(/\/events\?active=true$/);
  await expect(fair).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search events' }).fill('zzzz');
  await expect(page.getByText('No events found')).toBeVisible();
  await expect(page).toHaveURL(/active=true&search=zzzz$/);
});
