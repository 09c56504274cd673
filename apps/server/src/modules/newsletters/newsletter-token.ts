import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Newsletter unsubscribe links carry `<user id>.<group id>.<signature>` (HMAC-SHA256 with a key
 * derived from the server secret): no sign-in, exactly one member and one group, no expiry (an
 * old newsletter's link must still work), and no way to change the ids without the key.
 */
export function createNewsletterTokens(secret: string) {
  const key = createHmac('sha256', secret).update('newsletter-unsubscribe').digest();
  const sign = (userId: number, groupId: number) =>
    createHmac('sha256', key).update(`${userId}:${groupId}`).digest('base64url').slice(0, 32);
  return {
    create: (userId: number, groupId: number) => `${userId}.${groupId}.${sign(userId, groupId)}`,
    read(token: string): { userId: number; groupId: number } | undefined {
      const [user, group, signature, ...rest] = token.split('.');
      if (rest.length || !user || !group || !signature) return undefined;
      if (!/^\d{1,10}$/.test(user) || !/^\d{1,10}$/.test(group)) return undefined;
      const userId = Number(user);
      const groupId = Number(group);
      const expected = Buffer.from(sign(userId, groupId));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId, groupId };
    },
  };
}
export type NewsletterTokens = ReturnType<typeof createNewsletterTokens>;
