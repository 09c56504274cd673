import { sql, type SQL } from 'drizzle-orm';
import type { RecommendationEntityType } from '@careerhub/shared';
import type { Db } from '../../platform/db/index.js';
import { intArray, rowsOf } from '../jobs/sql.js';
import type { ViewerFacts } from './recommendations.ranking.js';
import { RECOMMENDATION_SOURCES, type CandidateRow } from './recommendations.sources.js';

/** Co-engagement reads at most this many peers (members of your circles, people who saved what you saved). */
const PEERS = 2000;
const GROUP_TYPES = new Set<RecommendationEntityType>(['circle', 'event', 'organization']);

export const parseInts = (v: number[] | string | null | undefined): number[] => {
  if (Array.isArray(v)) return v.map(Number);
  if (typeof v === 'string' && v.length > 2)
    return v
      .slice(1, -1)
      .split(',')
      .map(Number)
      .filter((n) => Number.isFinite(n));
  return [];
};
export const parseTexts = (v: string[] | string | null | undefined): string[] => {
  if (Array.isArray(v)) return v;
  if (typeof v === 'string' && v.length > 2)
    return v
      .slice(1, -1)
      .split(',')
      .map((s) => s.replace(/^"|"$/g, ''));
  return [];
};

/** Members of the reader's circles and events (accepted), not the reader. */
const circlePeers = (me: number) => sql`
  SELECT DISTINCT m2.user_id FROM group_memberships m1
  JOIN groups g ON g.id = m1.group_id AND g.group_type IN ('circle', 'event')
  JOIN group_memberships m2 ON m2.group_id = m1.group_id
  WHERE m1.user_id = ${me} AND m1.membership_type = 'member' AND m1.status = 'accepted'
    AND m2.membership_type = 'member' AND m2.status = 'accepted' AND m2.user_id <> ${me}
  LIMIT ${PEERS}`;
/** People who saved something the reader saved. */
const saverPeers = (me: number) => sql`
  SELECT DISTINCT b2.user_id FROM bookmarks b1
  JOIN bookmarks b2 ON b2.content_type = b1.content_type AND b2.object_id = b1.object_id
  WHERE b1.user_id = ${me} AND b2.user_id <> ${me}
  LIMIT ${PEERS}`;

/** Co-engagement counts by item id (`id`, `n`), best first, for the type (see `coEngagement`). */
function coEngagementSql(type: RecommendationEntityType, me: number, limit: number) {
  if (GROUP_TYPES.has(type))
    return sql`
      WITH peers AS (${circlePeers(me)})
      SELECT m.group_id AS id, count(*)::int AS n FROM group_memberships m JOIN peers p ON p.user_id = m.user_id
      WHERE m.membership_type = 'member' AND m.status = 'accepted'
      GROUP BY m.group_id ORDER BY n DESC, m.group_id DESC LIMIT ${limit}`;
  if (type === 'user')
    return sql`
      WITH peers AS (${circlePeers(me)})
      SELECT f.target_id AS id, count(*)::int AS n FROM follows f JOIN peers p ON p.user_id = f.follower_id
      WHERE f.target_type = 'user' GROUP BY f.target_id ORDER BY n DESC, f.target_id DESC LIMIT ${limit}`;
  const bookmarkType = RECOMMENDATION_SOURCES[type].bookmarkType;
  if (!bookmarkType) return sql`SELECT NULL::int AS id, 0 AS n WHERE FALSE`;
  return sql`
    WITH peers AS (${saverPeers(me)})
    SELECT b.object_id AS id, count(*)::int AS n FROM bookmarks b JOIN peers p ON p.user_id = b.user_id
    WHERE b.content_type = ${bookmarkType}
    GROUP BY b.object_id ORDER BY n DESC, b.object_id DESC LIMIT ${limit}`;
}

/** People the reader follows who are members of each group (or follow each person) among `ids`. */
function followedSql(type: RecommendationEntityType, me: number, ids: SQL) {
  if (GROUP_TYPES.has(type))
    return sql`
      SELECT m.group_id AS id, count(*)::int AS n FROM follows f
      JOIN group_memberships m ON m.user_id = f.target_id
      WHERE f.follower_id = ${me} AND f.target_type = 'user' AND m.group_id = ANY(${ids})
        AND m.membership_type = 'member' AND m.status = 'accepted'
      GROUP BY m.group_id`;
  if (type === 'user')
    return sql`
      SELECT f2.target_id AS id, count(*)::int AS n FROM follows f
      JOIN follows f2 ON f2.follower_id = f.target_id AND f2.target_type = 'user'
      WHERE f.follower_id = ${me} AND f.target_type = 'user' AND f2.target_id = ANY(${ids})
      GROUP BY f2.target_id`;
  return sql`SELECT NULL::int AS id, 0 AS n WHERE FALSE`;
}

/** What the reader brings, with the names their reasons need (topics, institution). */
export interface ViewerRead {
  facts: ViewerFacts;
  topicNames: Map<number, string>;
  institutions: Map<number, string>;
}

/** A candidate row with the co-engagement and follow counts that score it. */
export type ScoredCandidateRow = CandidateRow & {
  co_count: number | string;
  followed_count: number | string;
};

/**
 * All SQL of recommendations: the reader's facts (one statement), and per type one statement that
 * gathers candidates (recommendations.sources.ts: overlap and popularity, plus co-engagement),
 * reads their facts with the visibility and "already has" rules, and counts co-engagement and
 * people the reader follows. Read-only.
 */
export function createRecommendationsRepository(db: Db) {
  return {
    async viewerFacts(userId: number): Promise<ViewerRead | null> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT u.id, p.country, p.institution_id, inst.name AS institution_name,
            (SELECT coalesce(array_agg(pt.topic_id), '{}') FROM profile_topics pt WHERE pt.user_id = u.id AND pt.kind = 'skill') AS skills,
            (SELECT coalesce(array_agg(pt.topic_id), '{}') FROM profile_topics pt WHERE pt.user_id = u.id AND pt.kind = 'general') AS topics,
            (SELECT coalesce(jsonb_object_agg(t.id::text, t.name), '{}'::jsonb) FROM profile_topics pt JOIN topics t ON t.id = pt.topic_id
              WHERE pt.user_id = u.id) AS topic_names,
            gp.career_stage, gp.job_function, gp.professional_field, gp.current_role
          FROM users u
          LEFT JOIN profiles p ON p.user_id = u.id
          LEFT JOIN groups inst ON inst.id = p.institution_id
          LEFT JOIN LATERAL (
            SELECT career_stage, job_function, professional_field, "current_role" AS current_role FROM group_profiles
            WHERE user_id = u.id ORDER BY updated_at DESC LIMIT 1) gp ON TRUE
          WHERE u.id = ${userId}`),
      );
      const r = rows[0];
      if (!r) return null;
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      const names = (typeof r.topic_names === 'string' ? JSON.parse(r.topic_names) : r.topic_names) as Record<
        string,
        string
      > | null;
      const institutionId = num(r.institution_id);
      return {
        facts: {
          skills: parseInts(r.skills as string),
          topics: parseInts(r.topics as string),
          careerStage: num(r.career_stage),
          professionalField: num(r.professional_field),
          jobFunction: num(r.job_function),
          currentRole: num(r.current_role),
          country: (r.country as string | null) ?? null,
          institutionId,
        },
        topicNames: new Map(Object.entries(names ?? {}).map(([id, name]) => [Number(id), name])),
        institutions: new Map(
          institutionId !== null && typeof r.institution_name === 'string'
            ? [[institutionId, r.institution_name]]
            : [],
        ),
      };
    },

    /**
     * One statement per type: up to `overlapLimit` candidates by profile overlap and popularity
     * and `coLimit` by co-engagement (members of the reader's circles who joined a group or follow
     * a person; people who saved what the reader saved and saved this too), the rows of those the
     * reader may be recommended, each with its co-engagement and followed counts.
     */
    async scoredCandidates(
      type: RecommendationEntityType,
      me: number,
      viewer: ViewerFacts,
      scope: number | null,
      overlapLimit: number,
      coLimit: number,
    ): Promise<ScoredCandidateRow[]> {
      const source = RECOMMENDATION_SOURCES[type];
      const ids = sql`ARRAY(SELECT id FROM cand_ids)`;
      return rowsOf<ScoredCandidateRow>(
        await db.execute(sql`
          WITH overlap AS (${source.overlap(me, intArray(viewer.skills), intArray(viewer.topics), overlapLimit, scope)}),
          co AS (${coEngagementSql(type, me, coLimit)}),
          cand_ids AS (SELECT id FROM overlap UNION SELECT id FROM co),
          followed AS (${followedSql(type, me, ids)})
          SELECT c.*, coalesce(co.n, 0) AS co_count, coalesce(f.n, 0) AS followed_count
          FROM (${source.select(me, ids, scope)}) c
          LEFT JOIN co ON co.id = c.id
          LEFT JOIN followed f ON f.id = c.id
          ORDER BY c.id DESC`),
      );
    },

    async topicNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`SELECT id, name FROM topics WHERE id = ANY(${intArray(ids)})`),
      );
      return new Map(rows.map((r) => [Number(r.id), r.name]));
    },
  };
}
export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;
