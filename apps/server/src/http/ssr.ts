import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '@careerhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstPaint } from './first-load.js';

/**
 * Server-side rendering of the pages visitors arrive on from outside (the Job Board's first page,
 * a job's page; decision 0037). The markup comes from the web app's own components, built for Node
 * by `vite build --ssr` (apps/web/src/ssr/entry-server.tsx → apps/web/dist-ssr/entry-server.js):
 * the server gives them the answers it inlines in the page anyway (options-config and the page's
 * API answers, made through the API itself: same routes, rules and presenters), so the HTML shows
 * exactly what the app will draw when it takes over.
 */
export interface PageRenderer {
  /** Loads the rendered pages' code (once, at start). */
  preparePages(): Promise<void>;
  /** The root element's content for `url` (path and query), or null when the page is not rendered. */
  renderPage(url: string, boot: BootData): Promise<string | null>;
}

/** The web app's server build sits beside its browser build: apps/web/dist-ssr next to apps/web/dist. */
export const serverEntryFor = (webDistDir: string) =>
  path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');

/**
 * The renderer in `file` (a module exporting PageRenderer's functions), ready to render; null when
 * the file is missing (the web app not built for the server) or fails to load: pages are then sent
 * with the brand's header only and the app draws the rest.
 */
export async function loadPageRenderer(file: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  if (!existsSync(file)) return null;
  try {
    const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
    await renderer.preparePages();
    return renderer;
  } catch (error) {
    log.warn({ err: error, file }, 'server rendering unavailable: pages are sent without their content');
    return null;
  }
}

/**
 * The page's content rendered from the answers it carries (JSON texts keyed by API path), or
 * undefined when nothing is rendered: no renderer, a page it does not render, or a page without
 * the visitor answer it needs (an unknown job, a filtered board: the renderer says so). The
 * sign-in page needs none. A render that throws leaves the page to the app.
 */
export async function renderedBody(
  renderer: PageRenderer | null,
  url: string,
  paint: FirstPaint,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  if (!renderer) return undefined;
  const parse = (answers: Record<string, string>) =>
    Object.fromEntries(Object.entries(answers).map(([key, body]) => [key, JSON.parse(body) as unknown]));
  try {
    const body = await renderer.renderPage(url, {
      answers: parse(paint.answers),
      visitor: parse(paint.visitor ?? {}),
    });
    return body ?? undefined;
  } catch (error) {
    log.warn({ err: error, url }, 'server rendering failed: the page is sent without its content');
    return undefined;
  }
}
