/** Where the session lives in the browser (localStorage keys are part of the contract with e2e). */
export const STORAGE_KEYS = {
  access: 'access_token',
  refresh: 'refresh_token',
  currentOrg: 'current_org',
  currentRole: 'current_role',
  uiMode: 'ui_mode',
} as const;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createTokenStore(storage: KeyValueStore) {
  return {
    getAccess: () => storage.getItem(STORAGE_KEYS.access),
    getRefresh: () => storage.getItem(STORAGE_KEYS.refresh),
    getCurrentOrg: () => storage.getItem(STORAGE_KEYS.currentOrg),
    setTokens(access: string, refresh?: string | null) {
      storage.setItem(STORAGE_KEYS.access, access);
      if (refresh) storage.setItem(STORAGE_KEYS.refresh, refresh);
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.access);
      storage.removeItem(STORAGE_KEYS.refresh);
    },
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;

/**
 * Social and email-link sign-ins land with ?accessToken=&refreshToken=. Stores them and returns
 * the same URL without those two parameters, or null when there was nothing to take.
 */
export function takeTokensFromUrl(href: string, tokens: TokenStore): string | null {
  const url = new URL(href);
  const access = url.searchParams.get('accessToken');
  if (!access) return null;
  tokens.setTokens(access, url.searchParams.get('refreshToken'));
  url.searchParams.delete('accessToken');
  url.searchParams.delete('refreshToken');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The parts of window that adoptTokensFromUrl touches (a stand-in in tests). */
export interface PageLocation {
  location: { href: string; reload(): void };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
}

/**
 * At start-up: tokens in the URL are stored, removed from the address bar, and the page reloads
 * so it starts over signed in (spec section 2). Returns true when it reloaded.
 */
export function adoptTokensFromUrl(tokens: TokenStore, page: PageLocation): boolean {
  const cleaned = takeTokensFromUrl(page.location.href, tokens);
  if (cleaned === null) return false;
  page.history.replaceState(page.history.state, '', cleaned);
  page.location.reload();
  return true;
}
