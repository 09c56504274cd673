import { expect, expectNoA11yViolations, test } from '../fixtures';

test('an unknown page shows the 404 screen and Go to Home Page returns to /', async ({ page }) => {
  await page.goto('/definitely-not-a-page');
  await expect(page.getByText('Oops!', { exact: true })).toBeVisible();
  await expect(page.getByText('404 - Page Not Found', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, '404');

  await page
    .getByRole('link', { name: 'Go to Home Page' })
    .or(page.getByRole('button', { name: 'Go to Home Page' }))
    .first()
    .click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your career on your own terms');
});

test('a page whose code cannot load shows the error screen, and Refresh recovers', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your career on your own terms');
  // The login page's code is served with an error (a deploy replaced it, a proxy failed).
  await page.route(/\/assets\/LoginPage-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 500, body: 'upstream error' }),
  );
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  await expectNoA11yViolations(page, 'error screen');
  await page.unroute(/\/assets\/LoginPage-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
