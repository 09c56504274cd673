import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Helpers of the phone layout and CSP specs.

/**
 * Records Content-Security-Policy violations of every page of this page's context (the
 * `securitypolicyviolation` event, before any script of the app runs) and the console lines that
 * report one; `cspViolations()` reads both.
 */
export async function watchCsp(page: Page) {
  const consoleLines: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) consoleLines.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  return async function cspViolations(): Promise<string[]> {
    const inPage = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    return [...inPage, ...consoleLines];
  };
}

/**
 * What does not fit at this width: the page scrolling sideways, and any table wider than the box
 * that holds it (a table in a sideways-scrolling box hides its last columns on a phone).
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
      problems.push(
        `page ${root.scrollWidth} px wide in a ${window.innerWidth} px window (${wide.join(' | ')})`,
      );
    }
    for (const table of Array.from(document.querySelectorAll('table'))) {
      const box = table.getBoundingClientRect();
      if (box.width > 0 && box.width > window.innerWidth)
        problems.push(`table ${Math.round(box.width)} px wide`);
    }
    return problems;
  });
}

/** At each width (phones and a laptop): no sideways scroll, then a screenshot test-results/screens/phone-{name}-{width}.png. */
export async function expectFits(page: Page, name: string, widths = [360, 390, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(150);
    expect(await horizontalOverflow(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/screens/phone-${name}-${width}.png`, fullPage: true });
  }
  // Back to the phone: what the test does next happens there.
  await page.setViewportSize({ width: widths[0]!, height: 800 });
}
