import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { shareAcrossInstances } from '../../platform/cache-bus.js';
import type { PubSub } from '../../platform/pubsub/index.js';
import type { BrandsService } from './brands.service.js';

/**
 * Staff settings apply on every instance (issue 23 item 6): a change of the brand settings or of
 * an option is published on the database's cache channel (platform/cache-bus.ts, decision 0026)
 * and every instance reloads or forgets what it built from them. No values travel: each instance
 * reads the saved settings from the database. When the Redis link comes back after a loss, both
 * are reloaded (a change may have been missed meanwhile). Without Redis: this process alone.
 */
export function shareBrandCaches(
  brands: BrandsService,
  pubsub: PubSub,
  config: Pick<Config, 'DATABASE_URL'>,
  logger: Logger,
): BrandsService & { cacheBusReady: Promise<unknown> } {
  // The local functions, for a reset that need not be published again.
  const { settingsChanged, optionsChanged } = brands;
  return shareAcrossInstances(brands, [{ name: 'settingsChanged' }, { name: 'optionsChanged' }], {
    pubsub,
    logger: logger.child({ component: 'brand-settings' }),
    scope: config.DATABASE_URL ? new URL(config.DATABASE_URL).pathname : null,
    resetAll: () => {
      settingsChanged();
      optionsChanged();
    },
  });
}
