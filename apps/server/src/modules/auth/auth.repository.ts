import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { actionTokens, otpCodes, refreshTokens, socialAccounts } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';

/** Purposes of single-use links (action_tokens.purpose). */
export const RESET_PURPOSE = 'password_reset';
export const VERIFY_EMAIL_PURPOSE = 'verify_email';
/** Links that sign their holder in or set the password: spent whenever the password changes. */
export const SIGN_IN_LINK_PURPOSES = [RESET_PURPOSE, VERIFY_EMAIL_PURPOSE];

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type OtpRow = typeof otpCodes.$inferSelect;

/** SQL of the token tables: refresh tokens, OTP codes, single-use links, social links. */
export function createAuthRepository(db: Db) {
  return {
    async insertRefreshToken(row: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(row);
    },
    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Marks a live token rotated; false when another request rotated or revoked it first. */
    async markRotated(id: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(
          and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    /** Revokes every live refresh token of the user; returns the sessions (families) it ended. */
    async revokeAllForUser(userId: number): Promise<string[]> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(rows.map((row) => row.familyId))];
    },

    /** A new code spends every other live code of the same user and type: one outstanding at a time. */
    async insertOtp(row: typeof otpCodes.$inferInsert) {
      await db.transaction(async (tx) => {
        await tx
          .update(otpCodes)
          .set({ consumedAt: new Date() })
          .where(
            and(eq(otpCodes.userId, row.userId), eq(otpCodes.type, row.type), isNull(otpCodes.consumedAt)),
          );
        await tx.insert(otpCodes).values(row);
      });
    },
    /** Spends every live code of these types (a verification succeeded, or the password changed). */
    async spendOtps(userId: number, types: string[]) {
      await db
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.userId, userId), inArray(otpCodes.type, types), isNull(otpCodes.consumedAt)));
    },
    async latestOtp(userId: number, type: string): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.type, type)))
        .orderBy(desc(otpCodes.id))
        .limit(1);
      return row;
    },
    async countOtpsSince(userId: number, type: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.type, type), gt(otpCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Counts a wrong try atomically; returns the new count. */
    async addOtpAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? 0;
    },
    async consumeOtp(id: number): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    /** A new link spends every other live link of the same user and purpose: one outstanding at a time. */
    async insertActionToken(row: typeof actionTokens.$inferInsert) {
      await db.transaction(async (tx) => {
        await tx
          .update(actionTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(actionTokens.userId, row.userId),
              eq(actionTokens.purpose, row.purpose),
              isNull(actionTokens.usedAt),
            ),
          );
        await tx.insert(actionTokens).values(row);
      });
    },
    /** Spends every live link of these purposes (a verification or reset succeeded, the password changed). */
    async spendActionTokens(userId: number, purposes: string[]) {
      await db
        .update(actionTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(actionTokens.userId, userId),
            inArray(actionTokens.purpose, purposes),
            isNull(actionTokens.usedAt),
          ),
        );
    },
    /** Uses a live single-use token; returns its user, or undefined when invalid, used or expired. */
    async useActionToken(purpose: string, tokenHash: string): Promise<number | undefined> {
      const rows = await db
        .update(actionTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(actionTokens.purpose, purpose),
            eq(actionTokens.tokenHash, tokenHash),
            isNull(actionTokens.usedAt),
            gt(actionTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: actionTokens.userId });
      return rows[0]?.userId;
    },
    async findActionToken(purpose: string, tokenHash: string) {
      const [row] = await db
        .select()
        .from(actionTokens)
        .where(and(eq(actionTokens.purpose, purpose), eq(actionTokens.tokenHash, tokenHash)))
        .limit(1);
      return row;
    },

    async findSocialAccount(provider: string, providerUserId: string) {
      const [row] = await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
        .limit(1);
      return row;
    },
    async linkSocialAccount(row: typeof socialAccounts.$inferInsert) {
      await db.insert(socialAccounts).values(row).onConflictDoNothing();
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
