import { ConfigError, loadConfig, type Config } from './config.js';
import type { AppContext } from './context.js';
import { createLogger } from './logger.js';
import { openConfiguredDatabase } from './platform/db/index.js';

const startedAt = performance.now();

async function main() {
  const config = readConfigOrExit();
  const logger = createLogger(config);
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception: exiting');
    process.exit(1);
  });

  // An embedded database is one process's: claim the data folder first (its control socket also
  // serves `npm run backup` a consistent snapshot while the server runs).
  const opened: { snapshot?: () => Promise<Blob> } = {};
  if (!config.DATABASE_URL) await claimDataDirOrExit(config, logger, () => opened.snapshot);

  // The database opens (PGlite: about a second of WASM compiling and Postgres starting) while
  // the rest of the server's modules load; only the configuration is read before.
  const opening = openConfiguredDatabase(config, logger);
  opening.catch(() => undefined); // awaited below: a failure is reported there, not as unhandled
  const [{ createContext }, { buildApp }, { BrandsFileError }] = await Promise.all([
    import('./context.js'),
    import('./app.js'),
    import('./modules/brands/brands.service.js'),
  ]);
  let ctx: AppContext;
  try {
    ctx = await createContext(config, { logger, database: await opening });
  } catch (err) {
    if (err instanceof BrandsFileError) exitWithMessage(err.message);
    throw err;
  }
  await ctx.database.migrate();
  // The brand settings staff saved, before the first answer or mail uses the brand.
  await ctx.brands.reloadSettings();
  if (ctx.database.snapshot) opened.snapshot = ctx.database.snapshot.bind(ctx.database);
  const seeded = await seedIfEmpty(ctx);

  if (config.JOBS_MODE === 'worker') {
    ctx.jobs.start();
    logger.info({ concurrency: config.JOBS_CONCURRENCY }, 'worker started: running background jobs only');
    handleSignals(ctx, async () => undefined);
    return;
  }

  const app = await buildApp(ctx);
  await app.listen({ port: config.PORT, host: config.HOST });
  ctx.jobs.start();
  await printBanner(config, ctx, app.server.address(), seeded);
  handleSignals(ctx, async () => {
    const { drain } = await import('./http/drain.js');
    await drain(app, config.SHUTDOWN_DRAIN_MS);
    await app.close();
  });
}

async function claimDataDirOrExit(
  config: Config,
  logger: ReturnType<typeof createLogger>,
  snapshotOf: () => (() => Promise<Blob>) | undefined,
) {
  const { claimDataDir, DataDirInUseError } = await import('./platform/db/control.js');
  try {
    await claimDataDir({
      dataDir: config.dataDir,
      logger: logger.child({ component: 'control' }),
      backup: () => snapshotOf()?.() ?? Promise.reject(new Error('the database is still opening')),
    });
  } catch (err) {
    if (err instanceof DataDirInUseError)
      exitWithMessage(`Cannot start: ${err.message} (${config.dataDir}). Stop it first.`);
    logger.warn({ err }, 'control socket unavailable: `npm run backup` needs this server stopped');
  }
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) exitWithMessage(err.message);
    throw err;
  }
}

function exitWithMessage(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Demo data on the first start of an empty embedded database, so a newcomer sees a living product. */
async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  await ctx.brands.seedOptions();
  if (!ctx.config.SEED_ON_EMPTY || ctx.database.kind !== 'pglite') return false;
  const { createUsersRepository } = await import('./modules/auth/users.repository.js');
  if ((await createUsersRepository(ctx.database.db).count()) > 0) return false;
  const { seedDemoData } = await import('./db/seed.js');
  await seedDemoData(ctx);
  return true;
}

function handleSignals(ctx: AppContext, closeHttp: () => Promise<unknown>) {
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    ctx.logger.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    const timer = setTimeout(() => {
      ctx.logger.error('shutdown timed out: exiting');
      process.exit(1);
    }, ctx.config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await closeHttp();
      await ctx.close();
      ctx.logger.info('shutdown complete');
      process.exit(0);
    } catch (err) {
      ctx.logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

/** Where mail can be read while no SMTP server is set, or why it cannot. */
function devMailboxLine(config: Config, url: string): string {
  if (config.SMTP_URL) return 'off: mail goes to SMTP_URL';
  if (config.isProduction) return 'off in production: set SMTP_URL, mail is only stored and logged';
  return `${url}/dev/mailbox (from this machine only)`;
}

async function printBanner(config: Config, ctx: AppContext, address: unknown, seeded: boolean) {
  const port =
    typeof address === 'object' && address && 'port' in address
      ? (address as { port: number }).port
      : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = config.PUBLIC_URL ?? `http://${host}:${port}`;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  const lines = [
    '',
    `  CareerHub is ready in ${seconds}s → ${url}`,
    `  API docs        ${url}/api/docs`,
    `  Database        ${ctx.database.kind === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Background jobs ${config.JOBS_MODE === 'api' ? 'enqueued here, run by worker processes' : 'run in this process'}`,
    `  Dev mailbox     ${devMailboxLine(config, url)}`,
    `  Metrics         ${url}/metrics (${config.METRICS_TOKEN ? 'METRICS_TOKEN required' : 'this machine only; set METRICS_TOKEN to read it from elsewhere'})`,
  ];
  if (ctx.database.kind === 'pglite' && !config.isProduction) {
    const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('./db/seed.js');
    lines.push(
      seeded ? '  Demo data       created on this first start' : '  Demo data       present',
      `  Log in at ${url}/login with any demo account, password "${DEMO_PASSWORD}":`,
      ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(11)} ${a.email}`),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

await main();
