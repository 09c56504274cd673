import { expect, expectNoA11yViolations, signInWithApi, test } from '../fixtures';
import { toast } from '../session';

// Ask Anything (issue 21; content-ai-admin 2.11, 4 "Assistant chat", 9): a member asks, the answer
// streams in and cites a seeded resource, the member opens it, rates the answer and resumes the
// conversation after a reload. Only the assistant's own history of the demo member is written.

const MEMBER = 'member@demo.careerhub.example';
const RESOURCE = 'Salary negotiation: a step-by-step playbook';

test('a member asks, opens the cited resource, rates the answer and resumes the conversation', async ({
  page,
  request,
  baseURL,
}) => {
  // Two shared cores: the first answers of a fresh server can be slow.
  test.setTimeout(180_000);
  await signInWithApi(page, request, MEMBER, baseURL!);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome(, .+)?$/ })).toBeVisible({
    timeout: 20_000,
  });
  // The wide layout's right panel links to the assistant.
  await page.getByRole('complementary').getByRole('link', { name: 'Ask Anything' }).click();
  await expect(page).toHaveURL(/\/ask-anything$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Anything' })).toBeVisible({
    timeout: 15_000,
  });
  const chat = page.getByRole('region', { name: 'Ask Anything' });
  await expect(chat.getByRole('heading', { name: 'Suggested questions' })).toBeVisible();
  await expectNoA11yViolations(page, 'assistant start');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/assistant-start-${width}.png`, fullPage: true });
  }

  const question = `How do I negotiate my salary? ${Date.now()}`;
  await chat.getByLabel('Ask Anything').fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(question)).toBeVisible();
  // The answer quotes the resource by name, says it is search-based, and links it as a card.
  await expect(chat.getByText(`[1] ${RESOURCE} (resource)`, { exact: false })).toBeVisible();
  await expect(chat.getByText('This is a search-based answer', { exact: false })).toBeVisible();
  const card = chat
    .getByRole('link', { name: new RegExp(RESOURCE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first();
  await expect(card).toBeVisible();
  await expectNoA11yViolations(page, 'assistant answer');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/assistant-answer-${width}.png`, fullPage: true });
  }

  // Stars first, then the comment box, then the thank-you toast.
  await chat.getByRole('button', { name: '4 stars' }).last().click();
  await chat.getByLabel('Tell us more (optional)').fill('Straight to the point.');
  await chat.getByRole('button', { name: 'Send feedback' }).click();
  await expect(
    toast(page, 'Thank you for your feedback! Your input is invaluable to us and will help us improve.'),
  ).toBeVisible();

  await card.click();
  await expect(page).toHaveURL(/\/resource\//);
  await expect(page.getByRole('heading', { level: 1, name: RESOURCE })).toBeVisible({ timeout: 20_000 });

  await page.goto('/ask-anything');
  await page.reload();
  await chat.getByRole('button', { name: 'Resume Previous Conversation' }).click({ timeout: 20_000 });
  await expect(chat.getByText(question)).toBeVisible();
  await expectNoA11yViolations(page, 'assistant resumed');
});
