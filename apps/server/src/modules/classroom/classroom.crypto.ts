import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Sealing (AES-256-GCM) for the Google refresh tokens at rest, and signed, expiring OAuth `state`
 * values, both with keys derived from the server secret (HKDF, one key per purpose).
 */
export function createClassroomCrypto(secret: string, now: () => number = Date.now) {
  const key = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'careerhub', purpose, 32));
  const sealKey = key('classroom-refresh-token');
  const stateKey = key('classroom-oauth-state');

  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, body, cipher.getAuthTag()]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    /** The sealed text, or null when it was not sealed with this secret (or was tampered with). */
    open(sealed: string): string | null {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !body || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
    /** A state for the consent screen: who started it, for which group, valid `ttlSeconds`. */
    signState(payload: { userId: number; groupId: number }, ttlSeconds = 600): string {
      const body = Buffer.from(
        JSON.stringify({
          u: payload.userId,
          g: payload.groupId,
          e: Math.floor(now() / 1000) + ttlSeconds,
          n: randomBytes(8).toString('hex'),
        }),
      ).toString('base64url');
      return `${body}.${createHmac('sha256', stateKey).update(body).digest('base64url')}`;
    },
    verifyState(state: string): { userId: number; groupId: number } | null {
      const [body, mac] = state.split('.');
      if (!body || !mac) return null;
      const expected = createHmac('sha256', stateKey).update(body).digest();
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
          u?: unknown;
          g?: unknown;
          e?: unknown;
        };
        if (typeof p.u !== 'number' || typeof p.g !== 'number' || typeof p.e !== 'number') return null;
        if (p.e * 1000 < now()) return null;
        return { userId: p.u, groupId: p.g };
      } catch {
        return null;
      }
    },
  };
}
export type ClassroomCrypto = ReturnType<typeof createClassroomCrypto>;
