import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { bookmarks, voteScores, votes } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { idList, prepared } from '../../platform/db/prepared.js';
import { rowsOf } from '../jobs/sql.js';

export type VoteValue = 1 | -1 | null;

/** All SQL of votes, scores and bookmarks. */
export function createEngagementRepository(db: Db) {
  return {
    /**
     * The voter's row for the item, created neutral when missing, locked until the transaction
     * ends (ON CONFLICT DO UPDATE takes the row lock): two votes of one member queue here.
     * Answers the value before this vote.
     */
    async lockVote(type: string, objectId: number, userId: number): Promise<VoteValue> {
      const result = await db.execute(sql`
        INSERT INTO votes (content_type, object_id, user_id, value)
        VALUES (${type}, ${objectId}, ${userId}, NULL)
        ON CONFLICT (content_type, object_id, user_id) DO UPDATE SET value = votes.value
        RETURNING value`);
      const row = rowsOf<{ value: number | null }>(result)[0];
      return (row?.value ?? null) as VoteValue;
    },

    /** Stores the new vote and moves the item's score by `delta` in one statement; answers the score. */
    async setVote(type: string, objectId: number, userId: number, value: VoteValue, delta: number) {
      const result = await db.execute(sql`
        WITH changed AS (
          UPDATE votes SET value = ${value}, updated_at = now()
          WHERE content_type = ${type} AND object_id = ${objectId} AND user_id = ${userId}
        )
        INSERT INTO vote_scores (content_type, object_id, score)
        VALUES (${type}, ${objectId}, ${delta})
        ON CONFLICT (content_type, object_id) DO UPDATE SET score = vote_scores.score + EXCLUDED.score
        RETURNING score`);
      return Number(rowsOf<{ score: number }>(result)[0]!.score);
    },

    async scores(type: string, ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      // Every list page asks this: built and planned once (one array parameter, any length).
      const query = prepared(db, 'engagement_scores', () =>
        db
          .select({ id: voteScores.objectId, score: voteScores.score })
          .from(voteScores)
          .where(
            and(
              eq(voteScores.contentType, sql.placeholder('type')),
              sql`${voteScores.objectId} = ANY(${sql.placeholder('ids')}::int[])`,
            ),
          )
          .prepare('engagement_scores'),
      );
      const rows = await query.execute({ type, ids: idList(ids) });
      return new Map(rows.map((r) => [r.id, r.score]));
    },

    async votesOf(userId: number, type: string, ids: number[]): Promise<Map<number, 1 | -1>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: votes.objectId, value: votes.value })
        .from(votes)
        .where(and(eq(votes.userId, userId), eq(votes.contentType, type), inArray(votes.objectId, ids)));
      return new Map(rows.flatMap((r) => (r.value === 1 || r.value === -1 ? [[r.id, r.value]] : [])));
    },

    async bookmarkedOf(userId: number, type: string, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: bookmarks.objectId })
        .from(bookmarks)
        .where(
          and(
            eq(bookmarks.userId, userId),
            eq(bookmarks.contentType, type),
            inArray(bookmarks.objectId, ids),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** Adds the bookmark; a second add changes nothing. */
    async addBookmark(userId: number, type: string, objectId: number) {
      await db.insert(bookmarks).values({ userId, contentType: type, objectId }).onConflictDoNothing();
    },

    async removeBookmark(userId: number, type: string, objectId: number) {
      await db
        .delete(bookmarks)
        .where(
          and(
            eq(bookmarks.userId, userId),
            eq(bookmarks.contentType, type),
            eq(bookmarks.objectId, objectId),
          ),
        );
    },

    /**
     * The kinds of item the member saved or voted on (the learning path's done steps), in one
     * statement; a content item counts as `content:<its type>` (resource, prompt, career_tip ...);
     * `job:applied` when they applied to a job, `circle:joined` when they are in a circle (the
     * items of My Jobs and My Circles).
     */
    async engagedKinds(userId: number): Promise<Set<string>> {
      const result = await db.execute(sql`
        SELECT DISTINCT CASE WHEN e.content_type = 'content' THEN 'content:' || coalesce(c.type, '')
          ELSE e.content_type END AS kind
        FROM (SELECT content_type, object_id FROM bookmarks WHERE user_id = ${userId}
          UNION SELECT content_type, object_id FROM votes WHERE user_id = ${userId} AND value IS NOT NULL
          UNION (SELECT 'job:applied', NULL::int FROM job_applications WHERE user_id = ${userId} LIMIT 1)
          UNION (SELECT 'circle:joined', NULL::int FROM group_memberships m JOIN groups g ON g.id = m.group_id
            WHERE m.user_id = ${userId} AND m.membership_type = 'member' AND m.status = 'accepted'
              AND g.group_type = 'circle' LIMIT 1)) e
        LEFT JOIN contents c ON e.content_type = 'content' AND c.id = e.object_id`);
      return new Set(rowsOf<{ kind: string }>(result).map((r) => r.kind));
    },

    /** A page of the member's bookmarks of one kind, newest first, and how many there are. */
    async listBookmarks(userId: number, type: string, limit: number, offset: number) {
      const where = and(eq(bookmarks.userId, userId), eq(bookmarks.contentType, type));
      const [rows, total] = await Promise.all([
        db
          .select({ id: bookmarks.objectId, createdAt: bookmarks.createdAt })
          .from(bookmarks)
          .where(where)
          .orderBy(desc(bookmarks.createdAt), desc(bookmarks.objectId))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(bookmarks).where(where),
      ]);
      return { rows, count: total[0]?.n ?? 0 };
    },
  };
}
export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
