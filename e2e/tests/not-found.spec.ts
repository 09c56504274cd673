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
