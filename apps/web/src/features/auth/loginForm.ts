import { safeNextPath } from './nextPath';

export { safeNextPath };

/** What a visitor was doing before being asked to sign in (spec: join=true or follow=true). */
const INTENT_PARAMS = ['join', 'follow'] as const;

/**
 * Where to go once signed in: next (same site only), with join=true / follow=true handed on to
 * that page so it can finish the join or follow the visitor started.
 */
export function afterSignInPath(search: URLSearchParams): string {
  const path = safeNextPath(search.get('next'));
  const intents = INTENT_PARAMS.filter((key) => search.get(key) !== null);
  if (intents.length === 0) return path;
  const url = new URL(path, 'http://x');
  for (const key of intents) url.searchParams.set(key, search.get(key)!);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /verify-otp?next=…: a new account verifies first, then goes where sign-in would have gone. */
export function verifyOtpPath(search: URLSearchParams): string {
  const next = afterSignInPath(search);
  return next === '/' ? '/verify-otp' : `/verify-otp?next=${encodeURIComponent(next)}`;
}

/** Links between login and signup keep next, join and follow from the current URL. */
function withCarriedParams(path: string, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['next', ...INTENT_PARAMS]) {
    const value = search.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

export const signupHref = (search: URLSearchParams) => withCarriedParams('/signup', search);
export const loginHref = (search: URLSearchParams) => withCarriedParams('/login', search);
