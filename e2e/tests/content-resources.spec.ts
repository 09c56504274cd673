import { CONTENT_MESSAGES as M } from '@careerhub/shared';
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import {
  ADMIN,
  CERTIFIED,
  MEMBER,
  OTHER_ORG,
  OTHER_ORG_NAME,
  STAFF,
  asUser,
  joinGroup,
  ownItem,
  pdfWithPages,
  type ContentData,
} from '../content-helpers';
import { screens, signInDemo, toast } from '../session';

// Issue 18, resources: a certified member contributes a resource with a PDF from the Resource Hub
// to an institution outside their default organization (there it waits for review; in their own
// organization a certified user's items are approved at once), the platform administrator (staff)
// approves it on its page, another member opens it and reads the PDF in the app page by page; a premium resource is locked for a free member and open for its author;
// the hub's filters live in the address and survive a reload.

const expect = baseExpect.configure({ timeout: 20_000 });

/** A page of its own signed in as `email` (each user in their own browser context). */
async function pageAs(browser: Browser, request: Parameters<typeof signInDemo>[1], email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInDemo(page, request, email);
  return page;
}

test.describe.configure({ mode: 'serial' });
let contributed: ContentData | null = null;
const title = `Salary negotiation guide ${Date.now().toString(36)}`;

test('a certified member contributes a resource with a PDF from the Resource Hub', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const author = await asUser(request, CERTIFIED);
  await joinGroup(author, OTHER_ORG);
  await signInDemo(page, request, CERTIFIED);
  await page.goto('/resourcehub');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
  await expectNoA11yViolations(page, 'resource hub');

  // By keyboard: the Contribute button opens the full-screen form.
  const contribute = page.getByRole('button', { name: 'Contribute' });
  await contribute.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Contribute a resource' });
  await expect(form).toBeVisible();

  // Nothing filled: the spec's messages, nothing sent.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please correct the errors below')).toBeVisible();
  await expect(form.getByText(M.required).first()).toBeVisible();
  await expectNoA11yViolations(page, 'contribute form with errors');

  await form.getByLabel('Title').fill(title);
  await form
    .getByRole('textbox', { name: 'Content' })
    .fill('Ask for the range first. Anchor high, then listen.');
  await form.getByLabel('Group', { exact: true }).selectOption({ label: OTHER_ORG_NAME });
  const area = form.getByLabel('Topic area');
  await expect(area.locator('option').nth(1)).toBeAttached();
  await area.selectOption({ index: 1 });
  const topics = form.getByRole('combobox', { name: 'Topics' });
  await topics.fill('Negotiation');
  await topics.press('Enter');
  await form.getByRole('group', { name: 'Career stage' }).getByRole('checkbox').first().check();
  await form.getByLabel('Files').setInputFiles({
    name: 'negotiation.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithPages(3, 'Negotiation notes'),
  });
  await expect(form.getByText('negotiation.pdf')).toBeVisible();
  await screens(page, 'content-contribute-form');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, M.resourceSubmitted)).toBeVisible();
  await expect(form).toBeHidden();

  contributed = await ownItem(author, 'resource', title);
  expect(contributed.status).toBe('pending');
});

test("the platform administrator approves it on the resource's page", async ({ page, request }) => {
  test.setTimeout(180_000);
  expect(contributed).not.toBeNull();
  await signInDemo(page, request, STAFF);
  await page.goto(`/resource/${contributed!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Pending review')).toBeVisible();
  await expectNoA11yViolations(page, 'pending resource, staff');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, M.approved)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
  await expect(page.getByText('Contributed')).toBeVisible();
});

test('another member finds it in the hub, opens it and reads the PDF page by page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(contributed).not.toBeNull();
  await signInDemo(page, request, MEMBER);
  await page.goto('/resourcehub');
  await page.getByLabel('Search resources').fill(title.split(' ').slice(0, 3).join(' '));
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/resource/${contributed!.slug}$`));
  await expect(page.getByText(/Anchor high, then listen\./)).toBeVisible();
  await expectNoA11yViolations(page, 'resource page, member');
  await screens(page, 'content-resource-page');

  await page.getByRole('button', { name: 'Read negotiation.pdf' }).click();
  const reader = page.getByRole('dialog', { name: 'negotiation.pdf' });
  await expect(reader).toBeVisible();
  await expect(reader.getByText(/Page 1 of 3|1 \/ 3/)).toBeVisible();
  await reader.getByRole('button', { name: /Next page/i }).click();
  await expect(reader.getByText(/Page 2 of 3|2 \/ 3/)).toBeVisible();
  await expectNoA11yViolations(page, 'pdf reader');
  await page.keyboard.press('Escape');
  await expect(reader).toBeHidden();
});

test('a premium resource is locked for a free member and open for its author', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const author = await asUser(request, CERTIFIED);
  const admin = await asUser(request, ADMIN);
  const file = await author.upload('premium-kit.pdf', 'application/pdf', pdfWithPages(1, 'Premium kit'));
  const premiumTitle = `Premium career kit ${Date.now().toString(36)}`;
  const fullText = `${'The whole premium method, step by step. '.repeat(10)}Final secret step.`;
  const group = ((await (await author.get('/groups/slug/careerhub-community/')).json()) as { id: number }).id;
  const areas = (await (await author.get('/topic-areas/')).json()) as { data: Array<{ id: number }> };
  const topic = (await (
    await author.post('/topics/', { name: 'Career kits', topic_type: 'general' })
  ).json()) as {
    id: number;
  };
  const created = await author.post('/contents/', {
    type: 'resource',
    title: premiumTitle,
    content: fullText,
    group,
    is_premium: true,
    files: [file],
    topics: [topic.id],
    topic_area: areas.data[0]!.id,
    career_stages: [1],
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = ((await created.json()) as { data: ContentData }).data;
  if (item.status !== 'approved') {
    const approved = await admin.post(`/contents/${item.id}/approve-reject/`, { action: 'approve' });
    expect(approved.status(), await approved.text()).toBe(200);
  }

  // A free member: the preview, a lock, no attachments.
  await signInDemo(page, request, MEMBER);
  await page.goto(`/resource/${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: premiumTitle })).toBeVisible();
  await expect(page.getByText('Premium resource', { exact: true })).toBeVisible();
  await expect(page.getByText(M.lockedPremium)).toBeVisible();
  await expect(page.getByText('Final secret step.')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Attachments' })).toBeHidden();
  await expectNoA11yViolations(page, 'locked premium resource');
  await screens(page, 'content-premium-locked');

  // The author reads it all.
  const authorPage: Page = await pageAs(browser, request, CERTIFIED);
  await authorPage.goto(`/resource/${item.slug}`);
  await expect(authorPage.getByText(/Final secret step\./)).toBeVisible();
  await expect(authorPage.getByRole('button', { name: 'Read premium-kit.pdf' })).toBeVisible();
  await authorPage.context().close();

  // A visitor is asked to sign in.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/resource/${item.slug}`);
  await expect(visitor.getByRole('link', { name: M.signInToView })).toBeVisible();
  await visitor.context().close();
});

test("the hub's filters live in the address and survive a reload", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInDemo(page, request, MEMBER);
  await page.goto('/resourcehub');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
  await page.getByLabel('Search resources').fill('career');
  await expect(page).toHaveURL(/search=career/);
  await page.getByLabel('Type').selectOption('resource');
  await expect(page).toHaveURL(/type=resource/);
  const area = page.getByLabel('Topic area');
  await expect(area.locator('option').nth(1)).toBeAttached();
  await area.selectOption({ index: 1 });
  await expect(page).toHaveURL(/topic_area=\d+/);
  const before = page.url();
  // Every filter is still in the address: choosing one right after the search settled kept it.
  expect(before).toMatch(/search=career/);
  expect(before).toMatch(/type=resource/);
  await page.reload();
  await expect(page.getByLabel('Search resources')).toHaveValue('career');
  await expect(page.getByLabel('Type')).toHaveValue('resource');
  await expect(page.getByLabel('Topic area')).not.toHaveValue('');
  expect(page.url()).toBe(before);
  // Loaded: cards or the empty state, never the error.
  await expect(page.getByText(/\d+ resources?|No resources found/).first()).toBeVisible();
  await expectNoA11yViolations(page, 'hub with filters');
  await screens(page, 'content-hub-filtered');
});
