import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groups } from './groups.js';
import { uploadedFiles } from './profiles.js';
import { users } from './users.js';

/** A discount percentage: 0 to 100 with 2 decimals, read as a number. */
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * Membership plans (spec groups-jobs-payments 3 "Subscription plan"). What a plan allows is stored
 * with it: the identity's user_subscription flags are read from the member's active plan. A plan
 * of an organization (`organization_id`) is offered to its accepted members; without one it is a
 * platform plan, written by staff. Archiving (`is_active` false) takes it off /pricing only.
 */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').references(() => groups.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  subscriptionTier: integer('subscription_tier').notNull(),
  includedFeatures: jsonb('included_features').$type<string[]>().notNull().default([]),
  excludedFeatures: jsonb('excluded_features').$type<string[]>().notNull().default([]),
  oneToOneChat: boolean('one_to_one_chat').notNull().default(false),
  useAma: boolean('use_ama').notNull().default(false),
  circleDiscountPercent: integer('circle_discount_percent').notNull().default(0),
  isInstitutional: boolean('is_institutional').notNull().default(false),
  canCreateMembershipCard: boolean('can_create_membership_card').notNull().default(false),
  canUsePremiumAgents: boolean('can_use_premium_agents').notNull().default(false),
  /** CareerGPS runs per usage window the plan allows; null = the tier's default (AGENT_LIMITS). */
  agentUsageLimit: integer('agent_usage_limit'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A plan's prices: integer minor units and an ISO 4217 code, never a float. */
export const subscriptionPrices = pgTable(
  'subscription_prices',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('usd'),
    recurring: text('recurring').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    stripePriceId: text('stripe_price_id'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('subscription_prices_plan_idx').on(t.planId)],
);

/**
 * A discount on plans: of an organization (its plans) or of the platform. `plan_ids` names the plans
 * it applies to (none: every plan of its owner); `subscription_tiers` narrows it by tier.
 */
export const subscriptionDiscounts = pgTable('subscription_discounts', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').references(() => groups.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  discountPercentage: percent('discount_percentage').notNull(),
  subscriptionTiers: jsonb('subscription_tiers').$type<number[]>().notNull().default([]),
  planIds: jsonb('plan_ids').$type<number[]>().notNull().default([]),
  stripeCouponId: text('stripe_coupon_id'),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * One subscription per member. `status` follows the provider's words (trialing, active, past_due,
 * canceled) plus `pending` while a manual payment waits for a person to confirm it.
 */
export const userSubscriptions = pgTable('user_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id),
  priceId: integer('price_id')
    .notNull()
    .references(() => subscriptionPrices.id),
  status: text('status').notNull(),
  provider: text('provider').notNull(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  stripeCustomerId: text('stripe_customer_id'),
  discountPercent: percent('discount_percent').notNull().default(0),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAt: timestamp('cancel_at', { withTimezone: true }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  cancellationReason: text('cancellation_reason'),
  /**
   * When the provider created the newest event applied to this row (Stripe's event.created):
   * an older event delivered late never moves the subscription backwards.
   */
  providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A checkout paid by hand (no payment provider configured): the member sends a receipt, a person
 * confirms or rejects it. Nothing becomes paid without `reviewed_by`.
 */
export const manualPayments = pgTable(
  'manual_payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => groups.id, { onDelete: 'set null' }),
    /** subscription (a plan's price), or donation (to organization_id, no price). */
    kind: text('kind').notNull().default('subscription'),
    priceId: integer('price_id').references(() => subscriptionPrices.id),
    discountIds: jsonb('discount_ids').$type<number[]>().notNull().default([]),
    discountPercent: percent('discount_percent').notNull().default(0),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('awaiting_receipt'),
    receiptId: integer('receipt_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The host the member paid on: its brand signs the receipt and the notices. */
    brandHost: text('brand_host'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('manual_payments_user_idx').on(t.userId, t.id),
    index('manual_payments_queue_idx').on(t.status, t.organizationId, t.id),
  ],
);

/** How to pay an organization by hand (bank transfer, mobile wallet), written by its admins. */
export const paymentInstructions = pgTable('payment_instructions', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  instructions: text('instructions').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The payments ledger: one row per money event, never updated or deleted (a trigger in the
 * migration refuses both). User and organization ids are plain numbers so that erasing an account
 * leaves the books whole.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    organizationId: integer('organization_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_ledger_org_idx').on(t.organizationId, t.id)],
);

/** Provider webhook events already applied: each event id once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A card payment started at the provider for a paid circle or event, or a donation: the checkout
 * session is recorded when it is created and completed once by its webhook.
 */
export const providerPayments = pgTable(
  'provider_payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** group (a circle or event's price) or donation. */
    kind: text('kind').notNull(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    status: text('status').notNull().default('open'),
    checkoutSessionId: text('checkout_session_id').notNull(),
    paymentIntentId: text('payment_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_payments_session_uq').on(t.checkoutSessionId),
    index('provider_payments_user_idx').on(t.userId, t.id),
  ],
);

/**
 * The member's membership card: a number that never changes, a public token for the QR code's
 * verification page, and the PNG drawn for the plan it was made under (redrawn when it changes).
 */
export const membershipCards = pgTable('membership_cards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  memberNumber: serial('member_number').notNull().unique(),
  token: text('token').notNull().unique(),
  planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
  imageKey: text('image_key'),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});
