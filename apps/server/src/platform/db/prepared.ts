import type { Db } from './index.js';

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
