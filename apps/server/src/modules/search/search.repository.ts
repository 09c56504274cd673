import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';

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
}

/** Words → a prefix tsquery ("jo sm" → 'jo:* & sm:*'); empty when nothing searchable is left. */
export function prefixQuery(term: string): string {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, 8).map((w) => `${w}:*`).join(' & ');
}

const NAME = sql`(u.first_name || ' ' || u.last_name)`;
/** Misspelt names still match ("Jonh Smyth" finds John Smith): trigram similarity above this. */
const SIMILARITY_THRESHOLD = 0.25;

export function createSearchRepository(db: Db) {
  /** Runs one search with the trigram threshold set for its transaction only. */
  async function withThreshold<T>(run: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD}`));
      return run(tx as unknown as Db);
    });
  }

  return {
    async users(term: string, filters: UserSearchFilters, limit: number, offset: number) {
      const tsq = prefixQuery(term);
      const conditions: SQL[] = [sql`u.is_active`, sql`NOT u.is_trial_user`];
      if (term.trim()) {
        const contains = `%${term.replace(/[%_\\]/g, '\\$&')}%`;
        const byName = sql`(${NAME} % ${term} OR ${NAME} ILIKE ${contains})`;
        conditions.push(tsq ? sql`(to_tsvector('simple', p.search_text) @@ to_tsquery('simple', ${tsq}) OR ${byName})` : byName);
      }
      if (filters.country) conditions.push(sql`p.country = ${filters.country}`);
      if (filters.professionalFields?.length) {
        conditions.push(sql`EXISTS (SELECT 1 FROM group_profiles gp WHERE gp.user_id = u.id AND gp.professional_field IN ${filters.professionalFields})`);
      }
      if (filters.extraInfo) {
        conditions.push(sql`EXISTS (SELECT 1 FROM group_profiles gp WHERE gp.user_id = u.id AND gp.extra_info::text ILIKE ${`%${filters.extraInfo}%`})`);
      }
      if (filters.groupId) {
        conditions.push(sql`EXISTS (SELECT 1 FROM group_memberships m WHERE m.user_id = u.id AND m.group_id = ${filters.groupId} AND m.status = 'accepted')`);
      }
      const where = sql.join(conditions, sql` AND `);
      const score = term.trim()
        ? sql`greatest(similarity(${NAME}, ${term}) * 2, ${tsq ? sql`ts_rank(to_tsvector('simple', p.search_text), to_tsquery('simple', ${tsq}))` : sql`0`})`
        : sql`0`;
      return withThreshold(async (tx) => {
        const rows = (await tx.execute(sql`
          SELECT u.id, 'user' AS type, ${NAME} AS name, u.name_slug, f.storage_key AS image_key, p.title AS description,
                 g.name AS institution_name, p.country, ${score} AS score
          FROM users u
          LEFT JOIN profiles p ON p.user_id = u.id
          LEFT JOIN uploaded_files f ON f.id = p.picture_file_id
          LEFT JOIN groups g ON g.id = p.institution_id
          WHERE ${where}
          ORDER BY score DESC, u.id
          LIMIT ${limit} OFFSET ${offset}`)) as unknown as { rows: SearchRow[] };
        const count = (await tx.execute(sql`
          SELECT count(*)::int AS n FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE ${where}`)) as unknown as {
          rows: Array<{ n: number }>;
        };
        return { rows: rows.rows, count: count.rows[0]?.n ?? 0 };
      });
    },

    async groups(term: string, filters: GroupSearchFilters, limit: number, offset: number) {
      const conditions: SQL[] = [sql`g.group_type IN ${filters.types}`];
      if (term.trim()) conditions.push(sql`(g.name % ${term} OR g.name ILIKE ${`%${term.replace(/[%_\\]/g, '\\$&')}%`})`);
      if (filters.isVerified !== undefined) conditions.push(sql`g.is_verified = ${filters.isVerified}`);
      const where = sql.join(conditions, sql` AND `);
      const score = term.trim() ? sql`similarity(g.name, ${term})` : sql`0`;
      return withThreshold(async (tx) => {
        const rows = (await tx.execute(sql`
          SELECT g.id, g.group_type AS type, g.name, g.name_slug, g.logo AS image_key, left(g.description, 200) AS description,
                 NULL AS institution_name, NULL AS country, ${score} AS score
          FROM groups g WHERE ${where}
          ORDER BY score DESC, g.name LIMIT ${limit} OFFSET ${offset}`)) as unknown as { rows: SearchRow[] };
        const count = (await tx.execute(sql`SELECT count(*)::int AS n FROM groups g WHERE ${where}`)) as unknown as {
          rows: Array<{ n: number }>;
        };
        return { rows: rows.rows, count: count.rows[0]?.n ?? 0 };
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
