import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, DEMO_PASSWORD, expectNoA11yViolations, test } from '../fixtures';
import { screens } from '../session';

// The machine running these is shared and often loaded: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

// Decision 0037: the Job Board's first page and a job's page arrive rendered in the HTML; the app
// takes over without moving anything and is then interactive. Decision 0048: so does the sign-in page.

const JOB = { slug: 'junior-data-analyst', title: 'Junior Data Analyst' };

/** The page as the HTML alone draws it (no script runs). */
async function withoutScripts(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/**
 * Records layout shifts, the largest contentful paints and when the app took over the server's
 * markup in #root, from before the page's first byte: `hydrated` when React adopted the server's
 * nodes (a visitor, decision 0050), not when it replaced them (a signed-in member, decision 0037).
 */
async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as TakeOverWindow;
    w.__shifts = 0;
    w.__lcp = [];
    w.__takeOver = null;
    w.__hydrated = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Watched from the first byte: under load the app can take over before DOMContentLoaded. The
    // parser adds the server's markup to #root; the app then either removes it or owns its nodes
    // (React keeps its fiber on each node it hydrated).
    let server: Element | null = null;
    const settle = (hydrated: boolean) => {
      w.__takeOver = performance.now();
      w.__hydrated = hydrated;
      observer.disconnect();
      clearInterval(timer);
    };
    const check = () => {
      if (w.__takeOver !== null) return;
      server ??= document.getElementById('root')?.firstElementChild ?? null;
      if (!server) return;
      if (!server.isConnected) settle(false);
      else if (Object.keys(server).some((key) => key.startsWith('__reactFiber$'))) settle(true);
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
    const timer = setInterval(check, 5);
  });
}

interface TakeOverWindow {
  __shifts: number;
  __lcp: number[];
  __takeOver: number | null;
  __hydrated: boolean | null;
}

/**
 * The attributes React would render for each hydrated element of #root that the server's markup
 * does not have. React does not repair an attribute that differs at hydration, so a difference
 * (an id from useId, a class that depends on the screen) would stay on the page.
 */
const attributeMismatches = (page: Page) =>
  page.evaluate(() => {
    const ATTRIBUTES = /^(id|for|class|href|role|type|name|hidden|disabled|aria-[a-z]+)$/;
    const found: string[] = [];
    let hydrated = 0;
    for (const element of Array.from(document.querySelectorAll('#root *'))) {
      const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
      if (!key) continue;
      hydrated += 1;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key]!;
      for (const [prop, value] of Object.entries(props)) {
        const name = prop === 'className' ? 'class' : prop === 'htmlFor' ? 'for' : prop;
        if (!ATTRIBUTES.test(name) || !['string', 'number', 'boolean'].includes(typeof value)) continue;
        const expected =
          typeof value !== 'boolean'
            ? String(value)
            : name.startsWith('aria-')
              ? String(value)
              : value
                ? ''
                : null;
        const actual = element.getAttribute(name);
        if (actual !== expected)
          found.push(`<${element.tagName.toLowerCase()}> ${name}="${actual}", app: "${expected}"`);
      }
    }
    return { hydrated, found };
  });

/**
 * When the browser first painted the page and started fetching the app's scripts (decision 0049:
 * a rendered page asks for its code only after its first contentful paint).
 */
const codeTimes = (page: Page) =>
  page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { fcp, scripts: scripts.length, firstScript: Math.min(...scripts) };
  });

async function expectCodeAfterFirstPaint(page: Page) {
  const times = await codeTimes(page);
  expect(times.fcp, 'the page painted').not.toBeNull();
  expect(times.scripts, 'the app loaded its modules').toBeGreaterThan(5);
  expect(times.firstScript, 'no script was fetched before the first paint').toBeGreaterThan(times.fcp!);
}

/** Holds every script of the app until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const takeOverFacts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as TakeOverWindow;
    return { shifts: w.__shifts, lcp: w.__lcp, takeOver: w.__takeOver, hydrated: w.__hydrated };
  });

test('the Job Board arrives rendered, the app takes over without a shift, and a filter works', async ({
  page,
  browser,
  baseURL,
}) => {
  const bare = await withoutScripts(browser, baseURL, '/jobs');
  await expect(bare.page.getByRole('heading', { level: 1, name: 'Job Board' })).toBeVisible();
  await expect(bare.page.getByRole('link', { name: JOB.title, exact: true })).toBeVisible();
  await bare.close();

  await page.setViewportSize({ width: 375, height: 800 });
  await watchTakeOver(page);
  await page.goto('/jobs');
  // The page's code is fetched after its first paint: the load event no longer waits for it.
  await expect
    .poll(async () => (await takeOverFacts(page)).takeOver, 'the app took the server markup over')
    .not.toBeNull();
  expect((await takeOverFacts(page)).hydrated, 'a visitor’s page is hydrated, not drawn again').toBe(true);
  const filters = page.getByRole('button', { name: 'Filters' });
  // A phone opens the filters on demand once the app has taken over.
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  const facts = await takeOverFacts(page);
  expect(facts.shifts).toBe(0);
  // The largest paint is the server's markup, not what the app drew later.
  expect(Math.max(...facts.lcp)).toBeLessThan(facts.takeOver!);
  await expectCodeAfterFirstPaint(page);

  await page.getByLabel('Job type').selectOption('full_time');
  await expect(page).toHaveURL(/job_type=full_time/);
  await expect(page.getByText(/^\d+ jobs?$/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: JOB.title, exact: true })).toBeVisible();
  await screens(page, 'jobs-ssr-board');
});

test("a job's page arrives rendered and the app takes over without a shift", async ({
  page,
  browser,
  baseURL,
}) => {
  const bare = await withoutScripts(browser, baseURL, `/job/${JOB.slug}`);
  await expect(bare.page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible();
  await bare.close();

  await page.setViewportSize({ width: 375, height: 800 });
  await watchTakeOver(page);
  await page.goto(`/job/${JOB.slug}`);
  await expect.poll(async () => (await takeOverFacts(page)).takeOver).not.toBeNull();
  expect((await takeOverFacts(page)).hydrated).toBe(true);
  await expectCodeAfterFirstPaint(page);
  // Interactive: the back link navigates inside the app.
  await page.locator('#main').getByRole('link', { name: 'Job Board' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible();
  const facts = await takeOverFacts(page);
  expect(facts.shifts).toBe(0);
  expect(Math.max(...facts.lcp)).toBeLessThan(facts.takeOver!);
  await expectNoA11yViolations(page);
  await screens(page, 'jobs-ssr-job');

  const missing = await page.goto('/job/no-such-job-anywhere');
  expect(missing?.status()).toBe(404);
});

test('a search typed before the app has loaded survives the take-over and filters the board', async ({
  page,
}) => {
  // Hold the app's code until the visitor has typed into the server's copy of the board.
  const release = await holdAppCode(page);
  await watchTakeOver(page);
  // The app's module script holds DOMContentLoaded back: the page is read as soon as it arrives.
  await page.goto('/jobs', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await search.fill('Junior Data');
  expect((await takeOverFacts(page)).takeOver, 'still the server’s markup').toBeNull();

  release();
  await expect.poll(async () => (await takeOverFacts(page)).takeOver).not.toBeNull();
  expect((await takeOverFacts(page)).hydrated).toBe(true);
  await expect(page).toHaveURL(/search=Junior(\+|%20)Data/);
  await expect(search).toHaveValue('Junior Data');
  await expect(search).toBeFocused();
  await expect(page.getByRole('link', { name: JOB.title, exact: true })).toBeVisible();
});

test('the sign-in page arrives rendered; what is typed before the app loads signs in after the take-over', async ({
  page,
  browser,
  baseURL,
}) => {
  const bare = await withoutScripts(browser, baseURL, '/login');
  await expect(bare.page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(bare.page.getByLabel('Email')).toBeEditable();
  // The browser's own submit would send the password in the address: it waits for the app.
  await expect(bare.page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await bare.close();

  const release = await holdAppCode(page);
  await watchTakeOver(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('member@demo.careerhub.example');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  expect((await takeOverFacts(page)).takeOver, 'still the server’s markup').toBeNull();
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect.poll(async () => (await takeOverFacts(page)).takeOver).not.toBeNull();
  expect((await takeOverFacts(page)).hydrated).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue('member@demo.careerhub.example');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
  const facts = await takeOverFacts(page);
  expect(facts.shifts).toBe(0);
  expect(Math.max(...facts.lcp)).toBeLessThan(facts.takeOver!);
  await expectNoA11yViolations(page);
  await screens(page, 'login-ssr');

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();

  // A member's first render is their own layout: the server's visitor page is replaced, not hydrated.
  await page.goto('/jobs');
  await expect.poll(async () => (await takeOverFacts(page)).takeOver).not.toBeNull();
  expect((await takeOverFacts(page)).hydrated).toBe(false);
  await expect(page.locator('#main').getByRole('link', { name: JOB.title, exact: true })).toBeVisible();
});

for (const width of [375, 1280])
  test(`at ${width} px, a visitor's rendered pages are hydrated with every attribute as the app renders it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchTakeOver(page);
    for (const path of ['/jobs', `/job/${JOB.slug}`, '/login']) {
      const release = await holdAppCode(page);
      await page.goto(path, { waitUntil: 'commit' });
      // The check itself must see a difference: one attribute changed in the server's copy stays.
      await page.locator('#root h1').evaluate((h1) => h1.setAttribute('class', `${h1.className} tampered`));
      release();
      await expect.poll(async () => (await takeOverFacts(page)).takeOver, path).not.toBeNull();
      expect((await takeOverFacts(page)).hydrated, path).toBe(true);
      // The page's own Suspense boundary hydrates after the layout around it: wait for its heading,
      // then for React to render again with what only the browser knows (the screen's width).
      await page.waitForFunction(() => {
        const h1 = document.querySelector('#root h1');
        return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactProps$'));
      });
      await page.waitForTimeout(500);
      const { hydrated, found } = await attributeMismatches(page);
      expect(hydrated, `${path}: elements React owns`).toBeGreaterThan(40);
      expect(found, path).toEqual([expect.stringMatching(/^<h1> class=".* tampered"/)]);
      await page.unroute('**/assets/*.js');
    }
  });

test("a reader whose date differs from UTC's gets the job's page hydrated, then their own zone's dates", async ({
  browser,
  baseURL,
  request,
}) => {
  const { data: job } = (await (await request.get(`/api/v1/jobs/slug/${JOB.slug}/`)).json()) as {
    data: { created_at: string };
  };
  // A zone where the job's posting date is another day than in UTC, whatever hour it was posted.
  const timezoneId =
    new Date(job.created_at).getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const context = await browser.newContext({ baseURL, timezoneId, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const fellBack: string[] = [];
  page.on('console', (message) => {
    if (/drawn afresh/.test(message.text())) fellBack.push(message.text());
  });
  await watchTakeOver(page);
  await page.goto(`/job/${JOB.slug}`);
  await expect.poll(async () => (await takeOverFacts(page)).takeOver).not.toBeNull();
  expect((await takeOverFacts(page)).hydrated).toBe(true);

  const dateIn = (timeZone?: string) =>
    page.evaluate(
      ([iso, zone]) =>
        new Date(iso!).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          timeZone: zone ?? undefined,
        }),
      [job.created_at, timeZone ?? null] as const,
    );
  const local = await dateIn();
  expect(local, 'the zone shows another day').not.toBe(await dateIn('UTC'));
  await expect(page.locator('#main dt', { hasText: 'Posted on' }).locator('+ dd')).toHaveText(local);
  expect(fellBack, 'hydration did not fall back to drawing the page again').toEqual([]);
  await context.close();
});
