import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';

// Notifications end to end: a follow reaches the followed member's badge, menu and /notification
// list; opening it goes to the follower's profile and marks it read; Mark all as read; email
// settings; the unsubscribe link of a real email from the dev mailbox. Every member is new.

const PASSWORD = 'notify-password-1';
const SCREENS = path.join(import.meta.dirname, '..', 'test-results', 'screens');
let sequence = 0;

interface Member {
  email: string;
  name: string;
  id: number;
  slug: string;
  access: string;
  refresh: string;
}

/** A new verified member with career answers (so no guard redirects), signed in through the API. */
async function newMember(request: APIRequestContext, firstName: string, lastName: string): Promise<Member> {
  sequence += 1;
  const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}.${sequence}@example.org`;
  const register = await request.post('/api/v1/register/', {
    data: {
      first_name: firstName,
      last_name: lastName,
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const login = await request.post('/api/v1/token/', { data: { email, password: PASSWORD } });
  const { access } = (await login.json()) as { access: string };
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      otp = ((await mailbox.json()) as { data: Array<{ meta: { otp?: string } }> }).data.at(-1)?.meta.otp;
      return otp;
    })
    .toBeTruthy();
  const verified = await request.post('/api/v1/verify-otp/', {
    data: { otp, type: 'registration' },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const tokens = (await verified.json()) as { access: string; refresh: string };
  const headers = { authorization: `Bearer ${tokens.access}` };
  const profile = await request.post('/api/v1/group-profiles/', {
    headers,
    data: { current_role: 3, career_stage: 3, reason_to_join: [1, 3], professional_field: 2 },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  const identity = (await (await request.get('/api/v1/identity/', { headers })).json()) as {
    id: number;
    name_slug: string;
  };
  return { email, name: `${firstName} ${lastName}`, id: identity.id, slug: identity.name_slug, ...tokens };
}

async function follow(request: APIRequestContext, from: Member, to: Member) {
  const res = await request.post('/api/v1/follow/', {
    headers: { authorization: `Bearer ${from.access}` },
    data: { id: to.id, type: 'user', action: 'follow' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function signIn(page: Page, member: Member) {
  await page.addInitScript(
    ([access, refresh]) => {
      window.localStorage.setItem('access_token', access!);
      window.localStorage.setItem('refresh_token', refresh!);
    },
    [member.access, member.refresh],
  );
}

async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal scroll at ${width}px on ${name}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('a follow shows on the badge, in the menu and the list; opening it reads it; Mark all as read', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // three new members, two browsers and screenshots at two widths
  const [ada, ben, cyd] = await Promise.all([
    newMember(request, 'Ada', 'Follower'),
    newMember(request, 'Ben', 'Followed'),
    newMember(request, 'Cyd', 'Second'),
  ]);

  // Ada follows Ben from his profile, in her own browser.
  const adaContext = await browser.newContext({ baseURL });
  const adaPage = await adaContext.newPage();
  await signIn(adaPage, ada);
  await adaPage.goto(`/profile/${ben.slug}`);
  await adaPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(adaPage.getByText(`You are now following ${ben.name}`, { exact: true })).toBeVisible();
  await adaContext.close();

  await signIn(page, ben);
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notifications-badge')).toHaveText('1');

  await bell(page).click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  const item = menu.getByRole('menuitem', { name: /Ada Follower started following you\./ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  await expectNoA11yViolations(page, 'notifications menu');
  await screenshots(page, 'notifications-menu');

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/profile/${ada.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: ada.name })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);

  // A second follower: the list shows both, the new one unread; Mark all as read clears it.
  await follow(request, cyd, ben);
  await bell(page).click();
  await expect(menu.getByRole('menuitem', { name: /Cyd Second started following you\./ })).toContainText(
    'Unread',
  );
  await menu.getByRole('menuitem', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/notification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Notifications' });
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link').first()).toContainText('Cyd Second started following you.');
  await expect(list.getByRole('link').first()).toContainText('Unread');
  await expect(list.getByRole('link').nth(1)).not.toContainText('Unread');
  await expect(page.getByText('1 unread')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expectNoA11yViolations(page, '/notification');
  await screenshots(page, 'notifications-page');

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read', { exact: true })).toBeVisible();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
  await expect(list.getByText('Unread')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByText('Unread')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('a member with no notifications sees the empty states', async ({ page, request }) => {
  const dee = await newMember(request, 'Dee', 'Quiet');
  await signIn(page, dee);
  await page.goto('/notification');
  await expect(page.getByText('No notifications to show')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expectNoA11yViolations(page, '/notification empty');
  await screenshots(page, 'notifications-empty');
  await bell(page).click();
  await expect(page.getByRole('menu', { name: 'Notifications' })).toContainText('No notifications to show');
});

test('email settings persist, and the unsubscribe link of an email turns its kind off without signing in', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // two new members, two browsers, an email through the job queue
  const [eve, fay] = await Promise.all([
    newMember(request, 'Eve', 'Reader'),
    newMember(request, 'Fay', 'Fan'),
  ]);
  await signIn(page, eve);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Email settings' }).click();
  await expect(page).toHaveURL(/\/notification\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email notifications' })).toBeVisible();
  const followers = page.getByRole('switch', { name: 'New followers' });
  const invitations = page.getByRole('switch', { name: 'Invitations' });
  await expect(followers).toHaveAttribute('aria-checked', 'false');
  await expect(invitations).toHaveAttribute('aria-checked', 'true');
  await expectNoA11yViolations(page, '/notification/settings');
  await screenshots(page, 'notifications-settings');

  await followers.click();
  await expect(page.getByText('Email preferences saved', { exact: true })).toBeVisible();
  await expect(followers).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(followers).toHaveAttribute('aria-checked', 'true');
  await expect(invitations).toHaveAttribute('aria-checked', 'true');

  // Fay follows Eve: with new-follower emails on, an email arrives with its unsubscribe link.
  await follow(request, fay, eve);
  let unsubscribe: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(eve.email)}`);
      const mails = (await mailbox.json()) as {
        data: Array<{ subject: string; meta: Record<string, string> }>;
      };
      const mail = mails.data.find((m) => m.meta.kind === 'new_follower');
      unsubscribe = mail?.meta.unsubscribe;
      return mail?.subject;
    })
    .toBe('Fay Fan started following you.');
  expect(new URL(unsubscribe!).pathname).toBe('/notification/unsubscribe');

  // Opened from the email in a browser that is not signed in.
  const outside = await browser.newContext({ baseURL });
  const anonymous = await outside.newPage();
  await anonymous.goto(unsubscribe!);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(anonymous.getByText('You will no longer receive emails about: New followers.')).toBeVisible();
  await expect(anonymous.getByText(eve.email)).toBeVisible();
  await expectNoA11yViolations(anonymous, '/notification/unsubscribe');
  await screenshots(anonymous, 'notifications-unsubscribe');
  await anonymous.getByRole('button', { name: 'Turn these emails back on' }).click();
  await expect(anonymous.getByText('Emails about New followers are on again.')).toBeVisible();
  await anonymous.getByRole('button', { name: 'Unsubscribe again' }).click();
  await expect(anonymous.getByText('You will no longer receive emails about: New followers.')).toBeVisible();
  await anonymous.goto('/notification/unsubscribe?token=1.invitation.forged');
  await expect(anonymous.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  await outside.close();

  await page.reload();
  await expect(followers).toHaveAttribute('aria-checked', 'false');
  await expect(invitations).toHaveAttribute('aria-checked', 'true');
});
