import type { AppContext } from '../../context.js';
import type { PaymentsModule } from '../payments/payments.module.js';
import { createCommunityMatcher } from './agents.matches.js';
import { createAgentsRepository } from './agents.repository.js';
import { createAgentsService } from './agents.service.js';
import { createRecommendationPackages } from './agents.package.js';

/** CareerGPS wired from the process context; the member's plan flags come from payments. */
export function createAgentsModule(ctx: AppContext, payments: PaymentsModule) {
  const db = ctx.transactions.db;
  const repo = createAgentsRepository(db);
  const service = createAgentsService({
    repo,
    transactions: ctx.transactions,
    users: ctx.users,
    flagsOf: (user) => payments.flagsOf(user),
    findMatches: createCommunityMatcher(db, ctx.users),
  });
  const sendPackage = createRecommendationPackages({
    repo,
    users: ctx.users,
    groups: ctx.groups,
    jobs: ctx.jobs,
  });
  return { service, repo, sendPackage };
}
export type AgentsModule = ReturnType<typeof createAgentsModule>;
