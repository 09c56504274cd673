import {
  PAYMENT_MESSAGES as M,
  discountedMinor,
  planAction,
  type CreateSubscriptionInput,
  type Recurring,
} from '@careerhub/shared';
import { badRequest, invalidFields, unavailable } from '../../http/errors.js';
import type { CardPayments } from '../../platform/payments/index.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { UserRow } from '../auth/users.repository.js';
import type { PaymentsMail } from './payments.mail.js';
import type { PaymentsRepository, PlanRow, PriceRow } from './payments.repository.js';
import type { CheckoutSite, PaymentsDeps } from './payments.service.js';
import { createWebhookHandler } from './payments.webhooks.js';

type Current = NonNullable<Awaited<ReturnType<PaymentsRepository['subscriptionOf']>>>;

/** Our ids on the provider's session and subscription: the webhook reads them back (decision 0029). */
function subscriptionMetadata(
  user: UserRow,
  found: { plan: PlanRow; price: PriceRow },
  percent: number,
  brandHost: string | null,
): Record<string, string> {
  return {
    kind: 'subscription',
    user_id: String(user.id),
    plan_id: String(found.plan.id),
    plan_name: found.plan.name,
    price_id: String(found.price.id),
    discount_percent: String(percent),
    ...(brandHost ? { brand_host: brandHost } : {}),
  };
}

const lineOf = (found: { plan: PlanRow; price: PriceRow }) => ({
  name: `${found.plan.name} membership`,
  amountMinor: found.price.amountMinor,
  currency: found.price.currency,
  recurring: found.price.recurring as Recurring,
  providerPriceId: found.price.stripePriceId,
});

/**
 * The card provider's half of payments (Stripe behind platform/payments): subscription checkouts,
 * in-place plan changes, calls on a member's provider subscription and the webhook. Without a
 * provider only `provider`/`onProvider` are used, and they do nothing.
 */
export function createStripeService(
  deps: PaymentsDeps,
  helpers: {
    mail: PaymentsMail;
    organizationIdOf: (userId: number) => Promise<number | null>;
    planChanged: (userId: number, site: MailSite | undefined) => Promise<void>;
  },
) {
  const { repo, transactions } = deps;
  const webhooks = deps.cards
    ? createWebhookHandler(
        { ...deps, cards: deps.cards },
        {
          organizationIdOf: helpers.organizationIdOf,
          mailTo: helpers.mail.mailTo,
          memberSite: helpers.mail.memberSite,
          planChanged: helpers.planChanged,
        },
      )
    : null;

  /** A provider call; its failure is the provider's, never a 500 of ours. */
  async function provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      deps.onProviderError?.(err);
      throw unavailable(M.providerUnavailable);
    }
  }

  /** Runs `call` on the member's Stripe subscription when it has one (manual ones change here only). */
  async function onProvider<T>(
    s: { provider: string; stripeSubscriptionId: string | null },
    call: (cards: CardPayments, id: string) => Promise<T>,
  ): Promise<T | undefined> {
    if (!deps.cards || s.provider !== 'stripe' || !s.stripeSubscriptionId) return undefined;
    const id = s.stripeSubscriptionId;
    return provider(() => call(deps.cards!, id));
  }

  return {
    provider,
    onProvider,

    /** POST payment/webhook/: the provider's events (400 without a provider or a valid signature). */
    async webhook(rawBody: Buffer, signature: string | undefined, site: MailSite | undefined) {
      if (!webhooks) throw badRequest(M.stripeOnly);
      return webhooks.handle(rawBody, signature, site);
    },

    /** A Checkout Session for a plan's price (a trial once, the combined discount as one coupon). */
    async checkoutSubscription(
      cards: CardPayments,
      args: {
        user: UserRow;
        found: { plan: PlanRow; price: PriceRow };
        percent: number;
        current: Current | undefined;
        organizationId: number | null;
        input: CreateSubscriptionInput;
        site: CheckoutSite;
      },
    ) {
      const { user, found, percent, current, input } = args;
      const session = await provider(() =>
        cards.createCheckout({
          mode: 'subscription',
          line: lineOf(found),
          discountPercent: percent,
          // A trial once: a member who has had a subscription pays from the first day.
          trialDays: current ? 0 : found.price.trialDays,
          customerId: current?.subscription.stripeCustomerId ?? null,
          customerEmail: user.email,
          clientReferenceId: String(user.id),
          metadata: subscriptionMetadata(user, found, percent, args.site.brandHost ?? null),
          successUrl: input.success_url,
          cancelUrl: input.cancel_url,
        }),
      );
      await repo.appendLedger({
        userId: user.id,
        organizationId: args.organizationId,
        action: 'checkout_created',
        subject: 'subscription',
        subjectId: String(found.plan.id),
        amountMinor: discountedMinor(found.price.amountMinor, percent),
        currency: found.price.currency,
        provider: 'stripe',
        providerReference: session.id,
        actorId: user.id,
      });
      return { data: session.url };
    },

    /**
     * Upgrade, downgrade or switch a running Stripe subscription in place (prorated by Stripe). A
     * downgrade needs a reason (spec 5); institutional members neither downgrade nor switch.
     */
    async changePrice(user: UserRow, current: Current, priceId: number, reason: string | undefined) {
      const found = await repo.priceWithPlan(priceId);
      if (!found) throw invalidFields({ price_id: [M.unknownPrice] });
      const action = planAction(
        { tier: current.plan.subscriptionTier, recurring: current.price.recurring as Recurring },
        { tier: found.plan.subscriptionTier, recurring: found.price.recurring as Recurring },
      );
      if (current.plan.isInstitutional && (action === 'Downgrade' || action === 'Switch'))
        throw badRequest(M.institutionalCannotChange);
      if (action === 'Downgrade' && !reason?.trim())
        throw invalidFields({ cancellation_reason: [M.reasonRequired] });
      const s = current.subscription;
      const organizationId = await helpers.organizationIdOf(user.id);
      const sub = await onProvider(s, (cards, id) =>
        cards.changePrice(id, lineOf(found), subscriptionMetadata(user, found, s.discountPercent, null)),
      );
      await transactions.run(async () => {
        await repo.updateSubscription(user.id, {
          planId: found.plan.id,
          priceId: found.price.id,
          ...(sub ? { currentPeriodEnd: sub.currentPeriodEnd } : {}),
          ...(action === 'Downgrade' ? { cancellationReason: reason!.trim() } : {}),
        });
        await repo.appendLedger({
          userId: user.id,
          organizationId,
          action: `subscription_${action.toLowerCase()}`,
          subject: 'subscription',
          subjectId: String(found.plan.id),
          amountMinor: discountedMinor(found.price.amountMinor, s.discountPercent),
          currency: found.price.currency,
          provider: 'stripe',
          providerReference: s.stripeSubscriptionId,
          actorId: user.id,
        });
      });
      return { message: M.switched };
    },
  };
}
export type StripeService = ReturnType<typeof createStripeService>;
