import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type * as schema from '../../db/schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database adapter: embedded PGlite by default, PostgreSQL when DATABASE_URL is set. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Raw SQL with $1 parameters; rows come back as plain objects. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  /** Extensions that loaded (pg_trgm always, vector when the server has it). */
  extensions(): Promise<string[]>;
  ping(): Promise<void>;
  /** PGlite only: a gzipped tarball of the data folder, taken between two queries (crash-consistent). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS). */
  pgliteSharedBuffers?: string | undefined;
  poolMax?: number;
  logger: Logger;
}

export const MIGRATIONS_DIR = new URL('../../../drizzle', import.meta.url).pathname;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl, options.poolMax ?? 10, options.logger);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite({
    dataDir: options.pgliteDir,
    sharedBuffers: options.pgliteSharedBuffers,
    logger: options.logger,
  });
}

/** The database the configuration names (DATABASE_URL, else PGlite in DATA_DIR). */
export function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX' | 'pgliteDir' | 'PGLITE_SHARED_BUFFERS'>,
  logger: Logger,
): Promise<Database> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS,
    poolMax: config.DATABASE_POOL_MAX,
    logger,
  });
}

/** Errors of the socket to the database server, as Node reports them. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server going away, starting up or full: the same request works again later. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/**
 * Whether an error means the database is out of reach for now (down, restarting, refusing
 * connections) rather than that the query is wrong: the API answers 503 with Retry-After for it.
 * Drizzle wraps the driver's error, so the whole `cause` chain is looked at.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
