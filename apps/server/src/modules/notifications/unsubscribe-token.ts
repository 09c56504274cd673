import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS, type EmailKind } from '@careerhub/shared';

/**
 * Unsubscribe links carry `<user id>.<email kind>.<signature>`: they work without signing in,
 * turn off exactly one kind for exactly one user, and cannot be forged or changed to another
 * kind or user. They do not expire: an old email's link must still work.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('notification-unsubscribe').digest();
  const sign = (userId: number, kind: string) =>
    createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url').slice(0, 32);

  return {
    create(userId: number, kind: EmailKind): string {
      return `${userId}.${kind}.${sign(userId, kind)}`;
    },
    /** The user and kind of a genuine token; undefined for anything else. */
    read(token: string): { userId: number; kind: EmailKind } | undefined {
      const [id, kind, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !id || !kind || !signature || !/^\d{1,10}$/.test(id)) return undefined;
      if (!(EMAIL_KINDS as readonly string[]).includes(kind)) return undefined;
      const userId = Number(id);
      const expected = Buffer.from(sign(userId, kind));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId, kind: kind as EmailKind };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
