import type { BootData } from '@careerhub/shared';
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

/**
 * The answers the server inlined in the page (`<script id="boot-data">`), taken once each: those
 * for everyone, and those for a visitor only while no one is signed in.
 */
function readPreloaded(signedIn: boolean): Map<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById('boot-data')?.textContent;
  if (!text) return new Map();
  try {
    const data = JSON.parse(text) as BootData;
    return new Map(Object.entries({ ...data.answers, ...(signedIn ? {} : data.visitor) }));
  } catch {
    return new Map();
  }
}

export const api = createApiClient({
  baseUrl: API_BASE,
  preloaded: readPreloaded(Boolean(tokens.getAccess() || tokens.getRefresh())),
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
