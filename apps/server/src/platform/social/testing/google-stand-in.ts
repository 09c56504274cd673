import { randomBytes, randomInt } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { sendJson, startHttpStandIn } from './http.js';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface GoogleTokenOptions {
  /** Sign with a key pair the JWKS does not publish (under the published key id): a forged token. */
  forged?: boolean;
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
  alg?: 'RS256' | 'RS512';
}

/**
 * A local stand-in for Google's sign-in keys: a JWKS endpoint (the shape of
 * https://www.googleapis.com/oauth2/v3/certs) publishing an RSA public key, and the ID tokens
 * Google Identity Services would hand the browser (button or one-tap credential), RS256-signed
 * with the matching private key. Point GOOGLE_JWKS_URL at `jwksUrl`.
 */
export async function startGoogleStandIn(options: { clientId: string }) {
  const kid = randomBytes(20).toString('hex');
  const published = await generateKeyPair('RS256', { extractable: true });
  const unpublished = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(published.publicKey)), kid, alg: 'RS256', use: 'sig' };

  const http = await startHttpStandIn((req, res) => {
    if (req.method === 'GET' && req.path === '/oauth2/v3/certs') {
      return sendJson(
        res,
        200,
        { keys: [jwk] },
        { 'cache-control': 'public, max-age=21600, must-revalidate, no-transform' },
      );
    }
    return sendJson(res, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
  });

  async function sign(payload: JWTPayload, key: CryptoKey, opts: GoogleTokenOptions) {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = opts.expiresIn ?? 3600;
    return new SignJWT(payload)
      .setProtectedHeader({ alg: opts.alg ?? 'RS256', kid, typ: 'JWT' })
      .setIssuer(opts.issuer ?? GOOGLE_ISSUER)
      .setAudience(opts.audience ?? options.clientId)
      .setIssuedAt(Math.min(now, now + expiresIn - 3600))
      .setExpirationTime(now + expiresIn)
      .sign(key);
  }

  return {
    jwksUrl: `${http.url}/oauth2/v3/certs`,
    seen: http.seen,
    /** A Google account: stable subject, profile claims as Google puts them in the ID token. */
    account(
      overrides: Partial<{
        sub: string;
        email: string;
        email_verified: boolean;
        given_name: string;
        family_name: string;
        picture: string;
      }> = {},
    ) {
      return {
        sub: String(randomInt(1e9, 2e9)) + String(randomInt(1e9, 2e9)),
        email: `g.${randomBytes(4).toString('hex')}@gmail.com`,
        email_verified: true,
        given_name: 'Grace',
        family_name: 'Hopper',
        picture: 'https://lh3.googleusercontent.com/a/stand-in=s96-c',
        ...overrides,
      };
    },
    /** The credential the browser gets: an ID token for `claims`, signed as Google would. */
    idToken(claims: JWTPayload & { sub: string; email: string }, opts: GoogleTokenOptions = {}) {
      const payload: JWTPayload = {
        azp: options.clientId,
        name: [claims.given_name, claims.family_name].filter(Boolean).join(' '),
        nbf: Math.floor(Date.now() / 1000) - 60,
        jti: randomBytes(16).toString('hex'),
        ...claims,
      };
      return sign(payload, opts.forged ? unpublished.privateKey : published.privateKey, opts);
    },
    close: http.close,
  };
}
export type GoogleStandIn = Awaited<ReturnType<typeof startGoogleStandIn>>;
