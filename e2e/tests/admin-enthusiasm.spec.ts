import type { APIRequestContext } from '@playwright/test';
import { apiTokens, expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { STAFF } from '../content-helpers';
import { registerVerified, screens, toast, useTokens } from '../session';

// Issue 23, the ai_enthusiasm_ranking agent: staff create an open organization of this test's own
// with a new administrator; a member joins, asks the assistant twice and upvotes the
// administrator's post. The administrator opens User Management, runs "Review Members", reads the
// member's level with its rationale in the row (reasons on hover), sets a level by hand, and
// filters the members by it.

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function person(request: APIRequestContext, first: string, last: string) {
  const tokens = await registerVerified(
    request,
    `${first.toLowerCase()}.${unique()}@example.org`,
    { first, last },
    'enthusiasm-e2e-1',
  );
  const auth = { authorization: `Bearer ${tokens.access}` };
  const me = await request.get('/api/v1/identity/', { headers: auth });
  return { ...tokens, auth, id: ((await me.json()) as { id: number }).id };
}

test('admin members: the AI enthusiasm ranking shows with its reasons and can be set by hand', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const staff = { authorization: `Bearer ${(await apiTokens(request, STAFF)).access}` };
  const created = await request.post('/api/v1/groups/', {
    headers: staff,
    data: {
      name: `Enthusiasm Test Org ${unique()}`,
      group_type: 'organization',
      description: 'An organization of the enthusiasm ranking test',
      country: 'Ghana',
      admission: 'open',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const org = (await created.json()) as { id: number };

  const admin = await person(request, 'Efua', 'Asante');
  const add = await request.post(`/api/v1/groups/${org.id}/add-member/`, {
    headers: staff,
    data: { user: admin.id, role: 'admin' },
  });
  expect(add.ok(), await add.text()).toBe(true);
  const makeDefault = await request.post(`/api/v1/groups/${org.id}/change-default/`, { headers: admin.auth });
  expect(makeDefault.ok(), await makeDefault.text()).toBe(true);

  const member = await person(request, 'Yaw', 'Darko');
  const join = await request.post(`/api/v1/groups/${org.id}/join-default/`, { headers: member.auth });
  expect(join.ok(), await join.text()).toBe(true);
  for (const question of ['How do I start with prompt writing?', 'Which AI tools help with CVs?']) {
    const asked = await request.post('/api/v1/ask-me-anything/', {
      headers: member.auth,
      data: { question },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
  }
  const post = await request.post('/api/v1/contents/', {
    headers: admin.auth,
    data: {
      type: 'post',
      title: `Our AI club meets on Friday ${unique()}`,
      data: { blocks: [{ type: 'paragraph', data: { text: 'Bring a use case you tried this week.' } }] },
      group: org.id,
    },
  });
  expect(post.ok(), await post.text()).toBe(true);
  const postId = ((await post.json()) as { data: { id: number } }).data.id;
  const vote = await request.post('/api/v1/votes/', {
    headers: member.auth,
    data: { content_type: 'content', object_id: postId, vote_type: 'upvote' },
  });
  expect(vote.ok(), await vote.text()).toBe(true);

  await page.addInitScript(() => window.localStorage.setItem('ui_mode', 'admin'));
  await useTokens(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin-dashboard/members');
  const cell = page.getByTestId(`enthusiasm-${member.id}`);
  await expect(cell).toBeVisible();
  await page.getByRole('button', { name: 'Review Members' }).click();
  await expect(toast(page, 'Agent rerun successfully.')).toBeVisible();
  // The ranking runs in the background: the row shows the level and the rules' rationale.
  await expect(async () => {
    await page.reload();
    await expect(cell.getByText('Curious', { exact: true })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(cell).toContainText('2 assistant questions and 1 vote in the last 90 days');
  await expect(cell.getByText('Curious', { exact: true })).toHaveAttribute(
    'title',
    /Has tried the AI assistant[\s\S]*Has voted on content/,
  );
  await expectNoA11yViolations(page, 'admin members with the enthusiasm ranking');
  await screens(page, 'admin-enthusiasm');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The administrator knows better: the member runs the AI club.
  await cell.getByRole('button', { name: 'Set the AI enthusiasm level of Yaw Darko' }).click();
  await page.getByRole('menuitem', { name: 'Champion' }).click();
  await expect(toast(page, 'The review was updated.')).toBeVisible();
  await expect(cell.getByText('Champion', { exact: true })).toBeVisible();

  // The filter: Champions and active members only.
  await page.getByLabel('Agent review').selectOption({ label: 'AI enthusiasm: Champion or Active' });
  await expect(page.getByTestId(`enthusiasm-${member.id}`)).toBeVisible();
  await expect(page.getByTestId(`enthusiasm-${admin.id}`)).toHaveCount(0);
});
