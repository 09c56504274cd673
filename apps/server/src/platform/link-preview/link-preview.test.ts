import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkPreviews } from './index.js';
import { SafeFetchError, fetchHtml, type Resolver, type SafeFetchOptions } from './safe-fetch.js';

/** A local stand-in for the web: each path answers like a kind of page. */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const PAGE = `<!doctype html><html><head>
<title>Plain title</title>
<meta name="description" content="Plain description">
<meta property="og:title" content="Careers &amp; AI">
<meta property="og:description" content="How AI changes careers">
<meta property="og:image" content="/cover.png">
<meta property="og:site_name" content="Example News">
</head><body><p>Body text</p></body></html>`;

let hits: Record<string, number> = {};
let bytesSent = 0;
let closed: Promise<void> = Promise.resolve();
let port = 0;
const routes: Record<string, Handler> = {
  '/page': (_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE),
  '/twitter': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        '<html><head><title> Fallback  title </title><meta name="twitter:title" content="Tweet title"><meta name="twitter:image" content="https://cdn.example.com/t.jpg"></head></html>',
      ),
  '/plain': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<title>Only a title</title><meta name="description" content="Only a description"><body>'),
  '/gzip': (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(PAGE)),
  '/json': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"x"}'),
  '/missing': (_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<title>404</title>'),
  '/empty': (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>hi</body></html>'),
  '/to-loopback': (_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${port}/page` }).end(),
  '/to-metadata': (_req, res) =>
    res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/to-private-name': (_req, res) =>
    res.writeHead(307, { location: `http://inside.test:${port}/page` }).end(),
  '/to-file': (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/hop1': (_req, res) => res.writeHead(302, { location: '/hop2' }).end(),
  '/hop2': (_req, res) => res.writeHead(302, { location: '/hop3' }).end(),
  '/hop3': (_req, res) => res.writeHead(302, { location: '/page' }).end(),
  '/hop0': (_req, res) => res.writeHead(302, { location: '/hop1' }).end(),
  '/slow': () => undefined,
  '/endless': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html><head><title>Endless</title>');
    const chunk = `<meta name="x" content="${'a'.repeat(16_000)}">`;
    closed = new Promise((resolve) => res.on('close', resolve));
    const pump = () => {
      while (!res.destroyed && res.write(chunk)) {
        bytesSent += chunk.length;
        if (bytesSent > 50_000_000) return res.end();
      }
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  },
};
const server = http.createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0]!;
  hits[path] = (hits[path] ?? 0) + 1;
  (routes[path] ?? ((_q, r: http.ServerResponse) => r.writeHead(404).end()))(req, res);
});

/** Test names resolve to chosen addresses; nothing here asks the machine's DNS. */
const names: Record<string, string[]> = {
  'site.test': ['127.0.0.2'],
  'inside.test': ['10.0.0.1'],
  'loop.test': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'v6loop.test': ['::1'],
  'mapped.test': ['::ffff:10.0.0.1'],
  'mixed.test': ['127.0.0.2', '192.168.0.10'],
  'public.test': ['93.184.215.14'],
};
const resolve: Resolver = async (host) => {
  const found = names[host] ?? (/^[\d.]+$|:/.test(host) ? [host] : undefined);
  if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
/** Only 127.0.0.2 (where the stand-in is reached) is let through, on any port: 127.0.0.1 stays refused. */
const testing: SafeFetchOptions = { resolve, allowedRanges: ['127.0.0.2/32'], allowedPorts: null };

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof SafeFetchError) return err.reason;
    throw err;
  }
  return 'no failure';
}
const fetchPage = (url: string, options: SafeFetchOptions = testing) =>
  fetchHtml(new URL(url), options, () => false);

beforeAll(async () => {
  await new Promise<void>((ok) => server.listen(0, '0.0.0.0', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
});

describe('safe fetch', () => {
  it('lets exactly the allowed host:port pairs past the guard (LINK_PREVIEW_ALLOW_HOSTS, e2e only)', async () => {
    const allowed: SafeFetchOptions = { resolve, allowedHosts: [`loop.test:${port}`] };
    const page = await fetchPage(`http://loop.test:${port}/page`, allowed);
    expect(page.url.pathname).toBe('/page');
    // Another port, another name for the same address, a redirect to a refused address: all refused.
    expect(await failure(fetchPage(`http://loop.test:${port + 1}/page`, allowed))).toBe('blocked_port');
    expect(await failure(fetchPage(`http://127.0.0.1:${port}/page`, allowed))).toBe('blocked_port');
    expect(
      await failure(fetchPage(`http://loop.test:${port}/page`, { resolve, allowedHosts: ['loop.test:80'] })),
    ).toBe('blocked_port');
    expect(await failure(fetchPage(`http://loop.test:${port}/to-metadata`, allowed))).toBe('blocked_address');
  });

  it('reads a page from an allowed address, connecting to the address it checked', async () => {
    // site.test exists only in the test resolver: reaching the page proves the socket used the pinned address.
    const page = await fetchPage(`http://site.test:${port}/page`);
    expect(page.url.pathname).toBe('/page');
  });

  it('refuses names that resolve into private, loopback, link-local or metadata space by default', async () => {
    hits = {};
    const defaults: SafeFetchOptions = { resolve, allowedPorts: null };
    for (const host of [
      'site.test',
      'loop.test',
      'inside.test',
      'metadata.test',
      'v6loop.test',
      'mapped.test',
    ]) {
      expect(await failure(fetchPage(`http://${host}:${port}/page`, defaults)), host).toBe('blocked_address');
    }
    for (const literal of [
      '127.0.0.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '169.254.169.254',
      '0.0.0.0',
      '2130706433',
    ]) {
      expect(await failure(fetchPage(`http://${literal}:${port}/page`, defaults)), literal).toBe(
        'blocked_address',
      );
    }
    expect(hits['/page'] ?? 0).toBe(0);
  });

  it('refuses a name with any private answer, even when the first one is allowed', async () => {
    expect(await failure(fetchPage(`http://mixed.test:${port}/page`))).toBe('blocked_address');
  });

  it('refuses redirects into loopback, private names, metadata and other schemes', async () => {
    hits = {};
    expect(await failure(fetchPage(`http://site.test:${port}/to-loopback`))).toBe('blocked_address');
    expect(await failure(fetchPage(`http://site.test:${port}/to-private-name`))).toBe('blocked_address');
    expect(await failure(fetchPage(`http://site.test:${port}/to-metadata`))).toBe('blocked_address');
    expect(await failure(fetchPage(`http://site.test:${port}/to-file`))).toBe('blocked_scheme');
    expect(hits['/page'] ?? 0).toBe(0);
  });

  it('follows at most 3 redirects', async () => {
    expect((await fetchPage(`http://site.test:${port}/hop1`)).url.pathname).toBe('/page');
    expect(await failure(fetchPage(`http://site.test:${port}/hop0`))).toBe('too_many_redirects');
  });

  it('allows only http and https on ports 80 and 443 by default', async () => {
    const defaultPorts: SafeFetchOptions = { resolve, allowedRanges: ['127.0.0.2/32'] };
    expect(await failure(fetchPage(`http://site.test:${port}/page`, defaultPorts))).toBe('blocked_port');
    expect(await failure(fetchPage('ftp://site.test/page'))).toBe('blocked_scheme');
    expect(await failure(fetchPage(`http://user:pw@site.test:${port}/page`))).toBe('invalid_url');
  });

  it('reads only text/html with a 2xx status', async () => {
    expect(await failure(fetchPage(`http://site.test:${port}/json`))).toBe('not_html');
    expect(await failure(fetchPage(`http://site.test:${port}/missing`))).toBe('http_status');
    expect(await failure(fetchPage(`http://nowhere.test:${port}/page`))).toBe('dns_failed');
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    expect(await failure(fetchPage(`http://site.test:${port}/slow`, { ...testing, timeoutMs: 300 }))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reads at most maxBytes of an endless page and closes the connection', async () => {
    bytesSent = 0;
    let read = 0;
    await fetchHtml(
      new URL(`http://site.test:${port}/endless`),
      { ...testing, maxBytes: 1024 * 1024 },
      (text) => {
        read += text.length;
        return false;
      },
    );
    await closed;
    expect(read).toBeLessThanOrEqual(1024 * 1024);
    expect(read).toBeGreaterThan(1000 * 1024);
    // The server stopped well before its 50 MB: the socket was closed, not drained.
    expect(bytesSent).toBeLessThan(10_000_000);
  });
});

describe('link previews', () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const previews = createLinkPreviews({ ...testing, logger });

  it('prefers Open Graph tags, resolves the image against the page and decodes entities', async () => {
    const result = await previews.preview(`http://site.test:${port}/page#section`);
    // og:image "/cover.png" is http here (the stand-in is not https): only https images are kept.
    expect(result).toEqual({
      ok: true,
      preview: {
        url: `http://site.test:${port}/page`,
        title: 'Careers & AI',
        description: 'How AI changes careers',
        image: null,
        site_name: 'Example News',
        domain: 'site.test',
      },
    });
  });

  it('falls back to Twitter tags, then <title> and meta description', async () => {
    const twitter = await previews.preview(`http://site.test:${port}/twitter`);
    expect(twitter.ok && twitter.preview).toMatchObject({
      title: 'Tweet title',
      description: null,
      image: 'https://cdn.example.com/t.jpg',
    });
    const plain = await previews.preview(`http://site.test:${port}/plain`);
    expect(plain.ok && plain.preview).toMatchObject({
      title: 'Only a title',
      description: 'Only a description',
    });
    const gzip = await previews.preview(`http://site.test:${port}/gzip`);
    expect(gzip.ok && gzip.preview.title).toBe('Careers & AI');
  });

  it('caches per URL, failures included, and logs a failure without the query string', async () => {
    hits = {};
    await previews.preview(`http://site.test:${port}/page`);
    await previews.preview(`http://site.test:${port}/page`);
    expect(hits['/page'] ?? 0).toBe(0);

    const secretUrl = `http://site.test:${port}/empty?token=s3cret-value&id=7`;
    expect(await previews.preview(secretUrl)).toEqual({ ok: false, reason: 'no_metadata' });
    expect(await previews.preview(secretUrl)).toEqual({ ok: false, reason: 'no_metadata' });
    expect(hits['/empty']).toBe(1);
    const logged = lines.filter((line) => line.msg === 'link preview failed');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ link: `http://site.test:${port}/empty`, reason: 'no_metadata' });
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('answers no preview for a blocked address, logged as a warning', async () => {
    expect(await previews.preview(`http://loop.test:${port}/page?k=v`)).toEqual({
      ok: false,
      reason: 'blocked_address',
    });
    expect(lines.at(-1)).toMatchObject({ level: 40, reason: 'blocked_address' });
  });
});
