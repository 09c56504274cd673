import { ERRORS, LINK_PREVIEW_TEXT } from '@careerhub/shared';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { createLinkPreviews, type LinkPreviews } from '../../platform/link-preview/index.js';
import { LINK_PREVIEWS_PER_MINUTE } from './link-previews.routes.js';

describe('GET /api/v1/link-preview/', () => {
  let t: TestApp;
  let user: TestUser;
  let server: http.Server;
  let base: string;
  let defaults: LinkPreviews;
  const hits: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/article')
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            '<head><meta property="og:title" content="Ten careers in climate tech"><meta property="og:description" content="Where the jobs are"><meta property="og:image" content="https://images.example.org/c.jpg"></head>',
          );
      if (req.url === '/redirect') return res.writeHead(302, { location: 'http://10.1.2.3/' }).end();
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp();
    defaults = t.ctx.linkPreviews;
    // Tests only: the stand-in on loopback may be reached; every other private range stays refused.
    t.ctx.linkPreviews = createLinkPreviews({
      logger: pino({ level: 'silent' }),
      allowedRanges: ['127.0.0.1/32'],
      allowedPorts: null,
    });
    user = await makeUser(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((ok) => server.close(ok));
  });

  const preview = (url: string, token: string | undefined = user.token) =>
    api(t).get(`/link-preview/?url=${encodeURIComponent(url)}`, token);

  it('answers the preview of a page for a signed-in user', async () => {
    const res = await preview(`${base}/article`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        url: `${base}/article`,
        title: 'Ten careers in climate tech',
        description: 'Where the jobs are',
        image: 'https://images.example.org/c.jpg',
        site_name: null,
        domain: '127.0.0.1',
      },
    });
  });

  it('answers data: null for a page that cannot be previewed', async () => {
    const res = await preview(`${base}/file.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('refuses a redirect into a private network with no preview and no request there', async () => {
    const res = await preview(`${base}/redirect`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ url: [LINK_PREVIEW_TEXT.blockedLink] });
  });

  it('refuses loopback, private and metadata links with the default guard', async () => {
    t.ctx.linkPreviews = defaults;
    try {
      const before = hits.length;
      for (const url of [
        `${base}/article`,
        'http://127.0.0.1/',
        'http://localhost/',
        'http://10.0.0.1/',
        'http://169.254.169.254/latest/meta-data/',
        'http://[::1]/',
        'http://[::ffff:10.0.0.1]/',
      ]) {
        const res = await preview(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toBe(LINK_PREVIEW_TEXT.blockedLink);
      }
      expect(hits.length).toBe(before);
    } finally {
      t.ctx.linkPreviews = createLinkPreviews({
        logger: pino({ level: 'silent' }),
        allowedRanges: ['127.0.0.1/32'],
        allowedPorts: null,
      });
    }
  });

  it('refuses what is not an http(s) link', async () => {
    for (const url of [
      'not a link',
      'javascript:alert(1)',
      'file:///etc/passwd',
      `http://x/${'a'.repeat(2001)}`,
    ]) {
      const res = await preview(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field_errors.url).toEqual([LINK_PREVIEW_TEXT.invalidLink]);
    }
  });

  it('is for signed-in users only', async () => {
    expect((await preview(`${base}/article`, '')).statusCode).toBe(401);
  });

  it(`allows ${LINK_PREVIEWS_PER_MINUTE} previews a minute per user`, async () => {
    const busy = await makeUser(t);
    const statuses: number[] = [];
    for (let i = 0; i <= LINK_PREVIEWS_PER_MINUTE; i += 1) {
      statuses.push((await preview(`${base}/article`, busy.token)).statusCode);
    }
    expect(statuses.slice(0, LINK_PREVIEWS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const blocked = await preview(`${base}/article`, busy.token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ERRORS.tooManyRequests);
    // Another user is not held back by the first one's count.
    expect((await preview(`${base}/article`)).statusCode).toBe(200);
  });
});
