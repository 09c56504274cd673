import { NEWSLETTER_CREATED_JOB } from '@careerhub/shared';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../platform/db/index.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { BrandsService } from '../brands/brands.service.js';
import { configuredSite } from '../notifications/notifications.module.js';
import { createNewsletterTokens } from './newsletter-token.js';
import { createNewslettersRepository } from './newsletters.repository.js';
import { createNewslettersService, type NewsletterJob } from './newsletters.service.js';

/**
 * Newsletter delivery, wired once per process (API and worker processes alike): it registers the
 * job the contents module enqueues when a newsletter is created.
 */
export function createNewslettersModule(deps: {
  config: Config;
  db: Db;
  brands: BrandsService;
  jobs: JobQueue;
  secret: string;
  logger: Logger;
}) {
  const service = createNewslettersService({
    repo: createNewslettersRepository(deps.db),
    jobs: deps.jobs,
    tokens: createNewsletterTokens(deps.secret),
    site: () => configuredSite(deps.config, deps.brands),
    logger: deps.logger,
  });
  deps.jobs.register<NewsletterJob>(NEWSLETTER_CREATED_JOB, async (job) => {
    await service.deliver(job);
  });
  return service;
}
