import { expect, expectNoA11yViolations, test } from '../fixtures';
import { newVerifiedUser, screens, toast, useTokens } from '../session';

// "Recommendations for you" (issue 21 item 4; content-ai-admin 2.3, 4 "Follow button"): the right
// panel of the listing pages, wide screens only, signed-in only; every card says why it is there.
// A new member with the skills SQL and Python who follows the demo member Priya Sharma.

test('the right panel recommends jobs and circles with their reasons, and follows from a card', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await newVerifiedUser(request, { first: 'Rene', last: 'Recs' });
  const headers = { authorization: `Bearer ${user.access}` };
  const skills = await request.patch('/api/v1/users/profile/', {
    headers,
    data: { skills: ['SQL', 'Python'] },
  });
  expect(skills.status(), await skills.text()).toBe(200);
  const found = await request.get('/api/v1/search/?type=user&search=Priya', { headers });
  const priya = ((await found.json()) as { data: Array<{ id: number; name: string }> }).data.find((p) =>
    p.name.startsWith('Priya'),
  );
  expect(priya, 'the demo member Priya Sharma').toBeTruthy();
  const follow = await request.post('/api/v1/follow/', {
    headers,
    data: { id: priya!.id, type: 'user', action: 'follow' },
  });
  expect(follow.status(), await follow.text()).toBe(200);
  await useTokens(page, user);

  // Jobs: the fit first, its skills named.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/jobs');
  const panel = page.getByRole('complementary', { name: 'Recommendations for you' });
  await expect(panel.getByRole('heading', { name: 'Recommendations for you' })).toBeVisible({
    timeout: 20_000,
  });
  const job = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Junior Data Analyst' }) });
  await expect(job).toContainText('Matches your skills SQL and Python', { timeout: 20_000 });
  await expect(job.getByRole('button')).toHaveCount(0);
  for (const reason of await panel.getByTestId('recommendation-reason').allTextContents())
    expect(reason.trim().length).toBeGreaterThan(5);
  await expectNoA11yViolations(page, 'jobs with recommendations');
  // Keyboard: the card's link is reachable and opens the job.
  await job.getByRole('link', { name: 'Junior Data Analyst' }).focus();
  await expect(job.getByRole('link', { name: 'Junior Data Analyst' })).toBeFocused();
  await screens(page, 'recommendations-jobs');
  // Phones: no right panel (and no call for it).
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(panel).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/recommendations-jobs-390.png', fullPage: true });

  // Circles: the one Priya is in, with that as the reason; Follow, then Followed.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/circles');
  const circle = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'AI for Educators Circle' }) });
  await expect(circle).toContainText('1 person you follow is a member', { timeout: 20_000 });
  await expect(panel.getByText('Women in Data Circle')).toHaveCount(0);
  await expectNoA11yViolations(page, 'circles with recommendations');
  await circle.getByRole('button', { name: 'Follow' }).click();
  await expect(circle.getByRole('button', { name: 'Followed' })).toBeDisabled();
  await expect(toast(page, 'Successfully followed circle')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/recommendations-circles-1280.png', fullPage: true });
  // A followed circle is something the member has: it is not recommended again.
  await page.reload();
  await expect(panel.getByRole('heading', { name: 'Recommendations for you' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(panel.getByRole('link', { name: 'AI for Educators Circle' })).toHaveCount(0, {
    timeout: 20_000,
  });
});

test('anonymous visitors see no recommendations on the jobs page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('complementary', { name: 'Recommendations for you' })).toHaveCount(0);
});
