import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { TtlCache } from '../../platform/ttl-cache.js';

export interface AccessClaims {
  userId: number;
  issuedAt: number;
  /** The token's own id (jti). */
  tokenId: string;
  /** The session (refresh-token family) it was issued for, when it was issued for one. */
  sessionId: string | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** The deny-list ids that stop this token: its own, and its session's. */
export function denyIdsOf(claims: Pick<AccessClaims, 'tokenId' | 'sessionId'>): string[] {
  return [`jti:${claims.tokenId}`, ...(claims.sessionId ? [`sid:${claims.sessionId}`] : [])];
}

export class InvalidTokenError extends Error {}

/** Access tokens are HS256 JWTs; nothing else (alg none, RS256 with our secret, ...) is accepted. */
export function createAccessTokens(options: { secret: string; ttlSeconds: number; issuer?: string }) {
  const key = new TextEncoder().encode(options.secret);
  const issuer = options.issuer ?? 'careerhub';
  // A token is verified once, then served from memory until its own expiry (at most a minute):
  // every authenticated request carries one, and the HMAC check is the costliest step.
  const verified = new TtlCache<string, AccessClaims>(60_000, 20_000);
  return {
    ttlSeconds: options.ttlSeconds,
    /** An access token for the user, tied to a session (refresh-token family) when given. */
    async sign(userId: number, sessionId?: string): Promise<string> {
      return new SignJWT({ type: 'access', ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims> {
      const cached = verified.get(token);
      if (cached && cached.expiresAt * 1000 > Date.now()) return cached;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer });
        if (payload.type !== 'access' || !payload.sub || !/^\d+$/.test(payload.sub)) {
          throw new InvalidTokenError('not an access token');
        }
        const claims: AccessClaims = {
          userId: Number(payload.sub),
          issuedAt: payload.iat ?? 0,
          tokenId: typeof payload.jti === 'string' ? payload.jti : '',
          sessionId: typeof payload.sid === 'string' ? payload.sid : null,
          expiresAt: payload.exp ?? 0,
        };
        verified.set(token, claims);
        return claims;
      } catch (err) {
        if (err instanceof InvalidTokenError) throw err;
        if (err instanceof joseErrors.JOSEError) throw new InvalidTokenError(err.code);
        throw new InvalidTokenError('malformed token');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** An opaque random token for refresh and single-use links; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** OTPs have a small code space, so they are keyed with the server secret, not plainly hashed. */
export function hashOtp(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

export function newOtp(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
