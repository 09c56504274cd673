import { apiTokens, expect, expectNoA11yViolations, test } from '../fixtures';
import { watchCsp } from '../phone-helpers';
import { useTokens } from '../session';

// The app runs under the server's Content-Security-Policy (no inline script allowed): no
// violation on the landing page, the login page, a signed-in page and a job page with its JSON-LD.

test('the landing, login, a signed-in page and a job page run without a CSP violation', async ({
  page,
  request,
}) => {
  const cspViolations = await watchCsp(page);
  const landing = await page.goto('/');
  const csp = landing?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();

  await page.goto('/job/junior-data-analyst');
  await expect(page.getByRole('heading', { level: 1, name: /Junior Data Analyst/ })).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);

  await useTokens(page, await apiTokens(request, 'member@demo.careerhub.example'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expectNoA11yViolations(page, 'member home under the CSP');
  expect(await cspViolations()).toEqual([]);
});

test('an inline script is refused, so the policy is really enforced', async ({ page }) => {
  const cspViolations = await watchCsp(page);
  await page.goto('/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
  });
  await expect
    .poll(async () => (await cspViolations()).filter((v) => /^script-src(-elem)? blocked inline/.test(v)))
    .toHaveLength(1);
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined();
});
