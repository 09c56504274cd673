import type { Db } from './index.js';
import { isInTransaction } from './transactions.js';

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
