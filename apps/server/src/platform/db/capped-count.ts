import { LIST_COUNT_CAP } from '@careerhub/shared';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The total of a list whose cost does not grow with the table (decision 0026): the matching rows
 * are counted up to `LIST_COUNT_CAP + 1` and no further, so on a board of 50,000 jobs a total is
 * a walk of at most 1,001 index entries, not of every row. An answer above the cap means "more
 * than LIST_COUNT_CAP" (shown as "1,000+").
 *
 * `from` is the FROM … WHERE … of the list's own query (its aliases included).
 */
export function cappedCountSql(from: SQL): SQL {
  return sql`SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${LIST_COUNT_CAP + 1}) capped`;
}

/** Reads the single `n` a `cappedCountSql` query answers. */
export function countOf(result: unknown): number {
  return (result as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}
