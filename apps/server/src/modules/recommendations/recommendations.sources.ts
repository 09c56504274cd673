import { sql, type SQL } from 'drizzle-orm';
import type { RecommendationEntityType } from '@careerhub/shared';
import type { CoEngagementKind, PopularityUnit } from './recommendations.ranking.js';

/**
 * One entry per entity type: the SQL that reads candidate rows, with what the reader may see and
 * what they already have (joined, followed, applied, saved, wrote, is) ruled out in the same
 * statement, so no other source of candidate ids can leak an item. Read-only queries of the
 * owning modules' tables (decision 0028), like the search module's.
 *
 * Every SELECT answers the same columns (CANDIDATE_COLUMNS) for the rows `x` whose id is in `ids`.
 */
export interface RecommendationSource {
  /** The card's type (spec "Recommended item") and how its slug is named. */
  kind: (row: CandidateRow) => string;
  popularityUnit: PopularityUnit;
  coKind: CoEngagementKind;
  /** bookmarks.content_type of the entity, when it can be saved. */
  bookmarkType: string | null;
  /** Rows of `ids` the reader `me` may be recommended (visibility and "already has" applied). */
  select: (me: number, ids: SQL, scope: number | null) => SQL;
  /**
   * Candidate ids by profile overlap and popularity: `skills` and `interests` are the reader's
   * topic ids (as an int[] SQL value). At most `limit`.
   */
  overlap: (me: number, skills: SQL, interests: SQL, limit: number, scope: number | null) => SQL;
}

export interface CandidateRow {
  id: number;
  kind: string;
  slug: string;
  title: string;
  sub_type: string | null;
  source: string | null;
  image_key: string | null;
  image_url: string | null;
  subtitle: string | null;
  skills: number[] | string | null;
  topics: number[] | string | null;
  career_stages: number[] | string | null;
  professional_fields: number[] | string | null;
  job_functions: number[] | string | null;
  roles: number[] | string | null;
  countries: string[] | string | null;
  institution_id: number | null;
  popularity: number | string;
}

/** jsonb array of numbers → int[] (a non-number element is skipped, never an error). */
const jsonInts = (col: string) =>
  sql.raw(
    `ARRAY(SELECT (e #>> '{}')::int FROM jsonb_array_elements(${col}) e WHERE jsonb_typeof(e) = 'number' AND (e #>> '{}') ~ '^-?[0-9]{1,9}$')`,
  );
const jsonTexts = (col: string) =>
  sql.raw(`ARRAY(SELECT e #>> '{}' FROM jsonb_array_elements(${col}) e WHERE jsonb_typeof(e) = 'string')`);

/** An accepted member of group `g` (as a column expression). */
const memberOf = (me: number, groupCol: string) =>
  sql`EXISTS (SELECT 1 FROM group_memberships gm WHERE gm.group_id = ${sql.raw(groupCol)} AND gm.user_id = ${me}
    AND gm.membership_type = 'member' AND gm.status = 'accepted')`;
/** A content row's group lets the reader see it: none, public, or theirs. */
const groupOpen = (me: number, groupCol: string, visibilityCol: string) =>
  sql`(${sql.raw(groupCol)} IS NULL OR ${sql.raw(visibilityCol)} = 0 OR ${memberOf(me, groupCol)})`;
const notSaved = (me: number, type: string, idCol: string) =>
  sql`NOT EXISTS (SELECT 1 FROM bookmarks b WHERE b.user_id = ${me} AND b.content_type = ${type} AND b.object_id = ${sql.raw(idCol)})`;
const voteScore = (type: string, idCol: string) =>
  sql`greatest(0, coalesce((SELECT v.score FROM vote_scores v WHERE v.content_type = ${type} AND v.object_id = ${sql.raw(idCol)}), 0))`;
/** How many of `arr` (an int[] column) are in `ids`. */
const shared = (arr: SQL, ids: SQL) =>
  sql`cardinality(ARRAY(SELECT unnest(${arr}) INTERSECT SELECT unnest(${ids})))`;
const empty = sql`'{}'::int[]`;

function groupSource(types: string[]): RecommendationSource {
  const typeList = sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  );
  // Public groups of the type the reader has no membership row in (member, follower, pending,
  // rejected) and does not follow; circles and events that have not ended.
  const open = (me: number, scope: number | null) => sql`
    x.group_type IN (${typeList}) AND x.visibility = 0
    AND (x.end_date IS NULL OR x.end_date > now())
    AND NOT EXISTS (SELECT 1 FROM group_memberships m WHERE m.group_id = x.id AND m.user_id = ${me})
    AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${me} AND f.target_type = x.group_type AND f.target_id = x.id)
    AND NOT EXISTS (SELECT 1 FROM bookmarks b WHERE b.user_id = ${me} AND b.content_type = x.group_type AND b.object_id = x.id)
    ${scope ? sql`AND x.parent_id = ${scope}` : sql``}`;
  const members = sql`coalesce((SELECT c.n FROM group_counters c WHERE c.group_id = x.id AND c.metric = 'members_accepted'), 0)`;
  return {
    kind: (row) => row.kind,
    popularityUnit: 'members',
    coKind: 'co_members',
    bookmarkType: null,
    select: (me, ids, scope) => sql`
      SELECT x.id, x.group_type AS kind, x.name_slug AS slug, x.name AS title, NULL AS sub_type, NULL AS source,
        NULL AS image_key, coalesce(x.logo, x.cover_image) AS image_url,
        p.name AS subtitle, ${empty} AS skills, ${jsonInts('x.topics')} AS topics,
        ${jsonInts('x.career_stages')} AS career_stages, ${jsonInts('x.professional_fields')} AS professional_fields,
        ${jsonInts('x.job_functions')} AS job_functions, ${jsonInts('x.roles')} AS roles,
        ${jsonTexts('x.countries')} || CASE WHEN x.country IS NULL THEN '{}'::text[] ELSE ARRAY[x.country] END AS countries,
        NULL::int AS institution_id, ${members} AS popularity
      FROM groups x LEFT JOIN groups p ON p.id = x.parent_id
      WHERE x.id = ANY(${ids}) AND ${open(me, scope)}`,
    overlap: (me, _skills, interests, limit, scope) => sql`
      SELECT x.id FROM groups x
      WHERE ${open(me, scope)}
      ORDER BY ${shared(jsonInts('x.topics'), interests)} DESC, ${members} DESC, x.id DESC
      LIMIT ${limit}`,
  };
}

/** Who may be recommended as a person: active, verified, not trial, not you, not followed, not blocked either way. */
const personOpen = (me: number, scope: number | null) => sql`
  x.is_active AND x.is_verified AND NOT x.is_trial_user AND x.id <> ${me}
  AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${me} AND f.target_type = 'user' AND f.target_id = x.id)
  AND NOT EXISTS (SELECT 1 FROM chat_blocks cb WHERE (cb.blocker_id = ${me} AND cb.blocked_id = x.id)
    OR (cb.blocker_id = x.id AND cb.blocked_id = ${me}))
  ${
    scope
      ? sql`AND EXISTS (SELECT 1 FROM group_memberships sm WHERE sm.group_id = ${scope} AND sm.user_id = x.id
          AND sm.membership_type = 'member' AND sm.status = 'accepted')`
      : sql``
  }`;

const personSource: RecommendationSource = {
  kind: () => 'user',
  popularityUnit: 'followers',
  coKind: 'co_followers',
  bookmarkType: null,
  select: (me, ids, scope) => sql`
    SELECT x.id, 'user' AS kind, x.name_slug AS slug, trim(x.first_name || ' ' || x.last_name) AS title,
      NULL AS sub_type, NULL AS source, pf.storage_key AS image_key, NULL AS image_url, p.title AS subtitle,
      (SELECT coalesce(array_agg(pt.topic_id), '{}') FROM profile_topics pt WHERE pt.user_id = x.id AND pt.kind = 'skill') AS skills,
      (SELECT coalesce(array_agg(pt.topic_id), '{}') FROM profile_topics pt WHERE pt.user_id = x.id AND pt.kind = 'general') AS topics,
      CASE WHEN gp.career_stage IS NULL THEN '{}'::int[] ELSE ARRAY[gp.career_stage] END AS career_stages,
      CASE WHEN gp.professional_field IS NULL THEN '{}'::int[] ELSE ARRAY[gp.professional_field] END AS professional_fields,
      CASE WHEN gp.job_function IS NULL THEN '{}'::int[] ELSE ARRAY[gp.job_function] END AS job_functions,
      CASE WHEN gp.current_role IS NULL THEN '{}'::int[] ELSE ARRAY[gp.current_role] END AS roles,
      CASE WHEN p.country IS NULL THEN '{}'::text[] ELSE ARRAY[p.country] END AS countries,
      p.institution_id,
      (SELECT count(*) FROM follows fc WHERE fc.target_type = 'user' AND fc.target_id = x.id) AS popularity
    FROM users x
    LEFT JOIN profiles p ON p.user_id = x.id
    LEFT JOIN uploaded_files pf ON pf.id = p.picture_file_id
    LEFT JOIN LATERAL (
      SELECT career_stage, professional_field, job_function, "current_role" AS current_role FROM group_profiles
      WHERE user_id = x.id ORDER BY updated_at DESC LIMIT 1) gp ON TRUE
    WHERE x.id = ANY(${ids}) AND ${personOpen(me, scope)}`,
  // People sharing most of the reader's skills and topics (profile_topics by topic), then
  // the reader's institution.
  overlap: (me, skills, interests, limit, scope) => sql`
    SELECT id FROM (
      SELECT pt.user_id AS id, count(*) AS n FROM profile_topics pt
      WHERE pt.topic_id = ANY(${skills} || ${interests}) AND pt.user_id <> ${me}
      GROUP BY pt.user_id ORDER BY n DESC, pt.user_id DESC LIMIT ${Math.ceil(limit * 1.5)}) s
    WHERE EXISTS (SELECT 1 FROM users x WHERE x.id = s.id AND ${personOpen(me, scope)})
    UNION
    (SELECT p.user_id FROM profiles p JOIN profiles mine ON mine.user_id = ${me}
      WHERE p.institution_id = mine.institution_id AND p.user_id <> ${me} ORDER BY p.user_id DESC LIMIT ${limit})`,
};

const jobSource: RecommendationSource = {
  kind: () => 'job',
  popularityUnit: 'applicants',
  coKind: 'co_savers',
  bookmarkType: 'job',
  select: (me, ids, scope) => sql`
    SELECT x.id, 'job' AS kind, x.slug, x.title, NULL AS sub_type, NULL AS source, NULL AS image_key,
      g.logo AS image_url, g.name AS subtitle, x.skills, ${empty} AS topics, x.career_stages,
      x.professional_fields, x.job_functions, ${empty} AS roles, x.countries, NULL::int AS institution_id,
      (SELECT count(*) FROM job_applications a WHERE a.job_id = x.id) AS popularity
    FROM jobs x JOIN groups g ON g.id = x.group_id
    WHERE x.id = ANY(${ids}) AND ${jobOpen(me, scope)}`,
  overlap: (me, skills, _interests, limit, scope) => sql`
    (SELECT x.id FROM jobs x JOIN groups g ON g.id = x.group_id
      WHERE ${jobOpen(me, scope)} AND x.skills && ${skills}
      ORDER BY ${shared(sql`x.skills`, skills)} DESC, x.id DESC LIMIT ${limit})
    UNION
    (SELECT x.id FROM jobs x JOIN groups g ON g.id = x.group_id
      WHERE ${jobOpen(me, scope)} ORDER BY x.is_featured DESC, x.id DESC LIMIT ${Math.ceil(limit / 2)})`,
};
function jobOpen(me: number, scope: number | null) {
  return sql`x.job_status = 'approved' AND x.application_close_date > now()
    AND (x.application_open_date IS NULL OR x.application_open_date <= now())
    AND (g.visibility = 0 OR ${memberOf(me, 'g.id')})
    AND x.created_by IS DISTINCT FROM ${me}
    AND NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = x.id AND a.user_id = ${me})
    AND ${notSaved(me, 'job', 'x.id')}
    ${scope ? sql`AND x.group_id = ${scope}` : sql``}`;
}

/** Approved resources the reader may open (not private, group public or theirs), not theirs, not saved. */
const resourceOpen = (me: number, scope: number | null) => sql`
  x.type = 'resource' AND x.status = 'approved' AND x.security_level < 20
  AND ${groupOpen(me, 'x.group_id', 'g.visibility')}
  AND x.created_by IS DISTINCT FROM ${me} AND ${notSaved(me, 'content', 'x.id')}
  ${scope ? sql`AND x.group_id = ${scope}` : sql``}`;
const resourceSource: RecommendationSource = {
  kind: () => 'resource',
  popularityUnit: 'upvotes',
  coKind: 'co_savers',
  bookmarkType: 'content',
  select: (me, ids, scope) => sql`
    SELECT x.id, 'resource' AS kind, x.slug, x.title, x.sub_type, x.source, NULL AS image_key, NULL AS image_url,
      ta.name AS subtitle, ${empty} AS skills, x.topics, ${empty} AS career_stages, ${empty} AS professional_fields,
      ${empty} AS job_functions, ${empty} AS roles, '{}'::text[] AS countries, NULL::int AS institution_id,
      ${voteScore('content', 'x.id')} AS popularity
    FROM contents x LEFT JOIN groups g ON g.id = x.group_id LEFT JOIN topic_areas ta ON ta.id = x.topic_area_id
    WHERE x.id = ANY(${ids}) AND ${resourceOpen(me, scope)}`,
  overlap: (me, skills, interests, limit, scope) => sql`
    (SELECT x.id FROM contents x LEFT JOIN groups g ON g.id = x.group_id
      WHERE ${resourceOpen(me, scope)} AND x.topics && (${skills} || ${interests})
      ORDER BY ${shared(sql`x.topics`, sql`(${skills} || ${interests})`)} DESC, x.id DESC LIMIT ${limit})
    UNION
    (SELECT x.id FROM contents x LEFT JOIN groups g ON g.id = x.group_id
      WHERE ${resourceOpen(me, scope)} ORDER BY x.is_trending DESC, x.id DESC LIMIT ${Math.ceil(limit / 2)})`,
};

const catalogOpen = (table: 'use_case' | 'ai_tool', me: number, scope: number | null) => sql`
  x.status = 'approved' AND ${groupOpen(me, 'x.group_id', 'g.visibility')}
  AND x.created_by IS DISTINCT FROM ${me} AND ${notSaved(me, table, 'x.id')}
  ${scope ? sql`AND x.group_id = ${scope}` : sql``}`;

const useCaseSource: RecommendationSource = {
  kind: () => 'use_case',
  popularityUnit: 'upvotes',
  coKind: 'co_savers',
  bookmarkType: 'use_case',
  select: (me, ids, scope) => sql`
    SELECT x.id, 'use_case' AS kind, x.slug, x.title, NULL AS sub_type, NULL AS source, f.storage_key AS image_key,
      NULL AS image_url, ta.name AS subtitle, ${empty} AS skills, x.topics, x.career_stages, x.professional_fields,
      x.job_functions, x.roles, '{}'::text[] AS countries, NULL::int AS institution_id,
      ${voteScore('use_case', 'x.id')} AS popularity
    FROM use_cases x LEFT JOIN groups g ON g.id = x.group_id LEFT JOIN topic_areas ta ON ta.id = x.topic_area_id
      LEFT JOIN uploaded_files f ON f.id = x.thumbnail_file_id
    WHERE x.id = ANY(${ids}) AND ${catalogOpen('use_case', me, scope)}`,
  overlap: (me, skills, interests, limit, scope) => sql`
    (SELECT x.id FROM use_cases x LEFT JOIN groups g ON g.id = x.group_id
      WHERE ${catalogOpen('use_case', me, scope)} AND x.topics && (${skills} || ${interests})
      ORDER BY ${shared(sql`x.topics`, sql`(${skills} || ${interests})`)} DESC, x.id DESC LIMIT ${limit})
    UNION
    (SELECT x.id FROM use_cases x LEFT JOIN groups g ON g.id = x.group_id
      WHERE ${catalogOpen('use_case', me, scope)} ORDER BY x.id DESC LIMIT ${Math.ceil(limit / 2)})`,
};

/** AI tools have no profile fields of their own: they take those of the approved use cases that use them. */
const toolFacet = (col: string) =>
  sql.raw(`ARRAY(SELECT DISTINCT unnest(u.${col}) FROM use_case_ai_tools ut JOIN use_cases u ON u.id = ut.use_case_id
    WHERE ut.ai_tool_id = x.id AND u.status = 'approved')`);
const aiToolSource: RecommendationSource = {
  kind: () => 'ai_tool',
  popularityUnit: 'upvotes',
  coKind: 'co_savers',
  bookmarkType: 'ai_tool',
  select: (me, ids, scope) => sql`
    SELECT x.id, 'ai_tool' AS kind, x.slug, x.name AS title, NULL AS sub_type, x.website AS source,
      f.storage_key AS image_key, NULL AS image_url, NULL AS subtitle, ${empty} AS skills, ${toolFacet('topics')} AS topics,
      ${toolFacet('career_stages')} AS career_stages, ${toolFacet('professional_fields')} AS professional_fields,
      ${toolFacet('job_functions')} AS job_functions, x.roles || ${toolFacet('roles')} AS roles,
      '{}'::text[] AS countries, NULL::int AS institution_id, ${voteScore('ai_tool', 'x.id')} AS popularity
    FROM ai_tools x LEFT JOIN groups g ON g.id = x.group_id LEFT JOIN uploaded_files f ON f.id = x.logo_file_id
    WHERE x.id = ANY(${ids}) AND ${catalogOpen('ai_tool', me, scope)}`,
  overlap: (me, skills, interests, limit, scope) => sql`
    (SELECT DISTINCT ut.ai_tool_id AS id FROM use_cases u JOIN use_case_ai_tools ut ON ut.use_case_id = u.id
      JOIN ai_tools x ON x.id = ut.ai_tool_id LEFT JOIN groups g ON g.id = x.group_id
      WHERE u.status = 'approved' AND u.topics && (${skills} || ${interests}) AND ${catalogOpen('ai_tool', me, scope)}
      LIMIT ${limit})
    UNION
    (SELECT x.id FROM ai_tools x LEFT JOIN groups g ON g.id = x.group_id
      WHERE ${catalogOpen('ai_tool', me, scope)} ORDER BY x.id DESC LIMIT ${Math.ceil(limit / 2)})`,
};

export const RECOMMENDATION_SOURCES: Record<RecommendationEntityType, RecommendationSource> = {
  circle: groupSource(['circle']),
  event: groupSource(['event']),
  organization: groupSource(['organization', 'institution']),
  user: personSource,
  job: jobSource,
  resource: resourceSource,
  use_case: useCaseSource,
  ai_tool: aiToolSource,
};
