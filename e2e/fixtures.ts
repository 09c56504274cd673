import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

/**
 * `page` comes from a context of its own made with `browser.newContext()` (axe-core needs a page
 * that belongs to a context it can open frames in; `browser.newPage()` pages are refused).
 */
export const test = base.extend({
  page: async ({ browser, baseURL, viewport }, use) => {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    // Surface the browser's own errors in the test output: a blank screen then says why.
    page.on('pageerror', (err) => console.log(`[browser] uncaught: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') console.log(`[browser] console.error: ${msg.text()}`);
    });
    await use(page);
    await context.close();
  },
});

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Colours are checked as they end up, not halfway through a fade: a button that turns enabled
 * after hydration, or a toast coming in (150 ms), is briefly paler than any reader is left with,
 * and axe read it so on a loaded machine (contrast 2.55 and 3.27). Waits until three animation
 * frames in a row have no finite animation or transition running or about to start (an animation
 * that starts just after one quiet check is caught by the next), at most 2 s; spinners and other
 * endless animations are left running. Past 2 s the check runs on what is painted, as before.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          const started = performance.now();
          let quietFrames = 0;
          const busy = () =>
            document
              .getAnimations()
              .some(
                (a) =>
                  (a.playState === 'running' || a.pending) && a.effect?.getTiming().iterations !== Infinity,
              );
          const check = () => {
            quietFrames = busy() ? 0 : quietFrames + 1;
            if (quietFrames >= 3 || performance.now() - started > 2_000) resolve();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
          // A page that draws no frames (hidden) still gets checked.
          setTimeout(resolve, 2_500);
        }),
    )
    // A navigation meanwhile ends the wait; axe then reads the new page.
    .catch(() => undefined);
}

/**
 * Runs axe with the WCAG 2.0 A/AA and 2.1 AA rules on the current page and fails the test on any
 * serious or critical violation, printing each one's id, help text and target nodes.
 * Minor and moderate findings are printed but do not fail.
 */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const describe = (v: (typeof results.violations)[number]) =>
    [
      `  [${v.impact ?? 'unknown'}] ${v.id}: ${v.help}`,
      `    ${v.helpUrl}`,
      ...v.nodes.map(
        (n) =>
          `    - ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
      ),
    ].join('\n');

  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const other = results.violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (other.length > 0) {
    console.log(
      `axe (${label}): ${other.length} minor/moderate finding(s):\n${other.map(describe).join('\n')}`,
    );
  }
  if (blocking.length > 0) {
    const report = `axe (${label}): ${blocking.length} serious/critical violation(s):\n${blocking.map(describe).join('\n')}`;
    console.error(report);
    expect(
      blocking.map(
        (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
      report,
    ).toEqual([]);
  }
}

/** The same server reached under another host name (Chromium resolves every *.localhost to loopback). */
export function urlOnHost(baseURL: string | undefined, host: string, pathname = '/'): string {
  const url = new URL(pathname, baseURL ?? 'http://127.0.0.1:4310');
  url.hostname = host;
  return url.toString();
}

/** The landing page's call to action: a link or a button named "Get Started". */
export function getStarted(page: Page) {
  return page
    .getByRole('link', { name: 'Get Started', exact: true })
    .or(page.getByRole('button', { name: 'Get Started', exact: true }))
    .first();
}

/** "#7c3aed" → "rgb(124, 58, 237)", the form getComputedStyle reports colours in. */
export function hexToRgb(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h ?? '0', 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Every seeded demo account shares this password. */
export const DEMO_PASSWORD = 'careerhub-demo';

/** Logs in through the API (POST /api/v1/token/) and returns the token pair. */
export async function apiTokens(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post('/api/v1/token/', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as { access: string; refresh: string };
}

/**
 * Signs `email` in without the form: tokens from the API, stored the way
 * apps/web/src/lib/api/tokens.ts keeps them in the localStorage of `origin` (the test server, or a
 * brand host such as http://star.localhost:port; the API call itself goes to 127.0.0.1, since Node
 * does not resolve *.localhost), then opens `/` there.
 */
export async function signInWithApi(page: Page, request: APIRequestContext, email: string, origin: string) {
  const tokens = await apiTokens(request, email);
  await page.goto(new URL('/login', origin).toString());
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('access_token', access);
    localStorage.setItem('refresh_token', refresh);
  }, tokens);
  await page.goto(new URL('/', origin).toString());
}
