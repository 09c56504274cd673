import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { groupListConditions } from '../groups/group-lists.repository.js';

export interface SearchRow {
  id: number;
  type: string;
  name: string;
  name_slug: string;
  image_key: string | null;
  description: string | null;
  institution_name: string | null;
  country: string | null;
  score: number;
}

export interface UserSearchFilters {
  country?: string | undefined;
  professionalFields?: number[] | undefined;
  extraInfo?: string | undefined;
  groupId?: number | undefined;
}

export interface GroupSearchFilters {
  types: string[];
  isVerified?: boolean | undefined;
  /** Who is searching: private groups are found by their members and staff only. */
  viewer: { id: number | null; isStaff: boolean };
}

/** The words of a search ("Jonh  Sm" → ['jonh', 'sm']), lowercased, at most 8. */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * A tsquery where every typed word must match, as a prefix or as one of its spelling
 * corrections: (jonh:* | 'john' | 'jones') & (smyth:* | 'smith').
 */
export function expandedQuery(words: string[], corrections: Map<string, string[]>): string {
  const quote = (w: string) => `'${w}'`;
  return words
    .map((w) => `(${[`${quote(w)}:*`, ...(corrections.get(w) ?? []).map(quote)].join(' | ')})`)
    .join(' & ');
}

/** A LIKE pattern containing `term` literally (its % _ and \\ escaped). */
const likeTerm = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;

const NAME = sql`(u.first_name || ' ' || u.last_name)`;
/** Misspelt words still match ("Jonh" finds John): dictionary words at least this similar. */
const SIMILARITY_THRESHOLD = 0.25;
/** Corrections tried per misspelt word, the most similar first. */
const CORRECTIONS_PER_WORD = 4;
const WORD = /^[\p{L}\p{N}]+$/u;

export function createSearchRepository(db: Db) {
  /** Runs one search with the trigram threshold and planner settings set for its transaction only. */
  async function withThreshold<T>(run: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      // Matches are few and their rows cached: joins by index lookups, no parallel workers to start.
      await tx.execute(sql`
        SELECT set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true),
               set_config('random_page_cost', '1.1', true), set_config('max_parallel_workers_per_gather', '0', true)`);
      return run(tx as unknown as Db);
    });
  }

  /** Up to CORRECTIONS_PER_WORD dictionary words similar to each unknown typed word of 3+ letters. */
  async function corrections(tx: Db, words: string[]): Promise<Map<string, string[]>> {
    const fuzzy = words.filter((w) => w.length >= 3);
    const found = new Map<string, string[]>();
    if (fuzzy.length === 0) return found;
    const list = sql.join(
      fuzzy.map((w) => sql`${w}`),
      sql`, `,
    );
    const result = (await tx.execute(sql`
      SELECT q.w, s.word FROM unnest(ARRAY[${list}]::text[]) AS q(w)
      CROSS JOIN LATERAL (
        SELECT word FROM search_words WHERE word % q.w AND word <> q.w ORDER BY similarity(word, q.w) DESC, word LIMIT ${CORRECTIONS_PER_WORD}
      ) s
      -- Only unknown words are corrected: one that starts a known word is being typed, not misspelt.
      WHERE NOT EXISTS (SELECT 1 FROM search_words k WHERE k.word LIKE q.w || '%')`)) as unknown as {
      rows: Array<{ w: string; word: string }>;
    };
    for (const { w, word } of result.rows) {
      if (WORD.test(word)) found.set(w, [...(found.get(w) ?? []), word]);
    }
    return found;
  }

  return {
    /**
     * People ranked for a search: a name match (word prefixes, or corrections of misspelt words
     * from search_words) first, by name similarity; then profile-text matches by ts_rank. Both
     * sides read a GIN index, so only matching people are scored.
     */
    async users(term: string, filters: UserSearchFilters, limit: number, offset: number) {
      const conditions: SQL[] = [sql`u.is_active`, sql`NOT u.is_trial_user`];
      if (filters.country) conditions.push(sql`p.country = ${filters.country}`);
      if (filters.professionalFields?.length) {
        conditions.push(
          sql`EXISTS (SELECT 1 FROM group_profiles gp WHERE gp.user_id = u.id AND gp.professional_field IN ${filters.professionalFields})`,
        );
      }
      if (filters.extraInfo) {
        conditions.push(
          // The answers (department, college, batch...), not the key names nor the JSON around them.
          sql`EXISTS (SELECT 1 FROM group_profiles gp
            CROSS JOIN LATERAL jsonb_each_text(CASE WHEN jsonb_typeof(gp.extra_info) = 'object' THEN gp.extra_info ELSE '{}'::jsonb END) e
            WHERE gp.user_id = u.id AND e.value ILIKE ${likeTerm(filters.extraInfo)})`,
        );
      }
      if (filters.groupId) {
        conditions.push(
          sql`EXISTS (SELECT 1 FROM group_memberships m WHERE m.user_id = u.id AND m.group_id = ${filters.groupId} AND m.membership_type = 'member' AND m.status = 'accepted')`,
        );
      }
      const where = sql.join(conditions, sql` AND `);
      const words = searchWords(term);
      return withThreshold(async (tx) => {
        let matched: SQL;
        if (words.length === 0) {
          matched = sql`SELECT u.id, 0::real AS score FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE ${where}`;
        } else {
          const tsq = expandedQuery(words, await corrections(tx, words));
          matched = sql`
            WITH hits AS (
              SELECT u.id, 1 + similarity(${NAME}, ${term}) AS score FROM users u
              WHERE to_tsvector('simple', ${NAME}) @@ to_tsquery('simple', ${tsq})
              UNION ALL
              SELECT p.user_id, ts_rank(p.search_vector, to_tsquery('simple', ${tsq})) FROM profiles p
              WHERE p.search_vector @@ to_tsquery('simple', ${tsq})
            ), best AS (SELECT id, max(score) AS score FROM hits GROUP BY id)
            SELECT b.id, b.score FROM best b JOIN users u ON u.id = b.id LEFT JOIN profiles p ON p.user_id = u.id WHERE ${where}`;
        }
        const rows = (await tx.execute(sql`
          WITH matched AS (${matched}),
          page AS (SELECT id, score, count(*) OVER () AS total FROM matched ORDER BY score DESC, id LIMIT ${limit} OFFSET ${offset})
          SELECT u.id, 'user' AS type, ${NAME} AS name, u.name_slug, f.storage_key AS image_key, p.title AS description,
                 g.name AS institution_name, p.country, page.score, page.total::int AS total
          FROM page JOIN users u ON u.id = page.id
          LEFT JOIN profiles p ON p.user_id = u.id
          LEFT JOIN uploaded_files f ON f.id = p.picture_file_id
          LEFT JOIN groups g ON g.id = p.institution_id
          ORDER BY page.score DESC, u.id`)) as unknown as { rows: Array<SearchRow & { total: number }> };
        let count = rows.rows[0]?.total;
        if (count === undefined) {
          // A page past the end has no row to carry the total.
          const counted = (await tx.execute(
            sql`WITH matched AS (${matched}) SELECT count(*)::int AS n FROM matched`,
          )) as unknown as {
            rows: Array<{ n: number }>;
          };
          count = counted.rows[0]?.n ?? 0;
        }
        return { rows: rows.rows.map(({ total: _total, ...row }) => row), count };
      });
    },

    async groups(term: string, filters: GroupSearchFilters, limit: number, offset: number) {
      const conditions: SQL[] = [sql`g.group_type IN ${filters.types}`];
      if (term.trim()) conditions.push(sql`(g.name % ${term} OR g.name ILIKE ${likeTerm(term)})`);
      if (filters.isVerified !== undefined) conditions.push(sql`g.is_verified = ${filters.isVerified}`);
      // Private groups only for their members and staff, as in every group list (groupsPolicy.canView).
      conditions.push(
        groupListConditions({
          now: new Date(),
          viewerId: filters.viewer.id,
          isStaff: filters.viewer.isStaff,
        }),
      );
      const where = sql.join(conditions, sql` AND `);
      const score = term.trim() ? sql`similarity(g.name, ${term})` : sql`0`;
      return withThreshold(async (tx) => {
        const rows = (await tx.execute(sql`
          SELECT g.id, g.group_type AS type, g.name, g.name_slug, g.logo AS image_key, left(g.description, 200) AS description,
                 NULL AS institution_name, NULL AS country, ${score} AS score
          FROM groups g WHERE ${where}
          ORDER BY score DESC, g.name LIMIT ${limit} OFFSET ${offset}`)) as unknown as { rows: SearchRow[] };
        const count = (await tx.execute(
          sql`SELECT count(*)::int AS n FROM groups g WHERE ${where}`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        };
        return { rows: rows.rows, count: count.rows[0]?.n ?? 0 };
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
