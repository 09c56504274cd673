import type { Db } from './index.js';
import { isInTransaction } from './transactions.js';

const bySession = new WeakMap<object, Map<string, unknown>>();

/**
 * A query built once per database session and prepared under `name` (PostgreSQL then parses and
 * plans it once per connection). Drizzle builds a query's SQL text on every call: under 50
 * connections a fifth of the server's time went to that on the hub and post pages. Inside
 * `transactions.run` the handle's session is the transaction's, which gets its own copy, so a
 * prepared read never leaves the transaction. `build` must give the same SQL for the same name.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  const session = (db as unknown as { session: object }).session;
  let queries = bySession.get(session);
  if (!queries) bySession.set(session, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (!query) queries.set(name, (query = build(db)));
  return query;
}

/** The array literal of an id list (`{1,2}`), for an `= ANY($1::int[])` parameter. */
export const idList = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** A drizzle query with `sql.placeholder`s: prepared once, or run once with the values. */
interface PreparableQuery<T> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<T> };
  execute(values: Record<string, unknown>): Promise<T>;
}

/**
 * A hot read built once instead of on every call: drizzle's prepared query makes the SQL text and
 * the column list on first use, and PostgreSQL parses a named statement once per connection.
 * Inside `transactions.run` the query is built for that call, so that the read stays on the
 * transaction's connection. `name` must be unique in the process.
 *
 * Issue 25 item 3 (decision 0042): building drizzle selects of every column (groups, jobs) was
 * most of the query-building CPU of the job board, the job page and the member list.
 */
export function preparedRead<T>(
  db: Db,
  name: string,
  build: (db: Db) => PreparableQuery<T>,
): (values: Record<string, unknown>) => Promise<T> {
  let prepared: ReturnType<PreparableQuery<T>['prepare']> | null = null;
  return (values) => {
    if (isInTransaction(db)) return build(db).execute(values);
    prepared ??= build(db).prepare(name);
    return prepared.execute(values);
  };
}
