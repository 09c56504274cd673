import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { createBrandsService, loadBrandsFile, type BrandsService } from './modules/brands/brands.service.js';
import { createOptionsRepository } from './modules/brands/options.repository.js';
import { openDatabase, type Database } from './platform/db/index.js';
import { DbJobQueue } from './platform/jobs/db-queue.js';
import type { JobQueue } from './platform/jobs/index.js';
import { createMetrics, type Metrics } from './platform/metrics.js';

/** Everything a request or a job needs, built once per process from the config. */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: Database;
  jobs: JobQueue;
  metrics: Metrics;
  brands: BrandsService;
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh', '*.access'],
  });
}

export async function createContext(
  config: Config,
  overrides: { logger?: Logger; database?: Database } = {},
): Promise<AppContext> {
  const logger = overrides.logger ?? createLogger(config);
  const metrics = createMetrics();
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.pgliteDir,
      poolMax: config.DATABASE_POOL_MAX,
      logger,
    }));
  const jobs = new DbJobQueue({
    database,
    logger: logger.child({ component: 'jobs' }),
    metrics,
    isWorker: config.JOBS_MODE !== 'api',
    concurrency: config.JOBS_CONCURRENCY,
    pollMs: config.JOBS_POLL_MS,
  });
  const brands = createBrandsService({
    brands: loadBrandsFile(config.brandsFile),
    options: createOptionsRepository(database.db),
    cacheTtlMs: config.OPTIONS_CACHE_TTL_MS,
  });
  return { config, logger, database, jobs, metrics, brands };
}
