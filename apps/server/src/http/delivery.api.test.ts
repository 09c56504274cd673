import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { makeJob, makeJobOrg } from '../../test/jobs-helpers.js';

// A built web app in miniature: a shell over 1 KB, a hashed script with the .br/.gz files the build
// writes beside it (made here the same way), and an unhashed favicon.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app" />
    <title>CareerHub</title>
    <script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>
  </head>
  <body><div id="root"></div><!-- ${'padding '.repeat(200)} --></body>
</html>`;
const SCRIPT = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(400))};\n`;

describe('static assets and compression', () => {
  let t: TestApp;
  const web = mkdtempSync(path.join(os.tmpdir(), 'careerhub-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const script = path.join(web, 'assets', 'index-AbC123xy.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
    t = await createTestApp({ env: { WEB_DIST_DIR: web } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html,*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a hashed asset precompressed (br, else gzip, else as is) and cached for a year as immutable', async () => {
    const br = await get('/assets/index-AbC123xy.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await get('/assets/index-AbC123xy.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-AbC123xy.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect((await get('/assets/index-AbC123xy.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('revalidates what is not content-hashed: the favicon and the app shell on every route', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    // The shell as built, with the host's first-paint data (options, colours) added before </head>.
    const asBuilt = (html: string) => {
      expect(html).toMatch(
        /<script type="application\/json" id="boot-data">\{"answers":\{"\/options-config\/":\{/,
      );
      return html.replace(
        /<script type="application\/json" id="boot-data">.*?<\/script><style>:root\{[^}]*\}<\/style>/,
        '',
      );
    };
    for (const url of ['/', '/login', '/jobs?page=2']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(asBuilt(zlib.brotliDecompressSync(res.rawPayload).toString()), url).toBe(INDEX_HTML);
    }
    const gz = await get('/login', 'gzip');
    expect(asBuilt(zlib.gunzipSync(gz.rawPayload).toString())).toBe(INDEX_HTML);
    expect(asBuilt((await get('/login')).body)).toBe(INDEX_HTML);
  });

  it('sends the job page rendered for search engines uncached and compressed', async () => {
    const { org, poster } = await makeJobOrg(t);
    const job = await makeJob(t, { groupId: org.id, createdBy: poster.id, title: 'Growth Marketer' });
    const res = await get(`/job/${job.slug}`, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('Growth Marketer');
  });

  it('compresses JSON of 1 KB and more, and leaves smaller answers as they are', async () => {
    const big = await get('/api/docs/json', 'br, gzip');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()) as { paths: object };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    const gz = await get('/api/v1/options-config/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toHaveProperty('ui');

    const small = await get('/healthz', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((await get('/api/docs/json')).headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a compressed request body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@example.org', password: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
