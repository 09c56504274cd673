import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../platform/db/index.js';
import type { PubSub } from '../../platform/pubsub/index.js';
import { createBrandSettingsRepository } from './brand-settings.repository.js';
import { createBrandSettingsService } from './brand-settings.service.js';
import { createBrandsService, loadBrandsFile, type BrandsService } from './brands.service.js';
import { shareBrandCaches } from './brands.sharing.js';
import { createOptionsRepository } from './options.repository.js';

/**
 * The brands service of this process: the brands file, the options and the settings staff saved
 * (`reloadSettings()` once the database is migrated: main.ts), their changes shared with every
 * instance of the database.
 */
export function createBrandsModule(deps: {
  config: Config;
  db: Db;
  pubsub: PubSub;
  logger: Logger;
  cardPayments: boolean;
  social: { google?: unknown; facebook?: unknown; linkedin?: unknown };
}): BrandsService {
  const { config, social } = deps;
  const logger = deps.logger.child({ component: 'brands' });
  const brands = createBrandsService({
    brands: loadBrandsFile(config.brandsFile),
    options: createOptionsRepository(deps.db),
    settings: createBrandSettingsRepository(deps.db),
    onReloadError: (err) => logger.warn({ err }, 'could not reload the brand settings'),
    cacheTtlMs: config.OPTIONS_CACHE_TTL_MS,
    publicUrl: config.publicUrl,
    captchaSiteKey: config.RECAPTCHA_SECRET ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
    cardPayments: deps.cardPayments,
    socialLogin: {
      google: Boolean(social.google),
      facebook: Boolean(social.facebook),
      linkedin: Boolean(social.linkedin),
    },
    socialClientIds: {
      google: social.google ? (config.GOOGLE_CLIENT_ID ?? null) : null,
      facebook: social.facebook ? (config.FACEBOOK_APP_ID ?? null) : null,
      linkedin: social.linkedin ? (config.LINKEDIN_CLIENT_ID ?? null) : null,
    },
  });
  return shareBrandCaches(brands, deps.pubsub, config, logger);
}

/** Staff settings over the context's brands service (routes in brand-settings.routes.ts). */
export function createBrandSettingsModule(ctx: { brands: BrandsService; transactions: { db: Db } }) {
  return createBrandSettingsService({
    brands: ctx.brands,
    settings: createBrandSettingsRepository(ctx.transactions.db),
    options: createOptionsRepository(ctx.transactions.db),
  });
}
