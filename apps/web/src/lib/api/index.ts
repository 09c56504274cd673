import { notify } from '../notify';
import { createApiClient } from './client';
import { createTokenStore } from './tokens';

export const API_BASE = '/api/v1';

export const tokens = createTokenStore(window.localStorage);

/** Where a user whose session ended goes: /login, keeping the page to return to. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search'>): string {
  const here = `${location.pathname}${location.search}`;
  if (location.pathname === '/' || location.pathname.startsWith('/login')) return '/login';
  return `/login?next=${encodeURIComponent(here)}`;
}

export const api = createApiClient({
  baseUrl: API_BASE,
  tokens,
  onSessionExpired: () => window.location.assign(loginPathFor(window.location)),
  onGlobalError: (message) => notify(message, 'error'),
  ...(typeof navigator !== 'undefined' && 'locks' in navigator
    ? {
        exclusive: <T>(task: () => Promise<T>) =>
          navigator.locks.request('careerhub-token-refresh', task) as Promise<T>,
      }
    : {}),
});

export { ApiError, getErrorMessage, getFieldErrors, isAbortError, isApiError } from './errors';
export { STORAGE_KEYS, adoptTokensFromUrl, takeTokensFromUrl } from './tokens';
