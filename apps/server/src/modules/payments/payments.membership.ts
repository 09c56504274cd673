import {
  PAYMENT_MESSAGES as M,
  type CreateSubscriptionInput,
  type UpdateSubscriptionInput,
} from '@careerhub/shared';
import { badRequest, invalidFields } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { CheckoutSite, PaymentsDeps } from './payments.service.js';
import type { StripeService } from './payments.stripe.service.js';

type Current = NonNullable<Awaited<ReturnType<PaymentsRepository['subscriptionOf']>>>;

/**
 * A member's own changes to their membership: cancel at period end (with a reason), renew, switch
 * price, cancel now. A Stripe subscription changes at the provider first, then here.
 */
export function createMembershipChanges(
  deps: PaymentsDeps,
  helpers: {
    stripe: StripeService;
    organizationIdOf: (userId: number) => Promise<number | null>;
    createSubscription: (
      user: UserRow,
      input: CreateSubscriptionInput,
      site: CheckoutSite,
    ) => Promise<{ data: string }>;
  },
) {
  const { repo, transactions } = deps;
  const { stripe } = helpers;
  const now = deps.now ?? (() => new Date());

  async function ledgerNote(user: UserRow, organizationId: number | null, current: Current, action: string) {
    await repo.appendLedger({
      userId: user.id,
      organizationId,
      action,
      subject: 'subscription',
      subjectId: String(current.plan.id),
      amountMinor: 0,
      currency: current.price.currency,
      provider: current.subscription.provider,
      providerReference: current.subscription.stripeSubscriptionId,
      actorId: user.id,
    });
  }

  return {
    /** Cancel at period end (with a reason), renew a canceled membership, or switch price. */
    async updateSubscription(user: UserRow, input: UpdateSubscriptionInput, site: CheckoutSite) {
      const current = await repo.subscriptionOf(user.id);
      if (!current || current.subscription.status === 'pending') throw badRequest(M.noSubscription);
      const s = current.subscription;
      if (input.cancel_at_period_end !== undefined || input.cancellation_reason !== undefined) {
        const reason = input.cancellation_reason?.trim() ?? '';
        if (!reason) throw invalidFields({ cancellation_reason: [M.reasonRequired] });
        if (s.cancelAt || s.status === 'canceled') throw badRequest(M.alreadyCanceled);
        const organizationId = await helpers.organizationIdOf(user.id);
        const atProvider = await stripe.onProvider(s, (cards, id) => cards.setCancelAtPeriodEnd(id, true));
        await transactions.run(async () => {
          await repo.updateSubscription(user.id, {
            cancelAt: atProvider?.cancelAt ?? s.currentPeriodEnd ?? now(),
            canceledAt: now(),
            cancellationReason: reason,
          });
          await ledgerNote(user, organizationId, current, 'subscription_cancel_requested');
        });
        return { message: M.canceled };
      }
      if (input.is_renew) {
        if (!s.cancelAt && s.status !== 'canceled') throw badRequest(M.notCanceled);
        if (s.status === 'canceled')
          return {
            message: M.renewed,
            ...(await helpers.createSubscription(user, renewInput(current.price.id), site)),
          };
        const organizationId = await helpers.organizationIdOf(user.id);
        await stripe.onProvider(s, (cards, id) => cards.setCancelAtPeriodEnd(id, false));
        await transactions.run(async () => {
          await repo.updateSubscription(user.id, {
            cancelAt: null,
            canceledAt: null,
            cancellationReason: null,
          });
          await ledgerNote(user, organizationId, current, 'subscription_renewed');
        });
        return { message: M.renewed };
      }
      if (input.price_id !== undefined) {
        if (input.price_id === s.priceId) throw badRequest(M.samePlan);
        if (deps.cards && s.provider === 'stripe' && s.stripeSubscriptionId && s.status !== 'canceled')
          return stripe.changePrice(user, current, input.price_id, input.cancellation_reason);
        const result = await helpers.createSubscription(user, renewInput(input.price_id), site);
        return { message: M.switched, ...result };
      }
      throw badRequest(M.noSubscription);

      function renewInput(priceId: number): CreateSubscriptionInput {
        return {
          price_id: priceId,
          discount_ids: [],
          success_url: new URL('/payment/success?type=subscription', site.baseUrl).toString(),
          cancel_url: new URL('/payment/cancel', site.baseUrl).toString(),
        };
      }
    },

    async cancelSubscription(user: UserRow, reason: string | undefined) {
      const current = await repo.subscriptionOf(user.id);
      if (!current || current.subscription.status === 'canceled') throw badRequest(M.noSubscription);
      const text = reason?.trim() ?? '';
      if (!text) throw invalidFields({ cancellation_reason: [M.reasonRequired] });
      const organizationId = await helpers.organizationIdOf(user.id);
      await stripe.onProvider(current.subscription, (cards, id) => cards.cancelNow(id));
      await transactions.run(async () => {
        await repo.updateSubscription(user.id, {
          status: 'canceled',
          canceledAt: now(),
          cancelAt: now(),
          cancellationReason: text,
        });
        await ledgerNote(user, organizationId, current, 'subscription_canceled');
      });
      return { message: M.canceled };
    },
  };
}
