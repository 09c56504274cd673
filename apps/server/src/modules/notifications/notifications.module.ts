import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/index.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { PubSub } from '../../platform/pubsub/index.js';
import type { Logger } from 'pino';
import type { MailSite } from '../auth/auth.mail.js';
import type { UsersRepository } from '../auth/users.repository.js';
import type { BrandsService } from '../brands/brands.service.js';
import { mailSiteFor } from '../brands/mail-site.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createNotificationsService } from './notifications.service.js';
import { createUnsubscribeTokens } from './unsubscribe-token.js';

/** Where emails point when the caller has no request to take the brand from: the PUBLIC_URL's brand. */
export function configuredSite(config: Config, brands: BrandsService): MailSite {
  return mailSiteFor(config, brands, new URL(config.publicUrl).hostname);
}

/** The notifications service wired from the process parts; it listens to other instances' count changes. */
export async function createNotificationsModule(deps: {
  config: Config;
  database: Database;
  users: UsersRepository;
  brands: BrandsService;
  pubsub: PubSub;
  jobs: JobQueue;
  secret: string;
  logger: Logger;
}) {
  const service = createNotificationsService({
    repo: createNotificationsRepository(deps.database.db),
    findUser: (id) => deps.users.findById(id),
    pubsub: deps.pubsub,
    jobs: deps.jobs,
    tokens: createUnsubscribeTokens(deps.secret),
    defaultSite: () => configuredSite(deps.config, deps.brands),
    chatEmailIntervalSeconds: deps.config.CHAT_EMAIL_INTERVAL_MINUTES * 60,
    unreadCacheTtlMs: deps.config.USER_CACHE_TTL_MS,
    logger: deps.logger,
  });
  await service.listen();
  return service;
}
