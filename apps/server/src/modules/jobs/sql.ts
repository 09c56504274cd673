import { sql } from 'drizzle-orm';

/** Small SQL helpers shared by the jobs and recommendations repositories. */
export const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
export const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;
/** How many of the best skill matches Find Talents checks against the group. */
export const SKILL_HITS = 5_000;
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
export const dateOf = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
