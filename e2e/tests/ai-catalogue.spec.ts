import { CATALOG_MESSAGES as M } from '@careerhub/shared';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { ADMIN, CERTIFIED, MEMBER, asUser, pdfWithPages } from '../content-helpers';
import { screens, signInDemo, toast } from '../session';

// Issue 19, the catalogue: a member submits a use case with a PDF and a video link, the admin of
// the demo organization approves it on its page, another member opens it and reads the document
// in the app; the AI tools list (search, category) and a tool's page; a missing tool; axe on each.

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });
const title = `Triage tickets with an assistant ${Date.now().toString(36)}`;
let slug = '';

test('a member submits a use case with a PDF and a video link', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInDemo(page, request, MEMBER);
  await page.goto('/usecases');
  await expect(page.getByRole('heading', { level: 1, name: M.useCasesHeading })).toBeVisible();
  await expect(page.getByRole('list', { name: M.useCasesHeading }).locator(':scope > li')).toHaveCount(15);
  await expectNoA11yViolations(page, 'use case list');
  await screens(page, 'catalog-usecases');

  await page.getByRole('button', { name: M.submitUseCase }).click();
  const form = page.getByRole('dialog', { name: M.submitUseCase });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(M.formSummary)).toBeVisible();
  await expect(form.getByText(M.required).first()).toBeVisible();
  await expectNoA11yViolations(page, 'use case form with errors');

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Sort incoming tickets by urgency and draft first answers.');
  await form.getByLabel('Why this is important').fill('First replies go out in minutes.');
  const org = form.getByLabel('Organization');
  if (!(await org.inputValue())) await org.selectOption({ index: 1 });
  await form.getByLabel('Business value').selectOption('High');
  await form.getByLabel('Complexity').selectOption('Low');
  await form.getByLabel('Innovation category').selectOption('Incremental');
  await form.getByLabel('Video link (YouTube)').fill('https://www.youtube.com/watch?v=aircAruvnKk');
  await form.getByLabel('Document (PDF)').setInputFiles({
    name: 'triage-playbook.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithPages(3, 'Triage playbook'),
  });
  await expect(form.getByRole('button', { name: 'Remove triage-playbook.pdf' })).toBeVisible();
  await screens(page, 'catalog-usecase-form');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, M.useCaseSubmitted)).toBeVisible();
  await expect(form).toBeHidden();

  const member = await asUser(request, MEMBER);
  const mine = (await (await member.get('/use-cases/?created_by=me&page_size=50')).json()) as {
    data: Array<{ slug: string; title: string; status: string }>;
  };
  const made = mine.data.find((u) => u.title === title);
  expect(made?.status).toBe('pending');
  slug = made!.slug;
});

test("the demo organization's admin approves it on its page", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInDemo(page, request, ADMIN);
  await page.goto(`/usecase/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  await expect(toast(page, M.useCaseApproved)).toBeVisible();
  await expect(page.getByText('Pending review')).toBeHidden();
});

test('another member opens it and reads the document in the viewer', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInDemo(page, request, CERTIFIED);
  await page.goto(`/usecase/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: M.whyImportant })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More actions' })).toBeHidden();
  await expectNoA11yViolations(page, 'use case page');
  await screens(page, 'catalog-usecase-page');

  await page.getByRole('button', { name: 'Document' }).click();
  const reader = page.getByRole('dialog', { name: 'triage-playbook.pdf' });
  await expect(reader.getByText(/Page 1 of 3|1 \/ 3/)).toBeVisible();
  await reader.getByRole('button', { name: /Next page/i }).click();
  await expect(reader.getByText(/Page 2 of 3|2 \/ 3/)).toBeVisible();
  await expectNoA11yViolations(page, 'use case document');
  await page.keyboard.press('Escape');
  await expect(reader).toBeHidden();

  await page.getByRole('button', { name: 'Video' }).click();
  const video = page.getByRole('dialog', { name: `Video: ${title}` });
  await expect(video.locator('iframe[src*="youtube-nocookie.com/embed/aircAruvnKk"]')).toBeAttached();
  await page.keyboard.press('Escape');
});

test('the AI tools list filters by search and category and opens a tool', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/ai-tools');
  await expect(page.getByRole('heading', { level: 1, name: M.aiToolsHeading })).toBeVisible();
  await expect(page.getByRole('list', { name: M.aiToolsHeading }).locator(':scope > li')).toHaveCount(9);
  // A visitor who is not signed in is sent to sign in first.
  await page.getByRole('button', { name: M.submitAiTool }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fai-tools/);

  await signInDemo(page, request, MEMBER);
  await page.goto('/ai-tools');
  await expectNoA11yViolations(page, 'AI tools list');
  await screens(page, 'catalog-ai-tools');
  await page.getByLabel('Category').selectOption({ label: 'Coding' });
  await expect(page).toHaveURL(/ai_category=4/);
  // The list's card (the right panel may recommend the same tool).
  const list = page.getByRole('list', { name: M.aiToolsHeading });
  await expect(list.getByRole('link', { name: 'GitHub Copilot' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('nothing-like-this');
  await expect(page.getByText(M.noAiTools)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('copilot');
  await list.getByRole('link', { name: 'GitHub Copilot' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'GitHub Copilot' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Use cases' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Write unit tests for legacy code/ })).toBeVisible();
  await expectNoA11yViolations(page, 'AI tool page');
  await screens(page, 'catalog-ai-tool-page');

  await page.goto('/ai-tool/no-such-tool');
  await expect(page.getByRole('heading', { level: 1, name: M.pageNotFound })).toBeVisible();
  await expectNoA11yViolations(page, 'missing AI tool');
});

test('a member submits an AI tool; a logo of 5 MB is refused', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInDemo(page, request, MEMBER);
  await page.goto('/ai-tools');
  await page.getByRole('button', { name: M.submitAiTool }).click();
  const form = page.getByRole('dialog', { name: M.submitAiTool });
  await form.getByLabel('Logo').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024),
  });
  await expect(form.getByText(M.logoTooLarge)).toBeVisible();
  await form.getByLabel('Name').fill(`Ticket sorter ${Date.now().toString(36)}`);
  await form.getByLabel('Description').fill('Sorts support tickets by topic.');
  const org = form.getByLabel('Organization');
  if (!(await org.inputValue())) await org.selectOption({ index: 1 });
  await expectNoA11yViolations(page, 'AI tool form');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, M.aiToolSubmitted)).toBeVisible();
});
