import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { upsertVerdict, type NewVerdict, type VerdictRow } from './system-agents.repository.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** What the usecase_curation agent reads about one use case (written by the use cases module). */
export interface CurationFacts {
  id: number;
  group_id: number;
  org_id: number;
  title: string;
  description: string;
  reason: string | null;
  filled: number;
  fields: number;
  ai_tools: number;
  has_media: boolean;
  max_similarity: number;
  similar_id: number | null;
  exact_duplicates: number;
}

export type UseCaseVerdictRow = Omit<VerdictRow, 'agent_type'>;

/**
 * The usecase_curation agent's reads (use cases of an organization, their near-duplicates by
 * trigram similarity) and its verdicts: kept in system_agent_verdicts (entity use_case, the use
 * case's group) and mirrored into use_cases.agent_responses in the same transaction, so the list's
 * agent_response filter and the Quality column read the row alone.
 */
export function createCurationRepository(db: Db) {
  return {
    async facts(useCaseId: number): Promise<CurationFacts | undefined> {
      const [row] = rowsOf<CurationFacts>(
        await db.execute(sql`
          WITH me AS (
            SELECT u.*, CASE WHEN g.group_type IN ('organization', 'institution') THEN g.id
                             ELSE coalesce(g.parent_id, g.id) END AS org_id,
                   lower(regexp_replace(trim(u.title), '\\s+', ' ', 'g')) AS norm_title,
                   lower(regexp_replace(trim(u.description), '\\s+', ' ', 'g')) AS norm_text
            FROM use_cases u JOIN groups g ON g.id = u.group_id WHERE u.id = ${useCaseId}
          ), peers AS (
            SELECT o.id, o.title, o.description FROM use_cases o, me
            WHERE o.id <> me.id AND o.status <> 'rejected'
              AND o.group_id IN (SELECT id FROM groups WHERE id = me.org_id OR parent_id = me.org_id)
          ), best AS (
            SELECT p.id, greatest(similarity(p.title, me.title),
                                  similarity(left(p.description, 2000), left(me.description, 2000))) AS s
            FROM peers p, me ORDER BY s DESC, p.id LIMIT 1
          )
          SELECT me.id, me.group_id, me.org_id, me.title, me.description, me.reason,
                 (coalesce(cardinality(me.job_functions), 0) > 0)::int + (coalesce(cardinality(me.categories), 0) > 0)::int
                   + (coalesce(cardinality(me.roles), 0) > 0)::int + (coalesce(cardinality(me.topics), 0) > 0)::int
                   + (me.thumbnail_file_id IS NOT NULL)::int + (me.document_file_id IS NOT NULL)::int
                   + (me.video_link IS NOT NULL AND me.video_link <> '')::int
                   + (EXISTS (SELECT 1 FROM use_case_ai_tools t WHERE t.use_case_id = me.id))::int AS filled,
                 8 AS fields,
                 (SELECT count(*)::int FROM use_case_ai_tools t WHERE t.use_case_id = me.id) AS ai_tools,
                 (me.thumbnail_file_id IS NOT NULL OR me.document_file_id IS NOT NULL
                   OR (me.video_link IS NOT NULL AND me.video_link <> '')) AS has_media,
                 coalesce((SELECT s FROM best), 0)::real AS max_similarity,
                 (SELECT id FROM best) AS similar_id,
                 (SELECT count(*)::int FROM peers p
                   WHERE lower(regexp_replace(trim(p.title), '\\s+', ' ', 'g')) = me.norm_title
                      OR (me.norm_text <> '' AND lower(regexp_replace(trim(p.description), '\\s+', ' ', 'g')) = me.norm_text)
                 ) AS exact_duplicates
          FROM me`),
      );
      return row;
    },
    /** The use cases among `ids` that belong to the organization or one of its circles. */
    async useCaseIdsIn(orgId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return rowsOf<{ id: number }>(
        await db.execute(sql`SELECT u.id FROM use_cases u JOIN groups g ON g.id = u.group_id
          WHERE (g.id = ${orgId} OR g.parent_id = ${orgId}) AND u.id = ANY(${intArray(ids)}::int[])`),
      ).map((r) => r.id);
    },
    async groupOf(useCaseId: number): Promise<number | null> {
      const [row] = rowsOf<{ group_id: number | null }>(
        await db.execute(sql`SELECT group_id FROM use_cases WHERE id = ${useCaseId}`),
      );
      return row?.group_id ?? null;
    },
    async verdictOf(agentId: number, useCaseId: number) {
      const [row] = rowsOf<{ overridden_by: number | null; status: string; reasons: string[] }>(
        await db.execute(sql`SELECT overridden_by, status, reasons FROM system_agent_verdicts
          WHERE agent_id = ${agentId} AND entity = 'use_case' AND entity_id = ${useCaseId}`),
      );
      return row;
    },
    /** Stores a verdict and mirrors it into the use case's agent_responses (call inside a transaction). */
    async save(v: NewVerdict & { useCaseId: number }): Promise<UseCaseVerdictRow | null> {
      // A use case moved to another group keeps one verdict per agent.
      await db.execute(sql`DELETE FROM system_agent_verdicts WHERE agent_id = ${v.agentId}
        AND entity = 'use_case' AND entity_id = ${v.useCaseId} AND group_id <> ${v.groupId}`);
      const row = await upsertVerdict(db, 'use_case', v.useCaseId, v);
      if (!row) return null; // an administrator's override stands
      const response = {
        agent_id: v.agentId,
        response: {
          quality_level: v.status,
          last_run_at: new Date(row.run_at).toISOString(),
          reasons: v.reasons,
          confidence: v.confidence,
          overridden: v.overriddenBy !== null,
        },
      };
      await db.execute(sql`
        UPDATE use_cases SET agent_responses = (
          SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(agent_responses) e
          WHERE (e ->> 'agent_id')::int <> ${v.agentId}
        ) || jsonb_build_array(${JSON.stringify(response)}::jsonb)
        WHERE id = ${v.useCaseId}`);
      return row;
    },
  };
}
export type CurationRepository = ReturnType<typeof createCurationRepository>;
