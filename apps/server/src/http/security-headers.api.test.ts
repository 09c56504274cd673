import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { APP_LOADER_CSP_SOURCE } from './app-loader.js';

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>CareerHub</title></head><body></body></html>';

function webDir() {
  const web = mkdtempSync(path.join(os.tmpdir(), 'careerhub-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(web, 'assets', 'index-AbC123xy.js'), 'export {};\n');
  return web;
}

/** The header set every response carries, whatever served it. */
function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  const csp = String(headers['content-security-policy']);
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  // This origin, and inline only the rendered pages' loader, by its hash.
  expect(directive('script-src'), label).toBe(`script-src 'self' ${APP_LOADER_CSP_SOURCE}`);
  expect(APP_LOADER_CSP_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(directive('frame-ancestors'), label).toBe("frame-ancestors 'none'");
  // Frames: only the rich-text video players (and configured sign-in integrations).
  expect(directive('frame-src'), label).toMatch(
    /^frame-src https:\/\/www\.youtube-nocookie\.com\/embed\/ https:\/\/player\.vimeo\.com\/video\/( https:\/\/\S+)*$/,
  );
  expect(directive('object-src'), label).toBe("object-src 'none'");
  expect(directive('default-src'), label).toBe("default-src 'self'");
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
}

describe('security headers and CORS', () => {
  let t: TestApp;
  const web = webDir();
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*', ...headers } });

  it('puts them on pages, the API, static files, errors and 404s', async () => {
    const cases: Array<[string, number]> = [
      ['/', 200],
      ['/login', 200],
      ['/api/v1/options-config/', 200],
      ['/api/v1/notification/', 401],
      ['/api/v1/no-such-route/', 404],
      ['/assets/index-AbC123xy.js', 200],
      ['/healthz', 200],
      ['/api/docs/json', 200],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expectSecurityHeaders(res.headers, url);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('answers brand origins with CORS and other origins with no Access-Control-Allow-Origin', async () => {
    for (const origin of [
      'https://star.careerhub.example',
      'https://careerhub.example',
      'http://localhost:5173',
    ]) {
      const res = await get('/api/v1/options-config/', { origin });
      expect(res.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined();
      expect(String(res.headers.vary), origin).toMatch(/Origin/);
      expect(String(res.headers.vary), origin).toMatch(/Host/);
    }
    for (const origin of [
      'https://evil.example',
      'https://careerhub.example.evil.example',
      'http://careerhub.example',
      'null',
    ]) {
      const res = await get('/api/v1/options-config/', { origin });
      expect(res.statusCode, origin).toBe(200);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/login/',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
    const allowed = await preflight('https://star.careerhub.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://star.careerhub.example');
    expect(String(allowed.headers['access-control-allow-methods'])).toMatch(/POST/);
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('HSTS', () => {
  const web = webDir();
  afterAll(() => rmSync(web, { recursive: true, force: true }));

  it('is sent in production on a request that came over HTTPS through the trusted proxy, only then', async () => {
    const prod = await createTestApp({
      env: { WEB_DIST_DIR: web, NODE_ENV: 'production', TRUST_PROXY: 'true' },
    });
    try {
      for (const url of ['/', '/api/v1/options-config/']) {
        const https = await prod.app.inject({
          method: 'GET',
          url,
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(https.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expectSecurityHeaders(https.headers, url);
        const http = await prod.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
        expect(http.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await prod.close();
    }
    // Without TRUST_PROXY a client cannot claim HTTPS through the header; outside production never.
    const untrusted = await createTestApp({ env: { WEB_DIST_DIR: web, NODE_ENV: 'production' } });
    const dev = await createTestApp({ env: { WEB_DIST_DIR: web, TRUST_PROXY: 'true' } });
    try {
      for (const app of [untrusted.app, dev.app]) {
        const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await untrusted.close();
      await dev.close();
    }
  });
});
