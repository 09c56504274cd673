import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createContext, type AppContext } from '../src/context.js';
import type { Database } from '../src/platform/db/index.js';
import { openPglite } from '../src/platform/db/pglite.js';
import { openPostgres } from '../src/platform/db/postgres.js';
import { testDatabasePrefix, withDatabase } from './global-setup.js';
import type { PageRenderer } from '../src/http/ssr.js';

let counter = 0;

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL clone of the template. */
export async function createTestDatabase(): Promise<Database & { label: string }> {
  const logger = pino({ level: 'silent' });
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `${testDatabasePrefix()}_t_${template.split('_').pop()}_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, name), 5, logger);
    return Object.assign(database, { label: `postgres:${name}` });
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const database = await openPglite({ logger, loadDataDir: new Blob([snapshot]) });
  return Object.assign(database, { label: 'pglite' });
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close: () => Promise<void>;
}

/**
 * Builds the real application on a fresh database. `beforeReady` may add routes (the error
 * handling tests use it to reach the platform through a real route).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    /** An already open database (a second instance on the same data); a fresh one otherwise. */
    database?: Database;
    /** A logger to read what the app logs; silent otherwise. */
    logger?: Logger;
    /** The pages' server renderer (http/ssr.ts); none by default. */
    pageRenderer?: PageRenderer | null;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    JOBS_POLL_MS: '100',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const ctx = await createContext(config, { database, logger: options.logger ?? pino({ level: 'silent' }) });
  await ctx.brands.reloadSettings();
  const app = await buildApp(ctx, { pageRenderer: options.pageRenderer ?? null });
  options.beforeReady?.(app);
  await app.ready();
  ctx.jobs.start();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` holds or `ms` pass, and answers the last read (background jobs). */
export async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}
