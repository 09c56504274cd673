import { NEWSLETTER_CREATED_JOB } from '@careerhub/shared';
import type { AppContext } from '../../context.js';
import type { GroupsModule } from '../groups/groups.module.js';
import { createContentsRepository } from './contents.repository.js';
import { createContentsService, type NewsletterCreatedJob } from './contents.service.js';

/** Posts, newsletters, resources, prompts and career tips, wired from the process context and the groups module. */
export function createContentsModule(
  ctx: AppContext,
  groupsModule: GroupsModule,
  options: { now?: () => Date } = {},
) {
  const repo = createContentsRepository(ctx.transactions.db);
  const { viewerOf, hasCertifiedProfile } = groupsModule.access;
  // Placeholder until the engage module registers the newsletter mailing under this name (it
  // replaces this registration): the job is recorded and logged, never silently dropped.
  const logger = ctx.logger.child({ component: 'contents' });
  ctx.jobs.register<NewsletterCreatedJob>(NEWSLETTER_CREATED_JOB, async (payload) => {
    logger.info({ newsletter: payload.content_id }, 'newsletter created; e-mail delivery is not built yet');
  });
  return createContentsService({
    repo,
    transactions: ctx.transactions,
    groups: ctx.groups,
    viewerOf,
    hasCertifiedProfile,
    jobs: ctx.jobs,
    publicUrl: (key) => ctx.storage.publicUrl(key),
    ...(options.now ? { now: options.now } : {}),
  });
}
export type ContentsModule = ReturnType<typeof createContentsModule>;
