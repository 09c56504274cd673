import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@careerhub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from '../platform/ttl-cache.js';
import { errorBody } from './errors.js';
import { createFirstLoad, inlineEntryStylesheet, withFirstLoad, type FirstPaint } from './first-load.js';
import { renderedBody, type PageRenderer } from './ssr.js';
import { appendVary } from './vary.js';

/**
 * A browser route whose index.html is filled in on the server (title, meta tags, JSON-LD) for
 * search engines and link previews; `render` returns null when there is nothing to show (404).
 */
export interface SpaPage {
  path: string;
  render: (
    params: Record<string, string>,
    indexHtml: string,
    request: FastifyRequest,
  ) => Promise<string | null>;
}

const API_PREFIXES = ['/api/', '/ws/', '/healthz', '/readyz', '/metrics'];

const HASHED_ASSET = `${path.sep}assets${path.sep}`;

/** The encoding to send for an Accept-Encoding header: br, then gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * What a page's first paint needs from the host (its brand; the API answers the app waits for,
 * API path under /api/v1 → JSON text, the same bodies the API sends), inlined in the HTML.
 */
export type FirstPaintFor = (request: FastifyRequest) => Promise<FirstPaint>;

export interface SpaOptions {
  /** Renders the content of the pages the server renders (ssr.ts); none: the brand's header only. */
  renderer?: PageRenderer | null;
  /** How long a server-rendered page is sent again as it is, per host and address (0: never). */
  pageCacheMs?: number;
  /** Moves when this process changes what the rendered pages show: their cached copies then go. */
  dataVersion?: () => number | string;
}

/** A page as sent: status, HTML, and its compressed forms made once each. */
interface SentPage {
  status: number;
  html: string;
  /** Whether the server rendered its content (only those pages are reused). */
  rendered: boolean;
  encoded: Map<string, Buffer>;
}

/** A page's HTML in the encoding the browser accepts (small: a fast brotli level is enough). */
function encodeHtml(html: string, encoding: 'br' | 'gzip' | null): Buffer {
  const raw = Buffer.from(html, 'utf8');
  if (encoding === 'br') {
    return zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return encoding === 'gzip' ? zlib.gzipSync(raw, { level: 6 }) : raw;
}

/**
 * Serves the built web app on the API's port: content-hashed assets cached for a year as
 * immutable, everything else (index.html, the favicon) revalidated on each use; the `.br`/`.gz`
 * files written by the build sent with Content-Encoding when the browser accepts them;
 * index.html for every other browser route (history fallback); JSON 404 for unknown API paths.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  pages: SpaPage[] = [],
  firstPaintFor: FirstPaintFor = async () => ({ answers: {} }),
  options: SpaOptions = {},
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    // The build's files exist in up to three encodings: caches must key them on Accept-Encoding.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/assets/') || reply.getHeader('content-encoding')) {
        appendVary(reply, 'Accept-Encoding');
      }
      return payload;
    });
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own Cache-Control below; @fastify/static's would say max-age=0 on hashed files.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('x-content-type-options', 'nosniff');
        res.setHeader(
          'cache-control',
          filePath.includes(HASHED_ASSET) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  }
  const indexHtml = hasSpa ? inlineEntryStylesheet(readFileSync(indexFile, 'utf8'), distDir) : '';
  const firstLoad = createFirstLoad(distDir);
  /**
   * The page as sent: its hints, the host's inlined answers and, for a page the server renders, its
   * content added to the HTML (`html` null: the page does not exist, 404 with the app's shell).
   */
  const complete = async (request: FastifyRequest, html: string | null): Promise<SentPage> => {
    let paint: FirstPaint = { answers: {} };
    try {
      paint = await firstPaintFor(request);
    } catch (error) {
      // The page still works: the app makes the calls itself.
      request.log.warn({ err: error }, 'first paint data unavailable');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const body =
      html === null
        ? undefined
        : await renderedBody(options.renderer ?? null, request.url, paint, request.log);
    return {
      status: html === null ? 404 : 200,
      html: withFirstLoad(
        html ?? indexHtml,
        pathname,
        firstLoad.hints(pathname),
        { ...paint, body },
        {
          brandTitle: (html ?? indexHtml) === indexHtml,
        },
      ),
      rendered: body !== undefined,
      encoded: new Map(),
    };
  };
  // A rendered page is the same for every visitor of a host (sessions live in the browser, not in
  // cookies): under load it is rendered once per host, address and data version, not per request.
  // At most 200 pages (about 120 KB each with their compressed forms): addresses made up to miss
  // the cache push out the oldest, never grow the memory.
  const rendered = new TtlCache<string, SentPage>(options.pageCacheMs ?? 0, 200);
  const pageFor = async (request: FastifyRequest, make: () => Promise<SentPage>): Promise<SentPage> => {
    const key = `${request.host}\n${request.url}\n${options.dataVersion?.() ?? 0}`;
    let made: SentPage | undefined;
    const cached = await rendered.getOrLoad(key, async () => {
      made = await make();
      return made.rendered ? made : null;
    });
    // A page that is not kept, or another caller's load of one: this caller makes its own.
    return cached ?? made ?? make();
  };
  /** Sends a page compressed as the browser accepts (the compression plugin leaves it as it is). */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: SentPage) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    let body = page.encoded.get(encoding ?? 'identity');
    if (!body) {
      body = encodeHtml(page.html, encoding);
      if (page.rendered) page.encoded.set(encoding ?? 'identity', body);
    }
    reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    appendVary(reply, 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };

  if (hasSpa) {
    for (const page of pages) {
      for (const path of [page.path, `${page.path}/`]) {
        app.get(path, { schema: { hide: true } }, async (request, reply) => {
          const sent = await pageFor(request, async () =>
            complete(
              request,
              await page.render(request.params as Record<string, string>, indexHtml, request),
            ),
          );
          return sendPage(request, reply, sent);
        });
      }
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isApi = API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
    if (
      hasSpa &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      (wantsHtml || !path.extname(url))
    ) {
      // Not-found responses bypass the compression plugin's route hooks: sendPage compresses.
      return sendPage(request, reply, await pageFor(request, () => complete(request, indexHtml)));
    }
    return reply.status(404).send(errorBody({ message: ERRORS.notFound }));
  });
}
