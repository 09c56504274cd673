import type { AppContext } from '../../context.js';
import { entitlements } from '../auth/entitlements.js';
import type { UserRow } from '../auth/users.repository.js';
import { mailSiteFor } from '../brands/mail-site.js';
import type { GroupsModule } from '../groups/groups.module.js';
import { createPlansRepository } from './payments.plans.repository.js';
import { isGranting, presentFlags, type SubscriptionFlags } from './payments.presenter.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';

/** Plans, subscriptions, manual payments and the ledger, wired from the process context. */
export function createPaymentsModule(
  ctx: AppContext,
  groupsModule: GroupsModule,
  options: { now?: () => Date } = {},
) {
  const repo = createPaymentsRepository(ctx.transactions.db);
  const service = createPaymentsService({
    repo,
    plans: createPlansRepository(ctx.transactions.db),
    transactions: ctx.transactions,
    organizationsOf: (userId) => ctx.groups.listUserOrganizations(userId),
    managerIds: groupsModule.access.managerIds,
    findUser: (userId) => ctx.users.findById(userId),
    notifications: ctx.notifications,
    jobs: ctx.jobs,
    publicUrl: (key) => ctx.storage.publicUrl(key),
    storage: ctx.storage,
    cards: ctx.cards,
    isOrganization: async (groupId) => {
      const group = await ctx.groups.findById(groupId);
      return group?.groupType === 'organization' || group?.groupType === 'institution';
    },
    siteFor: (host) => mailSiteFor(ctx.config, ctx.brands, host),
    onProviderError: (err) => ctx.logger.warn({ err }, 'payment provider call failed'),
    groupAccess: {
      paymentFacts: groupsModule.access.paymentFacts,
      confirmProviderPayment: groupsModule.access.confirmProviderPayment,
      saveDonationDetails: groupsModule.access.saveDonationDetails,
    },
    ...(options.now ? { now: options.now } : {}),
  });
  /** user_subscription and the active plan's own CareerGPS usage limit (null: the tier's default). */
  async function agentPlanOf(
    user: UserRow,
  ): Promise<{ flags: SubscriptionFlags; agentUsageLimit: number | null }> {
    const current = await repo.subscriptionOf(user.id);
    const flags = presentFlags(
      { oneToOneChat: entitlements.canStartOneToOneChat(user), useAma: entitlements.canUseAma(user) },
      current,
    );
    const granted = current && isGranting(current.subscription.status) ? current.plan : undefined;
    return { flags, agentUsageLimit: granted?.agentUsageLimit ?? null };
  }
  return Object.assign(service, { agentPlanOf });
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
