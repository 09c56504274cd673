import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from '../../db/schema/index.js';
import { MIGRATIONS_DIR, type Database, type Db } from './index.js';

const MIGRATION_LOCK_KEY = 724_310_001;
const CLOSE_TIMEOUT_MS = 10_000;

export async function openPostgres(url: string, poolMax: number, logger: Logger): Promise<Database> {
  // A server that does not answer a connection attempt within seconds is treated as down (the
  // request gets a 503) instead of holding the request until the kernel gives up.
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', (err) => logger.error({ err }, 'postgres pool error'));
  // A checked-out client whose connection dies between two queries (inside a transaction, say)
  // emits 'error' on itself, not on the pool: without a listener that is an uncaught exception.
  // The transaction's next query fails and the client is released and discarded as usual.
  pool.on('connect', (client) => {
    client.on('error', (err) => logger.warn({ err }, 'postgres connection lost while checked out'));
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async migrate() {
      // pgvector is optional on a plain PostgreSQL: enable it when the server ships it.
      const available = await pool.query("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'");
      if (available.rowCount) await pool.query('CREATE EXTENSION IF NOT EXISTS vector');
      else logger.warn('pgvector is not installed on this PostgreSQL: vector search falls back to full-text');
      // Several instances may start at once: one migrates, the others wait for it.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    async extensions() {
      const rows = await pool.query<{ extname: string }>('SELECT extname FROM pg_extension ORDER BY 1');
      return rows.rows.map((r) => r.extname);
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      // end() waits for every checked-out client; a shutdown must not hang on one that a
      // stuck caller never gives back.
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        pool.end().then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), CLOSE_TIMEOUT_MS);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
      if (gaveUp) {
        logger.warn(
          { checkedOut: pool.totalCount - pool.idleCount },
          `postgres pool still had clients checked out ${CLOSE_TIMEOUT_MS} ms into shutdown; closing without them`,
        );
      }
    },
  };
}
