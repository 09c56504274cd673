import type { QueryClient } from '@tanstack/react-query';
import { seedJobQueries } from '../../features/jobs/api';
import { APP_CONFIG_KEY, OPTIONS_CONFIG_CALL } from './AppConfigProvider';

/** Server-rendered pages that need no answer beyond options-config. */
const PAGES_OF_CONFIG_ONLY = /^\/login\/?$/;

/**
 * Puts the answers the server inlined in the page into the query cache before the first render
 * (`take` hands one out by its API path): the host's options-config, and for a page the server
 * renders, that page's data. The app's first render is then the page itself, not a spinner, and
 * it draws what the server drew. True when the page at `pathname` has everything it shows.
 */
export function seedBootQueries(client: QueryClient, pathname: string, take: (path: string) => unknown) {
  const config = take(OPTIONS_CONFIG_CALL);
  if (config !== undefined) client.setQueryData(APP_CONFIG_KEY, config);
  // The sign-in page shows nothing but the host's configuration.
  const page = PAGES_OF_CONFIG_ONLY.test(pathname) || seedJobQueries(client, pathname, take);
  return config !== undefined && page;
}
