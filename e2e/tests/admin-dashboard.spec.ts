import type { APIRequestContext, Page } from '@playwright/test';
import { apiTokens, expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { CERTIFIED, STAFF } from '../content-helpers';
import { registerVerified, screens, toast, useTokens } from '../session';

// Issue 23, the admin dashboard: staff create an organization of this test's own (closed
// admission) with a new administrator; two people ask to join (one with a complete profile, one
// from a disposable address) and the registration agent reviews them
// in the background; a certified member submits a prompt there. The administrator opens the
// dashboard, works through the to-dos (accepts the member flagged Authentic, rejects the one
// flagged Suspicious with a note, approves the prompt) and watches the counts fall.

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function headers(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${(await apiTokens(request, email)).access}` };
}

/** A new account with this exact address (verified, career answers given) and its id. */
async function registerVerifiedWithId(
  request: APIRequestContext,
  email: string,
  first: string,
  last: string,
) {
  const tokens = await registerVerified(request, email, { first, last }, 'admin-dashboard-1');
  const me = await request.get('/api/v1/identity/', {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  return { ...tokens, id: ((await me.json()) as { id: number }).id };
}

async function metric(page: Page, label: string) {
  return page.getByRole('link', { name: new RegExp(`^${label} \\d+$`) });
}

test('admin dashboard: the admin works through the to-dos and the counts fall', async ({ page, request }) => {
  test.setTimeout(300_000);
  const staff = await headers(request, STAFF);
  const domain = `adm${unique()}.example.org`;
  const created = await request.post('/api/v1/groups/', {
    headers: staff,
    data: {
      name: `Admin Test University ${unique()}`,
      group_type: 'organization',
      description: 'An organization of the admin dashboard test',
      country: 'Ghana',
      admission: 'closed',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const org = (await created.json()) as { id: number; name: string };

  // The administrator: added by staff as admin, the organization made their default.
  const admin = await registerVerifiedWithId(request, `head.${unique()}@${domain}`, 'Abena', 'Owusu');
  const add = await request.post(`/api/v1/groups/${org.id}/add-member/`, {
    headers: staff,
    data: { user: admin.id, role: 'admin' },
  });
  expect(add.ok(), await add.text()).toBe(true);
  const makeDefault = await request.post(`/api/v1/groups/${org.id}/change-default/`, {
    headers: { authorization: `Bearer ${admin.access}` },
  });
  expect(makeDefault.ok(), await makeDefault.text()).toBe(true);

  // Two join requests: one on the organization's domain, one from a throwaway address.
  const authentic = await registerVerifiedWithId(request, `kofi.${unique()}@${domain}`, 'Kofi', 'Boateng');
  const suspicious = await registerVerifiedWithId(request, `zz${unique()}@mailinator.com`, 'Zed', 'Quick');
  // The first fills in their profile (title, country, location, bio, LinkedIn): a complete profile.
  const profile = await request.patch('/api/v1/users/profile/', {
    headers: { authorization: `Bearer ${authentic.access}` },
    data: {
      title: 'Data Analyst',
      country: 'GH',
      location: 'Accra',
      short_bio: 'I analyse health data and mentor students.',
      social_linkedin: 'https://www.linkedin.com/in/kofi-boateng',
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  for (const person of [authentic, suspicious]) {
    const res = await request.post(`/api/v1/groups/${org.id}/join-default/`, {
      headers: { authorization: `Bearer ${person.access}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  // A certified member of another organization submits a prompt here: it waits for review.
  const prompt = await request.post('/api/v1/contents/', {
    headers: await headers(request, CERTIFIED),
    data: {
      type: 'prompt',
      title: `Interview prompt ${unique()}`,
      content: '<p>Ask me three questions.</p>',
      group: org.id,
    },
  });
  expect(prompt.ok(), await prompt.text()).toBe(true);
  const promptTitle = ((await prompt.json()) as { data: { title: string; status: string } }).data;
  expect(promptTitle.status).toBe('pending');

  await page.addInitScript(() => window.localStorage.setItem('ui_mode', 'admin'));
  await useTokens(page, admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(await metric(page, 'Pending Members')).toHaveAccessibleName('Pending Members 2');
  await expect(await metric(page, 'Pending Resources')).toHaveAccessibleName('Pending Resources 1');
  // The staff member who created it and the new administrator are its members so far.
  const totalBefore = Number(
    ((await (await metric(page, 'Total Members')).getAttribute('aria-label')) ?? '').split(' ').pop(),
  );
  expect(totalBefore).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('heading', { name: 'Activity in the last 12 weeks' })).toBeVisible();
  await page.getByText('Show the numbers').click();
  await expect(page.getByRole('table', { name: 'Activity in the last 12 weeks' })).toBeVisible();
  await expectNoA11yViolations(page, 'admin dashboard');
  await screens(page, 'admin-dashboard');

  // The to-dos, oldest first, with the agent's verdicts (the review runs in the background).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin-dashboard/todos');
  await expect(page.getByRole('heading', { level: 1, name: 'To-dos' })).toBeVisible();
  const kofi = page.getByTestId(`todo-member-${authentic.id}`);
  const zed = page.getByTestId(`todo-member-${suspicious.id}`);
  await expect(async () => {
    await page.reload();
    await expect(kofi.getByText('Authentic', { exact: true })).toBeVisible({ timeout: 2000 });
    await expect(zed.getByText('Suspicious', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(zed).toContainText('disposable');
  await expectNoA11yViolations(page, 'admin to-dos');
  await screens(page, 'admin-todos');
  await page.setViewportSize({ width: 1280, height: 900 });

  await kofi.getByRole('button', { name: 'Accept' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /accept/i })
    .click();
  await expect(toast(page, 'Successfully accepted member')).toBeVisible();
  await expect(kofi).toHaveCount(0);

  await zed.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Throwaway address, no answers');
  await expectNoA11yViolations(page, 'reject dialog');
  await dialog.getByRole('button', { name: /reject/i }).click();
  await expect(toast(page, 'Successfully rejected member')).toBeVisible();
  await expect(zed).toHaveCount(0);

  const item = page.locator('[data-testid^="todo-resource-"]');
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Resource approved successfully')).toBeVisible();
  await expect(page.getByText('Nothing is waiting for you. Well done!')).toBeVisible();

  // Back on the dashboard: the counts fell, the accepted member counts.
  await page.goto('/admin-dashboard');
  await expect(await metric(page, 'Pending Members')).toHaveAccessibleName('Pending Members 0');
  await expect(await metric(page, 'Pending Resources')).toHaveAccessibleName('Pending Resources 0');
  await expect(await metric(page, 'Total Members')).toHaveAccessibleName(`Total Members ${totalBefore + 1}`);
});
