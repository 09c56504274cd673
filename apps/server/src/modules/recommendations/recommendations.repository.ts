import { sql } from 'drizzle-orm';
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

/**
 * All SQL of recommendations: the reader's facts, candidates per type (recommendations.sources.ts),
 * co-engagement and follow counts, names for the reasons. Read-only.
 */
export function createRecommendationsRepository(db: Db) {
  return {
    async viewerFacts(userId: number): Promise<ViewerFacts | null> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT u.id, p.country, p.institution_id,
            (SELECT coalesce(array_agg(pt.topic_id), '{}') FROM profile_topics pt WHERE pt.user_id = u.id AND pt.kind = 'skill') AS skills,
            (SELECT coalesce(array_agg(pt.topic_id), '{}') FROM profile_topics pt WHERE pt.user_id = u.id AND pt.kind = 'general') AS topics,
            gp.career_stage, gp.job_function, gp.professional_field, gp.current_role
          FROM users u
          LEFT JOIN profiles p ON p.user_id = u.id
          LEFT JOIN LATERAL (
            SELECT career_stage, job_function, professional_field, "current_role" AS current_role FROM group_profiles
            WHERE user_id = u.id ORDER BY updated_at DESC LIMIT 1) gp ON TRUE
          WHERE u.id = ${userId}`),
      );
      const r = rows[0];
      if (!r) return null;
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return {
        skills: parseInts(r.skills as string),
        topics: parseInts(r.topics as string),
        careerStage: num(r.career_stage),
        professionalField: num(r.professional_field),
        jobFunction: num(r.job_function),
        currentRole: num(r.current_role),
        country: (r.country as string | null) ?? null,
        institutionId: num(r.institution_id),
      };
    },

    /** Candidate ids by profile overlap and popularity (the type's own SQL). */
    async overlapIds(
      type: RecommendationEntityType,
      me: number,
      viewer: ViewerFacts,
      limit: number,
      scope: number | null,
    ): Promise<number[]> {
      const source = RECOMMENDATION_SOURCES[type];
      const rows = rowsOf<{ id: number }>(
        await db.execute(source.overlap(me, intArray(viewer.skills), intArray(viewer.topics), limit, scope)),
      );
      return rows.map((r) => Number(r.id));
    },

    /**
     * Co-engagement counts by item, best first: members of the reader's circles who joined a group
     * or follow a person; people who saved what the reader saved and saved this too.
     */
    async coEngagement(
      type: RecommendationEntityType,
      me: number,
      limit: number,
    ): Promise<Map<number, number>> {
      let query;
      if (GROUP_TYPES.has(type))
        query = sql`
          WITH peers AS (${circlePeers(me)})
          SELECT m.group_id AS id, count(*)::int AS n FROM group_memberships m JOIN peers p ON p.user_id = m.user_id
          WHERE m.membership_type = 'member' AND m.status = 'accepted'
          GROUP BY m.group_id ORDER BY n DESC, m.group_id DESC LIMIT ${limit}`;
      else if (type === 'user')
        query = sql`
          WITH peers AS (${circlePeers(me)})
          SELECT f.target_id AS id, count(*)::int AS n FROM follows f JOIN peers p ON p.user_id = f.follower_id
          WHERE f.target_type = 'user' GROUP BY f.target_id ORDER BY n DESC, f.target_id DESC LIMIT ${limit}`;
      else {
        const bookmarkType = RECOMMENDATION_SOURCES[type].bookmarkType;
        if (!bookmarkType) return new Map();
        query = sql`
          WITH peers AS (${saverPeers(me)})
          SELECT b.object_id AS id, count(*)::int AS n FROM bookmarks b JOIN peers p ON p.user_id = b.user_id
          WHERE b.content_type = ${bookmarkType}
          GROUP BY b.object_id ORDER BY n DESC, b.object_id DESC LIMIT ${limit}`;
      }
      const rows = rowsOf<{ id: number; n: number }>(await db.execute(query));
      return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
    },

    /** People the reader follows who are members of each group, or who follow each person. */
    async followedCounts(
      type: RecommendationEntityType,
      me: number,
      ids: number[],
    ): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      let query;
      if (GROUP_TYPES.has(type))
        query = sql`
          SELECT m.group_id AS id, count(*)::int AS n FROM follows f
          JOIN group_memberships m ON m.user_id = f.target_id
          WHERE f.follower_id = ${me} AND f.target_type = 'user' AND m.group_id = ANY(${intArray(ids)})
            AND m.membership_type = 'member' AND m.status = 'accepted'
          GROUP BY m.group_id`;
      else if (type === 'user')
        query = sql`
          SELECT f2.target_id AS id, count(*)::int AS n FROM follows f
          JOIN follows f2 ON f2.follower_id = f.target_id AND f2.target_type = 'user'
          WHERE f.follower_id = ${me} AND f.target_type = 'user' AND f2.target_id = ANY(${intArray(ids)})
          GROUP BY f2.target_id`;
      else return new Map();
      const rows = rowsOf<{ id: number; n: number }>(await db.execute(query));
      return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
    },

    /** The candidate rows of `ids` the reader may be recommended (visibility and exclusions in SQL). */
    async candidates(
      type: RecommendationEntityType,
      me: number,
      ids: number[],
      scope: number | null,
    ): Promise<CandidateRow[]> {
      if (ids.length === 0) return [];
      return rowsOf<CandidateRow>(
        await db.execute(RECOMMENDATION_SOURCES[type].select(me, intArray(ids), scope)),
      );
    },

    async topicNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`SELECT id, name FROM topics WHERE id = ANY(${intArray(ids)})`),
      );
      return new Map(rows.map((r) => [Number(r.id), r.name]));
    },

    async groupNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`SELECT id, name FROM groups WHERE id = ANY(${intArray(ids)})`),
      );
      return new Map(rows.map((r) => [Number(r.id), r.name]));
    },
  };
}
export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;
