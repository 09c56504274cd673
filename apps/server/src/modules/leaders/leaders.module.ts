import type { AppContext } from '../../context.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';
import { createCertificationRepository } from './certification.repository.js';
import { createCertificationService } from './certification.service.js';
import { createDirectoriesRepository } from './directories.repository.js';
import { createDirectoriesService } from './directories.service.js';

/** The leaders directories and leadership certification, wired from the process context. */
export function createLeadersModule(ctx: AppContext) {
  const db = ctx.transactions.db;
  const url = (key: string) => ctx.storage.publicUrl(key);
  return {
    directories: createDirectoriesService({ repo: createDirectoriesRepository(ctx.database.db), url }),
    certification: createCertificationService({
      repo: createCertificationRepository(db),
      users: ctx.users,
      groups: ctx.groups,
      profiles: createProfilesRepository(db, ctx.completionFacts.forget),
      brands: ctx.brands,
      notifications: ctx.notifications,
      transactions: ctx.transactions,
      url,
      logger: ctx.logger.child({ component: 'leaders' }),
    }),
  };
}
