import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** One member's activity counts, as the facts statement answers them (90 and 30 days). */
export interface EnthusiasmFactsRow {
  user_id: number;
  assistant_90: number;
  assistant_30: number;
  contributions_90: number;
  contributions_30: number;
  comments_90: number;
  comments_30: number;
  votes_90: number;
  votes_30: number;
  circles_joined_90: number;
  circles_joined_30: number;
  circles: number;
}

/** One verdict of a batch, as the service hands it over. */
export interface EnthusiasmVerdictInput {
  user_id: number;
  status: string;
  level: string;
  confidence: number;
  reasons: string[];
  signals: Record<string, unknown>;
  rationale: string | null;
}

/** The members ranked in one batch (keyset pages of this size, one statement each). */
export const RANK_BATCH = 2000;

/**
 * The ai_enthusiasm_ranking agent's reads and writes, set-based: one statement counts every kind
 * of activity for a batch of members (each count an index range on the user: assistant_chats,
 * contents, use_cases, ai_tools, content_comments, votes, group_memberships), one statement
 * stores a batch of verdicts and mirrors their status into the memberships. The tables are read
 * only; their modules write them. enthusiasm_dirty is this agent's own: the triggers of migration
 * 0032 mark who did something, and the debounced job drains it.
 */
export function createEnthusiasmRepository(db: Db) {
  return {
    /** The activity of these users, for the organization `orgId` (its circles). */
    async facts(orgId: number, userIds: number[]): Promise<EnthusiasmFactsRow[]> {
      if (userIds.length === 0) return [];
      const ids = intArray(userIds);
      return rowsOf<EnthusiasmFactsRow>(
        await db.execute(sql`
          WITH w AS (SELECT now() - interval '90 days' AS d90, now() - interval '30 days' AS d30),
          m AS (SELECT DISTINCT unnest(${ids}::int[]) AS user_id),
          a AS (
            SELECT c.user_id, count(*)::int AS n90, count(*) FILTER (WHERE c.created_at >= w.d30)::int AS n30
            FROM assistant_chats c, w WHERE c.user_id = ANY(${ids}::int[]) AND c.created_at >= w.d90
            GROUP BY c.user_id
          ), items AS (
            SELECT created_by AS user_id, created_at FROM contents, w
              WHERE created_by = ANY(${ids}::int[]) AND created_at >= w.d90 AND status <> 'rejected'
            UNION ALL
            SELECT created_by, created_at FROM use_cases, w
              WHERE created_by = ANY(${ids}::int[]) AND created_at >= w.d90 AND status <> 'rejected'
            UNION ALL
            SELECT created_by, created_at FROM ai_tools, w
              WHERE created_by = ANY(${ids}::int[]) AND created_at >= w.d90 AND status <> 'rejected'
          ), c AS (
            SELECT i.user_id, count(*)::int AS n90, count(*) FILTER (WHERE i.created_at >= w.d30)::int AS n30
            FROM items i, w GROUP BY i.user_id
          ), k AS (
            SELECT x.author_id AS user_id, count(*)::int AS n90,
                   count(*) FILTER (WHERE x.created_at >= w.d30)::int AS n30
            FROM content_comments x, w
            WHERE x.author_id = ANY(${ids}::int[]) AND x.created_at >= w.d90 AND x.deleted_at IS NULL
            GROUP BY x.author_id
          ), v AS (
            SELECT x.user_id, count(*)::int AS n90, count(*) FILTER (WHERE x.updated_at >= w.d30)::int AS n30
            FROM votes x, w
            WHERE x.user_id = ANY(${ids}::int[]) AND x.updated_at >= w.d90 AND x.value IS NOT NULL
            GROUP BY x.user_id
          ), g AS (
            SELECT gm.user_id, count(*)::int AS total,
                   count(*) FILTER (WHERE coalesce(gm.joined_at, gm.created_at) >= w.d90)::int AS n90,
                   count(*) FILTER (WHERE coalesce(gm.joined_at, gm.created_at) >= w.d30)::int AS n30
            FROM group_memberships gm JOIN groups cg ON cg.id = gm.group_id, w
            WHERE gm.user_id = ANY(${ids}::int[]) AND cg.parent_id = ${orgId} AND cg.group_type = 'circle'
              AND gm.membership_type = 'member' AND gm.status = 'accepted'
            GROUP BY gm.user_id
          )
          SELECT m.user_id,
                 coalesce(a.n90, 0) AS assistant_90, coalesce(a.n30, 0) AS assistant_30,
                 coalesce(c.n90, 0) AS contributions_90, coalesce(c.n30, 0) AS contributions_30,
                 coalesce(k.n90, 0) AS comments_90, coalesce(k.n30, 0) AS comments_30,
                 coalesce(v.n90, 0) AS votes_90, coalesce(v.n30, 0) AS votes_30,
                 coalesce(g.n90, 0) AS circles_joined_90, coalesce(g.n30, 0) AS circles_joined_30,
                 coalesce(g.total, 0) AS circles
          FROM m LEFT JOIN a USING (user_id) LEFT JOIN c USING (user_id) LEFT JOIN k USING (user_id)
               LEFT JOIN v USING (user_id) LEFT JOIN g USING (user_id)
          ORDER BY m.user_id`),
      );
    },

    /** A page of the organization's accepted members after `afterUserId` (keyset, by user id). */
    async memberPage(orgId: number, afterUserId: number, limit = RANK_BATCH): Promise<number[]> {
      return rowsOf<{ user_id: number }>(
        await db.execute(sql`SELECT user_id FROM group_memberships
          WHERE group_id = ${orgId} AND membership_type = 'member' AND status = 'accepted' AND user_id > ${afterUserId}
          ORDER BY user_id LIMIT ${limit}`),
      ).map((r) => r.user_id);
    },

    /** Organizations (and institutions) with members, for the daily sweep. */
    async organizationIds(): Promise<number[]> {
      return rowsOf<{ id: number }>(
        await db.execute(
          sql`SELECT id FROM groups WHERE group_type IN ('organization', 'institution') ORDER BY id`,
        ),
      ).map((r) => r.id);
    },

    /** The organizations these users are members of (any status), with the users of each. */
    async organizationsOf(userIds: number[]): Promise<Array<{ group_id: number; user_ids: number[] }>> {
      if (userIds.length === 0) return [];
      return rowsOf<{ group_id: number; user_ids: number[] }>(
        await db.execute(sql`SELECT m.group_id, array_agg(m.user_id ORDER BY m.user_id) AS user_ids
          FROM group_memberships m JOIN groups g ON g.id = m.group_id
          WHERE m.user_id = ANY(${intArray(userIds)}::int[]) AND m.membership_type = 'member'
            AND g.group_type IN ('organization', 'institution')
          GROUP BY m.group_id ORDER BY m.group_id`),
      );
    },

    /** Queues the next nightly sweep (03:00 UTC) unless one is already waiting (retries never queue two). */
    async queueSweep(job: string): Promise<void> {
      await db.execute(sql`INSERT INTO background_jobs (name, payload, max_attempts, run_at)
        SELECT ${job}, '{"sweep": true}'::jsonb, 3,
               (date_trunc('day', now() AT TIME ZONE 'UTC') + interval '1 day 3 hours') AT TIME ZONE 'UTC'
        WHERE NOT EXISTS (SELECT 1 FROM background_jobs
          WHERE name = ${job} AND state = 'queued' AND payload ? 'sweep')`);
    },

    /** Takes up to `limit` marked users off the dirty list (the caller puts them back on failure). */
    async takeDirty(limit = RANK_BATCH): Promise<number[]> {
      return rowsOf<{ user_id: number }>(
        await db.execute(sql`DELETE FROM enthusiasm_dirty WHERE user_id IN (
          SELECT user_id FROM enthusiasm_dirty ORDER BY marked_at, user_id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING user_id`),
      ).map((r) => r.user_id);
    },
    async markDirty(userIds: number[]): Promise<void> {
      if (userIds.length === 0) return;
      await db.execute(sql`INSERT INTO enthusiasm_dirty (user_id)
        SELECT u.id FROM users u WHERE u.id = ANY(${intArray(userIds)}::int[]) ON CONFLICT DO NOTHING`);
    },

    /**
     * Stores a batch of verdicts and mirrors each status into the membership's agent_responses,
     * in one statement. An administrator's override is never replaced (the upsert's WHERE).
     */
    async saveBatch(agentId: number, groupId: number, verdicts: EnthusiasmVerdictInput[]): Promise<number> {
      if (verdicts.length === 0) return 0;
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`
          WITH input AS (
            SELECT * FROM jsonb_to_recordset(${JSON.stringify(verdicts)}::jsonb) AS x(
              user_id int, status text, level text, confidence real, reasons jsonb, signals jsonb, rationale text)
          ), saved AS (
            INSERT INTO system_agent_verdicts AS s
              (agent_id, entity, entity_id, group_id, status, level, confidence, reasons, signals, rationale, overridden_by, run_at)
            SELECT ${agentId}, 'user', i.user_id, ${groupId}, i.status, i.level, i.confidence, i.reasons, i.signals,
                   i.rationale, NULL, now()
            FROM input i
            ON CONFLICT (agent_id, entity, group_id, entity_id) DO UPDATE SET
              status = EXCLUDED.status, level = EXCLUDED.level, confidence = EXCLUDED.confidence,
              reasons = EXCLUDED.reasons, signals = EXCLUDED.signals, rationale = EXCLUDED.rationale,
              run_at = EXCLUDED.run_at
            WHERE s.overridden_by IS NULL
            RETURNING s.entity_id, s.status
          ), mirrored AS (
            UPDATE group_memberships m
            SET agent_responses = m.agent_responses || jsonb_build_object(${String(agentId)}::text, saved.status)
            FROM saved
            WHERE m.group_id = ${groupId} AND m.user_id = saved.entity_id
              AND (m.agent_responses ->> ${String(agentId)}) IS DISTINCT FROM saved.status
            RETURNING 1
          )
          SELECT (SELECT count(*) FROM saved)::int AS n, (SELECT count(*) FROM mirrored)::int AS mirrored`),
      );
      return rows[0]?.n ?? 0;
    },
  };
}
export type EnthusiasmRepository = ReturnType<typeof createEnthusiasmRepository>;
