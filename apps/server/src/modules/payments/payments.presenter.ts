import {
  MEMBERSHIP_TIERS,
  type AdminDiscount,
  type AdminPlan,
  type ManualPayment,
  type ManualPaymentStatus,
  type Recurring,
  type SubscriptionDetail,
  type SubscriptionDiscount,
  type SubscriptionPlan,
  type SubscriptionStatus,
  type userSubscriptionSchema,
} from '@careerhub/shared';
import type { z } from 'zod';
import type {
  DiscountRow,
  ManualPaymentView,
  PlanRow,
  PriceRow,
  SubscriptionRow,
} from './payments.repository.js';

export type SubscriptionFlags = z.infer<typeof userSubscriptionSchema>;

/** Statuses in which the plan's features apply (past_due keeps them while the invoice is retried). */
const GRANTING: readonly string[] = ['active', 'trialing', 'past_due'];
/** Whether a subscription in this status grants its plan's features. */
export const isGranting = (status: string) => GRANTING.includes(status);

export function presentPlan(plan: PlanRow & { prices: PriceRow[] }): SubscriptionPlan {
  return {
    id: plan.id,
    organization_id: plan.organizationId,
    name: plan.name,
    description: plan.description,
    subscription_tier: plan.subscriptionTier,
    included_features: plan.includedFeatures,
    excluded_features: plan.excludedFeatures,
    is_institutional: plan.isInstitutional,
    prices: plan.prices.map((p) => ({
      id: p.id,
      price: p.amountMinor,
      currency: p.currency,
      recurring: p.recurring as Recurring,
      stripe_price_id: p.stripePriceId,
      trial_days: p.trialDays,
    })),
  };
}

export function presentDiscount(d: DiscountRow): SubscriptionDiscount {
  return {
    id: d.id,
    name: d.name,
    description: d.description,
    discount_percentage: d.discountPercentage,
    subscription_tiers: d.subscriptionTiers,
    plan_ids: d.planIds,
    organization_id: d.organizationId,
  };
}

/** A plan as its owner's admins see it: every flag, archived or not, with its current prices. */
export function presentAdminPlan(plan: PlanRow & { prices: PriceRow[]; subscribers: number }): AdminPlan {
  return {
    id: plan.id,
    organization_id: plan.organizationId,
    name: plan.name,
    description: plan.description,
    subscription_tier: plan.subscriptionTier,
    included_features: plan.includedFeatures,
    excluded_features: plan.excludedFeatures,
    trial_days: plan.prices[0]?.trialDays ?? 0,
    one_to_one_chat: plan.oneToOneChat,
    use_ama: plan.useAma,
    circle_discount_percent: plan.circleDiscountPercent,
    is_institutional_membership: plan.isInstitutional,
    can_create_membership_card: plan.canCreateMembershipCard,
    can_use_premium_agents: plan.canUsePremiumAgents,
    is_active: plan.isActive,
    prices: plan.prices.map((p) => ({
      id: p.id,
      recurring: p.recurring as Recurring,
      price: p.amountMinor,
      currency: p.currency,
      stripe_price_id: p.stripePriceId,
    })),
    subscribers: plan.subscribers,
  };
}

export function presentAdminDiscount(d: DiscountRow): AdminDiscount {
  return {
    id: d.id,
    organization_id: d.organizationId,
    name: d.name,
    description: d.description,
    discount_percentage: d.discountPercentage,
    plan_ids: d.planIds,
    is_active: d.isActive,
  };
}

/**
 * The identity's user_subscription. `base` is what the account alone allows (the free tier:
 * verified, non-trial members chat and use the assistant); an active plan adds its features.
 */
export function presentFlags(
  base: { oneToOneChat: boolean; useAma: boolean },
  current: { subscription: SubscriptionRow; plan: PlanRow } | undefined,
): SubscriptionFlags {
  const status = current?.subscription.status;
  const plan = current && GRANTING.includes(current.subscription.status) ? current.plan : undefined;
  return {
    applied_membership_tier: plan?.subscriptionTier ?? MEMBERSHIP_TIERS.free,
    payment_status:
      status === 'pending' || status === 'past_due'
        ? 'pending'
        : status === 'active' || status === 'trialing'
          ? 'confirmed'
          : null,
    one_to_one_chat: base.oneToOneChat || Boolean(plan?.oneToOneChat),
    use_ama: base.useAma || Boolean(plan?.useAma),
    // The plan's percentage off a paid circle or event; 0 without a running plan (decision 0029).
    circle_discount_percent: plan ? plan.circleDiscountPercent : 0,
    is_institutional_membership: Boolean(plan?.isInstitutional),
    can_create_membership_card: Boolean(plan?.canCreateMembershipCard),
    can_use_premium_agents: Boolean(plan?.canUsePremiumAgents),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentDetail(
  current: { subscription: SubscriptionRow; plan: PlanRow; price: PriceRow } | undefined,
  pendingPaymentId: number | null,
  publishableKey: string | null,
): SubscriptionDetail {
  if (!current) return { data: null, publishable_key: publishableKey };
  const { subscription: s, plan, price } = current;
  return {
    data: {
      status: s.status as SubscriptionStatus,
      provider: s.provider as 'manual' | 'stripe',
      plan_id: plan.id,
      plan_name: plan.name,
      trial_end: iso(s.trialEnd),
      current_period_end: iso(s.currentPeriodEnd),
      cancel_at: iso(s.cancelAt),
      canceled_at: iso(s.canceledAt),
      client_secret: null,
      discount:
        s.discountPercent > 0 ? { coupon: { name: 'Discount', percent_off: s.discountPercent } } : null,
      items: {
        data: [
          {
            price: {
              id: price.id,
              unit_amount: price.amountMinor,
              currency: price.currency,
              recurring: { interval: price.recurring as Recurring },
              metadata: { subscription_tier: plan.subscriptionTier },
            },
          },
        ],
      },
      pending_payment_id: pendingPaymentId,
    },
    publishable_key: publishableKey,
  };
}

export function presentManualPayment(
  p: ManualPaymentView,
  instructions: string | null,
  publicUrl: (key: string) => string,
): ManualPayment {
  return {
    id: p.id,
    status: p.status as ManualPaymentStatus,
    kind: p.kind,
    plan_name: p.plan?.name ?? 'Donation',
    subscription_tier: p.plan?.subscriptionTier ?? 0,
    recurring: p.price ? (p.price.recurring as Recurring) : null,
    amount: p.amountMinor,
    currency: p.currency,
    discount_percent: p.discountPercent,
    instructions,
    organization:
      p.organizationId !== null && p.organizationName !== null
        ? { id: p.organizationId, name: p.organizationName }
        : null,
    receipt:
      p.receiptId !== null && p.receiptKey !== null
        ? { id: p.receiptId, name: p.receiptName ?? 'receipt', url: publicUrl(p.receiptKey) }
        : null,
    rejection_reason: p.rejectionReason,
    success_url: p.successUrl,
    cancel_url: p.cancelUrl,
    created_at: p.createdAt.toISOString(),
    reviewed_at: iso(p.reviewedAt),
    user: { id: p.userId, first_name: p.userFirstName, last_name: p.userLastName, email: p.userEmail },
  };
}

/** One CSV field: quoted when needed, and a leading formula character neutralised. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
