import type { Page } from '@playwright/test';
import { apiTokens, expect, expectNoA11yViolations, test } from '../fixtures';
import { expectFits, watchCsp } from '../phone-helpers';
import { newAccount, storeTokens, waitForMail } from '../account-helpers';
import { useTokens } from '../session';

// Every landed screen at 360 and 390 px: nothing scrolls sideways and no table is wider than the
// window (a table in a sideways-scrolling box hides its last columns), axe on each, no CSP
// violation, screenshots phone-{screen}-{360,390}.png.

test.use({ viewport: { width: 360, height: 800 } });
// Many screens per test, each with axe and two screenshots, on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

const demo = (name: string) => `${name}@demo.careerhub.example`;
const h1 = (page: Page, name?: RegExp | string) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();

async function visit(page: Page, name: string, path: string, ready: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(path);
  await ready(page);
  await expectNoA11yViolations(page, `${name} at 360 px`);
  await expectFits(page, name);
}

test('the visitor screens fit a phone', async ({ page }) => {
  const cspViolations = await watchCsp(page);
  const screens: Array<[string, string, (p: Page) => Promise<void>]> = [
    ['landing', '/', (p) => expect(h1(p)).toBeVisible()],
    ['login', '/login', (p) => expect(p.getByLabel('Email')).toBeVisible()],
    ['signup', '/signup', (p) => expect(p.getByLabel('Email')).toBeVisible()],
    ['forgot-password', '/forgot-password', (p) => expect(p.getByLabel('Email')).toBeVisible()],
    ['jobs', '/jobs', (p) => expect(p.getByText('Junior Data Analyst').first()).toBeVisible()],
    ['job', '/job/junior-data-analyst', (p) => expect(h1(p, /Junior Data Analyst/)).toBeVisible()],
    ['terms', '/terms-and-conditions', (p) => expect(h1(p)).toBeVisible()],
    ['not-found', '/no-such-page', (p) => expect(h1(p)).toBeVisible()],
  ];
  for (const [name, path, ready] of screens) await visit(page, name, path, ready);
  expect(await cspViolations()).toEqual([]);
});

test('the member screens fit a phone', async ({ page, request }) => {
  const cspViolations = await watchCsp(page);
  await useTokens(page, await apiTokens(request, demo('john.smith')));
  const screens: Array<[string, string, (p: Page) => Promise<void>]> = [
    ['home', '/', (p) => expect(h1(p, /^Welcome/)).toBeVisible()],
    ['profile', '/profile/john-smith', (p) => expect(h1(p, 'John Smith')).toBeVisible()],
    ['connect', '/connect', (p) => expect(h1(p)).toBeVisible()],
    ['org', '/org/careerhub-community', (p) => expect(h1(p, 'CareerHub Community')).toBeVisible()],
    [
      'org-people',
      '/org/careerhub-community/people',
      (p) => expect(h1(p, 'CareerHub Community')).toBeVisible(),
    ],
    ['circle', '/circle/women-in-data-circle', (p) => expect(h1(p, 'Women in Data Circle')).toBeVisible()],
    [
      'event',
      '/event/careers-in-ai-fair-2027',
      (p) => expect(h1(p, 'Careers in AI Fair 2027')).toBeVisible(),
    ],
    ['notifications', '/notification', (p) => expect(h1(p)).toBeVisible()],
    ['notification-settings', '/notification/settings', (p) => expect(h1(p)).toBeVisible()],
    ['feedback', '/feedback', (p) => expect(h1(p)).toBeVisible()],
    ['change-password', '/change-password', (p) => expect(h1(p)).toBeVisible()],
    ['member-jobs', '/jobs', (p) => expect(p.getByText('Junior Data Analyst').first()).toBeVisible()],
  ];
  for (const [name, path, ready] of screens) await visit(page, name, path, ready);

  // The profile's tab bar scrolls inside itself, with a visible cue, instead of cutting tabs off.
  await visit(page, 'profile-tabs', '/profile/john-smith', (p) => expect(h1(p, 'John Smith')).toBeVisible());
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab').last()).toBeAttached();
  await tabs.getByRole('tab').last().scrollIntoViewIfNeeded();
  await expect(tabs.getByRole('tab').last()).toBeInViewport();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(dialog).toBeVisible();
  const editTabs = dialog.getByRole('tablist').first();
  const uploadTab = editTabs.getByRole('tab', { name: 'Upload Files' });
  await uploadTab.scrollIntoViewIfNeeded();
  await expect(uploadTab).toBeInViewport();
  await uploadTab.click();
  await expect(dialog.getByLabel('Upload resume')).toBeAttached();
  await expectNoA11yViolations(page, 'edit profile dialog at 360 px');
  await expectFits(page, 'profile-edit-dialog');
  expect(await cspViolations()).toEqual([]);
});

test('the admin screens fit a phone: Manage Members as cards', async ({ page, request }) => {
  await useTokens(page, await apiTokens(request, demo('admin')));
  // The admin view is a local toggle: on before the app starts, so the admin guard lets us in.
  await page.addInitScript(() => window.localStorage.setItem('ui_mode', 'admin'));
  await visit(page, 'admin-members', '/admin-dashboard/members', (p) => expect(h1(p)).toBeVisible());
  // Every member's email, joined date and actions are on screen without a sideways scroll.
  const member = page
    .getByRole('listitem')
    .filter({ hasText: demo('member') })
    .first();
  await expect(member).toBeVisible();
  await member.scrollIntoViewIfNeeded();
  const parts = [
    member.getByText(demo('member')),
    // Exact: the AI enthusiasm rationale in the card may say "2 circles joined".
    member.getByText('Joined', { exact: true }),
    member.getByRole('button').first(),
  ];
  for (const part of parts) {
    await expect(part).toBeVisible();
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await visit(page, 'admin-jobs', '/admin-dashboard/jobs', (p) => expect(h1(p)).toBeVisible());
  await visit(page, 'job-people', '/job/junior-data-analyst/people', (p) =>
    expect(h1(p, /Junior Data Analyst/)).toBeVisible(),
  );
});

test('the OTP card truncates a long email and a skeleton bridges OTP success and the wizard', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'maximiliana.featherstonehaugh-worthington', { verify: false });
  await storeTokens(page, account);
  await page.goto('/verify-otp?next=%2Fonboarding');
  const email = page.getByTitle(account.email);
  await expect(email).toBeVisible();
  // Cut with an ellipsis inside the card, the whole address in the tooltip.
  expect(await email.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(email).toHaveCSS('text-overflow', 'ellipsis');
  await expectNoA11yViolations(page, 'verify-otp at 360 px');
  await expectFits(page, 'verify-otp');
  await page.setViewportSize({ width: 360, height: 800 });

  // From the click to the wizard, every frame shows the layout with something in it.
  await page.evaluate(() => {
    const w = window as unknown as { __blank: string[]; __stop?: boolean };
    w.__blank = [];
    const tick = () => {
      const main = document.querySelector('main');
      const filled = main && main.querySelector('form, h1, [role="status"], .animate-pulse');
      if (!filled)
        w.__blank.push(
          `${location.pathname}${location.search}: ${(main ?? document.body).outerHTML.slice(0, 200)}`,
        );
      if (!w.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const otp = (await waitForMail(request, account.email, /verification code$/)).meta.otp!;
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(otp);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  const blankFrames = await page.evaluate(() => {
    const w = window as unknown as { __blank: string[]; __stop?: boolean };
    w.__stop = true;
    return w.__blank;
  });
  expect(blankFrames, 'frames with an empty screen between OTP and the wizard').toEqual([]);
  await expectFits(page, 'onboarding');
});
