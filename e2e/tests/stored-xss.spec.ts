import type { APIRequestContext, Page } from '@playwright/test';
import { apiTokens, expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { newVerifiedUser, useTokens } from '../session';

// The machine running these is shared and often loaded: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 15, stored XSS: classic payloads stored through the API in every text field a member or a
// group leader can write (profile, group, join questions, job, application question, chat), then
// the pages that show them opened in Chromium. No payload may run (no dialog, no marker set, no
// console marker), no injected element may exist, each payload must show as plain text, and
// links refuse javascript: URLs at the API.

const ADMIN = 'admin@demo.careerhub.example';
const CERTIFIED = 'certified@demo.careerhub.example';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const tag = Date.now().toString(36);
const P = {
  img: `<img src=x onerror="window.__xss='img';alert('img')">${tag}`,
  script: `<script>window.__xss='script';alert('script')</script>${tag}`,
  svg: `"><svg onload="window.__xss='svg';console.log('XSS-FIRED')">${tag}`,
  iframe: `<iframe src="javascript:window.top.__xss='iframe'"></iframe>${tag}`,
  js: 'javascript:alert(document.domain)',
};
const ALL = `${P.img} ${P.script} ${P.svg} ${P.iframe}`;

async function api(request: APIRequestContext, access: string) {
  const headers = { authorization: `Bearer ${access}` };
  return {
    get: (url: string) => request.get(`/api/v1${url}`, { headers }),
    post: (url: string, data: unknown) => request.post(`/api/v1${url}`, { headers, data }),
    patch: (url: string, data: unknown) => request.patch(`/api/v1${url}`, { headers, data }),
  };
}

/** Records anything a payload could do: dialogs, the console marker, the window marker. */
async function watch(page: Page) {
  const fired: string[] = [];
  page.on('dialog', async (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (msg) => {
    if (msg.text().includes('XSS-FIRED')) fired.push('console marker');
  });
  return fired;
}

/** Nothing ran and nothing was injected; the payload text is on the page as text. */
async function expectInert(page: Page, fired: string[], where: string, shown: string[]) {
  for (const text of shown) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await page.waitForTimeout(300);
  const injected = await page.evaluate(() => ({
    marker: (window as unknown as { __xss?: string }).__xss ?? null,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick], [onmouseover]').length,
    images: document.querySelectorAll('img[src="x"]').length,
    svgs: Array.from(document.querySelectorAll('svg')).filter((s) => s.hasAttribute('onload')).length,
    frames: document.querySelectorAll('iframe').length,
    // Runnable scripts only: the job page's JSON-LD block holds the text as escaped data.
    scripts: Array.from(document.querySelectorAll('script')).filter(
      (s) => (!s.type || /javascript|module/i.test(s.type)) && (s.textContent ?? '').includes('__xss'),
    ).length,
    jsLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
  }));
  expect(injected, where).toEqual({
    marker: null,
    handlers: 0,
    images: 0,
    svgs: 0,
    frames: 0,
    scripts: 0,
    jsLinks: 0,
  });
  expect(fired, where).toEqual([]);
  await expectNoA11yViolations(page, where);
}

test('stored payloads in profile, group, questions, job and chat stay inert text', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);

  // An attacker whose name, profile and messages carry the payloads.
  const attacker = await newVerifiedUser(request, { first: 'Mallory', last: 'Quinn' });
  const attackerApi = await api(request, attacker.access);
  const profile = await attackerApi.patch('/users/profile/', {
    first_name: P.img.slice(0, 140),
    last_name: P.svg.slice(0, 140),
    title: P.svg.slice(0, 190),
    short_bio: ALL,
    career_story: P.script,
    location: P.iframe.slice(0, 190),
  });
  expect(profile.status(), await profile.text()).toBe(200);
  for (const field of ['social_linkedin', 'calendy_url', 'social_twitter']) {
    const link = await attackerApi.patch('/users/profile/', { [field]: P.js });
    expect(link.status(), `${field} accepts javascript:`).toBe(400);
  }
  const attackerIdentity = (await (await attackerApi.get('/identity/')).json()) as {
    id: number;
    name_slug: string;
  };

  // A group with payloads in its name, description and join questions; its link refuses javascript:.
  const { access: adminAccess } = await apiTokens(request, ADMIN);
  const adminApi = await api(request, adminAccess);
  const org = (await (await adminApi.get('/groups/slug/careerhub-community/')).json()) as { id: number };
  const badLink = await adminApi.patch(`/groups/${org.id}/`, { extra_info: { external_link: P.js } });
  expect(badLink.status(), 'external_link accepts javascript:').toBe(400);

  // A circle led by a certified member, with payloads in its name, description and join question.
  const { access: leaderAccess } = await apiTokens(request, CERTIFIED);
  const leaderApi = await api(request, leaderAccess);
  const topic = await leaderApi.post('/topics/', { name: 'Interview practice' });
  expect(topic.ok(), await topic.text()).toBe(true);
  const circleName = `Circle ${P.svg}`.slice(0, 120);
  const circleCreated = await leaderApi.post('/groups/', {
    name: circleName,
    group_type: 'circle',
    circle_type: 'Career Circle',
    description: ALL,
    relevant_sdgs: [8],
    use_cases: [1],
    topics: [((await topic.json()) as { id: number }).id],
    group_duration: 'time_limited',
    career_stages: [3],
    start_date: daysFromNow(10),
    end_date: daysFromNow(40),
    publicity: 'open',
    application_open_date: daysFromNow(-1),
    application_close_date: daysFromNow(5),
    parent_group: org.id,
    extra_info: { questions: [{ label: P.img.slice(0, 190), type: 'text', required: true }] },
  });
  expect(circleCreated.status(), await circleCreated.text()).toBe(201);
  const circle = (await circleCreated.json()) as { name_slug: string; name: string };

  // A job whose title, description, requirements and question carry the payloads, published.
  const jobTitle = `Analyst ${P.img}`.slice(0, 190);
  const created = await adminApi.post('/jobs/', {
    group: org.id,
    title: jobTitle,
    description: ALL,
    requirements: P.script,
    job_type: 'full_time',
    job_location: 'remote',
    countries: ['Ghana'],
    job_status: 'pending',
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = ((await created.json()) as { data: { id: number; slug: string } }).data;
  const published = await adminApi.patch(`/jobs/${job.id}/`, {
    job_status: 'approved',
    extra_info: { questions: [{ label: P.svg.slice(0, 190), type: 'text', required: true }] },
  });
  expect(published.ok(), await published.text()).toBe(true);

  // The job's server-rendered page (title, description, JSON-LD) carries the text escaped.
  const seo = await (await request.get(`/job/${job.slug}`)).text();
  expect(seo).not.toContain('<img src=x');
  expect(seo).not.toContain('<script>window.__xss');
  expect(seo).not.toContain('<svg onload');
  expect(seo).toContain('&lt;img src=x');
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(seo)?.[1] ?? '';
  expect(jsonLd).toContain('\\u003cimg src=x');
  expect(jsonLd).not.toContain('<');

  // The victim: a member who is messaged by the attacker and opens the pages.
  const victim = await newVerifiedUser(request, { first: 'Vera', last: 'Okafor' });
  const victimIdentity = (await (await (await api(request, victim.access)).get('/identity/')).json()) as {
    id: number;
  };
  const room = await attackerApi.post('/room/', { user_ids: [victimIdentity.id] });
  expect(room.status(), await room.text()).toBeLessThan(300);
  const { id: roomId } = (await room.json()) as { id: number };
  const sent = await attackerApi.post(`/chats/${roomId}/`, { messages: [{ type: 'text', value: ALL }] });
  expect(sent.status(), await sent.text()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await useTokens(page, victim);
  const fired = await watch(page);

  await page.goto(`/profile/${attackerIdentity.name_slug}`);
  await expectInert(page, fired, 'attacker profile', [tag]);

  await page.goto(`/circle/${circle.name_slug}`);
  await expect(page.getByRole('heading', { level: 1, name: circle.name })).toBeVisible();
  await expectInert(page, fired, 'circle page', [tag]);
  await page.getByRole('button', { name: 'Apply to Join' }).click();
  await expect(page.getByRole('dialog', { name: `Join ${circle.name}` })).toBeVisible();
  await expectInert(page, fired, 'circle join questions', [tag]);

  await page.goto(`/job/${job.slug}`);
  await expectInert(page, fired, 'job page', [tag]);

  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Messages/ })
    .click();
  const entry = page.getByRole('menuitem').filter({ hasText: tag }).first();
  await expect(entry).toBeVisible();
  await expectInert(page, fired, 'messages menu', [tag]);
  await entry.click();
  const panel = page.getByRole('dialog', { name: 'Messaging' });
  await expect(panel.getByRole('log').getByText(tag, { exact: false }).first()).toBeVisible();
  await expectInert(page, fired, 'chat conversation', [tag]);

  await context.close();
});
