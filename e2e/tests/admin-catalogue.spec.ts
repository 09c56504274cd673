import type { Page } from '@playwright/test';
import { CATALOG_ADMIN_TEXT as T, CATALOG_MESSAGES as M } from '@careerhub/shared';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { ADMIN, DEMO_ORG, MEMBER, asUser } from '../content-helpers';
import { screens, signInDemo, toast } from '../session';

// Issues 19 and 23, the admin's catalogue tables: a member submits a use case and an AI tool to
// the demo organization (through the API); the usecase_curation agent judges the use case in the
// background. The organization's admin opens Use Case Management from the dashboard's pending
// count, finds the use case with its Quality verdict and reasons, approves it (toast) and it
// leaves the pending list; then AI Tool Management approves the tool the same way. axe on each.

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = Date.now().toString(36);
const title = `Draft grant reports with an assistant ${unique}`;
const toolName = `GrantWriter ${unique}`;
const DESCRIPTION =
  'Grant officers spend days turning project notes into the funder’s report template. An assistant ' +
  'reads the notes, the budget sheet and last year’s report, fills each section of the template and ' +
  'flags numbers that do not match the budget. The officer checks every claim against the sources, ' +
  'rewrites the impact story in their own words and sends the draft for review. Reports that took a ' +
  'week now take a day, and the checklist of claims to verify is shared with the finance team.';

/** Screenshots for the helper's own look at 390 and 1280 px (besides screens()' 375 to 1536). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the admin approves a curated use case and an AI tool from the management tables', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const member = await asUser(request, MEMBER);
  const org = (await (await member.get(`/groups/slug/${DEMO_ORG}/`)).json()) as { id: number };
  const submitted = await member.post('/use-cases/', {
    title,
    description: DESCRIPTION,
    reason: 'Officers get their week back and funders get accurate reports.',
    group: org.id,
    business_value: 'High',
    complexity: 'Medium',
    innovation_category: 'Incremental',
    job_functions: [1],
    categories: [1],
    video_link: 'https://www.youtube.com/watch?v=aircAruvnKk',
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const useCase = ((await submitted.json()) as { data: { id: number; status: string } }).data;
  expect(useCase.status).toBe('pending');
  const tool = await member.post('/ai-tools/', {
    name: toolName,
    description: 'Drafts grant reports from project notes.',
    group: org.id,
  });
  expect(tool.status(), await tool.text()).toBe(201);

  // The curation runs in the background.
  const admin = await asUser(request, ADMIN);
  await expect
    .poll(async () => {
      const read = (await (await admin.get(`/use-cases/${useCase.id}/`)).json()) as {
        data: { agent_responses: Array<{ response: { quality_level: string | null } }> };
      };
      return read.data.agent_responses[0]?.response.quality_level ?? null;
    })
    .toBe('high');

  await page.addInitScript(() => window.localStorage.setItem('ui_mode', 'admin'));
  await signInDemo(page, request, ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin-dashboard');
  const pendingUseCases = page.getByRole('link', { name: /^Pending Use Cases \d+$/ });
  await expect(pendingUseCases).toBeVisible();
  await pendingUseCases.click();
  await expect(page).toHaveURL(/\/admin-dashboard\/usecases\?status=pending$/);
  await expect(page.getByRole('heading', { level: 1, name: T.useCaseManagement })).toBeVisible();
  await expect(page.getByRole('tab', { name: T.pending })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel(T.searchUseCases).fill(unique);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(row).toBeVisible();
  const quality = page.getByTestId(`quality-${useCase.id}`);
  await expect(quality.getByText('High', { exact: true })).toBeVisible();
  await expect(quality).toContainText('The description is detailed');
  await expect(row.getByRole('button', { name: `Reject ${title}` })).toBeVisible();
  await expectNoA11yViolations(page, 'use case management');
  await screens(page, 'admin-usecases');
  await shots(page, 'admin-usecases');

  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(toast(page, M.useCaseApproved)).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await expect(page.getByText(M.noUseCases)).toBeVisible();
  // It is approved now: the Approved tab lists it with neither button.
  await page.getByRole('tab', { name: T.approved }).click();
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${title}` })).toHaveCount(0);

  // AI Tool Management.
  await page.goto('/admin-dashboard/ai-tools?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: T.aiToolManagement })).toBeVisible();
  await page.getByLabel(T.searchAiTools).fill(unique);
  const toolRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: toolName, exact: true }) });
  await expect(toolRow).toBeVisible();
  await expectNoA11yViolations(page, 'AI tool management');
  await screens(page, 'admin-ai-tools');
  await shots(page, 'admin-ai-tools');
  await page.setViewportSize({ width: 1280, height: 900 });
  await toolRow.getByRole('button', { name: `Approve ${toolName}` }).click();
  await expect(toast(page, M.aiToolApproved)).toBeVisible();
  await expect(page.getByRole('link', { name: toolName, exact: true })).toHaveCount(0);

  const after = (await (await admin.get(`/ai-tools/?admin=true&search=${unique}`)).json()) as {
    data: Array<{ name: string; status: string }>;
  };
  expect(after.data).toEqual([expect.objectContaining({ name: toolName, status: 'approved' })]);
});
