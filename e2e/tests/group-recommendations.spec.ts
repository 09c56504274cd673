import { apiTokens, expect, expectNoA11yViolations, test } from '../fixtures';
import { newVerifiedUser, screens, signInDemo, toast } from '../session';

// A group administrator's recommendations (groups-jobs-payments 2 and 6, decision 0038): the
// Recommendations tab of the People tab shows research collaborators (people whose skills match the
// circle's topics, each with the reason, with Invite) and partner groups (sharing its topics), never a
// private circle its leader is not in. Daniel Mensah (certified@) creates and leads two circles.

type Topic = { id: number; name: string };
const CERTIFIED = 'certified@demo.careerhub.example';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

test('a circle leader finds research collaborators and partner groups with their reasons, and invites one', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const person = await newVerifiedUser(request, { first: 'Rhea', last: `Research${stamp}` });
  const mine = { authorization: `Bearer ${person.access}` };
  const skilled = await request.patch('/api/v1/users/profile/', {
    headers: mine,
    data: { skills: ['SQL', 'Python'] },
  });
  expect(skilled.status(), await skilled.text()).toBe(200);

  const daniel = { authorization: `Bearer ${(await apiTokens(request, CERTIFIED)).access}` };
  const topicId = async (name: string) => {
    const res = await request.get(`/api/v1/topics/?topic_type=skill&search=${name}`, { headers: daniel });
    const found = ((await res.json()) as { data: Topic[] }).data.find((t) => t.name === name);
    expect(found, name).toBeTruthy();
    return found!.id;
  };
  const topics = [await topicId('SQL'), await topicId('Python')];
  const home = await request.get('/api/v1/groups/slug/careerhub-community/', { headers: daniel });
  const org = (await home.json()) as { id: number };
  const circle = async (name: string) => {
    const created = await request.post('/api/v1/groups/', {
      headers: daniel,
      data: {
        name,
        group_type: 'circle',
        description: 'Made by the group-recommendations spec.',
        topics,
        group_duration: 'time_limited',
        career_stages: [3],
        start_date: daysFromNow(10),
        end_date: daysFromNow(40),
        publicity: 'open',
        application_open_date: daysFromNow(-1),
        application_close_date: daysFromNow(5),
        parent_group: org.id,
        circle_type: 'Career Circle',
        relevant_sdgs: [8],
        use_cases: [1],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { id: number; name_slug: string; name: string };
  };
  const research = await circle(`Data Research Circle ${stamp}`);
  const partner = await circle(`Data Partners Circle ${stamp}`);

  await signInDemo(page, request, CERTIFIED);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/circle/${research.name_slug}/people?status=recommendations`);
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

  // Partner groups: the other circle on the same topics; never the private Women in Data Circle.
  await page.getByRole('button', { name: 'Partner groups' }).click();
  await expect(page.getByRole('button', { name: 'Partner groups' })).toHaveAttribute('aria-pressed', 'true');
  const partners = page.getByRole('list', { name: 'Partner groups' });
  const other = partners
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: partner.name }) });
  await expect(other).toContainText('Shares 2 topics with this circle: SQL and Python', { timeout: 20_000 });
  await expect(partners.getByText('Women in Data Circle')).toHaveCount(0);
  await expectNoA11yViolations(page, 'group recommendations: partners');
  await screens(page, 'group-recommendations-partners');

  // A member who does not manage the circle has no Recommendations tab.
  await signInDemo(page, request, 'member@demo.careerhub.example');
  await page.goto(`/circle/${research.name_slug}/people?status=recommendations`);
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
