import type { AppContext } from '../../context.js';
import type { ContentsModule } from '../contents/contents.module.js';
import type { GroupsModule } from '../groups/groups.module.js';
import { createCommentedItems } from './comments.items.js';
import { createCommentsRepository } from './comments.repository.js';
import { createCommentsService } from './comments.service.js';
import { engagementFor } from '../engagement/engagement.fields.js';

/** Comments, wired from the process context, the groups module and the contents module's reading rules. */
export function createCommentsModule(ctx: AppContext, groups: GroupsModule, contents: ContentsModule) {
  return createCommentsService({
    repo: createCommentsRepository(ctx.transactions.db),
    items: createCommentedItems({ contents, viewerOf: groups.access.viewerOf }),
    notifications: ctx.notifications,
    publicUrl: (key) => ctx.storage.publicUrl(key),
    logger: ctx.logger.child({ component: 'comments' }),
    engagementOf: (userId, ids) => engagementFor(ctx.transactions.db, userId, 'comment', ids),
  });
}
