import { sql } from 'drizzle-orm';

/** Small SQL helpers shared by the jobs and recommendations repositories. */
/** The array literal of an id list (`{1,2}`) and of a text list (`{"a","b"}`), as one parameter. */
export const intArrayLiteral = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;
export const textArrayLiteral = (values: string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
export const intArray = (ids: number[]) => sql`${intArrayLiteral(ids)}::int[]`;
export const textArray = (values: string[]) => sql`${textArrayLiteral(values)}::text[]`;
/** How many of the best skill matches Find Talents checks against the group. */
export const SKILL_HITS = 5_000;
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
export const dateOf = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
