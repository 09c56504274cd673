const STATE_KEY = 'linkedin_oauth_state';
const NEXT_KEY = 'linkedin_oauth_next';

export const linkedinRedirectUri = () => `${window.location.origin}/linkedin`;

/** The LinkedIn authorization URL (OpenID Connect code flow); state is kept for the callback. */
export function startLinkedinLogin(clientId: string, next: string | null) {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  if (next) sessionStorage.setItem(NEXT_KEY, next);
  else sessionStorage.removeItem(NEXT_KEY);
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: linkedinRedirectUri(),
    scope: 'openid profile email',
    state,
  });
  // URLSearchParams writes spaces as "+"; LinkedIn's documented form is %20.
  window.location.assign(
    `https://www.linkedin.com/oauth/v2/authorization?${params.toString().replace(/\+/g, '%20')}`,
  );
}

/** What startLinkedinLogin saved for the callback. */
export function readLinkedinState(): { state: string | null; next: string | null } {
  return { state: sessionStorage.getItem(STATE_KEY), next: sessionStorage.getItem(NEXT_KEY) };
}

/** The state is single-use: forgotten once the callback has used it. */
export function forgetLinkedinState() {
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.removeItem(NEXT_KEY);
}
