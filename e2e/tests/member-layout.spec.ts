import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, getStarted, signInWithApi, test, urlOnHost } from '../fixtures';

// The member layout (spec section 2): top bar, side menu (a drawer below lg), right panel at lg and
// up, footer; signed in as the seeded demo member.

const MEMBER = { email: 'member@demo.careerhub.example', password: 'careerhub-demo' };
/** The default organization's admin also gets "Switch to Admin View": the fullest top bar. */
const ADMIN = { email: 'admin@demo.careerhub.example', password: 'careerhub-demo' };
const WIDTHS = [375, 640, 768, 1024, 1280, 1536];

/** Signs in through the API on `origin` and waits for the member home. */
async function signIn(page: Page, request: APIRequestContext, origin: string, account = MEMBER) {
  await signInWithApi(page, request, account.email, origin);
  await expect(welcome(page)).toBeVisible();
}

const welcome = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome(, .+)?$/ });
const topBar = (page: Page) => page.getByRole('banner');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const rightPanel = (page: Page) => page.getByRole('complementary', { name: 'Highlights' });
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/member-${name}-${width}.png`, fullPage: true });
  }
}

/** The section headings of a side menu, in order, and the link names under each. */
async function menuSections(menu: Locator): Promise<Record<string, string[]>> {
  return menu.evaluate((nav) => {
    const out: Record<string, string[]> = {};
    for (const heading of Array.from(nav.querySelectorAll('h2'))) {
      const list = heading.nextElementSibling;
      out[heading.textContent?.trim() ?? ''] = Array.from(list?.querySelectorAll('a') ?? []).map(
        (a) => a.textContent?.trim() ?? '',
      );
    }
    return out;
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the login form signs the demo member in to the member home', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(welcome(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(topBar(page)).toBeVisible();
  await expect(accountButton(page)).toBeVisible();
  expect(await page.evaluate(() => Boolean(localStorage.getItem('access_token')))).toBe(true);
  await expectNoA11yViolations(page, 'member home');
  await shoot(page, 'home');
});

test('the right panel shows from 1024 px and is absent below', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, request, baseURL!);
  await expect(rightPanel(page)).toBeVisible();
  await expect(rightPanel(page).getByRole('link', { name: 'Open CareerGPS' })).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();
  await page.setViewportSize({ width: 1023, height: 900 });
  await expect(rightPanel(page)).toBeHidden();
  // Below lg the side menu lives in a drawer behind "Open menu".
  await expect(sideMenu(page)).toBeHidden();
  await expectNoA11yViolations(page, 'member home at 1023 px');
});

test('the side menu has the spec sections on the default brand', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, request, baseURL!);
  expect(await menuSections(sideMenu(page))).toEqual({
    Navigation: ['CareerGPS', 'AI Use Case', 'Career Circle', 'AI Tools', "What's happening"],
    Community: ['Organization', 'People', 'Event'],
    'Resources & Jobs': ['Resource Hub', 'AI Prompt Library', 'Job Board'],
    'My Collections': ['Favorites', 'My Items'],
  });
  await expectNoA11yViolations(page, 'side menu');
});

test('brand flags change the side menu: job menu, connect menu, star', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  // summercamp: show_job_menu off → "Resources" without Job Board.
  await signIn(page, request, urlOnHost(baseURL, 'summercamp.localhost'));
  const summer = await menuSections(sideMenu(page));
  expect(Object.keys(summer)).toEqual(['Navigation', 'Community', 'Resources', 'My Collections']);
  expect(summer.Resources).toEqual(['Resource Hub', 'AI Prompt Library']);

  // cic: show_connect_menu off → no Community section.
  await signIn(page, request, urlOnHost(baseURL, 'cic.localhost'));
  expect(Object.keys(await menuSections(sideMenu(page)))).toEqual([
    'Navigation',
    'Resources & Jobs',
    'My Collections',
  ]);

  // star: Event moves into Navigation in place of AI Tools, AI Tools into Resources.
  await signIn(page, request, urlOnHost(baseURL, 'star.localhost'));
  const star = await menuSections(sideMenu(page));
  expect(star.Navigation).toEqual(['CareerGPS', 'AI Use Case', 'Career Circle', 'Event', "What's happening"]);
  expect(star['Resources & Jobs']).toEqual(['Resource Hub', 'AI Prompt Library', 'AI Tools', 'Job Board']);
  await expectNoA11yViolations(page, 'star side menu');
});

test('every top-bar menu opens, moves and closes by keyboard', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, request, baseURL!);
  // Each menu is named by its trigger (Radix labels the menu with the button).
  const triggers: Array<[RegExp, string]> = [
    [/^Organization: .*Switch organization$/, 'Organizations'],
    [/^Role: .*Choose role$/, 'Roles'],
    [/^Messages$/, 'Messages'],
    [/Notifications/, 'Notifications'],
    [/^Account menu for/, 'Account'],
  ];
  for (const [name, menuName] of triggers) {
    const trigger = topBar(page).getByRole('button', { name });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expectNoA11yViolations(page, `${menuName} menu open`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  }

  // The role filter: choose a role with the arrow keys and Enter; the trigger names it.
  const role = topBar(page).getByRole('button', { name: /^Role: / });
  await role.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Not Set (All)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(role).toHaveAccessibleName('Role: Not Set (All). Choose role');
  expect(await page.evaluate(() => localStorage.getItem('current_role'))).not.toBeNull();
});

test('below 1024 px the menu opens as a drawer and closes with Escape', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, request, baseURL!);
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'CareerGPS' })).toBeVisible();
  await expectNoA11yViolations(page, 'menu drawer');
  await page.screenshot({ path: 'test-results/screens/member-drawer-375.png' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});

for (const [who, account] of [
  ['member', MEMBER],
  ['admin', ADMIN],
] as const) {
  test(`${who}: no horizontal scroll and an unobstructed top bar from 375 to 1536 px`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL!, account);
    // The brand's initial (its link may shrink, the mark must stay clear of every control).
    const mark = topBar(page).getByRole('link').first().locator('span').first();
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({
      path: `test-results/screens/${who}-topbar-375.png`,
      clip: { x: 0, y: 0, width: 375, height: 64 },
    });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(welcome(page)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      const brand = (await mark.boundingBox())!;
      expect(brand.width, `brand mark width at ${width} px`).toBeGreaterThanOrEqual(30);
      for (const button of await topBar(page).getByRole('button').all()) {
        if (!(await button.isVisible())) continue;
        const box = (await button.boundingBox())!;
        const name = await button.getAttribute('aria-label');
        expect(overlaps(brand, box), `brand mark overlapped by "${name}" at ${width} px`).toBe(false);
        expect(box.x + box.width, `"${name}" beyond the right edge at ${width} px`).toBeLessThanOrEqual(
          width,
        );
      }
    }
    await page.setViewportSize({ width: 375, height: 900 });
    await expectNoA11yViolations(page, `${who} home at 375 px`);
  });
}

test('footer "Powered by" on localhost; Logout clears the session and goes to /login', async ({
  page,
  request,
  baseURL,
}) => {
  // Hidden on a brand's own domain (options-config.api.test.ts); every *.localhost counts as localhost.
  await signIn(page, request, baseURL!);
  await expect(page.getByRole('contentinfo').getByText('Powered by')).toBeVisible();
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Spec section 4: logout sends the refresh token, clears storage and goes to /login.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]),
  ).toEqual([null, null]);
  // Signed out, "/" is the landing page again.
  await page.goto('/');
  await expect(getStarted(page)).toBeVisible();
  await expectNoA11yViolations(page, 'login after logout');
});
