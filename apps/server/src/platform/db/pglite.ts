import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Logger } from 'pino';
import * as schema from '../../db/schema/index.js';
import { MIGRATIONS_DIR, type Database, type Db } from './index.js';

export interface PgliteOptions {
  /** Folder to persist in; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** A tarball from dumpDataDir() to start from (tests copy one migrated database per file). */
  loadDataDir?: Blob | undefined;
  /**
   * shared_buffers, e.g. '32MB'. PGlite zeroes the whole pool at every start (initdb writes 128MB,
   * ~0.5 s of CPU); the embedded database is small and the OS caches its files anyway.
   */
  sharedBuffers?: string | undefined;
  logger: Logger;
}

export async function openPglite(options: PgliteOptions): Promise<Database & { client: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, vector },
    ...(options.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
      : {}),
  });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS vector;');
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    client,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async migrate() {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async extensions() {
      const rows = await client.query<{ extname: string }>('SELECT extname FROM pg_extension ORDER BY 1');
      return rows.rows.map((r) => r.extname);
    },
    async ping() {
      await client.query('SELECT 1');
    },
    async snapshot() {
      // The checkpoint only shortens the WAL replay on restore; the tarball is taken while no
      // query runs (PGlite's query lock), so it is consistent like a crash at that instant.
      await client.query('CHECKPOINT');
      return client.dumpDataDir('gzip');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
