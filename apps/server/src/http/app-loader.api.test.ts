import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import type { PageRenderer } from './ssr.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>CareerHub</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-1.js">
  </head>
  <body><div id="root"><!--app-shell--></div></body>
</html>`;

/** Renders the sign-in page only, as the web app's renderer would (the markup does not matter here). */
const renderer: PageRenderer = {
  preparePages: async () => {},
  renderPage: async (url) => (url.startsWith('/login') ? '<main><h1>Log in</h1></main>' : null),
};

describe("a rendered page's code", () => {
  let t: TestApp;
  const web = mkdtempSync(path.join(os.tmpdir(), 'careerhub-loader-'));
  beforeAll(async () => {
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    t = await createTestApp({ env: { WEB_DIST_DIR: web }, pageRenderer: renderer });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('is loaded after the first paint by the one inline script the CSP allows', async () => {
    const res = await get('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Log in</h1>');
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(res.body).not.toContain('<script type="module"');

    const inline = [
      ...res.body.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>([\s\S]*?)<\/script>/g),
    ];
    expect(inline).toHaveLength(1);
    const [, attributes, text] = inline[0]!;
    expect(attributes).toBe(' data-entry="/assets/index-1.js" data-preload="/assets/react-vendor-1.js"');
    const hash = createHash('sha256').update(text!).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('is named in the head, as before, on a page the server does not render', async () => {
    const res = await get('/signup');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-vendor-1.js">');
    expect(res.body).not.toContain('data-entry');
  });
});
