import { expect, test } from '../fixtures';

// The API as a browser-less client sees it, through the same server the screens use.

test.describe('API', () => {
  test('unknown API route gives 404 JSON in the error format', async ({ request }) => {
    const res = await request.get('/api/v1/does-not-exist');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['detail', 'field_errors', 'message', 'non_field_errors']);
    expect(typeof body.message).toBe('string');
    expect((body.message as string).length).toBeGreaterThan(0);
    expect(Array.isArray(body.non_field_errors)).toBe(true);
    expect(body.field_errors).toEqual(expect.any(Object));
    expect(Array.isArray(body.field_errors)).toBe(false);
  });

  test('health and readiness answer', async ({ request }) => {
    const health = await request.get('/healthz');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect((await request.get('/readyz')).status()).toBe(200);
  });

  test('/api/docs/json is an OpenAPI document with paths', async ({ request }) => {
    const res = await request.get('/api/docs/json');
    expect(res.status()).toBe(200);
    const doc = (await res.json()) as { openapi?: string; paths?: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(doc.paths ?? {})).toContain('/api/v1/options-config/');
  });

  test('options-config answers per host', async ({ request }) => {
    const res = await request.get('/api/v1/options-config/');
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { options: Record<string, unknown>; ui: { brand_key: string } };
    expect(body.ui.brand_key).toBe('app');
    expect(Array.isArray(body.options.career_stages)).toBe(true);
  });
});

test('/api/docs serves the OpenAPI UI', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  // Swagger UI renders the document's title and at least one operation from /api/docs/json.
  await expect(page.locator('.swagger-ui .info .title').first()).toContainText('API');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
});
