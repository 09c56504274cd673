import { api, STORAGE_KEYS } from '../../lib/api';
import { createStoredValue } from '../../lib/storedValue';

const accessToken = createStoredValue(STORAGE_KEYS.access);

/** True while an access token is stored (a session exists, not necessarily a registered user). */
export function useIsSignedIn(): boolean {
  return accessToken.useValue() !== null;
}

export function isSignedIn(): boolean {
  return accessToken.get() !== null;
}

export function signIn(access: string, refresh?: string | null) {
  api.tokens.setTokens(access, refresh);
  accessToken.refresh();
}

export function clearSession() {
  api.tokens.clear();
  accessToken.refresh();
}
