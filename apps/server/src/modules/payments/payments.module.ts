import type { AppContext } from '../../context.js';
import { mailSiteFor } from '../brands/mail-site.js';
import type { GroupsModule } from '../groups/groups.module.js';
import { createPlansRepository } from './payments.plans.repository.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';

/** Plans, subscriptions, manual payments and the ledger, wired from the process context. */
export function createPaymentsModule(
  ctx: AppContext,
  groupsModule: GroupsModule,
  options: { now?: () => Date } = {},
) {
  return createPaymentsService({
    repo: createPaymentsRepository(ctx.transactions.db),
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
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
