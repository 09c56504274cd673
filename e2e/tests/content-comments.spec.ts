import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { COMMENT_TEXT, NEWSLETTER_TEXT } from '@careerhub/shared';
import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { DEMO_ORG } from '../content-helpers';
import { newVerifiedUser, screens, toast, useTokens } from '../session';

// Issue 18, closing items: a member comments on a resource's page, edits and deletes the comment;
// a post with a link shows the link's preview card (a page served on the loopback port that
// LINK_PREVIEW_ALLOW_HOSTS lets past the address guard, in e2e only); a member turns a group's
// newsletters off and on from the notification settings page.

const expect = baseExpect.configure({ timeout: 20_000 });

/** The new user joins the demo organization (open admission) unless already a member; its id. */
async function joinDemoOrg(request: APIRequestContext, access: string): Promise<number> {
  const headers = { authorization: `Bearer ${access}` };
  const group = (await (await request.get(`/api/v1/groups/slug/${DEMO_ORG}/`, { headers })).json()) as {
    id: number;
    membership_status: string | null;
  };
  if (group.membership_status !== 'accepted') {
    const joined = await request.post(`/api/v1/groups/${group.id}/join/`, {
      headers,
      data: { role: 'member' },
    });
    expect(joined.status(), await joined.text()).toBeLessThan(300);
  }
  return group.id;
}

test('a member comments on a resource page, edits the comment and deletes it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await newVerifiedUser(request, { first: 'Ama', last: 'Owusu' });
  const resources = (await (
    await request.get('/api/v1/contents/?type=resource&status=approved&page_size=15', {
      headers: { authorization: `Bearer ${member.access}` },
    })
  ).json()) as { data: Array<{ slug: string; title: string; is_locked: boolean; is_premium: boolean }> };
  const resource = resources.data.find((r) => !r.is_premium && !r.is_locked)!;
  await useTokens(page, member);
  await page.goto(`/resource/${resource.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: resource.title })).toBeVisible();
  const comments = page.getByRole('region', { name: COMMENT_TEXT.heading });
  await expect(comments).toBeVisible();

  const text = `The checklist on page two saved my interview ${Date.now().toString(36)}`;
  const box = comments.getByRole('textbox', { name: COMMENT_TEXT.placeholder });
  await box.fill(text);
  await comments.getByRole('button', { name: COMMENT_TEXT.submit, exact: true }).click();
  await expect(toast(page, COMMENT_TEXT.created)).toBeVisible();
  const mine = comments.getByRole('article', { name: 'Comment by Ama Owusu' });
  await expect(mine.getByText(text)).toBeVisible();
  await expectNoA11yViolations(page, 'resource comments');

  // Edit by keyboard: the author's Edit opens the text in place.
  await mine.getByRole('button', { name: 'Edit your comment' }).click();
  const edit = mine.getByRole('textbox', { name: 'Edit your comment' });
  await edit.fill(`${text} (and page three)`);
  await mine.getByRole('button', { name: COMMENT_TEXT.save }).click();
  await expect(toast(page, COMMENT_TEXT.updated)).toBeVisible();
  await expect(mine.getByText(`${text} (and page three)`)).toBeVisible();
  await expect(mine.getByText(COMMENT_TEXT.edited)).toBeVisible();
  await page.reload();
  await expect(comments.getByText(`${text} (and page three)`)).toBeVisible();
  await screens(page, 'content-resource-comments');

  // Delete after confirming: the comment is gone.
  await comments
    .getByRole('article', { name: 'Comment by Ama Owusu' })
    .getByRole('button', { name: 'Delete your comment' })
    .click();
  const confirm = page
    .getByRole('alertdialog', { name: COMMENT_TEXT.confirmDeleteTitle })
    .or(page.getByRole('dialog', { name: COMMENT_TEXT.confirmDeleteTitle }));
  await confirm.getByRole('button', { name: COMMENT_TEXT.delete }).click();
  await expect(toast(page, COMMENT_TEXT.deleted)).toBeVisible();
  await expect(comments.getByText(`${text} (and page three)`)).toBeHidden();
});

test('a post with a link shows the preview card of the linked page', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The stand-in for a public page, on the port the e2e server's LINK_PREVIEW_ALLOW_HOSTS names.
  const port = Number(process.env.E2E_PORT ?? 4310) + 7;
  const stamp = Date.now().toString(36);
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Plain</title>
      <meta property="og:title" content="Mentoring programmes that work ${stamp}">
      <meta property="og:description" content="Five lessons from a year of peer mentoring circles.">
      <meta property="og:site_name" content="Careers Weekly"></head><body>${req.url}</body></html>`);
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  try {
    const member = await newVerifiedUser(request, { first: 'Kofi', last: 'Boateng' });
    const headers = { authorization: `Bearer ${member.access}` };
    const groupId = await joinDemoOrg(request, member.access);
    const created = await request.post('/api/v1/contents/', {
      headers,
      data: {
        type: 'post',
        group: groupId,
        security_level: 0,
        content: `Worth reading before our next circle: http://127.0.0.1:${port}/mentoring?ref=${stamp}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const post = ((await created.json()) as { data: { slug: string } }).data;

    await useTokens(page, member);
    await page.goto(`/post/${post.slug}`);
    const card = page.getByRole('link', { name: new RegExp(`Mentoring programmes that work ${stamp}`) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Careers Weekly');
    await expect(card).toContainText('Five lessons from a year of peer mentoring circles.');
    await expect(card).toHaveAttribute('href', `http://127.0.0.1:${port}/mentoring?ref=${stamp}`);
    await expectNoA11yViolations(page, 'post with a link preview');
    await screens(page, 'content-post-link-preview');
  } finally {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
});

test("a member turns a group's newsletters off and on in the notification settings", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await newVerifiedUser(request, { first: 'Lena', last: 'Park' });
  await joinDemoOrg(request, member.access);
  await useTokens(page, member);
  await page.goto('/notification/settings');
  const section = page.getByRole('region', { name: 'Newsletters' });
  await expect(section).toBeVisible();
  const first = section.getByRole('switch', { name: /Newsletters from CareerHub Community/ });
  await expect(first).toHaveAttribute('aria-checked', 'true');
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-checked', 'false');
  await expect(toast(page, NEWSLETTER_TEXT.unsubscribed('CareerHub Community'))).toBeVisible();
  await page.reload();
  await expect(first).toHaveAttribute('aria-checked', 'false');
  await expectNoA11yViolations(page, 'notification settings with newsletters');
  await screens(page, 'content-newsletter-preferences');
  await first.click();
  await expect(first).toHaveAttribute('aria-checked', 'true');
});
