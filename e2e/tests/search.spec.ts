import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { signInDemo } from '../session';

// People search in the member top bar (spec section 7: GET /search/?type=user, debounced 500 ms,
// from 2 characters; "Searching..." and "No results found."). Misspelt names still match.

/** Counts the people-search calls the page makes, with the search text of each. */
function watchSearches(page: Page) {
  const terms: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/v1/search/' && url.searchParams.get('type') === 'user')
      terms.push(url.searchParams.get('search') ?? '');
  });
  return terms;
}

test('"Jonh Smyth" finds John Smith; the keyboard opens his profile', async ({ page, request }) => {
  await signInDemo(page, request, 'member@demo.careerhub.example');
  const terms = watchSearches(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search people' });
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // One character: nothing is asked.
  await box.fill('J');
  await page.waitForTimeout(800);
  expect(terms).toEqual([]);
  await expect(page.getByText('Searching...')).toHaveCount(0);

  // Typing goes on: one call, 500 ms after the last key, with the whole text.
  await box.pressSequentially('onh Smyth', { delay: 60 });
  await expect(page.getByText('Searching...')).toBeVisible();
  const options = page.getByRole('listbox', { name: 'People' }).getByRole('option');
  await expect(options.first()).toContainText('John Smith');
  await expect(options.first()).toContainText('Software Engineer');
  expect(terms).toEqual(['Jonh Smyth']);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoA11yViolations(page, 'people search results');
  await page.screenshot({ path: 'test-results/screens/search-results-1280.png' });
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/profile\/john-smith$/);
  await expect(page.getByRole('heading', { level: 1, name: 'John Smith' })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('nothing found says so; Escape closes the list and then clears the text', async ({ page, request }) => {
  await signInDemo(page, request, 'member@demo.careerhub.example');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search people' });
  await box.fill('zzqqxxw');
  await expect(page.getByText('No results found.')).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectNoA11yViolations(page, 'people search, no results');
  await box.press('Escape');
  await expect(page.getByText('No results found.')).toBeHidden();
  await box.press('Escape');
  await expect(box).toHaveValue('');

  // A click on a result opens that profile too.
  await box.fill('mei');
  await page.getByRole('option', { name: /Mei Lin/ }).click();
  await expect(page).toHaveURL(/\/profile\/mei-lin$/);
});

test('from 640 to 767 px a search button opens the field over the top bar', async ({ page, request }) => {
  await signInDemo(page, request, 'member@demo.careerhub.example');
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search people' });
  await expect(box).toBeHidden();
  const opener = page.getByRole('button', { name: 'Search people' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  await box.press('Escape');
  await expect(box).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await box.fill('Priya Sharma');
  await expect(page.getByRole('option', { name: /Priya Sharma/ })).toBeVisible();
  await expectNoA11yViolations(page, 'people search at 700 px');
  await page.screenshot({ path: 'test-results/screens/search-results-700.png' });
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/profile\/priya-sharma$/);
  await expect(box).toBeHidden();
});

test('at 375 px the search is the first field of the menu drawer', async ({ page, request }) => {
  await signInDemo(page, request, 'member@demo.careerhub.example');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Search people' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const box = drawer.getByRole('combobox', { name: 'Search people' });
  await box.focus();
  await box.fill('Jonh Smyth');
  const option = drawer.getByRole('option', { name: /John Smith/ });
  await expect(option).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const place = (await option.boundingBox())!;
  expect(place.x).toBeGreaterThanOrEqual(0);
  expect(place.x + place.width).toBeLessThanOrEqual(375);
  await expectNoA11yViolations(page, 'people search in the drawer at 375 px');
  await page.screenshot({ path: 'test-results/screens/search-results-375.png' });
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/profile\/john-smith$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'John Smith' })).toBeVisible();
});
