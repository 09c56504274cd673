import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_CALLS } from '@careerhub/shared';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { makeJob, makeJobOrg } from '../../test/jobs-helpers.js';
import { registerSpa } from './spa.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>CareerHub</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"><!--app-shell--></div></body>
</html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/features/jobs/JobBoardPage.tsx': { file: 'assets/JobBoardPage-1.js', imports: ['index.html'] },
};

const bootData = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as Record<string, unknown>;

describe('a page as first sent', () => {
  let t: TestApp;
  const web = mkdtempSync(path.join(os.tmpdir(), 'careerhub-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(web, '.vite'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ env: { WEB_DIST_DIR: web } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it("carries the host's options-config, its brand header and colours, and the page's code hints", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/jobs', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/options-config/' });
    const jobs = await t.app.inject({ method: 'GET', url: `/api/v1${FIRST_PAINT_CALLS.jobBoard}` });
    expect(bootData(page.body)).toEqual({
      answers: { '/options-config/': config.json() },
      visitor: { [FIRST_PAINT_CALLS.jobBoard]: jobs.json() },
    });
    const { ui } = config.json() as { ui: { name: string; theme: { primary: string } } };
    expect(page.body).toContain(`<span class="truncate text-lg tracking-tight">${ui.name}</span>`);
    expect(page.body).toContain(`--color-primary:${ui.theme.primary}`);
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/JobBoardPage-1.js">');
    expect(page.body).not.toContain('<!--app-shell-->');
  });

  it("answers a job page's call for a visitor as the API does, and nothing for an unknown job or a filtered board", async () => {
    const { org, poster } = await makeJobOrg(t);
    const job = await makeJob(t, { groupId: org.id, createdBy: poster.id, title: 'Data Steward' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/job/${job.slug}`,
      headers: { accept: 'text/html' },
    });
    const api = await t.app.inject({ method: 'GET', url: `/api/v1${FIRST_PAINT_CALLS.job(job.slug)}` });
    expect(api.statusCode).toBe(200);
    expect(bootData(page.body).visitor).toEqual({ [FIRST_PAINT_CALLS.job(job.slug)]: api.json() });

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/job/no-such-job',
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(bootData(unknown.body).visitor).toEqual({});
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/jobs?search=data',
      headers: { accept: 'text/html' },
    });
    expect(bootData(filtered.body).visitor).toEqual({});
  });

  it('is sent compressed when the browser accepts it, and a page without hints gets none', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/profile/someone',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('id="boot-data"');
    expect(html).not.toContain('modulepreload');
  });

  it('still serves the page when the first-paint data cannot be read (the app then asks itself)', async () => {
    const app = Fastify({ logger: false });
    await registerSpa(app, web, [], async () => {
      throw new Error('database unavailable');
    });
    const page = await app.inject({ method: 'GET', url: '/jobs', headers: { accept: 'text/html' } });
    await app.close();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><!--app-shell--></div>');
    expect(page.body).not.toContain('boot-data');
  });
});
