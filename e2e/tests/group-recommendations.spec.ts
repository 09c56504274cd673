import { apiTokens, expect, expectNoA11yViolations, test } from '../fixtures';
import { newVerifiedUser, screens, signInDemo, toast } from '../session';

// A group administrator's recommendations (groups-jobs-payments 2 and 6, decision 0038): the
// Recommendations tab of the People tab shows research collaborators (people whose skills match the
// circle's topics, each with the reason, with Invite) and partner groups (sharing its topics), never a
// private circle its leader is not in. Daniel Mensah (certified@) leads AI for Educators Circle.

type Topic = { id: number; name: string };

test('a circle leader finds research collaborators and partner groups with their reasons, and invites one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const person = await newVerifiedUser(request, { first: 'Rhea', last: `Research${stamp}` });
  const mine = { authorization: `Bearer ${person.access}` };
  const skilled = await request.patch('/api/v1/users/profile/', {
    headers: mine,
    data: { skills: ['SQL', 'Python'] },
  });
  expect(skilled.status(), await skilled.text()).toBe(200);

  const staff = {
    authorization: `Bearer ${(await apiTokens(request, 'staff@demo.careerhub.example')).access}`,
  };
  const topicId = async (name: string) => {
    const res = await request.get(`/api/v1/topics/?topic_type=skill&search=${name}`, { headers: staff });
    const found = ((await res.json()) as { data: Topic[] }).data.find((t) => t.name === name);
    expect(found, name).toBeTruthy();
    return found!.id;
  };
  const [sqlId, pythonId] = [await topicId('SQL'), await topicId('Python')];
  const groupId = async (slug: string) =>
    ((await (await request.get(`/api/v1/groups/slug/${slug}/`, { headers: staff })).json()) as { id: number })
      .id;
  for (const [slug, topics] of [
    ['ai-for-educators-circle', [sqlId, pythonId]],
    ['careers-in-ai-fair-2027', [pythonId]],
    ['women-in-data-circle', [sqlId, pythonId]],
  ] as const) {
    const res = await request.patch(`/api/v1/groups/${await groupId(slug)}/`, {
      headers: staff,
      data: { topics },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await signInDemo(page, request, 'certified@demo.careerhub.example');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/circle/ai-for-educators-circle/people?status=recommendations');
  await expect(page.getByRole('tab', { name: 'Recommendations' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 20_000,
  });
  const people = page.getByRole('list', { name: 'Research collaborators' });
  const rhea = people
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Rhea Research/ }) });
  await expect(rhea).toContainText("Shares 2 of this circle's topics: SQL and Python", { timeout: 20_000 });
  await expectNoA11yViolations(page, 'group recommendations: collaborators');
  await screens(page, 'group-recommendations-people');

  // Keyboard: Tab reaches the person's Invite button; Enter sends the invitation.
  const invite = rhea.getByRole('button', { name: /^Invite Rhea Research/ });
  await invite.focus();
  await expect(invite).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Invitation sent.')).toBeVisible();
  await expect(rhea.getByRole('button', { name: /^Invited/ })).toBeDisabled();

  // Partner groups: the event sharing a topic; never the private circle its leader is not in.
  await page.getByRole('button', { name: 'Partner groups' }).click();
  await expect(page.getByRole('button', { name: 'Partner groups' })).toHaveAttribute('aria-pressed', 'true');
  const partners = page.getByRole('list', { name: 'Partner groups' });
  const fair = partners
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Careers in AI Fair 2027' }) });
  await expect(fair).toContainText('Also about Python, a topic of this circle', { timeout: 20_000 });
  await expect(partners.getByText('Women in Data Circle')).toHaveCount(0);
  await expectNoA11yViolations(page, 'group recommendations: partners');
  await screens(page, 'group-recommendations-partners');

  // A member of the circle has no Recommendations tab: only managers manage.
  await signInDemo(page, request, 'member@demo.careerhub.example');
  await page.goto('/circle/ai-for-educators-circle/people?status=recommendations');
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Recommendations' })).toHaveCount(0);
});

// The demo organization has no topics: no research collaborator can match them.
test('the tab says so when nothing fits', async ({ page, request }) => {
  await signInDemo(page, request, 'admin@demo.careerhub.example');
  await page.goto('/org/careerhub-community/people?status=recommendations');
  await expect(page.getByText('No research collaborators yet')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Add topics to this group, or look in another group')).toBeVisible();
  await expectNoA11yViolations(page, 'group recommendations: empty');
});
