import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@careerhub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';

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

/**
 * Serves the built web app on the API's port: hashed assets cached for a year, index.html for
 * every other browser route (history fallback), JSON 404 for unknown API paths.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, pages: SpaPage[] = []) {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.setHeader('x-content-type-options', 'nosniff');
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  }
  const indexHtml = hasSpa ? readFileSync(indexFile, 'utf8') : '';

  if (hasSpa) {
    for (const page of pages) {
      for (const path of [page.path, `${page.path}/`]) {
        app.get(path, { schema: { hide: true } }, async (request, reply) => {
          const html = await page.render(request.params as Record<string, string>, indexHtml, request);
          return reply
            .status(html === null ? 404 : 200)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(html ?? indexHtml);
        });
      }
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isApi = API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
    if (
      hasSpa &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      (wantsHtml || !path.extname(url))
    ) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send(errorBody({ message: ERRORS.notFound }));
  });
}
