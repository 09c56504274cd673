import { expect, expectNoA11yViolations, getStarted, hexToRgb, test, urlOnHost } from '../fixtures';

// The host name picks the brand (config/brands.json): its landing title and its theme colour.

type UiConfig = {
  ui: {
    brand_key: string;
    name: string;
    theme: { primary: string };
    landing_page_content: { title: string };
  };
};

const brands = [
  { host: 'star.localhost', key: 'star', title: 'Lead with purpose, grow with peers' },
  { host: 'sdg.localhost', key: 'sdg', title: 'Careers that move the Sustainable Development Goals' },
];

for (const brand of brands) {
  test(`${brand.host} shows the ${brand.key} brand's title and theme colour`, async ({ page, baseURL }) => {
    await page.goto(urlOnHost(baseURL, brand.host));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.title);

    // The brand's own settings as the API gives them to this host.
    const config = await page.evaluate(
      async () => (await fetch('/api/v1/options-config/')).json() as Promise<UiConfig>,
    );
    expect(config.ui.brand_key).toBe(brand.key);
    expect(config.ui.landing_page_content.title).toBe(brand.title);
    const primary = hexToRgb(config.ui.theme.primary);
    expect(primary, 'brand primary differs from the default teal').not.toBe(hexToRgb('#0f766e'));

    // ...and applied: the theme variable on :root, and the call to action painted with it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
        ),
      )
      .toBe(config.ui.theme.primary.toLowerCase());
    const cta = getStarted(page);
    await expect(cta).toBeVisible();
    await expect(cta).toHaveCSS('background-color', primary);

    await expectNoA11yViolations(page, `landing (${brand.key})`);
  });
}

test('an unknown host falls back to the default brand', async ({ page, baseURL }) => {
  await page.goto(urlOnHost(baseURL, 'unknown-brand.localhost'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your career on your own terms');
  const config = await page.evaluate(
    async () => (await fetch('/api/v1/options-config/')).json() as Promise<UiConfig>,
  );
  expect(config.ui.brand_key).toBe('app');
  await expect(getStarted(page)).toHaveCSS('background-color', hexToRgb(config.ui.theme.primary));
  await expectNoA11yViolations(page, 'landing (unknown host)');
});
