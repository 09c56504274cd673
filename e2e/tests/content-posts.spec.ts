import { CONTENT_MESSAGES as M } from '@careerhub/shared';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { DEMO_ORG, MEMBER } from '../content-helpers';
import { screens, signInDemo, toast } from '../session';

// Issue 18, posts: a member creates a post on the organization's Posts tab; it shows there and
// on its own page /post/{slug}; the home page's share-something modal posts and stays home.

const expect = baseExpect.configure({ timeout: 20_000 });

test("a post created on a group's Posts tab shows there and on /post/{slug}", async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const text = `Our mentoring circle opens next week ${stamp}. Bring one question about your next role, and a friend who is curious about it too.`;
  await signInDemo(page, request, MEMBER);
  await page.goto(`/org/${DEMO_ORG}/posts`);
  await expect(page.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Create Post' })).toBeVisible();
  await expectNoA11yViolations(page, 'posts tab');

  // By keyboard: Enter opens the modal; an empty post is refused with the spec's message.
  await page.getByRole('button', { name: 'Create Post' }).focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Create Post' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(modal.getByText(M.required)).toBeVisible();
  // New posts are private by default.
  await expect(modal.getByRole('switch', { name: 'Only members of the group can see it' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await modal.getByLabel('What do you want to share?').fill(text);
  await expectNoA11yViolations(page, 'post modal');
  await modal.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, M.postCreated)).toBeVisible();
  await expect(modal).toBeHidden();

  // The title is the text's first 100 characters.
  const link = page.getByRole('link', {
    name: new RegExp(`^View post: Our mentoring circle opens next week ${stamp}`),
  });
  await expect(link).toBeVisible();
  await screens(page, 'content-posts-tab');
  await link.click();
  await expect(page).toHaveURL(/\/post\/[\w-]+$/);
  await expect(page.getByText(/a friend who is curious about it too\./)).toBeVisible();
  // Private: no Share; the author may edit and delete.
  await expect(page.getByRole('button', { name: /^Share/ })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expectNoA11yViolations(page, 'post page');
  await screens(page, 'content-post-page');

  // The author deletes it after confirming; the list no longer has it.
  await page.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, M.postDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/posts$/);
});

test("home's share-something modal posts to a group and stays home", async ({ page, request }) => {
  test.setTimeout(120_000);
  const text = `Sharing a CV template that worked for me ${Date.now().toString(36)}`;
  await signInDemo(page, request, MEMBER);
  await page.goto('/');
  await page.getByRole('button', { name: 'Share something' }).click();
  const modal = page.getByRole('dialog', { name: 'Share something' });
  await modal.getByLabel('Group', { exact: true }).selectOption({ label: 'CareerHub Community' });
  await modal.getByLabel('What do you want to share?').fill(text);
  await modal.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, M.postCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/posts');
  await expect(page.getByRole('heading', { level: 1, name: "What's happening" })).toBeVisible();
  await expect(page.getByRole('link', { name: `View post: ${text}` })).toBeVisible();
  await expectNoA11yViolations(page, 'posts page');
  await screens(page, 'content-posts-page');
});
