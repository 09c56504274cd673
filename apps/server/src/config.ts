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
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/)
    .default('32MB'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  BRANDS_FILE: z.string().min(1).default('config/brands.json'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  SEED_ON_EMPTY: bool.default(true),
  JOBS_MODE: z.enum(['all', 'api', 'worker']).default('all'),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
  JOBS_LEASE_MS: z.coerce.number().int().min(300).default(30_000),
  /** How often this process drains the assistant's index queue (a question drains it first anyway). */
  ASSISTANT_INDEX_POLL_MS: z.coerce.number().int().min(50).default(1000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(2_000),
  OPTIONS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  USER_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  GROUP_COUNT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  TRUST_PROXY: bool.default(false),
  METRICS_TOKEN: z.string().min(16).optional(),

  // Live events and chat
  WS_HEARTBEAT_MS: z.coerce.number().int().min(50).default(25_000),
  WS_MAX_FRAME_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024)
    .default(16 * 1024),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(60),

  // Accounts and tokens
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  // A refresh token presented again within this many seconds of its exchange (two tabs at once)
  // gets a sibling pair instead of revoking the session; later reuse revokes it. 0 turns it off.
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  OTP_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(10 * 60),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  OTP_MAX_PER_HOUR: z.coerce.number().int().min(1).default(5),
  PASSWORD_RESET_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  OTP_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),

  // Mail: SMTP when set, otherwise the dev mailbox (stored in the database, read at /dev/mailbox)
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().optional(),
  // Notifications: at most one "new chat message" email per conversation within this many minutes
  CHAT_EMAIL_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(30),

  // Captcha (reCAPTCHA v2/v3): off unless the secret is set
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),

  // Payments: Stripe when STRIPE_SECRET_KEY is set, otherwise manual payments that an admin confirms
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  // Where the Stripe SDK sends its calls (a local stand-in in tests); Stripe's own API when unset
  STRIPE_API_URL: optionalUrl,

  // Social sign-in: each provider is on only when its keys are set
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('accounts.google.com,https://accounts.google.com'),
  // Google Classroom roster sync for certified group administrators: on only when both keys are set
  GOOGLE_CLASSROOM_CLIENT_ID: z.string().optional(),
  GOOGLE_CLASSROOM_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OAUTH_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CLASSROOM_API_URL: z.url().default('https://classroom.googleapis.com/'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_TOKEN_URL: z.url().default('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_USERINFO_URL: z.url().default('https://api.linkedin.com/v2/userinfo'),

  // File storage: S3 (or an S3-compatible server) when S3_BUCKET is set, otherwise DATA_DIR/uploads
  S3_BUCKET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),

  // Language model: an OpenAI-compatible chat-completions server when LLM_BASE_URL and LLM_MODEL are set
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  // Embeddings model on the same server (needs LLM_BASE_URL): the assistant's index adds vector
  // similarity to its full-text ranking (pgvector; PGlite ships it, PostgreSQL needs the extension)
  EMBEDDING_MODEL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  // Cosine similarity below which a vector match is not an answer (depends on the model)
  EMBEDDING_MIN_SIMILARITY: z.coerce.number().min(0).max(1).default(0.3),
  // Tokens the assistant may spend on a language model per user and per organization in 24 hours
  LLM_USER_DAILY_TOKENS: z.coerce.number().int().min(0).default(50_000),
  LLM_ORG_DAILY_TOKENS: z.coerce.number().int().min(0).default(1_000_000),

  // Profile import from a LinkedIn address: a profile-data provider when set
  LINKEDIN_PROFILE_PROVIDER_URL: optionalUrl,
  LINKEDIN_PROFILE_PROVIDER_KEY: z.string().optional(),

  // Link previews: host:port pairs let past the private-address guard. End-to-end tests only
  // (refused unless NODE_ENV=test): a local page stands in for a public site.
  LINK_PREVIEW_ALLOW_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+:\d{1,5}$/, 'expected host:port, comma-separated'))),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  isProduction: boolean;
  /** The origin mailed links start from when a brand sets none: PUBLIC_URL, else this server's address. */
  publicUrl: string;
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
    throw new ConfigError(
      `Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable and its default.`,
    );
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)\nSee .env.example for every variable and its default.',
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither uses the default AWS credential chain)\nSee .env.example for every variable and its default.',
    );
  }
  if (Boolean(env.GOOGLE_CLASSROOM_CLIENT_ID) !== Boolean(env.GOOGLE_CLASSROOM_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLASSROOM_CLIENT_ID, GOOGLE_CLASSROOM_CLIENT_SECRET: set both or neither (neither = Google Classroom sync off)\nSee .env.example for every variable and its default.',
    );
  }
  if (env.LINK_PREVIEW_ALLOW_HOSTS.length > 0 && env.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  LINK_PREVIEW_ALLOW_HOSTS: only for end-to-end tests (NODE_ENV=test); it lets link previews reach local addresses\nSee .env.example for every variable and its default.',
    );
  }
  if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
    throw new ConfigError(
      'Invalid configuration:\n  LLM_BASE_URL, LLM_MODEL: set both or neither (neither = built-in engines, no language model)\nSee .env.example for every variable and its default.',
    );
  }
  if (env.EMBEDDING_MODEL && !env.LLM_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  EMBEDDING_MODEL: needs LLM_BASE_URL (the embeddings come from the same OpenAI-compatible server)\nSee .env.example for every variable and its default.',
    );
  }
  const fromRoot = (p: string) => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));
  const dataDir = path.isAbsolute(env.DATA_DIR) ? env.DATA_DIR : path.resolve(process.cwd(), env.DATA_DIR);
  const listenHost =
    env.HOST === '0.0.0.0' || env.HOST === '::'
      ? 'localhost'
      : env.HOST.includes(':')
        ? `[${env.HOST}]`
        : env.HOST;
  return {
    ...env,
    isProduction: env.NODE_ENV === 'production',
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://${listenHost}:${env.PORT}`,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    brandsFile: fromRoot(env.BRANDS_FILE),
    webDistDir: fromRoot(env.WEB_DIST_DIR),
  };
}
