import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createLogger } from './logger.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import {
  MAIL_JOB,
  PASSWORD_RESET_JOB,
  createAuthService,
  type AuthService,
} from './modules/auth/auth.service.js';
import { createAccessTokens, type AccessTokens } from './modules/auth/tokens.js';
import { createUsersRepository, type UsersRepository } from './modules/auth/users.repository.js';
import type { BrandsService } from './modules/brands/brands.service.js';
import { createBrandsModule } from './modules/brands/brands.module.js';
import { createGroupCaches, shareGroupCaches } from './modules/groups/group-caches.js';
import { createGroupsRepository, type GroupsRepository } from './modules/groups/groups.repository.js';
import { captchaOff, createRecaptcha, type CaptchaVerifier } from './platform/captcha/index.js';
import type { CardPayments } from './platform/payments/index.js';
import { createTransactions, type Transactions } from './platform/db/transactions.js';
import { openConfiguredDatabase, type Database } from './platform/db/index.js';
import { DbJobQueue } from './platform/jobs/db-queue.js';
import type { JobQueue } from './platform/jobs/index.js';
import { createDevMailbox, type DevMailbox } from './platform/mail/dev-mailbox.js';
import type { Mailer, MailMessage } from './platform/mail/index.js';
import { createMetrics, type Metrics } from './platform/metrics.js';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './platform/ratelimit/index.js';
import { createMemoryPubSub, type PubSub } from './platform/pubsub/index.js';
import { createMemoryDenyList, createRedisDenyList, type TokenDenyList } from './platform/denylist/index.js';
import { createSessionRevoker } from './modules/auth/sessions.js';
import { createChatRepository } from './modules/chat/chat.repository.js';
import { createChatService, type ChatService } from './modules/chat/chat.service.js';
import type { Redis } from './platform/redis.js';
import { createFacebookVerifier } from './platform/social/facebook.js';
import { createGoogleVerifier } from './platform/social/google.js';
import type { SocialProfile } from './platform/social/index.js';
import { createLinkedinVerifier } from './platform/social/linkedin.js';
import { createClassroom, type Classroom } from './platform/classroom/index.js';
import { createStorage, type Storage } from './platform/storage/index.js';
import { createUploadsRepository } from './modules/uploads/uploads.repository.js';
import { createUploadsService, type UploadsService } from './modules/uploads/uploads.service.js';
import { PROFILE_IMPORT_JOB, type ProfileImportJob } from './modules/profiles/import/import.service.js';
import { createProfilesModule } from './modules/profiles/profiles.module.js';
import { registerSystemAgentJobs } from './modules/system-agents/system-agents.module.js';
import { createCompletionFacts, type CompletionFactsCache } from './modules/profiles/completion-facts.js';
import type { Embedder, Llm } from './platform/llm/index.js';
import { llmFromConfig } from './platform/llm/from-config.js';
import { createNotificationsModule } from './modules/notifications/notifications.module.js';
import type { NotificationsService } from './modules/notifications/notifications.service.js';
import { createLinkPreviews, type LinkPreviews } from './platform/link-preview/index.js';
import { createNewslettersModule } from './modules/newsletters/newsletters.module.js';
import type { NewslettersService } from './modules/newsletters/newsletters.service.js';
import {
  createLinkedinProfileProvider,
  type LinkedinProfileProvider,
} from './platform/profile-data/index.js';

export interface SocialVerifiers {
  google?: (idToken: string) => Promise<SocialProfile>;
  facebook?: (accessToken: string, userId: string) => Promise<SocialProfile>;
  linkedin?: (code: string, redirectUri: string) => Promise<SocialProfile>;
}

/** Everything a request or a job needs, built once per process from the config. */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: Database;
  /** Multi-repository writes in one transaction; repositories are built with `transactions.db`. */
  transactions: Transactions;
  redis: Redis | null;
  /** Live events between modules and instances (in-process; Redis when REDIS_URL is set). */
  pubsub: PubSub;
  /** One-to-one chat; `chat.onRecipientOffline(cb)` hooks the notifications module in. */
  chat: ChatService;
  jobs: JobQueue;
  metrics: Metrics;
  brands: BrandsService;
  mailer: Mailer;
  devMailbox: DevMailbox | null;
  limiter: RateLimiter;
  /** Revoked access tokens and sessions (logout, password change), shared through Redis when set. */
  denyList: TokenDenyList;
  captcha: CaptchaVerifier;
  /** The card payment provider: Stripe when STRIPE_SECRET_KEY is set; null = manual payments. */
  cards: CardPayments | null;
  social: SocialVerifiers;
  access: AccessTokens;
  users: UsersRepository;
  groups: GroupsRepository;
  auth: AuthService;
  /** Where uploaded bytes live: DATA_DIR/uploads, or S3 when S3_BUCKET is set. */
  storage: Storage;
  /** Per-user profile-completion facts read by every GET /identity/, forgotten on profile writes. */
  completionFacts: CompletionFactsCache;
  /** Checked, stored and recorded uploads; other modules call `uploads.storeUpload`. */
  uploads: UploadsService;
  /** An OpenAI-compatible language model when LLM_BASE_URL is set; null = built-in engines. */
  llm: Llm | null;
  /** An embeddings model when EMBEDDING_MODEL is set (with LLM_BASE_URL); null = full text alone. */
  embedder: Embedder | null;
  /** Public LinkedIn profile data when LINKEDIN_PROFILE_PROVIDER_URL is set. */
  linkedinProfiles: LinkedinProfileProvider | null;
  /** Google Classroom when GOOGLE_CLASSROOM_CLIENT_ID/SECRET are set; null = the feature is off. */
  classroom: Classroom | null;
  /** The server secret (JWT_SECRET or the generated one): modules derive their own keys from it. */
  secret: string;
  /** Notifications for any module: `notify(...)`, `notifyChatMessageOffline(...)`, unread counts. */
  notifications: NotificationsService;
  /** Previews of links in posts, fetched through the SSRF guard; tests replace it to reach loopback. */
  linkPreviews: LinkPreviews;
  /** Newsletter delivery (the newsletter.created job) and the unsubscribe links' choices. */
  newsletters: NewslettersService;
  close(): Promise<void>;
}

export { createLogger };

/** JWT_SECRET, or in development a random one kept in DATA_DIR so sessions survive restarts. */
function resolveSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function createSocial(config: Config): SocialVerifiers {
  const social: SocialVerifiers = {};
  if (config.GOOGLE_CLIENT_ID) {
    social.google = createGoogleVerifier({
      clientId: config.GOOGLE_CLIENT_ID,
      jwksUrl: config.GOOGLE_JWKS_URL,
      issuers: config.GOOGLE_ISSUERS.split(',').map((s) => s.trim()),
    });
  }
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    social.facebook = createFacebookVerifier({
      appId: config.FACEBOOK_APP_ID,
      appSecret: config.FACEBOOK_APP_SECRET,
      graphUrl: config.FACEBOOK_GRAPH_URL,
    });
  }
  if (config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET) {
    social.linkedin = createLinkedinVerifier({
      clientId: config.LINKEDIN_CLIENT_ID,
      clientSecret: config.LINKEDIN_CLIENT_SECRET,
      tokenUrl: config.LINKEDIN_TOKEN_URL,
      userinfoUrl: config.LINKEDIN_USERINFO_URL,
    });
  }
  return social;
}

export async function createContext(
  config: Config,
  overrides: { logger?: Logger; database?: Database } = {},
): Promise<AppContext> {
  const logger = overrides.logger ?? createLogger(config);
  const metrics = createMetrics();
  const database = overrides.database ?? (await openConfiguredDatabase(config, logger));
  const transactions = createTransactions(database.db);
  // The production adapters (Redis, SMTP, OpenAI) are loaded only when configured: their
  // libraries cost start-up time that the embedded defaults never use.
  const redis = config.REDIS_URL
    ? await (await import('./platform/redis.js')).connectRedis(config.REDIS_URL, logger)
    : null;
  const jobs = new DbJobQueue({
    database,
    logger: logger.child({ component: 'jobs' }),
    metrics,
    isWorker: config.JOBS_MODE !== 'api',
    concurrency: config.JOBS_CONCURRENCY,
    pollMs: config.JOBS_POLL_MS,
    leaseMs: config.JOBS_LEASE_MS,
  });
  const devMailbox = config.SMTP_URL
    ? null
    : createDevMailbox(database.db, logger.child({ component: 'mail' }));
  const mailer: Mailer = config.SMTP_URL
    ? (await import('./platform/mail/smtp.js')).createSmtpMailer(config.SMTP_URL)
    : devMailbox!;
  const captcha = config.RECAPTCHA_SECRET
    ? createRecaptcha({
        secret: config.RECAPTCHA_SECRET,
        verifyUrl: config.RECAPTCHA_VERIFY_URL,
        minScore: config.RECAPTCHA_MIN_SCORE,
      })
    : captchaOff;
  const cards = config.STRIPE_SECRET_KEY
    ? (await import('./platform/payments/stripe.js')).createStripePayments({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY,
        apiUrl: config.STRIPE_API_URL,
      })
    : null;
  const social = createSocial(config);
  const pubsub =
    redis && config.REDIS_URL
      ? await (
          await import('./platform/pubsub/redis.js')
        ).createRedisPubSub({
          url: config.REDIS_URL,
          publisher: redis,
          logger: logger.child({ component: 'pubsub' }),
        })
      : createMemoryPubSub((err, channel) => logger.error({ err, channel }, 'pub/sub handler failed'));
  const brands = createBrandsModule({
    config,
    db: transactions.db,
    pubsub,
    logger,
    cardPayments: cards !== null,
    social,
  });
  const limiter: RateLimiter = redis
    ? createRedisRateLimiter(redis, logger.child({ component: 'ratelimit' }))
    : createMemoryRateLimiter();
  const denyList = redis
    ? createRedisDenyList(redis, logger.child({ component: 'deny-list' }))
    : createMemoryDenyList();
  const secret = resolveSecret(config);
  const access = createAccessTokens({ secret, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });
  // The groups module's read caches hear of people's writes made in other modules (group-caches.ts).
  // Their drops reach every instance on the same database through pub/sub (platform/cache-bus.ts).
  const groupCaches = shareGroupCaches(
    createGroupCaches(config.GROUP_COUNT_CACHE_TTL_MS),
    pubsub,
    config,
    logger,
  );
  const users = createUsersRepository(transactions.db, config.USER_CACHE_TTL_MS, groupCaches.personChanged);
  const groups = createGroupsRepository(transactions.db, config.USER_CACHE_TTL_MS, groupCaches);
  const auth = createAuthService({
    settings: {
      secret,
      refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      refreshReuseGraceSeconds: config.REFRESH_REUSE_GRACE_SECONDS,
      otpTtlSeconds: config.OTP_TTL_SECONDS,
      otpMaxAttempts: config.OTP_MAX_ATTEMPTS,
      otpResendSeconds: config.OTP_RESEND_SECONDS,
      otpMaxPerHour: config.OTP_MAX_PER_HOUR,
      passwordResetTtlSeconds: config.PASSWORD_RESET_TTL_SECONDS,
      loginLimitPerIp: config.LOGIN_LIMIT_PER_IP,
      loginLimitPerAccount: config.LOGIN_LIMIT_PER_ACCOUNT,
      loginLimitWindowSeconds: config.LOGIN_LIMIT_WINDOW_SECONDS,
      otpLimitPerIp: config.OTP_LIMIT_PER_IP,
    },
    users,
    tokens: createAuthRepository(transactions.db),
    groups,
    access,
    sessions: createSessionRevoker({
      denyList,
      pubsub,
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      logger: logger.child({ component: 'sessions' }),
    }),
    limiter,
    captcha,
    jobs,
    transactions,
    logger: logger.child({ component: 'auth' }),
  });

  const storage = await createStorage(config);
  const completionFacts = createCompletionFacts(config.USER_CACHE_TTL_MS, groupCaches.personChanged);
  const uploads = createUploadsService({
    repo: createUploadsRepository(transactions.db, completionFacts.forget),
    storage,
    logger: logger.child({ component: 'uploads' }),
  });

  jobs.register<MailMessage>(MAIL_JOB, (message) => mailer.send(message), { maxAttempts: 8 });
  jobs.register<Parameters<AuthService['sendPasswordReset']>[0]>(PASSWORD_RESET_JOB, (payload) =>
    auth.sendPasswordReset(payload),
  );

  const chat = createChatService({
    repo: createChatRepository(transactions.db),
    pubsub,
    limiter,
    metrics,
    logger: logger.child({ component: 'chat' }),
    messagesPerMinute: config.CHAT_MESSAGES_PER_MINUTE,
    peopleCacheTtlMs: config.USER_CACHE_TTL_MS,
  });
  await chat.start();

  const { llm, embedder } = await llmFromConfig(config);
  const linkedinProfiles = config.LINKEDIN_PROFILE_PROVIDER_URL
    ? createLinkedinProfileProvider({
        url: config.LINKEDIN_PROFILE_PROVIDER_URL,
        key: config.LINKEDIN_PROFILE_PROVIDER_KEY,
      })
    : null;

  const notifications = await createNotificationsModule({
    config,
    database,
    users,
    brands,
    pubsub,
    jobs,
    secret,
    logger: logger.child({ component: 'notifications' }),
  });
  // A chat message for someone with no open connection anywhere: an email, throttled per room.
  chat.onRecipientOffline(async ({ recipientId, roomId, message }) => {
    const text = message.messages.map((block) => block.value).join('\n');
    await notifications.notifyChatMessageOffline({
      recipientId,
      senderName: message.sender.name,
      roomId,
      preview: text,
    });
  });

  const context: AppContext = {
    config,
    logger,
    database,
    transactions,
    redis,
    pubsub,
    chat,
    jobs,
    metrics,
    brands,
    mailer,
    devMailbox,
    limiter,
    denyList,
    captcha,
    cards,
    social,
    access,
    users,
    groups,
    auth,
    storage,
    completionFacts,
    uploads,
    llm,
    embedder,
    linkedinProfiles,
    classroom: await createClassroom(config),
    secret,
    notifications,
    linkPreviews: createLinkPreviews({
      logger: logger.child({ component: 'link-preview' }),
      userAgent: `CareerHubLinkPreview/1.0 (+${config.publicUrl})`,
      allowedHosts: config.LINK_PREVIEW_ALLOW_HOSTS,
    }),
    newsletters: createNewslettersModule({
      config,
      db: transactions.db,
      brands,
      jobs,
      secret,
      logger: logger.child({ component: 'newsletters' }),
    }),
    async close() {
      await jobs.stop();
      await pubsub.close();
      await mailer.close();
      if (redis) await (await import('./platform/redis.js')).closeRedis(redis);
      await database.close();
    },
  };
  registerSystemAgentJobs(context);
  const { profileImport } = createProfilesModule(context);
  jobs.register<ProfileImportJob>(PROFILE_IMPORT_JOB, (job) => profileImport.runImport(job), {
    maxAttempts: 3,
  });
  return context;
}
