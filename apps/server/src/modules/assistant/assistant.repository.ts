import { sql, type SQL } from 'drizzle-orm';
import type { RecommendationType } from '@careerhub/shared';
import type { Db } from '../../platform/db/index.js';
import { rowsOf, textArray } from '../jobs/sql.js';
import { vectorLiteral } from './assistant.index.js';
import { titleOnly, type RetrievedItem } from './assistant.ranking.js';

export interface AssistantViewer {
  id: number;
  isStaff: boolean;
}

export interface ChatRow {
  id: number;
  userId: number;
  parentId: number | null;
  question: string;
  messages: Array<{ type: string; value: unknown }>;
  engine: string;
  feedback: number | null;
  createdAt: Date;
}

/** How many documents each retrieval pool (all words, title, any word) hands to the ranking. */
const CANDIDATE_POOL = 500;
/** How many of the titles nearest the question (trigram distance) join the ranking. */
const TITLE_POOL = 50;

/** Misspelt words are corrected against indexed words at least this similar (trigram). */
const CORRECTION_SIMILARITY = 0.45;

/**
 * Who may be shown a document: approved, and when it lives in a private group or is private
 * content, only accepted members of that group. Staff see every approved document.
 */
const visibleTo = (viewer: AssistantViewer) =>
  viewer.isStaff
    ? sql`d.is_approved`
    : sql`d.is_approved AND (d.gate_group_id IS NULL OR EXISTS (
        SELECT 1 FROM group_memberships m WHERE m.group_id = d.gate_group_id AND m.user_id = ${viewer.id}
          AND m.membership_type = 'member' AND m.status = 'accepted'))`;

/** The columns of a retrieved document (alias h), its lock worked out for the viewer. */
const projection = (viewer: AssistantViewer) => sql`
  h.source_type, h.source_id, h.kind, h.rec_type, h.slug, h.title, left(h.body, 4000) AS body, h.source,
  h.is_premium AND NOT (${viewer.isStaff} OR EXISTS (
    SELECT 1 FROM user_entitlements e WHERE e.user_id = ${viewer.id} AND e.premium_viewing)) AS is_locked`;

const toRetrieved = (r: Record<string, unknown>): RetrievedItem => ({
  sourceType: String(r.source_type),
  sourceId: Number(r.source_id),
  kind: String(r.kind),
  recType: String(r.rec_type) as RecommendationType,
  slug: String(r.slug),
  title: String(r.title),
  body: String(r.body ?? ''),
  source: r.source === null ? null : String(r.source),
  isLocked: Boolean(r.is_locked),
  score: Number(r.score),
});

const mapChat = (r: Record<string, unknown>): ChatRow => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  parentId: r.parent_id === null ? null : Number(r.parent_id),
  question: String(r.question),
  messages: (typeof r.messages === 'string' ? JSON.parse(r.messages) : r.messages) as ChatRow['messages'],
  engine: String(r.engine),
  feedback: r.feedback === null ? null : Number(r.feedback),
  createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
});

export function createAssistantRepository(db: Db) {
  return {
    /** Indexed words similar to each question word that is not itself an indexed word. */
    async corrections(words: string[]): Promise<Map<string, string[]>> {
      const fuzzy = words.filter((w) => w.length >= 4);
      const found = new Map<string, string[]>();
      if (fuzzy.length === 0) return found;
      const rows = rowsOf<{ w: string; word: string }>(
        await db.execute(sql`
          SELECT q.w, s.word FROM unnest(${textArray(fuzzy)}) AS q(w)
          CROSS JOIN LATERAL (
            SELECT word FROM assistant_words WHERE word % q.w AND similarity(word, q.w) >= ${CORRECTION_SIMILARITY}
            ORDER BY similarity(word, q.w) DESC, word LIMIT 2) s
          WHERE NOT EXISTS (SELECT 1 FROM assistant_words k WHERE k.word = q.w)`),
      );
      for (const { w, word } of rows) found.set(w, [...(found.get(w) ?? []), word]);
      return found;
    },

    /**
     * The best documents the viewer may see for a question: weighted full text (title A, tags B,
     * text C), title trigram similarity to the question, popularity and recency.
     *
     * Only a bounded pool is ranked, so the cost does not grow with the index: the most popular
     * documents holding every word (`all`), with a word in their title, or with any word (`any`),
     * CANDIDATE_POOL each, and, when those do not fill the answer, the titles nearest the question
     * (trigram). On a small index the pools hold every match.
     */
    async retrieve(
      terms: { any: string; all: string },
      question: string,
      viewer: AssistantViewer,
      limit: number,
    ): Promise<RetrievedItem[]> {
      if (!terms.any && question.trim().length < 3) return [];
      const visible = visibleTo(viewer);
      const anyQuery = sql`to_tsquery('english', ${terms.any})`;
      const byPopularity = sql`ORDER BY d.popularity DESC NULLS LAST, d.id LIMIT ${CANDIDATE_POOL}`;
      const lexicalPools = terms.any
        ? [
            ...(terms.all
              ? [
                  sql`SELECT d.id FROM assistant_documents d
                    WHERE d.search_vector @@ to_tsquery('english', ${terms.all}) AND ${visible} ${byPopularity}`,
                ]
              : []),
            sql`SELECT d.id FROM assistant_documents d
              WHERE d.search_vector @@ to_tsquery('english', ${titleOnly(terms.any)}) AND ${visible} ${byPopularity}`,
            sql`SELECT d.id FROM assistant_documents d WHERE d.search_vector @@ ${anyQuery} AND ${visible} ${byPopularity}`,
          ]
        : [];
      const titlePool = sql`SELECT d.id FROM assistant_documents d WHERE d.title % ${question} AND ${visible}
        ORDER BY d.title <-> ${question} LIMIT ${TITLE_POOL}`;
      const rank = async (pools: SQL[]) =>
        rowsOf<Record<string, unknown>>(
          await db.execute(sql`
            WITH pool AS (${sql.join(
              pools.map((p) => sql`(${p})`),
              sql` UNION `,
            )}),
            hits AS (
              SELECT d.*, ${terms.any ? sql`ts_rank(d.search_vector, ${anyQuery}, 1)` : sql`0`} AS text_rank,
                similarity(d.title, ${question}) AS title_sim
              FROM pool JOIN assistant_documents d USING (id)
            )
            SELECT ${projection(viewer)},
              ((h.text_rank + 0.5 * h.title_sim)
                * (1 + 0.08 * ln(1 + h.popularity))
                * (0.9 + 0.1 * exp(-extract(epoch FROM now() - h.published_at) / 31536000.0))) AS score
            FROM hits h ORDER BY score DESC, h.id LIMIT ${limit}`),
        );
      // The nearest titles (a trigram walk, the dearest pool) join only when the words alone do
      // not fill the answer: misspelt or unindexed words.
      let rows = lexicalPools.length > 0 ? await rank(lexicalPools) : [];
      if (rows.length < limit) rows = await rank([...lexicalPools, titlePool]);
      return rows.map(toRetrieved);
    },

    /**
     * The documents nearest to a question's vector (cosine), among those the viewer may see and
     * embedded by the same model, no less similar than `minSimilarity`; score = the similarity.
     */
    async similar(
      vector: number[],
      model: string,
      viewer: AssistantViewer,
      limit: number,
      minSimilarity: number,
    ): Promise<RetrievedItem[]> {
      const literal = vectorLiteral(vector);
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          WITH hits AS (
            SELECT d.*, 1 - (d.embedding <=> ${literal}::vector) AS score
            FROM assistant_documents d
            WHERE d.embedding IS NOT NULL AND d.embedding_model = ${model} AND ${visibleTo(viewer)}
            ORDER BY d.embedding <=> ${literal}::vector LIMIT ${limit}
          )
          SELECT ${projection(viewer)}, h.score FROM hits h WHERE h.score >= ${minSimilarity}
          ORDER BY h.score DESC, h.id`),
      );
      return rows.map(toRetrieved);
    },

    /** Titles of the community's most popular public, free, approved resources and tips. */
    async popularTitles(limit: number): Promise<string[]> {
      const rows = rowsOf<{ title: string }>(
        await db.execute(sql`
          SELECT d.title FROM assistant_documents d
          WHERE d.is_approved AND d.gate_group_id IS NULL AND NOT d.is_premium
            AND d.kind IN ('resource', 'career_tip', 'prompt')
          ORDER BY d.popularity DESC, d.published_at DESC, d.id DESC LIMIT ${limit}`),
      );
      return rows.map((r) => r.title);
    },

    async insertChat(row: Omit<ChatRow, 'id' | 'createdAt' | 'feedback'>): Promise<ChatRow> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          INSERT INTO assistant_chats (user_id, parent_id, question, messages, engine)
          VALUES (${row.userId}, ${row.parentId}, ${row.question}, ${JSON.stringify(row.messages)}::jsonb, ${row.engine})
          RETURNING *`),
      );
      return mapChat(rows[0]!);
    },

    async findChat(id: number, userId: number): Promise<ChatRow | null> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`SELECT * FROM assistant_chats WHERE id = ${id} AND user_id = ${userId}`),
      );
      return rows[0] ? mapChat(rows[0]) : null;
    },

    /** The user's chats, newest first. */
    async listChats(userId: number, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        db.execute(
          sql`SELECT * FROM assistant_chats WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        db.execute(sql`SELECT count(*)::int AS n FROM assistant_chats WHERE user_id = ${userId}`),
      ]);
      return {
        rows: rowsOf<Record<string, unknown>>(rows).map(mapChat),
        count: rowsOf<{ n: number }>(count)[0]?.n ?? 0,
      };
    },

    async setFeedback(id: number, userId: number, feedback: number, comment: string | null) {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          UPDATE assistant_chats SET feedback = ${feedback}, feedback_comment = ${comment}
          WHERE id = ${id} AND user_id = ${userId} RETURNING id`),
      );
      return rows.length > 0;
    },
  };
}
export type AssistantRepository = ReturnType<typeof createAssistantRepository>;

/** Tokens spent on language models, per user and organization (the assistant's budget). */
export function createLlmUsageRepository(db: Db) {
  return {
    async defaultOrganizationOf(userId: number): Promise<number | null> {
      const rows = rowsOf<{ group_id: number }>(
        await db.execute(sql`
          SELECT group_id FROM group_memberships WHERE user_id = ${userId} AND is_default
            AND membership_type = 'member' AND status = 'accepted' ORDER BY id LIMIT 1`),
      );
      return rows[0] ? Number(rows[0].group_id) : null;
    },
    /** Tokens spent since `since` by the user, and by everyone in the organization. */
    async spentSince(userId: number, organizationId: number | null, since: Date) {
      const rows = rowsOf<{ by_user: number; by_org: number }>(
        await db.execute(sql`
          SELECT coalesce(sum(prompt_tokens + completion_tokens) FILTER (WHERE user_id = ${userId}), 0)::int AS by_user,
                 coalesce(sum(prompt_tokens + completion_tokens) FILTER (WHERE organization_id = ${organizationId}), 0)::int AS by_org
          FROM llm_usage WHERE created_at >= ${since.toISOString()}::timestamptz
            AND (user_id = ${userId} OR organization_id = ${organizationId})`),
      );
      return { byUser: Number(rows[0]?.by_user ?? 0), byOrg: Number(rows[0]?.by_org ?? 0) };
    },
    async record(entry: {
      userId: number;
      organizationId: number | null;
      feature: string;
      model: string;
      promptTokens: number;
      completionTokens: number;
    }) {
      await db.execute(sql`
        INSERT INTO llm_usage (user_id, organization_id, feature, model, prompt_tokens, completion_tokens)
        VALUES (${entry.userId}, ${entry.organizationId}, ${entry.feature}, ${entry.model}, ${entry.promptTokens}, ${entry.completionTokens})`);
    },
  };
}
export type LlmUsageRepository = ReturnType<typeof createLlmUsageRepository>;
