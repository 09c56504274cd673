import { BRAND_KEYS, OPTION_KEYS, optionsConfigSchema } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('GET /api/v1/options-config/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.brands.seedOptions();
  });
  afterAll(() => t.close());

  const get = (host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/options-config/', headers: { host, ...headers } });

  it('returns every option list and the ui settings in the documented shape', async () => {
    const res = await get('localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = optionsConfigSchema.parse(res.json());
    expect(Object.keys(body.options).sort()).toEqual([...OPTION_KEYS].sort());
    expect(body.options.career_stages.map((s) => s.value)).toEqual([1, 2, 3, 4, 5, 0]);
    expect(body.ui).toMatchObject({
      brand_key: 'app',
      name: 'CareerHub',
      show_job_menu: true,
      primary_focus: 'both',
    });
    expect(body.ui.landing_page_content.cta_label).toBe('Get Started');
    expect(body.ui.theme.primary).toBe('#0f766e');
  });

  it('picks the brand from the host, port or no port', async () => {
    const star = (await get('star.localhost:4310')).json();
    expect(star.ui).toMatchObject({ brand_key: 'star', name: 'STAR Leaders', star: true });
    expect(star.ui.theme.primary).toBe('#7c3aed');
    // Brand values override defaults; the rest of the theme comes from the defaults.
    expect(star.ui.theme.background).toBe('#f8fafc');
    const ku = (await get('KU.careerhub.example')).json();
    expect(ku.ui).toMatchObject({ brand_key: 'ku', institutional: true });
    const diaspora = (await get('connectdiaspora.careerhub.example')).json();
    expect(diaspora.ui.diaspora).toBe(true);
  });

  it('falls back to the app brand for an unknown host', async () => {
    const res = (await get('careers.some-university.edu')).json();
    expect(res.ui.brand_key).toBe('app');
    expect(res.ui.landing_page_content.title).toBe('Build your career on your own terms');
  });

  it('shows "Powered by" only on the provider domains and localhost', async () => {
    expect((await get('localhost')).json().ui.powered_by.show).toBe(true);
    expect((await get('careerhub.example')).json().ui.powered_by.show).toBe(true);
    expect((await get('star.careerhub.example')).json().ui.powered_by.show).toBe(false);
    expect((await get('careers.some-university.edu')).json().ui.powered_by.show).toBe(false);
  });

  it('ignores X-Forwarded-Host unless the proxy is trusted', async () => {
    const res = (await get('localhost', { 'x-forwarded-host': 'star.localhost' })).json();
    expect(res.ui.brand_key).toBe('app');
    const trusted = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const viaProxy = await trusted.app.inject({
        method: 'GET',
        url: '/api/v1/options-config/',
        headers: { host: 'internal:3000', 'x-forwarded-host': 'star.localhost' },
      });
      expect(viaProxy.json().ui.brand_key).toBe('star');
    } finally {
      await trusted.close();
    }
  });

  it('is cacheable per host', async () => {
    const res = await get('localhost');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toContain('Host');
  });

  it('serves staff edits of the options once saved', async () => {
    await t.ctx.brands.updateOption('career_commitment', [{ value: 1, label: 'Weekends only' }]);
    const res = (await get('localhost')).json();
    expect(res.options.career_commitment).toEqual([{ value: 1, label: 'Weekends only' }]);
    await expect(t.ctx.brands.updateOption('career_commitment', [{ label: 'no value' }])).rejects.toThrow();
  });

  it('knows every brand key of the spec', () => {
    for (const key of BRAND_KEYS) {
      const host = `${key.toLowerCase()}.localhost`;
      expect(t.ctx.brands.resolveBrand(host).key).toBe(key);
    }
  });
});
