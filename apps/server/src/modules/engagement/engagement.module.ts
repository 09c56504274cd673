import type { AppContext } from '../../context.js';
import type { ContentsModule } from '../contents/contents.module.js';
import type { GroupsModule } from '../groups/groups.module.js';
import type { JobsModule } from '../jobs/jobs.module.js';
import { createEngagementRegistry } from './engagement.registry.js';
import { createEngagementRepository } from './engagement.repository.js';
import { createEngagementService } from './engagement.service.js';
import type { CatalogModules } from '../usecases/catalog.plugin.js';
import { aiToolEntry, useCaseEntry } from './engagement.catalog.js';
import { commentEntry, contentEntry, groupEntry, jobEntry } from './engagement.sources.js';

/**
 * Votes and bookmarks over the kinds registered here. A new kind is one `registry.register(...)`
 * line with an entry built from its module (see engagement.registry.ts).
 */
export function createEngagementModule(
  ctx: AppContext,
  mods: { groups: GroupsModule; jobs: JobsModule; contents: ContentsModule; catalog: CatalogModules },
) {
  const db = ctx.transactions.db;
  const registry = createEngagementRegistry();
  registry.register(contentEntry(mods.contents));
  registry.register(commentEntry(db, mods.contents));
  registry.register(jobEntry(db, mods.jobs));
  registry.register(groupEntry(db, mods.groups, 'circle'));
  registry.register(groupEntry(db, mods.groups, 'event'));
  registry.register(useCaseEntry(mods.catalog));
  registry.register(aiToolEntry(mods.catalog));
  const service = createEngagementService({
    repo: createEngagementRepository(db),
    transactions: ctx.transactions,
    registry,
  });
  return { registry, service };
}
export type EngagementModule = ReturnType<typeof createEngagementModule>;
