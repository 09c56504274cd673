import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_CALLS } from '@careerhub/shared';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { makeJob, makeJobOrg } from '../../test/jobs-helpers.js';
import type { PageRenderer } from './ssr.js';

// The web app's real server entry, compiled by vitest as `vite build --ssr` compiles it for npm start
// (a path in a variable: the server's type check does not read the web app's sources).
const WEB_ENTRY = new URL('../../../web/src/ssr/entry-server.tsx', import.meta.url).href;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>CareerHub</title></head>
  <body><div id="root"><!--app-shell--></div></body>
</html>`;

const JOB_FORM = {
  description: 'Posted while the board was cached.',
  job_type: 'full_time',
  job_location: 'remote',
};

/** The root element's content as sent (without the boot data, which holds every answer anyway). */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const page = (t: TestApp, url: string, host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host } });

describe('pages rendered on the server', () => {
  let t: TestApp;
  const web = mkdtempSync(path.join(os.tmpdir(), 'careerhub-ssr-'));
  beforeAll(async () => {
    mkdirSync(web, { recursive: true });
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    const renderer = (await import(/* @vite-ignore */ WEB_ENTRY)) as PageRenderer;
    await renderer.preparePages();
    t = await createTestApp({ env: { WEB_DIST_DIR: web }, pageRenderer: renderer });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it("draws the board's first page with the jobs the API gives a visitor of that host, and no draft", async () => {
    const { org, poster } = await makeJobOrg(t);
    await makeJob(t, { groupId: org.id, createdBy: poster.id, title: 'Rendered Data Steward' });
    await makeJob(t, {
      groupId: org.id,
      createdBy: poster.id,
      title: 'Unpublished Draft Role',
      jobStatus: 'pending',
    });

    const res = await page(t, '/jobs');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    const api = await t.app.inject({ method: 'GET', url: `/api/v1${FIRST_PAINT_CALLS.jobBoard}` });
    const titles = (api.json() as { data: Array<{ title: string }> }).data.map((job) => job.title);
    expect(titles).toContain('Rendered Data Steward');
    for (const title of titles) expect(root).toContain(`>${title}</a></h2>`);
    expect(res.body).not.toContain('Unpublished Draft Role');
    // The page as the app draws it: heading, filters, result count, the brand's header and footer.
    expect(root).toContain('<h1 class="text-2xl font-bold text-text sm:text-3xl">Job Board</h1>');
    expect(root).toContain('id="job-filters"');
    expect(root).toMatch(/<main id="main"/);
    expect(root).not.toContain('<!--app-shell-->');
  });

  it("draws a job's page, and an unknown job is the 404 page with the brand's header only", async () => {
    const { org, poster } = await makeJobOrg(t);
    const job = await makeJob(t, { groupId: org.id, createdBy: poster.id, title: 'Rendered Field Analyst' });
    const res = await page(t, `/job/${job.slug}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toMatch(/<h1 [^>]*>Rendered Field Analyst<\/h1>/);

    const unknown = await page(t, '/job/no-such-job-here');
    expect(unknown.statusCode).toBe(404);
    expect(rootOf(unknown.body)).not.toContain('<h1');
    expect(rootOf(unknown.body)).toContain('<header');

    const draft = await makeJob(t, {
      groupId: org.id,
      createdBy: poster.id,
      title: 'Hidden Pending Job',
      jobStatus: 'pending',
    });
    const hidden = await page(t, `/job/${draft.slug}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Hidden Pending Job');
  });

  it('draws the sign-in page with its submit held for the app, and leaves other pages to the app', async () => {
    const res = await page(t, '/login?next=%2Fjobs');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toMatch(/<h1 [^>]*>Welcome back<\/h1>/);
    expect(root).toContain('id="login-email"');
    // A submit from the server's copy would be the browser's GET, password in the address.
    expect(root).toMatch(/<button type="submit" disabled=""[^>]*>Log in<\/button>/);
    // Pages the server does not render keep the brand's header only.
    const signup = rootOf((await page(t, '/signup')).body);
    expect(signup).toContain('<header');
    expect(signup).not.toContain('<h1');
  });

  it('writes a hostile title as inert text', async () => {
    const { org, poster } = await makeJobOrg(t);
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    // Posted through the API, as an administrator does: the rendered board is drawn again.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/',
      headers: { authorization: `Bearer ${poster.token}` },
      payload: { ...JOB_FORM, group: org.id, title: hostile, job_status: 'approved' },
    });
    expect(posted.statusCode).toBe(201);
    const job = (posted.json() as { data: { slug: string } }).data;
    for (const url of ['/jobs', `/job/${job.slug}`]) {
      const res = await page(t, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toContain('<img src=x');
      expect(rootOf(res.body)).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
      );
    }
  });

  it("is drawn in the host's brand", async () => {
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/v1/options-config/',
      headers: { host: 'star.localhost' },
    });
    const { ui } = config.json() as { ui: { name: string } };
    const home = await t.app.inject({ method: 'GET', url: '/api/v1/options-config/' });
    expect(ui.name).not.toBe((home.json() as { ui: { name: string } }).ui.name);
    const res = await page(t, '/jobs', 'star.localhost');
    expect(rootOf(res.body)).toContain(`<span class="truncate text-lg tracking-tight">${ui.name}</span>`);
  });

  it('is reused under load but never after a job write, and compressed as the browser accepts', async () => {
    const first = await page(t, '/jobs');
    const again = await page(t, '/jobs');
    expect(again.body).toBe(first.body);
    const { org, poster } = await makeJobOrg(t);
    // Through the API, as an administrator posts: the write drops the rendered board.
    await makeJob(t, { groupId: org.id, createdBy: poster.id, title: 'Inserted Behind The Cache' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/',
      headers: { authorization: `Bearer ${poster.token}` },
      payload: { ...JOB_FORM, group: org.id, title: 'Posted Through The API' },
    });
    expect(created.statusCode).toBe(201);
    const after = await page(t, '/jobs');
    expect(after.body).toContain('Inserted Behind The Cache');

    const br = await t.app.inject({
      method: 'GET',
      url: '/jobs',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(after.body);
  });
});
