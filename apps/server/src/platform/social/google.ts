import { createRemoteJWKSet, jwtVerify } from 'jose';
import { SocialAuthError, type SocialProfile } from './index.js';

/** Verifies a Google ID token (button or one-tap credential): signature by JWKS, issuer, audience, expiry. */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string; issuers: string[] }) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return async function verifyGoogleIdToken(idToken: string): Promise<SocialProfile> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: options.issuers,
        audience: options.clientId,
        algorithms: ['RS256'],
      }));
    } catch (err) {
      throw new SocialAuthError(`Google ID token rejected: ${(err as Error).message}`);
    }
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw new SocialAuthError('Google ID token has no subject or email');
    }
    return {
      provider: 'google',
      providerUserId: payload.sub,
      email: payload.email,
      isEmailVerified: payload.email_verified === true || payload.email_verified === 'true',
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  };
}
