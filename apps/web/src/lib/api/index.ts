import type { BootData } from '@careerhub/shared';
import { notify } from '../notify';
import { createApiClient } from './client';
import { createTokenStore } from './tokens';

export const API_BASE = '/api/v1';

/** No browser storage when the server renders a page: a visitor, with nothing stored. */
const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

export const tokens = createTokenStore(typeof window === 'undefined' ? noStorage : window.localStorage);

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

/**
 * Read on first use, not while the app's modules are evaluated: that task is long enough without
 * the first look at localStorage and the parse of the inlined JSON.
 */
let inlined: Map<string, unknown> | null = null;
const bootAnswers = () => (inlined ??= readPreloaded(Boolean(tokens.getAccess() || tokens.getRefresh())));
const preloaded = {
  get size() {
    return bootAnswers().size;
  },
  has: (path: string) => bootAnswers().has(path),
  get: (path: string) => bootAnswers().get(path),
  delete: (path: string) => bootAnswers().delete(path),
};

/**
 * Takes an answer the server inlined (API path and query as the client writes them) out of the
 * page, for a query cache that holds it from the first render: a later call then asks the server.
 */
export function takeBootAnswer(path: string): unknown {
  const answer = preloaded.get(path);
  preloaded.delete(path);
  return answer;
}

export const api = createApiClient({
  baseUrl: API_BASE,
  preloaded,
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
