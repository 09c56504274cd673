import { ENGAGEMENT_MESSAGES as M } from '@careerhub/shared';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { CERTIFIED, DEMO_ORG, asUser, type ContentData } from '../content-helpers';
import { newVerifiedUser, screens, toast, useTokens } from '../session';

// Issue 19, votes and favourites: a member of their own upvotes a resource, switches to a
// downvote, saves it to their favourites and finds it in Favorites; an anonymous visitor's vote
// leads to the login page and back. The resource is one the certified demo member shares for this
// run (approved at once in their own organization); no demo account's votes or favourites change.

const expect = baseExpect.configure({ timeout: 20_000 });
const title = `Prompting for analysts ${Date.now().toString(36)}`;
let resource: ContentData;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const author = await asUser(request, CERTIFIED);
  const group = ((await (await author.get(`/groups/slug/${DEMO_ORG}/`)).json()) as { id: number }).id;
  const areas = (await (await author.get('/topic-areas/')).json()) as { data: Array<{ id: number }> };
  const topics = (await (await author.get('/topics/?topic_type=general')).json()) as
    { data: Array<{ id: number }> } | Array<{ id: number }>;
  const topicIds = (Array.isArray(topics) ? topics : topics.data).slice(0, 1).map((t) => t.id);
  const created = await author.post('/contents/', {
    topic_area: areas.data[0]!.id,
    topics: topicIds,
    career_stages: [1],
    type: 'resource',
    title,
    data: { blocks: [{ type: 'paragraph', data: { text: 'Ask for the table first, then the chart.' } }] },
    group,
  });
  expect(created.status(), await created.text()).toBe(201);
  resource = ((await created.json()) as { data: ContentData }).data;
  expect(resource.status).toBe('approved');
});

test('a member upvotes a resource, switches to downvote, saves it and finds it in Favorites', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await newVerifiedUser(request, { first: 'Vera', last: 'Voter' });
  await useTokens(page, member);
  await page.goto(`/resource/${resource.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const votes = page.getByRole('group', { name: `Votes on ${title}` });
  const up = votes.getByRole('button', { name: `Upvote ${title}` });
  const down = votes.getByRole('button', { name: `Downvote ${title}` });
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(votes).toContainText('1');
  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(votes).toContainText('-1');
  // The server agrees after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: `Downvote ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: `Add ${title} to favourites` }).click();
  await expect(toast(page, M.bookmarked)).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${title} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoA11yViolations(page, 'resource with votes and favourite');

  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  const resources = page.getByRole('region', { name: /Resources/ });
  await expect(resources.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: /Use Cases/ }).getByText(M.empty.use_cases)).toBeVisible();
  await expectNoA11yViolations(page, 'favorites');
  await screens(page, 'favorites');

  await page.goto('/favorites/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorite Resources' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectNoA11yViolations(page, 'favorite resources table');
  await screens(page, 'favorites-resources');

  await page.goto('/my');
  await expect(page.getByRole('heading', { level: 1, name: 'My Items' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /My Circles/ })).toBeVisible();
  await expectNoA11yViolations(page, 'my items');
  await screens(page, 'my-items');
  await page.goto('/my/circles');
  await expect(page.getByRole('heading', { level: 1, name: 'Applied Circles' })).toBeVisible();
  await expectNoA11yViolations(page, 'applied circles');

  // Removing it from the resource hub's card.
  await page.goto(`/resource/${resource.slug}`);
  await page.getByRole('button', { name: `Remove ${title} from favourites` }).click();
  await expect(toast(page, M.unbookmarked)).toBeVisible();
});

test("an anonymous visitor's vote leads to login and back", async ({ page, request }) => {
  test.setTimeout(120_000);
  const visitor = await newVerifiedUser(request, { first: 'Ada', last: 'Anon' }, 'visitor-password-1');
  await page.goto(`/resource/${resource.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoA11yViolations(page, 'resource for a visitor');
  await page.getByRole('button', { name: `Upvote ${title}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?next=${encodeURIComponent(`/resource/${resource.slug}`)}`),
  );
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill('visitor-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/resource/${resource.slug}$`));
  const up = page.getByRole('button', { name: `Upvote ${title}` });
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
});
