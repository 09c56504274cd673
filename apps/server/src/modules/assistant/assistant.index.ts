import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import type { Embedder } from '../../platform/llm/index.js';
import { intArray, rowsOf, textArray as textArrayOf } from '../jobs/sql.js';

/**
 * The indexer: turns rows of the platform's tables into assistant_documents. One registry entry
 * per source table: the SELECT that writes its documents (columns in DOC_COLUMNS order), given a
 * condition on the source rows. Adding a type (use cases, AI tools) is one entry here and one
 * trigger in a migration. Documents hold who may read them (approved, gate group, premium).
 */
export interface IndexSource {
  /** The queue's name for the table (the triggers write it). */
  name: string;
  /** SELECT of the document columns for the source rows matching `where` (alias of the table: s). */
  select: (where: SQL) => SQL;
  /** Source rows that belong to changed rows of another source (a group's contents and jobs). */
  cascadeFrom?: { source: string; column: string };
}

const DOC_COLUMNS = sql.raw(
  'source_type, source_id, kind, rec_type, slug, title, tags, body, source, is_approved, gate_group_id, is_premium, popularity, published_at',
);

/** Private groups gate what lives in them: only their accepted members (and staff) see it. */
export const INDEX_SOURCES: IndexSource[] = [
  {
    name: 'content',
    cascadeFrom: { source: 'group', column: 'group_id' },
    select: (where) => sql`
      SELECT 'content', s.id, s.type,
        CASE WHEN s.type = 'resource' AND s.sub_type = 'external' THEN 'external_resource'
             WHEN s.type = 'resource' THEN 'resource' ELSE 'internal_resource' END,
        s.slug, s.title,
        concat_ws(' ', ta.name, (SELECT string_agg(tp.name, ' ') FROM topics tp WHERE tp.id = ANY(s.topics))),
        left(s.raw_text, 20000), s.source, s.status = 'approved',
        CASE WHEN s.security_level >= 20 THEN coalesce(s.group_id, -1)
             WHEN g.visibility <> 0 THEN g.id END,
        s.is_premium,
        (CASE WHEN s.is_trending THEN 3 ELSE 0 END + CASE WHEN s.is_pinned THEN 1 ELSE 0 END
          + (SELECT count(*) FROM content_comments cc WHERE cc.content_id = s.id))::real,
        s.created_at
      FROM contents s LEFT JOIN topic_areas ta ON ta.id = s.topic_area_id LEFT JOIN groups g ON g.id = s.group_id
      WHERE ${where}`,
  },
  {
    name: 'group',
    select: (where) => sql`
      SELECT 'group', s.id, s.group_type,
        CASE WHEN s.group_type IN ('organization', 'institution') THEN 'organization'
             WHEN s.group_type = 'event' THEN 'event' ELSE 'circle' END,
        s.name_slug, s.name, concat_ws(' ', s.group_type, s.circle_type, s.event_type, s.location, s.country),
        concat_ws(E'\n', s.description, s.objective, s.impact, s.member_requirements), NULL, TRUE,
        CASE WHEN s.visibility <> 0 THEN s.id END, FALSE,
        (SELECT count(*) FROM group_memberships m WHERE m.group_id = s.id AND m.membership_type = 'member' AND m.status = 'accepted')::real,
        s.created_at
      FROM groups s WHERE s.group_type IN ('organization', 'institution', 'circle', 'event') AND ${where}`,
  },
  {
    name: 'job',
    cascadeFrom: { source: 'group', column: 'group_id' },
    select: (where) => sql`
      SELECT 'job', s.id, 'job', 'job', s.slug, s.title,
        concat_ws(' ', 'job', s.job_type, s.job_location, s.address, g.name),
        concat_ws(E'\n', s.description, s.requirements), NULL, s.job_status = 'approved',
        CASE WHEN g.visibility <> 0 THEN g.id END, FALSE,
        (CASE WHEN s.is_featured THEN 2 ELSE 0 END)::real, s.created_at
      FROM jobs s JOIN groups g ON g.id = s.group_id WHERE ${where}`,
  },
  {
    // AI use cases: the topics, the classification and the tools they use are the tags.
    name: 'use_case',
    cascadeFrom: { source: 'group', column: 'group_id' },
    select: (where) => sql`
      SELECT 'use_case', s.id, 'use_case', 'use_case', s.slug, s.title,
        concat_ws(' ', 'AI use case', ta.name, s.business_value, s.complexity, s.innovation_category,
          (SELECT string_agg(tp.name, ' ') FROM topics tp WHERE tp.id = ANY(s.topics)),
          (SELECT string_agg(t.name, ' ') FROM use_case_ai_tools ut JOIN ai_tools t ON t.id = ut.ai_tool_id
            WHERE ut.use_case_id = s.id AND t.status = 'approved')),
        concat_ws(E'\n', left(s.description, 20000), s.reason), NULL, s.status = 'approved',
        CASE WHEN g.visibility <> 0 THEN g.id END, FALSE,
        greatest(0, coalesce((SELECT v.score FROM vote_scores v WHERE v.content_type = 'use_case' AND v.object_id = s.id), 0))::real,
        s.created_at
      FROM use_cases s LEFT JOIN topic_areas ta ON ta.id = s.topic_area_id LEFT JOIN groups g ON g.id = s.group_id
      WHERE ${where}`,
  },
  {
    // AI tools: the approved use cases that use a tool say what it is good for.
    name: 'ai_tool',
    cascadeFrom: { source: 'group', column: 'group_id' },
    select: (where) => sql`
      SELECT 'ai_tool', s.id, 'ai_tool', 'ai_tool', s.slug, s.name,
        concat_ws(' ', 'AI tool',
          (SELECT string_agg(u.title, ' ') FROM use_case_ai_tools ut JOIN use_cases u ON u.id = ut.use_case_id
            WHERE ut.ai_tool_id = s.id AND u.status = 'approved')),
        left(s.description, 20000), s.website, s.status = 'approved',
        CASE WHEN g.visibility <> 0 THEN g.id END, FALSE,
        greatest(0, coalesce((SELECT v.score FROM vote_scores v WHERE v.content_type = 'ai_tool' AND v.object_id = s.id), 0))::real,
        s.created_at
      FROM ai_tools s LEFT JOIN groups g ON g.id = s.group_id
      WHERE ${where}`,
  },
  {
    name: 'user',
    select: (where) => sql`
      SELECT 'user', s.id, 'user', 'user', s.name_slug, trim(s.first_name || ' ' || s.last_name),
        concat_ws(' ', p.title, p.discipline, p.location, p.country),
        concat_ws(E'\n', p.short_bio, p.career_advice, p.career_story),
        NULL, s.is_active AND s.is_verified AND NOT s.is_trial_user, NULL, FALSE,
        (CASE WHEN s.is_influencer THEN 2 WHEN s.is_certified THEN 1 ELSE 0 END)::real, s.created_at
      FROM users s LEFT JOIN profiles p ON p.user_id = s.id WHERE ${where}`,
  },
];

const BATCH = 500;
/** Documents embedded per request to the embeddings model. */
const EMBED_BATCH = 64;
/** What of a document is embedded: its title, tags and the start of its text. */
const EMBED_TEXT_CHARS = 2000;

/** A vector as pgvector's text form reads it. */
export const vectorLiteral = (v: number[]) => `[${v.map((x) => (Number.isFinite(x) ? x : 0)).join(',')}]`;

/** Whether the index holds vectors: pgvector installed when the migrations ran (decision 0031). */
export async function hasEmbeddingColumn(db: Db): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'assistant_documents' AND column_name = 'embedding'`),
  );
  return (rows[0]?.n ?? 0) > 0;
}

export function createAssistantIndexer(db: Db, embedder: Embedder | null = null) {
  /** Writes the documents of `ids` of one source (and drops those whose row is gone or left its type). */
  async function reindex(tx: Db, source: IndexSource, where: SQL, ids: number[] | null) {
    const written = rowsOf<{ source_id: number }>(
      await tx.execute(sql`
        INSERT INTO assistant_documents (${DOC_COLUMNS}) ${source.select(where)}
        ON CONFLICT (source_type, source_id) DO UPDATE SET kind = excluded.kind, rec_type = excluded.rec_type,
          slug = excluded.slug, title = excluded.title, tags = excluded.tags, body = excluded.body,
          source = excluded.source, is_approved = excluded.is_approved, gate_group_id = excluded.gate_group_id,
          is_premium = excluded.is_premium, popularity = excluded.popularity,
          published_at = excluded.published_at, indexed_at = now()
        RETURNING source_id`),
    ).map((r) => Number(r.source_id));
    if (ids) {
      const gone = ids.filter((id) => !written.includes(id));
      if (gone.length)
        await tx.execute(
          sql`DELETE FROM assistant_documents WHERE source_type = ${source.name} AND source_id = ANY(${intArray(gone)})`,
        );
    }
    if (written.length) {
      // The spelling dictionary: words of titles, tags and the start of the text.
      await tx.execute(sql`
        INSERT INTO assistant_words (word)
        SELECT DISTINCT w FROM assistant_documents d,
          unnest(tsvector_to_array(to_tsvector('simple', d.title || ' ' || d.tags || ' ' || left(d.body, 3000)))) AS w
        WHERE d.source_type = ${source.name} AND d.source_id = ANY(${intArray(written)})
          AND length(w) BETWEEN 3 AND 30 AND w !~ '[0-9]'
        ON CONFLICT DO NOTHING`);
    }
  }

  let ready: Promise<boolean> | null = null;
  const embeddingsReady = () => (ready ??= hasEmbeddingColumn(db));

  return {
    /**
     * Indexes up to BATCH queued changes in one transaction (the queue rows come back if it
     * fails); returns how many were taken. Several processes may drain at once (SKIP LOCKED).
     */
    async drain(): Promise<number> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const taken = rowsOf<{ source_type: string; source_id: number }>(
          await tx.execute(sql`
            DELETE FROM assistant_index_queue WHERE id IN (
              SELECT id FROM assistant_index_queue ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
            RETURNING source_type, source_id`),
        );
        if (taken.length === 0) return 0;
        const bySource = new Map<string, number[]>();
        for (const row of taken) {
          const list = bySource.get(row.source_type) ?? [];
          if (!list.includes(Number(row.source_id))) list.push(Number(row.source_id));
          bySource.set(row.source_type, list);
        }
        for (const source of INDEX_SOURCES) {
          const ids = bySource.get(source.name);
          if (ids?.length) await reindex(tx, source, sql`s.id = ANY(${intArray(ids)})`, ids);
          const parentIds = source.cascadeFrom ? bySource.get(source.cascadeFrom.source) : undefined;
          if (parentIds?.length)
            await reindex(
              tx,
              source,
              sql`${sql.raw(`s.${source.cascadeFrom!.column}`)} = ANY(${intArray(parentIds)})`,
              null,
            );
        }
        return taken.length;
      });
    },
    /**
     * Embeds up to EMBED_BATCH documents that have no vector from the configured model (new,
     * changed or embedded by another model); returns how many. Zero without an embedder or
     * without pgvector. A failed request leaves them for the next tick.
     */
    async embedPending(): Promise<number> {
      if (!embedder || !(await embeddingsReady())) return 0;
      const docs = rowsOf<{ id: number; text: string }>(
        await db.execute(sql`
          SELECT id, left(concat_ws(E'\n', title, tags, body), ${EMBED_TEXT_CHARS}) AS text
          FROM assistant_documents
          WHERE embedding IS NULL OR embedding_model IS DISTINCT FROM ${embedder.model}
          ORDER BY id LIMIT ${EMBED_BATCH}`),
      );
      if (docs.length === 0) return 0;
      const { vectors } = await embedder.embed(docs.map((d) => d.text));
      await db.execute(sql`
        UPDATE assistant_documents d SET embedding = v.embedding::vector, embedding_model = ${embedder.model}
        FROM unnest(${intArray(docs.map((d) => Number(d.id)))}, ${textArrayOf(vectors.map(vectorLiteral))})
          AS v(id, embedding)
        WHERE d.id = v.id`);
      return docs.length;
    },
    /**
     * Until the queue is empty: what was written a moment ago is findable by the next read. Rows
     * another process is indexing right now are locked (SKIP LOCKED passes them over) and still
     * counted: wait for its commit. Gives up after `maxMs` (the read then sees the older index).
     */
    async catchUp(maxMs = 3_000): Promise<void> {
      const until = Date.now() + maxMs;
      while ((await this.pending()) > 0 && Date.now() < until) {
        if ((await this.drain()) === 0) await new Promise((r) => setTimeout(r, 20));
      }
    },
    async pending(): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM assistant_index_queue`),
      );
      return rows[0]?.n ?? 0;
    },
  };
}
export type AssistantIndexer = ReturnType<typeof createAssistantIndexer>;
