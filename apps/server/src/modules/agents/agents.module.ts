import { profileCompletionPercent } from '@careerhub/shared';
import type { AppContext } from '../../context.js';
import type { IdentityFactsOf } from '../auth/auth.routes.js';
import type { PaymentsModule } from '../payments/payments.module.js';
import { createProseWriter } from './agents.llm-prose.js';
import { createCommunityMatcher } from './agents.matches.js';
import { createAgentsRepository } from './agents.repository.js';
import { createAgentsService } from './agents.service.js';
import { createRecommendationPackages } from './agents.package.js';
import { createCareerGpsSignup } from './agents.signup.js';

/**
 * CareerGPS wired from the process context; the member's plan comes from payments, profile
 * completion from profiles, the visitor's sign-up from auth.
 */
export function createAgentsModule(
  ctx: AppContext,
  payments: PaymentsModule,
  identityFactsOf: IdentityFactsOf,
) {
  const db = ctx.transactions.db;
  const repo = createAgentsRepository(db);
  const service = createAgentsService({
    repo,
    transactions: ctx.transactions,
    users: ctx.users,
    planOf: (user) => payments.agentPlanOf(user),
    completionOf: async (userId, institutional) =>
      profileCompletionPercent((await identityFactsOf(userId, institutional)).completion),
    findMatches: createCommunityMatcher(db, ctx.users),
    writeProse: createProseWriter(ctx.llm, ctx.logger),
  });
  const sendPackage = createRecommendationPackages({
    repo,
    users: ctx.users,
    groups: ctx.groups,
    jobs: ctx.jobs,
  });
  const registerCareerGps = createCareerGpsSignup({
    repo,
    limiter: ctx.limiter,
    registerTrial: ctx.auth.registerTrial,
    onClaimed: (slug) => service.forgetReport(slug),
  });
  return { service, repo, sendPackage, registerCareerGps };
}
export type AgentsModule = ReturnType<typeof createAgentsModule>;
