import { expect, expectNoA11yViolations, getStarted, test } from '../fixtures';

// The landing page an anonymous visitor sees on the default brand (localhost → app, "CareerHub").

test.describe('landing page (default brand)', () => {
  test('shows the brand title, no member navigation, Powered by, and Get Started leads to /login', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your career on your own terms');
    await expect(page).toHaveTitle(/CareerHub/);

    // Logged-out visitors get no navigation bar: nothing navigational in the header, no side menu
    // ("Main" navigation), no menu button, no member right panel.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Highlights' })).toHaveCount(0);

    // localhost is one of the provider's domains, so the footer credits it.
    await expect(page.getByText(/Powered by/i).first()).toBeVisible();

    await expectNoA11yViolations(page, 'landing (app)');

    await getStarted(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(/email/i).first()).toBeVisible();
    await expect(page.getByLabel(/password/i).first()).toBeVisible();
    await expectNoA11yViolations(page, 'login');
  });

  test('keyboard: Tab reaches Get Started and Enter follows it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, 'landing (keyboard)');

    const cta = getStarted(page);
    let reached = false;
    for (let i = 0; i < 25 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await cta.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'Get Started is reachable with Tab within 25 presses').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('landing page at common widths', () => {
  for (const width of [375, 640, 768, 1024, 1280, 1536]) {
    test(`${width}px: no horizontal scroll and the call to action is visible`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const overflow = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(
        overflow.scrollWidth,
        `page is ${overflow.scrollWidth}px wide in a ${overflow.clientWidth}px viewport`,
      ).toBeLessThanOrEqual(overflow.clientWidth);

      const cta = getStarted(page);
      await expect(cta).toBeVisible();
      await expect(cta).toBeInViewport();
      const box = await cta.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      await expectNoA11yViolations(page, `landing at ${width}px`);
    });
  }
});
