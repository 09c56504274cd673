import type { AppContext } from '../../context.js';
import type { GroupsModule } from '../groups/groups.module.js';
import { createContentsRepository } from './contents.repository.js';
import { createContentsService } from './contents.service.js';
import { engagementFor } from '../engagement/engagement.fields.js';

/** Posts, newsletters, resources, prompts and career tips, wired from the process context and the groups module. */
export function createContentsModule(
  ctx: AppContext,
  groupsModule: GroupsModule,
  options: { now?: () => Date } = {},
) {
  const repo = createContentsRepository(ctx.transactions.db);
  const { viewerOf, hasCertifiedProfile } = groupsModule.access;
  // NEWSLETTER_CREATED_JOB (enqueued by create) is handled by the newsletters module, registered
  // in context.ts so that worker processes run it too.
  return createContentsService({
    repo,
    transactions: ctx.transactions,
    groups: ctx.groups,
    viewerOf,
    hasCertifiedProfile,
    jobs: ctx.jobs,
    publicUrl: (key) => ctx.storage.publicUrl(key),
    engagementOf: (userId, ids) => engagementFor(ctx.transactions.db, userId, 'content', ids),
    notifications: ctx.notifications,
    logger: ctx.logger,
    publicItemTtlMs: ctx.config.GROUP_COUNT_CACHE_TTL_MS,
    ...(options.now ? { now: options.now } : {}),
  });
}
export type ContentsModule = ReturnType<typeof createContentsModule>;
