import { and, eq, sql } from 'drizzle-orm';
import { newsletterOptOuts } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { rowsOf } from '../jobs/sql.js';

export interface NewsletterItem {
  id: number;
  title: string;
  slug: string;
  rawText: string;
  groupId: number;
  groupName: string;
  authorId: number | null;
}

export interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

/**
 * The SQL of newsletter delivery: its own tables (newsletter_opt_outs, newsletter_deliveries,
 * migration 0013), and read-only joins over the item, the group's memberships and the accounts
 * that a delivery needs in one query per batch.
 */
export function createNewslettersRepository(db: Db) {
  return {
    async newsletter(contentId: number): Promise<NewsletterItem | undefined> {
      return rowsOf<NewsletterItem>(
        await db.execute(sql`
          SELECT c.id, c.title, c.slug, c.raw_text AS "rawText", c.group_id AS "groupId",
                 g.name AS "groupName", c.created_by AS "authorId"
          FROM contents c JOIN groups g ON g.id = c.group_id
          WHERE c.id = ${contentId}`),
      )[0];
    },

    async groupName(groupId: number): Promise<string | undefined> {
      return rowsOf<{ name: string }>(await db.execute(sql`SELECT name FROM groups WHERE id = ${groupId}`))[0]
        ?.name;
    },

    /**
     * The next batch of members to mail, by user id after `afterId`: accepted members of the group
     * with an active, verified, non-trial account, who have not opted out, other than the author.
     */
    async recipients(item: NewsletterItem, afterId: number, limit: number): Promise<Recipient[]> {
      return rowsOf<Recipient>(
        await db.execute(sql`
          SELECT u.id, u.email, u.first_name AS "firstName"
          FROM group_memberships m
          JOIN users u ON u.id = m.user_id
          WHERE m.group_id = ${item.groupId} AND m.membership_type = 'member' AND m.status = 'accepted'
            AND u.id > ${afterId} AND u.is_active AND u.is_verified AND NOT u.is_trial_user
            AND u.id IS DISTINCT FROM ${item.authorId}
            AND NOT EXISTS (SELECT 1 FROM newsletter_opt_outs o WHERE o.user_id = u.id AND o.group_id = ${item.groupId})
          ORDER BY u.id
          LIMIT ${limit}`),
      );
    },

    /** Records these members as mailed; answers the ones not mailed before (a retried job skips the rest). */
    async claimDeliveries(contentId: number, userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const claimed = rowsOf<{ user_id: number }>(
        await db.execute(sql`
          INSERT INTO newsletter_deliveries (content_id, user_id)
          SELECT ${contentId}, unnest(${`{${userIds.join(',')}}`}::int[])
          ON CONFLICT DO NOTHING
          RETURNING user_id`),
      );
      return new Set(claimed.map((row) => row.user_id));
    },

    /** Groups the user is an accepted member of, with their newsletter choice, by name. */
    async memberPreferences(userId: number, groupId?: number) {
      return rowsOf<{ id: number; name: string; optedOut: boolean }>(
        await db.execute(sql`
          SELECT g.id, g.name,
                 EXISTS (SELECT 1 FROM newsletter_opt_outs o WHERE o.user_id = m.user_id AND o.group_id = g.id) AS "optedOut"
          FROM group_memberships m JOIN groups g ON g.id = m.group_id
          WHERE m.user_id = ${userId} AND m.membership_type = 'member' AND m.status = 'accepted'
            ${groupId === undefined ? sql`` : sql`AND g.id = ${groupId}`}
          ORDER BY g.name, g.id`),
      );
    },

    async userEmail(userId: number): Promise<string | undefined> {
      return rowsOf<{ email: string }>(await db.execute(sql`SELECT email FROM users WHERE id = ${userId}`))[0]
        ?.email;
    },

    async isOptedOut(userId: number, groupId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: newsletterOptOuts.userId })
        .from(newsletterOptOuts)
        .where(and(eq(newsletterOptOuts.userId, userId), eq(newsletterOptOuts.groupId, groupId)));
      return Boolean(row);
    },

    async setOptedOut(userId: number, groupId: number, optedOut: boolean) {
      if (optedOut) {
        await db.insert(newsletterOptOuts).values({ userId, groupId }).onConflictDoNothing();
      } else {
        await db
          .delete(newsletterOptOuts)
          .where(and(eq(newsletterOptOuts.userId, userId), eq(newsletterOptOuts.groupId, groupId)));
      }
    },
  };
}
export type NewslettersRepository = ReturnType<typeof createNewslettersRepository>;
