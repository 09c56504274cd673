import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/platform/db/pglite.js';
import { openPostgres } from '../src/platform/db/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string | null;
  }
}

/**
 * Migrates one database for the whole run; each test file then starts from a copy of it:
 * a PGlite data-dir tarball, or a PostgreSQL template database when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const logger = pino({ level: 'silent' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-test-'));
  const snapshot = path.join(dir, 'migrated.tar.gz');
  const database = await openPglite({ logger });
  await database.migrate();
  const blob = await database.client.dumpDataDir('gzip');
  writeFileSync(snapshot, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `${testDatabasePrefix()}_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const tpl = await openPostgres(withDatabase(url, template), 2, logger);
    await tpl.migrate();
    await tpl.close();
  }
  project.provide('pgTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!url || !template) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`${testDatabasePrefix()}_t_${process.pid}_%`, template],
    );
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}

/**
 * Test databases on PostgreSQL are named `<prefix>_tpl_…` and `<prefix>_t_…`; TEST_DATABASE_PREFIX
 * (default careerhub) lets parallel work on one server keep to its own names.
 */
export function testDatabasePrefix(): string {
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'careerhub';
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(prefix))
    throw new Error(`TEST_DATABASE_PREFIX must be a lower-case name, not ${prefix}`);
  return prefix;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
