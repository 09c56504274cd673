import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { signInDemo } from '../session';

// Issue 17 items 2 and 8: every link of the side menu, the home learning path, the right panel and the
// footer opens a working page (a real screen or the designed Coming soon state on its own
// address), never the 404 page; the admin view is the admin layout with its own menu.

const expect = baseExpect.configure({ timeout: 20_000 });
const MEMBER = 'member@demo.careerhub.example';
const ADMIN = 'admin@demo.careerhub.example';
const SCREENS = 'test-results/screens';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footerNav = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The links inside `scope`, as the visitor reads them: name and address. */
async function linksIn(scope: Locator): Promise<Array<{ name: string; href: string }>> {
  return scope
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({ name: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })),
    );
}

/** The page at `href` is a real page: a heading, not the 404 page, and the address it was asked for. */
async function expectWorkingPage(page: Page, href: string, label: string) {
  await expect(h1(page), `${label}: ${href} shows a page`).toBeVisible();
  await expect(page.getByText('404 - Page Not Found'), `${label}: ${href} is not the 404 page`).toHaveCount(
    0,
  );
  await expect(h1(page)).not.toHaveText('Oops!');
  const want = new URL(href, 'http://x');
  await expect
    .poll(() => new URL(page.url()).pathname, { message: `${label}: ${href} stays on its address` })
    .toBe(want.pathname);
  await expectNoA11yViolations(page, `${label} ${href}`);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Clicks every link of the side menu in turn (the menu stays on every page) and checks where it lands. */
async function walkSideMenu(page: Page, label: string) {
  await expect(sideMenu(page).getByRole('link').first()).toBeVisible();
  const links = await linksIn(sideMenu(page));
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    await sideMenu(page).locator(`a[href="${link.href}"]`).first().click();
    await expectWorkingPage(page, link.href, `${label} side menu "${link.name}"`);
  }
  return links;
}

test('member: every side-menu item, home step, the right panel and the footer open a working page', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(page, request, MEMBER);
  await page.goto('/');
  await expect(h1(page)).toHaveText(/^Welcome/);

  const menu = await walkSideMenu(page, 'member');
  expect(menu.map((l) => l.href)).toEqual(expect.arrayContaining(['/circles', '/careergps', '/favorites']));

  // The learning path's steps (issue 23 item 5), each from home, in both tabs.
  const tracks = page.getByRole('tablist', { name: 'Learning path tracks' });
  const steps: Array<{ tab: string; name: string; href: string }> = [];
  for (const tab of ['Learn AI skills', 'Career development']) {
    await page.goto('/');
    await expect(h1(page)).toHaveText(/^Welcome/);
    await tracks.getByRole('tab', { name: tab }).click();
    const list = page.getByRole('list', { name: `${tab} steps` });
    await expect(list.getByRole('link').first()).toBeVisible();
    for (const link of await linksIn(list)) steps.push({ tab, ...link });
  }
  expect(steps.length).toBeGreaterThanOrEqual(10);
  for (const step of steps) {
    await page.goto('/');
    await tracks.getByRole('tab', { name: step.tab }).click();
    await page
      .getByRole('list', { name: `${step.tab} steps` })
      .locator(`a[href="${step.href}"]`)
      .click();
    await expectWorkingPage(page, step.href, `home step "${step.name}"`);
  }

  // The right panel's call to action.
  await page.goto('/');
  await page
    .getByRole('complementary', { name: 'Highlights' })
    .getByRole('link', { name: 'Open CareerGPS' })
    .click();
  await expectWorkingPage(page, '/careergps', 'right panel');
  // CareerGPS (issue 22): the portal on its own address, and the way back.
  await expect(h1(page)).toHaveText('CareerGPS');
  await shoot(page, 'careergps-portal');
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);

  // The footer's links inside the product; the external ones and the social links are addresses.
  const footer = await linksIn(footerNav(page));
  expect(footer.map((l) => l.name)).toEqual(
    expect.arrayContaining(['Career Circles', 'Events', 'Terms and Conditions']),
  );
  for (const link of footer.filter((l) => l.href.startsWith('/'))) {
    await page.goto(link.href);
    await expectWorkingPage(page, link.href, `footer "${link.name}"`);
  }
  for (const heading of ['Solutions', 'Company', 'Legal'])
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: heading })).toBeVisible();
  const social = page.getByRole('list', { name: 'Social links' }).getByRole('link');
  expect(await social.count()).toBeGreaterThanOrEqual(3);
  await expect(social.first()).toHaveAttribute('href', /^https:\/\//);
  await page.goto('/');
  await shoot(page, 'member-home-footer');

  // An unknown address is still the 404 page: the check above can tell them apart.
  await page.goto('/no-such-page');
  await expect(page.getByText('404 - Page Not Found')).toBeVisible();
});

test('admin: the admin view is the admin layout with its own menu, each item a working page', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(page, request, ADMIN);
  await page.goto('/');
  await expect(h1(page)).toHaveText(/^Welcome/);
  // The user view first: the same menu as a member's, every item working.
  await walkSideMenu(page, 'admin (user view)');

  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to Admin View' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(h1(page)).toHaveText('Admin Dashboard');
  // The dashboard's cards (content-ai-admin.md 2.14), each a number and a way to the page behind it.
  for (const [label, href] of [
    ['Total Members', '/admin-dashboard/members'],
    ['Total Circles', '/org/careerhub-community/circles'],
    ['Total Jobs', '/admin-dashboard/jobs'],
  ] as const)
    await expect(page.getByRole('link', { name: new RegExp(`^${label}\\s*\\d+$`) })).toHaveAttribute(
      'href',
      href,
    );
  await shoot(page, 'admin-dashboard');
  // The admin layout: its own menu, no member sections, no right panel.
  const sections = await sideMenu(page).getByRole('heading').allTextContents();
  expect(sections).toEqual(['Admin', 'Manage']);
  await expect(page.getByRole('complementary', { name: 'Highlights' })).toHaveCount(0);
  const links = await walkSideMenu(page, 'admin layout');
  expect(links.map((l) => l.name)).toEqual([
    'Dashboard',
    'To-dos',
    'User Management',
    'Job Management',
    'Resources',
    'AI Tools',
    'Use Cases',
    'Plans & Pricing',
  ]);
  await page.goto('/admin-dashboard/members');
  await expect(h1(page)).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'admin-layout-members');

  // Back to the user view: home, with the member menu and the right panel again.
  await page.getByRole('button', { name: 'Switch to User View' }).click();
  await expect(h1(page)).toHaveText(/^Welcome/);
  await expect(sideMenu(page).getByRole('heading', { name: 'Navigation' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Highlights' })).toBeVisible();
});

test('anonymous: the landing footer links open working pages (sign-in first where members only)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  // The landing page draws its footer once the app has started: wait for it before reading it.
  await expect(footerNav(page).getByRole('link').first()).toBeVisible();
  const links = await linksIn(footerNav(page));
  expect(links.length).toBeGreaterThanOrEqual(6);
  await shoot(page, 'landing-footer');
  for (const link of links.filter((l) => l.href.startsWith('/'))) {
    await page.goto(link.href);
    await expect(h1(page), `footer "${link.name}"`).toBeVisible();
    await expect(page.getByText('404 - Page Not Found')).toHaveCount(0);
    // Member pages ask a visitor to log in first and come back afterwards.
    const here = new URL(page.url());
    if (here.pathname === '/login') expect(here.searchParams.get('next')).toBe(link.href);
    else expect(here.pathname).toBe(link.href);
  }
  await expectNoA11yViolations(page, 'anonymous footer pages');
});
