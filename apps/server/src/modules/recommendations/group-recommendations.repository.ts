import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { intArray, rowsOf } from '../jobs/sql.js';
import { parseInts, parseTexts } from './recommendations.repository.js';

/** SQL reads this many candidates by topic (people) or by topic and by shared members (groups). */
const CANDIDATES = 200;
/** Shared members are counted over at most this many of the group's members. */
const MEMBERS_READ = 2000;

/** jsonb array of numbers → int[] (a non-number element is skipped). */
const jsonInts = (col: string) =>
  sql.raw(
    `ARRAY(SELECT (e #>> '{}')::int FROM jsonb_array_elements(${col}) e WHERE jsonb_typeof(e) = 'number' AND (e #>> '{}') ~ '^-?[0-9]{1,9}$')`,
  );
const jsonTexts = (col: string) =>
  sql.raw(`ARRAY(SELECT e #>> '{}' FROM jsonb_array_elements(${col}) e WHERE jsonb_typeof(e) = 'string')`);
const accepted = (alias: string) =>
  sql.raw(`${alias}.membership_type = 'member' AND ${alias}.status = 'accepted'`);

export interface GroupTargetRow {
  topics: number[];
  careerStages: number[];
  professionalFields: number[];
  jobFunctions: number[];
  countries: string[];
}

export interface CollaboratorRow {
  id: number;
  slug: string;
  title: string;
  image_key: string | null;
  subtitle: string | null;
  skills: number[] | string | null;
  interests: number[] | string | null;
  career_skills: number[] | string | null;
  career_stage: number | null;
  professional_field: number | null;
  job_function: number | null;
  country: string | null;
  followers: number | string;
  followed_by_members: number | string;
}

export interface PartnerRow {
  id: number;
  kind: string;
  slug: string;
  title: string;
  image_url: string | null;
  subtitle: string | null;
  topics: number[] | string | null;
  career_stages: number[] | string | null;
  professional_fields: number[] | string | null;
  countries: string[] | string | null;
  members: number | string;
  shared_members: number | string;
}

/**
 * All SQL of a group administrator's recommendations (decision 0038): one statement per kind, with
 * who may be recommended (and to whom) in its WHERE. Read-only reads of the groups, profiles and
 * chat modules' tables, like recommendations.repository.ts (decision 0028).
 */
export function createGroupRecommendationsRepository(db: Db) {
  return {
    /** What the group is about and whom it is for. */
    async target(groupId: number): Promise<GroupTargetRow | null> {
      const [r] = rowsOf<Record<string, string | number[] | string[] | null>>(
        await db.execute(sql`
          SELECT ${jsonInts('g.topics')} AS topics, ${jsonInts('g.career_stages')} AS career_stages,
            ${jsonInts('g.professional_fields')} AS professional_fields, ${jsonInts('g.job_functions')} AS job_functions,
            ${jsonTexts('g.countries')} || CASE WHEN g.country IS NULL THEN '{}'::text[] ELSE ARRAY[g.country] END AS countries
          FROM groups g WHERE g.id = ${groupId}`),
      );
      if (!r) return null;
      return {
        topics: parseInts(r.topics as string),
        careerStages: parseInts(r.career_stages as string),
        professionalFields: parseInts(r.professional_fields as string),
        jobFunctions: parseInts(r.job_functions as string),
        countries: parseTexts(r.countries as string).filter(Boolean),
      };
    },

    /**
     * People whose skills or interests include the group's topics, most shared first: active,
     * verified, not trial, not the asker, not a member of the group (any status), not blocked
     * either way by the asker; from `pool`'s accepted members when given.
     */
    async collaborators(groupId: number, me: number, topics: number[], pool: number | null) {
      if (topics.length === 0) return [];
      return rowsOf<CollaboratorRow>(
        await db.execute(sql`
          WITH cand AS (
            SELECT pt.user_id AS id, count(DISTINCT pt.topic_id) AS n FROM profile_topics pt
            JOIN users x ON x.id = pt.user_id
            WHERE pt.topic_id = ANY(${intArray(topics)}) AND x.id <> ${me}
              AND x.is_active AND x.is_verified AND NOT x.is_trial_user
              AND NOT EXISTS (SELECT 1 FROM group_memberships m WHERE m.group_id = ${groupId} AND m.user_id = x.id
                AND m.membership_type = 'member')
              AND NOT EXISTS (SELECT 1 FROM chat_blocks b WHERE (b.blocker_id = ${me} AND b.blocked_id = x.id)
                OR (b.blocker_id = x.id AND b.blocked_id = ${me}))
              ${
                pool
                  ? sql`AND EXISTS (SELECT 1 FROM group_memberships pm WHERE pm.group_id = ${pool} AND pm.user_id = x.id
                      AND ${accepted('pm')})`
                  : sql``
              }
            GROUP BY pt.user_id ORDER BY n DESC, pt.user_id DESC LIMIT ${CANDIDATES})
          SELECT x.id, x.name_slug AS slug, trim(x.first_name || ' ' || x.last_name) AS title,
            pf.storage_key AS image_key, p.title AS subtitle, p.country,
            (SELECT coalesce(array_agg(pt.topic_id), '{}') FROM profile_topics pt WHERE pt.user_id = x.id AND pt.kind = 'skill') AS skills,
            (SELECT coalesce(array_agg(pt.topic_id), '{}') FROM profile_topics pt WHERE pt.user_id = x.id AND pt.kind = 'general') AS interests,
            ARRAY(SELECT DISTINCT (e #>> '{}')::int FROM career_entries ce, jsonb_array_elements(ce.skills) e
              WHERE ce.user_id = x.id AND jsonb_typeof(e) = 'number' AND (e #>> '{}') ~ '^-?[0-9]{1,9}$') AS career_skills,
            gp.career_stage, gp.professional_field, gp.job_function,
            (SELECT count(*) FROM follows fc WHERE fc.target_type = 'user' AND fc.target_id = x.id) AS followers,
            (SELECT count(*) FROM follows f JOIN group_memberships m ON m.user_id = f.follower_id
              WHERE f.target_type = 'user' AND f.target_id = x.id AND m.group_id = ${groupId} AND ${accepted('m')}) AS followed_by_members
          FROM cand c JOIN users x ON x.id = c.id
          LEFT JOIN profiles p ON p.user_id = x.id
          LEFT JOIN uploaded_files pf ON pf.id = p.picture_file_id
          LEFT JOIN LATERAL (
            SELECT career_stage, professional_field, job_function FROM group_profiles
            WHERE user_id = x.id ORDER BY updated_at DESC LIMIT 1) gp ON TRUE
          ORDER BY c.n DESC, x.id DESC`),
      );
    },

    /**
     * Other groups sharing the group's topics or accepted members: not the group, its parent or
     * its children; circles and events not ended; public ones, or ones the asker has a membership
     * row in (as the groups policy's canView), all for staff; under `pool` when given.
     */
    async partners(groupId: number, me: number, isStaff: boolean, topics: number[], pool: number | null) {
      const open = sql`x.id <> ${groupId} AND x.group_type IN ('circle', 'event', 'organization', 'institution')
        AND x.id IS DISTINCT FROM (SELECT parent_id FROM groups WHERE id = ${groupId})
        AND x.parent_id IS DISTINCT FROM ${groupId}
        AND (x.end_date IS NULL OR x.end_date > now())
        AND (x.visibility = 0 OR ${isStaff}
          OR EXISTS (SELECT 1 FROM group_memberships v WHERE v.group_id = x.id AND v.user_id = ${me}))
        ${pool ? sql`AND x.parent_id = ${pool}` : sql``}`;
      const topicCount = sql`cardinality(ARRAY(SELECT unnest(${jsonInts('x.topics')}) INTERSECT SELECT unnest(${intArray(topics)})))`;
      const members = sql`coalesce((SELECT c.n FROM group_counters c WHERE c.group_id = x.id AND c.metric = 'members_accepted'), 0)`;
      return rowsOf<PartnerRow>(
        await db.execute(sql`
          WITH mine AS (
            SELECT m.user_id FROM group_memberships m WHERE m.group_id = ${groupId} AND ${accepted('m')} LIMIT ${MEMBERS_READ}),
          both_in AS (
            SELECT m.group_id AS id, count(*)::int AS n FROM group_memberships m JOIN mine ON mine.user_id = m.user_id
            WHERE m.group_id <> ${groupId} AND ${accepted('m')}
            GROUP BY m.group_id),
          cand AS (
            (SELECT x.id FROM groups x JOIN both_in s ON s.id = x.id WHERE ${open} ORDER BY s.n DESC, x.id DESC LIMIT ${CANDIDATES})
            UNION
            (SELECT x.id FROM groups x WHERE ${open} AND ${topics.length > 0 ? sql`${topicCount} > 0` : sql`FALSE`}
              ORDER BY ${topicCount} DESC, ${members} DESC, x.id DESC LIMIT ${CANDIDATES}))
          SELECT x.id, x.group_type AS kind, x.name_slug AS slug, x.name AS title,
            coalesce(x.logo, x.cover_image) AS image_url, p.name AS subtitle,
            ${jsonInts('x.topics')} AS topics, ${jsonInts('x.career_stages')} AS career_stages,
            ${jsonInts('x.professional_fields')} AS professional_fields,
            ${jsonTexts('x.countries')} || CASE WHEN x.country IS NULL THEN '{}'::text[] ELSE ARRAY[x.country] END AS countries,
            ${members} AS members, coalesce(s.n, 0) AS shared_members
          FROM cand JOIN groups x ON x.id = cand.id
          LEFT JOIN groups p ON p.id = x.parent_id
          LEFT JOIN both_in s ON s.id = x.id
          ORDER BY x.id DESC`),
      );
    },
  };
}
export type GroupRecommendationsRepository = ReturnType<typeof createGroupRecommendationsRepository>;
