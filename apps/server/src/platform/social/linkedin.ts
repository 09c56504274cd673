import { SocialAuthError, fetchJson, type SocialProfile } from './index.js';

interface TokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}
interface UserInfo {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** LinkedIn "Sign In with LinkedIn using OpenID Connect": code → access token → userinfo. */
export function createLinkedinVerifier(options: {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  userinfoUrl: string;
}) {
  return async function exchangeLinkedinCode(code: string, redirectUri: string): Promise<SocialProfile> {
    const token = await fetchJson(options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }),
    });
    const tokenBody = token.body as TokenResponse;
    if (token.status !== 200 || !tokenBody.access_token) {
      throw new SocialAuthError(
        `LinkedIn code exchange failed: ${tokenBody.error_description ?? tokenBody.error ?? token.status}`,
      );
    }
    const info = await fetchJson(options.userinfoUrl, {
      headers: { authorization: `Bearer ${tokenBody.access_token}` },
    });
    const user = info.body as UserInfo;
    if (info.status !== 200 || !user.sub)
      throw new SocialAuthError(`LinkedIn userinfo failed: ${info.status}`);
    if (!user.email) throw new SocialAuthError('LinkedIn account has no email');
    return {
      provider: 'linkedin',
      providerUserId: user.sub,
      email: user.email,
      isEmailVerified: user.email_verified !== false,
      firstName: user.given_name ?? '',
      lastName: user.family_name ?? '',
      picture: user.picture ?? null,
    };
  };
}
