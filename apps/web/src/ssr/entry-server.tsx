import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { BootData } from '@careerhub/shared';
import { AppProviders } from '../app/App';
import { preloadServerRenderedPages, serverRenderedPage } from '../app/serverRendered';
import { seedBootQueries } from '../app/providers/bootQueries';
import { createQueryClient } from '../app/providers/queryClient';
import { routes } from '../app/router';

/**
 * The server's side of the pages it renders for a visitor (the Job Board's first page, a job's
 * page): built by `vite build --ssr` into dist-ssr/entry-server.js and loaded by the API server
 * (apps/server/src/http/ssr.ts). The markup is the app's own components, rendered from the same
 * answers the page carries in its boot data, so the browser's first render draws the same page.
 */

const handler = createStaticHandler(routes);

/** The message React writes into its marker when a component threw while rendering. */
const errorOf = (html: string) => /<template data-msg="([^"]*)"/.exec(html)?.[1] ?? 'a component threw';

/** Loads the pages' code once: afterwards a render never waits for a module. */
export const preparePages = preloadServerRenderedPages;

/**
 * The root element's content for `url` (path and query) as a visitor sees it, from the answers
 * the page inlines (`boot`: options-config and the page's API answers); null when the server
 * does not render that page or an answer it needs is missing (the app then renders it alone).
 */
export async function renderPage(url: string, boot: BootData): Promise<string | null> {
  const request = new Request(new URL(url, 'http://page.invalid'));
  const { pathname } = new URL(request.url);
  const page = serverRenderedPage(pathname);
  if (!page) return null;
  await page.preload();
  const answers: Record<string, unknown> = { ...boot.answers, ...boot.visitor };
  const queryClient = createQueryClient();
  if (!seedBootQueries(queryClient, pathname, (path) => answers[path])) return null;
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    const html = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    // A component that threw leaves React's "switched to client rendering" marker: the page is then
    // better left to the app than sent half drawn.
    if (html.includes('<!--$!-->'))
      throw new Error(`server rendering of ${pathname} failed: ${errorOf(html)}`);
    return html;
  } finally {
    queryClient.clear();
  }
}
