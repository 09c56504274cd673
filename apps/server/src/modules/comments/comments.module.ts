import type { AppContext } from '../../context.js';
import type { GroupsModule } from '../groups/groups.module.js';
import { createCommentedItems } from './comments.items.js';
import { createCommentsRepository } from './comments.repository.js';
import { createCommentsService } from './comments.service.js';

/** Comments, wired from the process context and the groups module. */
export function createCommentsModule(ctx: AppContext, groups: GroupsModule) {
  return createCommentsService({
    repo: createCommentsRepository(ctx.transactions.db),
    items: createCommentedItems({
      db: ctx.transactions.db,
      groups: ctx.groups,
      viewerOf: groups.access.viewerOf,
    }),
    notifications: ctx.notifications,
    publicUrl: (key) => ctx.storage.publicUrl(key),
    logger: ctx.logger.child({ component: 'comments' }),
  });
}
