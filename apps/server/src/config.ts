import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root: config/brands.json and apps/web/dist are found from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/**
 * Every environment variable the server reads, with its default. `.env.example` lists the
 * same names; a test keeps them in step.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  BRANDS_FILE: z.string().min(1).default('config/brands.json'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  SEED_ON_EMPTY: bool.default(true),
  JOBS_MODE: z.enum(['all', 'api', 'worker']).default('all'),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  OPTIONS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  TRUST_PROXY: bool.default(false),
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  isProduction: boolean;
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  brandsFile: string;
  webDistDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment once. Throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const value = source[name];
      return `  ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable and its default.`);
  }
  const env = parsed.data;
  const fromRoot = (p: string) => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));
  const dataDir = path.isAbsolute(env.DATA_DIR) ? env.DATA_DIR : path.resolve(process.cwd(), env.DATA_DIR);
  return {
    ...env,
    isProduction: env.NODE_ENV === 'production',
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    brandsFile: fromRoot(env.BRANDS_FILE),
    webDistDir: fromRoot(env.WEB_DIST_DIR),
  };
}
