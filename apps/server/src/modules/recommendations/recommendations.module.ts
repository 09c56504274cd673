import type { AppContext } from '../../context.js';
import { createGroupVisibility } from '../groups/group-visibility.js';
import { createGroupRecommendationsRepository } from './group-recommendations.repository.js';
import { createGroupRecommendationsService } from './group-recommendations.service.js';
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

/** A group administrator's recommendations (decision 0038): the groups policy decides who may ask. */
export function createGroupRecommendationsModule(ctx: AppContext) {
  const visibility = createGroupVisibility(ctx);
  const names = createRecommendationsRepository(ctx.transactions.db);
  return createGroupRecommendationsService({
    repo: createGroupRecommendationsRepository(ctx.transactions.db),
    topicNames: (ids) => names.topicNames(ids),
    options: () => ctx.brands.getOptions(),
    managerAccess: (user, groupId) => visibility.managerAccess(user, groupId),
    canSeeGroup: (user, groupId) => visibility.canSee(user, groupId),
    canListMembersOf: (user, groupId) => visibility.canListMembersOf(user, groupId),
  });
}
