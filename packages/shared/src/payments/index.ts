import { z } from 'zod';
import { paginationQuery } from '../api.js';
import { dbId, safeText } from '../input.js';
import { VALIDATION } from '../messages.js';

/**
 * Payments and membership (spec groups-jobs-payments 2–9, issue 20): plans with prices in integer
 * minor units and a currency, discounts, the member's subscription, manual payments that a person
 * confirms, and the ledger.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const RECURRING = ['month', 'year'] as const;
export type Recurring = (typeof RECURRING)[number];
export const MANUAL_PAYMENT_STATUSES = ['awaiting_receipt', 'submitted', 'confirmed', 'rejected'] as const;
export type ManualPaymentStatus = (typeof MANUAL_PAYMENT_STATUSES)[number];
export const PAYMENT_REVIEWS_PAGE_SIZE = 15;
export const PAYMENT_INSTRUCTIONS_MAX = 4000;

export const PAYMENT_MESSAGES = {
  unknownPrice: 'This price does not exist.',
  discountNotApplicable: 'This discount does not apply to this plan.',
  foreignUrl: 'This address is not on this site.',
  receiptFormat: 'Upload an image or a PDF of your receipt.',
  notAwaitingReceipt: 'This payment is no longer waiting for a receipt.',
  notSubmitted: 'This payment is not waiting for review.',
  noSubscription: 'You have no membership.',
  alreadyCanceled: 'Your membership is already canceled.',
  notCanceled: 'Your membership is not canceled.',
  reasonRequired: 'Specify the reason when empty',
  institutionalCannotChange: 'Institutional members cannot downgrade or switch plans.',
  samePlan: 'You already have this plan.',
  paymentPending: 'Your payment is pending',
  receiptSubmitted: 'Thank you. Your receipt was sent; an administrator will confirm your payment.',
  confirmed: 'Payment confirmed.',
  rejected: 'Payment rejected.',
  instructionsSaved: 'Successfully updated information.',
  noInstructions: 'Your organization has not written payment instructions yet. Contact its administrators.',
  stripeOnly: 'This needs the card payment provider, which is not set up here.',
  canceled: 'Your membership will end at the end of the current period.',
  renewed: 'Your membership was renewed.',
  switched: 'Your plan was changed.',
  badSignature: 'The webhook signature is not valid.',
  groupRequired: 'Choose the circle or event to pay for.',
  notPayable: 'There is nothing to pay for this group.',
  acceptFirst: 'Thank you for submitting request. You can proceed to pay once admin accepts your request.',
  alreadyPaid: 'Your payment for this group is already confirmed.',
  noDonations: 'This organization does not take donations.',
  donationRequired: 'Choose a donation or enter an amount.',
  amountInvalid: 'Enter a whole amount in cents above zero.',
  unknownDonation: 'This donation does not exist.',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
  noPortal: 'You have no card subscription to manage.',
  cardNotIncluded: 'Your plan does not include a membership card.',
} as const;

/** What the membership screens say (spec 2, 4 and 9). */
export const PAYMENT_TEXT = {
  plansTitle: 'Membership Plans',
  plansSubtitle: 'Choose a plan that fits your needs',
  monthly: 'Monthly',
  yearly: 'Yearly',
  trial: (days: number) => `${days} Day(s) Free Trial`,
  canceledPage: 'Your payment has been canceled.',
  successPage: 'Thank you! Your payment was received.',
  pending: 'Your payment is pending',
  resolveNow: 'Resolve Now',
  cancelMembership: 'Cancel Membership',
  renew: 'Renew',
  continue: 'Continue',
  reasonLabel: 'Reason',
  reasonRequired: 'Specify the reason when empty',
  membershipCard: 'Membership card',
  cardValid: 'Valid membership',
  cardExpired: 'Expired membership',
  cardVerifyTitle: 'Membership card check',
  downloadCard: 'Download card',
  couldNotProceed: 'Could not proceed your request',
  couldNotPerform: 'Could not perform your request.',
  payNow: 'Pay now',
  manageBilling: 'Manage billing',
  donate: 'Donate',
  donateTitle: 'Support this organization',
  donateAmount: 'Amount (USD)',
  donateAmountInvalid: 'Enter an amount above zero, such as 25 or 25.50.',
  donateByHand:
    'You pay by the organization’s instructions (bank transfer, mobile wallet) and upload your receipt; an administrator confirms it.',
} as const;

/** Upgrade, Downgrade, Continue or Switch from the current plan to a target (spec 4). */
export type PlanAction = 'Upgrade' | 'Downgrade' | 'Continue' | 'Switch';
export function planAction(
  current: { tier: number; recurring: Recurring | null },
  target: { tier: number; recurring: Recurring },
): PlanAction {
  if (target.tier > current.tier) return 'Upgrade';
  if (target.tier < current.tier) return 'Downgrade';
  if (current.tier === 0 || current.recurring === target.recurring) return 'Continue';
  return 'Switch';
}

/** Combined percentage of the chosen discounts (2 decimals), capped at 100 (spec 5). */
export function combinedDiscount(percentages: readonly number[]): number {
  const sum = percentages.reduce((total, p) => total + Math.round(p * 100), 0);
  return Math.min(100, sum / 100);
}

/** An amount in minor units after a percentage discount, rounded to a whole minor unit. */
export function discountedMinor(amountMinor: number, percent: number): number {
  return Math.round((amountMinor * (100 - percent)) / 100);
}

/** "12.50": minor units as major units, 2 decimals (spec 9: cents / 100). */
export function formatMinor(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

const priceSchema = z.object({
  id: z.number(),
  price: z.number().int(),
  currency: z.string(),
  recurring: z.enum(RECURRING),
  stripe_price_id: z.string().nullable(),
  trial_days: z.number().int(),
});
export const subscriptionPlanSchema = z.object({
  id: z.number(),
  /** The organization offering it; null for a platform plan. */
  organization_id: z.number().nullable(),
  name: z.string(),
  description: z.string(),
  subscription_tier: z.number().int(),
  included_features: z.array(z.string()),
  excluded_features: z.array(z.string()),
  is_institutional: z.boolean(),
  prices: z.array(priceSchema),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;
export const subscriptionDiscountSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  discount_percentage: z.number(),
  subscription_tiers: z.array(z.number().int()),
  /** The plans it applies to; empty: every plan of its owner (the platform or an organization). */
  plan_ids: z.array(z.number().int()),
  organization_id: z.number().nullable(),
});
export type SubscriptionDiscount = z.infer<typeof subscriptionDiscountSchema>;
export const subscriptionPlansResponseSchema = z.object({
  subscription_plans: z.array(subscriptionPlanSchema),
  subscription_discounts: z.array(subscriptionDiscountSchema),
});
export type SubscriptionPlansResponse = z.infer<typeof subscriptionPlansResponseSchema>;

/** The member's subscription, in the provider's shape (spec 3 "Subscription detail"). */
export const subscriptionDetailSchema = z.object({
  data: z
    .object({
      status: z.enum(SUBSCRIPTION_STATUSES),
      provider: z.enum(['manual', 'stripe']),
      plan_id: z.number(),
      plan_name: z.string(),
      trial_end: z.string().nullable(),
      current_period_end: z.string().nullable(),
      cancel_at: z.string().nullable(),
      canceled_at: z.string().nullable(),
      client_secret: z.string().nullable(),
      discount: z.object({ coupon: z.object({ name: z.string(), percent_off: z.number() }) }).nullable(),
      items: z.object({
        data: z.array(
          z.object({
            price: z.object({
              id: z.number(),
              unit_amount: z.number().int(),
              currency: z.string(),
              recurring: z.object({ interval: z.enum(RECURRING) }),
              metadata: z.object({ subscription_tier: z.number().int() }),
            }),
          }),
        ),
      }),
      /** The manual payment waiting for a receipt or a review, when there is one. */
      pending_payment_id: z.number().nullable(),
    })
    .nullable(),
  publishable_key: z.string().nullable(),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

const returnUrl = z
  .string({ error: VALIDATION.required })
  .min(1, { error: VALIDATION.required })
  .max(2000, { error: VALIDATION.invalidValue })
  .url({ error: VALIDATION.invalidValue });

export const createSubscriptionSchema = z.strictObject({
  price_id: dbId(),
  discount_ids: z.array(dbId()).max(10, { error: VALIDATION.invalidValue }).default([]),
  success_url: returnUrl,
  cancel_url: returnUrl,
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

/** { data: the URL to send the browser to } (a checkout page, or the manual payment page). */
export const redirectResultSchema = z.object({ data: z.string() });

export const updateSubscriptionSchema = z.strictObject({
  price_id: dbId().optional(),
  is_renew: z.boolean().optional(),
  cancellation_reason: safeText()
    .max(4000, { error: VALIDATION.maxChars(4000) })
    .optional(),
  cancel_at_period_end: z.boolean().optional(),
  entity_type: z.literal('group').optional(),
  group_id: dbId().optional(),
});
export type UpdateSubscriptionInput = z.infer<typeof updateSubscriptionSchema>;
export const cancelSubscriptionSchema = z.strictObject({
  cancellation_reason: safeText()
    .max(4000, { error: VALIDATION.maxChars(4000) })
    .optional(),
});
export const paymentMessageSchema = z.object({ message: z.string() });

/**
 * A one-time payment for a paid circle or event (spec 7): `entity_type` group with `group_id`, or
 * the older shape with `price_id` and `associated_group_ids`. The amount is always the group's own
 * price less the member's circle discount, never a number the client sends.
 */
export const createOneTimePaymentSchema = z
  .strictObject({
    entity_type: z.literal('group', { error: VALIDATION.invalidValue }).optional(),
    group_id: dbId().optional(),
    price_id: z.union([dbId(), z.string().max(200, { error: VALIDATION.invalidValue })]).optional(),
    associated_group_ids: z.array(dbId()).max(10, { error: VALIDATION.invalidValue }).optional(),
    success_url: returnUrl,
    cancel_url: returnUrl,
  })
  .refine((v) => v.group_id !== undefined || (v.associated_group_ids?.length ?? 0) > 0, {
    error: PAYMENT_MESSAGES.groupRequired,
    path: ['group_id'],
  });
export type CreateOneTimePaymentInput = z.infer<typeof createOneTimePaymentSchema>;

export const DONATION_MAX_MINOR = 10_000_000;
/**
 * A donation to an organization (spec 7 "donate/"): one of its donation details (by `donation`, its
 * name, or `price_id`, the provider price it names) or an amount in cents (integer, above zero).
 */
export const donateSchema = z
  .strictObject({
    group_id: dbId(),
    price_id: z.string().trim().min(1, { error: VALIDATION.required }).max(200).optional(),
    /** The donation detail by its name (answers carry no provider price ids). */
    donation: z.string().trim().min(1, { error: VALIDATION.required }).max(200).optional(),
    amount: z
      .number({ error: PAYMENT_MESSAGES.amountInvalid })
      .int({ error: PAYMENT_MESSAGES.amountInvalid })
      .min(1, { error: PAYMENT_MESSAGES.amountInvalid })
      .max(DONATION_MAX_MINOR, { error: PAYMENT_MESSAGES.amountInvalid })
      .optional(),
    success_url: returnUrl,
    cancel_url: returnUrl,
  })
  .refine((v) => v.price_id !== undefined || v.donation !== undefined || v.amount !== undefined, {
    error: PAYMENT_MESSAGES.donationRequired,
    path: ['amount'],
  });
export type DonateInput = z.infer<typeof donateSchema>;
export const customerPortalSchema = z.strictObject({ return_url: returnUrl.optional() });
/** POST membership-card/: the card's image address, its printed number and the QR code's page. */
export const membershipCardSchema = z.object({
  membership_card: z.string().nullable(),
  member_number: z.string(),
  verify_url: z.string(),
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;
/** The public check behind the card's QR code: the name only, and whether it is valid. */
export const membershipCardCheckSchema = z.object({
  name: z.string(),
  status: z.enum(['valid', 'expired']),
});
export type MembershipCardCheck = z.infer<typeof membershipCardCheckSchema>;
export const cardTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: VALIDATION.invalidValue }),
});
export const cardImageParams = z.object({
  key: z.string().regex(/^[0-9a-f-]{36}\.png$/, { error: VALIDATION.invalidValue }),
});
/** PUT groups/{id}/donation-details/: an organization's donations (spec 3 donation_details). */
export const donationDetailsInput = z.strictObject({
  donation_details: z
    .array(
      z.strictObject({
        name: safeText()
          .trim()
          .min(1, { error: VALIDATION.required })
          .max(120, { error: VALIDATION.maxChars(120) }),
        description: safeText()
          .trim()
          .max(1000, { error: VALIDATION.maxChars(1000) })
          .default(''),
        stripe_price_id: z
          .string()
          .trim()
          .max(200, { error: VALIDATION.invalidValue })
          .regex(/^(price_[A-Za-z0-9]+)?$/, { error: VALIDATION.invalidValue })
          .default(''),
      }),
    )
    .max(10, { error: VALIDATION.invalidValue }),
});
export const donationDetailsSchema = z.object({
  donation_details: z.array(z.object({ name: z.string(), description: z.string() })),
});
export const webhookResultSchema = z.object({ received: z.boolean(), applied: z.boolean() });

export const manualPaymentSchema = z.object({
  id: z.number(),
  status: z.enum(MANUAL_PAYMENT_STATUSES),
  kind: z.string(),
  plan_name: z.string(),
  subscription_tier: z.number().int(),
  /** null for a donation. */
  recurring: z.enum(RECURRING).nullable(),
  amount: z.number().int(),
  currency: z.string(),
  discount_percent: z.number(),
  instructions: z.string().nullable(),
  organization: z.object({ id: z.number(), name: z.string() }).nullable(),
  receipt: z.object({ id: z.number(), name: z.string(), url: z.string() }).nullable(),
  rejection_reason: z.string().nullable(),
  success_url: z.string(),
  cancel_url: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type ManualPayment = z.infer<typeof manualPaymentSchema>;
export const receiptSchema = z.strictObject({ receipt: dbId() });
export const reviewPaymentSchema = z.strictObject({
  action: z.enum(['confirm', 'reject'], { error: VALIDATION.invalidValue }),
  reason: safeText()
    .max(1000, { error: VALIDATION.maxChars(1000) })
    .optional(),
});
export const paymentReviewsQuery = paginationQuery(PAYMENT_REVIEWS_PAGE_SIZE).extend({
  status: z.enum(MANUAL_PAYMENT_STATUSES).default('submitted'),
});
export const paymentInstructionsSchema = z.object({
  instructions: z.string(),
  updated_at: z.string().nullable(),
});
export const paymentInstructionsInput = z.strictObject({
  instructions: safeText()
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(PAYMENT_INSTRUCTIONS_MAX, { error: VALIDATION.maxChars(PAYMENT_INSTRUCTIONS_MAX) }),
});
export const ledgerQuery = z.object({
  organization: z
    .string()
    .regex(/^\d{1,10}$/, { error: VALIDATION.expectedInteger })
    .transform(Number)
    .optional(),
});
export * from './plans-admin.js';
