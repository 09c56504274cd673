import type { AppContext } from '../../context.js';
import { createGroupVisibility } from '../groups/group-visibility.js';
import { createRecommendationsRepository } from './recommendations.repository.js';
import { createRecommendationsService } from './recommendations.service.js';

/** Recommendations: the groups policy decides which group a list may be limited to. */
export function createRecommendationsModule(ctx: AppContext) {
  const visibility = createGroupVisibility(ctx);
  return createRecommendationsService({
    repo: createRecommendationsRepository(ctx.transactions.db),
    options: () => ctx.brands.getOptions(),
    canSeeGroup: (user, groupId) => visibility.canSee(user, groupId),
    canListMembersOf: (user, groupId) => visibility.canListMembersOf(user, groupId),
    userExists: async (id) => Boolean(await ctx.users.findById(id)),
  });
}
