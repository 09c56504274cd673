import type { APIRequestContext } from '@playwright/test';
import { apiTokens, expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { newEmail, waitForMail } from '../account-helpers';
import { ensureCareerAnswers, screens, signInDemo, toast } from '../session';

// The machine running these is shared and often loaded: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 6, invitations and the wait list: a circle leader invites by email (and a user found by
// search), the invitee signs up from the mailed link and accepts the invitation; a full event
// tells newcomers they go on the wait list.

const CERTIFIED = 'certified@demo.careerhub.example';
const STAFF = 'staff@demo.careerhub.example';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const WAIT_LIST =
  'Sorry, maximum members limit already reached. You can still apply to join. Your request will be put in a wait list.';

async function createGroup(request: APIRequestContext, email: string, fields: Record<string, unknown>) {
  const { access } = await apiTokens(request, email);
  const headers = { authorization: `Bearer ${access}` };
  const org = (await (await request.get('/api/v1/groups/slug/careerhub-community/', { headers })).json()) as {
    id: number;
  };
  const topic = await request.post('/api/v1/topics/', { headers, data: { name: 'Career mentoring' } });
  expect(topic.ok(), await topic.text()).toBe(true);
  const { id: topicId } = (await topic.json()) as { id: number };
  const created = await request.post('/api/v1/groups/', {
    headers,
    data: {
      description: 'Made by the groups-invite spec.',
      topics: [topicId],
      group_duration: 'time_limited',
      career_stages: [3],
      start_date: daysFromNow(10),
      end_date: daysFromNow(40),
      publicity: 'open',
      application_open_date: daysFromNow(-1),
      application_close_date: daysFromNow(5),
      parent_group: org.id,
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; name_slug: string; name: string };
}

test('invite by email: the invitee signs up from the mailed link and accepts the invitation', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const circle = await createGroup(request, CERTIFIED, {
    name: `Mentoring Circle ${Date.now().toString(36)}`,
    group_type: 'circle',
    circle_type: 'Career Circle',
    relevant_sdgs: [8],
    use_cases: [1],
    admission: 'closed',
  });
  const invitee = newEmail('invitee');

  await signInDemo(page, request, CERTIFIED);
  await page.goto(`/circle/${circle.name_slug}/people`);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: `Invite to ${circle.name}` });
  const emailField = dialog.getByLabel('Email addresses', { exact: true });

  // The spec's messages: a bad address, nothing chosen, the same address twice.
  await emailField.fill('not-an-email');
  await emailField.press('Enter');
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await emailField.fill('');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByText('Please add at least one email address or select a user')).toBeVisible();
  await emailField.fill(invitee);
  await emailField.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Added email addresses' })).toContainText(invitee);
  await emailField.fill(invitee.toUpperCase());
  await emailField.press('Enter');
  await expect(dialog.getByText('Email already added')).toBeVisible();
  await emailField.fill('');

  // People search starts at 2 characters and waits for typing to stop.
  const people = dialog.getByLabel('People on the platform', { exact: true });
  await people.fill('J');
  await expect(dialog.getByText('Searching...')).toHaveCount(0);
  await people.pressSequentially('ohn Smith', { delay: 40 });
  await dialog.getByRole('option', { name: /John Smith/ }).click();
  await expect(dialog.getByRole('list', { name: 'Chosen people' })).toContainText('John Smith');
  await expectNoA11yViolations(page, 'invite dialog');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(toast(page, 'Invitation sent.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The invitee has no account: the mail links to sign-up, which returns to the invitation.
  const mail = await waitForMail(request, invitee, /invited you to join/);
  const link = new URL(mail.meta.link!);
  expect(link.pathname).toBe('/signup');
  const invitationPath = link.searchParams.get('next')!;
  expect(invitationPath).toMatch(/^\/invitation\/[\w-]+$/);

  const context = await browser.newContext({ baseURL });
  const guest = await context.newPage();
  await guest.goto(`${link.pathname}${link.search}`);
  await guest.getByLabel('First name').fill('Ama');
  await guest.getByLabel('Last name').fill('Owusu');
  await guest.getByLabel('Email').fill(invitee);
  await guest.getByLabel('Password', { exact: true }).fill('invitee-password-1');
  await guest.getByLabel('Confirm password').fill('invitee-password-1');
  await guest.getByRole('button', { name: 'Create account' }).click();
  // Unverified accounts verify the emailed code first. The sign-up page's guest guard can win the
  // race against the page's own navigation to next (next then becomes /), so the invitation is
  // opened from the mailed address once the account is ready rather than from next.
  await expect(guest).toHaveURL(/\/verify-otp\?next=/, { timeout: 15_000 });
  const otpMail = await waitForMail(request, invitee, /verification code$/);
  await guest.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await guest.keyboard.type(otpMail.meta.otp!);
  await guest.getByRole('button', { name: 'Verify', exact: true }).click();
  // A brand-new profile then meets the profile-completion step; career answers through the API.
  await expect(guest).toHaveURL(/\/onboarding\?next=/, { timeout: 15_000 });
  const access = await guest.evaluate(() => localStorage.getItem('access_token'));
  await ensureCareerAnswers(request, access!);
  await guest.goto(invitationPath);

  await expect(guest.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
  await expect(guest.getByText('You are invited to join this circle')).toBeVisible();
  await expect(guest.getByText(circle.name)).toBeVisible();
  await expectNoA11yViolations(guest, 'invitation page');
  await screens(guest, 'groups-invitation');
  await guest.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(guest, 'Successfully accepted invitation')).toBeVisible();
  await expect(guest).toHaveURL(new RegExp(`/circle/${circle.name_slug}$`));
  await expect(guest.getByText('Member', { exact: true })).toBeVisible();
  await context.close();
});

test('a full event shows the wait-list message and still takes registrations', async ({ page, request }) => {
  test.setTimeout(120_000);
  const event = await createGroup(request, STAFF, {
    name: `Portfolio Review Night ${Date.now().toString(36)}`,
    group_type: 'event',
    event_type: 'workshop',
    admission: 'open',
    // Its creator is its first accepted member: the event is full at once.
    maximum_size: 1,
  });
  await signInDemo(page, request, 'john.smith@demo.careerhub.example');
  await page.goto(`/event/${event.name_slug}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByText('Workshop', { exact: true })).toBeVisible();
  await expect(page.getByText(WAIT_LIST)).toBeVisible();
  await expectNoA11yViolations(page, 'full event');
  await screens(page, 'groups-event-full');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, WAIT_LIST)).toBeVisible();
  await expect(page.getByText('Registration Submitted')).toBeVisible();
});
