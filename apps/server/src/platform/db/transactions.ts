import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './index.js';

/**
 * Writes that span several repositories run in one transaction without passing `tx` through every
 * call: `transactions.run(fn)` opens a transaction and, for the code `fn` awaits, the database
 * handle the repositories were built with (`transactions.db`) resolves to that transaction. Outside
 * `run` it is the plain database. A `run` inside a `run` joins the outer transaction.
 *
 * Keep to writes inside `run`: on PGlite (one connection) a transaction holds the connection, so a
 * read that leaves the transaction's async context — a shared batch load started by another
 * request, say — would wait for it forever. Do the reads and checks first, then `run` the writes.
 */
export interface Transactions {
  /** The handle repositories are built with: the current transaction inside `run`, else the database. */
  readonly db: Db;
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Whether the caller is inside `run`. */
  readonly active: boolean;
}

/**
 * Read on a handle built by `createTransactions`: whether the caller is inside `run`. A plain
 * database handle (tests build repositories on one) answers false.
 */
export const IN_TRANSACTION = Symbol('inTransaction');
export const isInTransaction = (db: Db) =>
  (db as unknown as Record<symbol, unknown>)[IN_TRANSACTION] === true;

export function createTransactions(base: Db): Transactions {
  const current = new AsyncLocalStorage<Db>();
  const db = new Proxy(base, {
    get(_target, prop) {
      if (prop === IN_TRANSACTION) return current.getStore() !== undefined;
      const target = current.getStore() ?? base;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    db,
    run(fn) {
      if (current.getStore()) return fn();
      return base.transaction((tx) => current.run(tx as unknown as Db, fn));
    },
    get active() {
      return current.getStore() !== undefined;
    },
  };
}
