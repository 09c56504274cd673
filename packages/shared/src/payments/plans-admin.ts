import { z } from 'zod';
import { GROUP_MESSAGES } from '../groups/messages.js';
import { dbId, safeText } from '../input.js';
import { VALIDATION } from '../messages.js';

/**
 * Plans, prices and discounts as staff (platform plans) and organization admins (their
 * organization's plans) write them: /admin-dashboard/plans (issue 20 item 4). Prices are integer
 * minor units with a currency; a discount is a percentage with at most 2 decimals.
 */
export const PLAN_ADMIN_MESSAGES = {
  saved: 'Successfully updated information.',
  planArchived: 'The plan was archived. Its members keep it; it is no longer on the pricing page.',
  discountArchived: 'The discount was archived.',
  priceRequired: 'Add a monthly or a yearly price.',
  onePricePerPeriod: 'One price per period.',
  twoDecimals: 'Use at most 2 decimals.',
  otherPlans: 'Choose plans of the same organization.',
  forbidden: 'Only staff and the organization’s administrators can manage its plans.',
  couldNotSave: 'Could not perform your request.',
} as const;

/** The screen's words. */
export const PLAN_ADMIN_TEXT = {
  title: 'Plans and discounts',
  menu: 'Plans & Pricing',
  scope: 'Offered by',
  platform: 'All members (platform)',
  plans: 'Plans',
  discounts: 'Discounts',
  newPlan: 'New plan',
  editPlan: 'Edit plan',
  newDiscount: 'New discount',
  editDiscount: 'Edit discount',
  archive: 'Archive',
  archived: 'Archived',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  noPlans: 'No plans yet.',
  noDiscounts: 'No discounts yet.',
  name: 'Name',
  description: 'Description',
  tier: 'Tier',
  included: 'Included features (one a line)',
  excluded: 'Excluded features (one a line)',
  trialDays: 'Free trial (days)',
  monthly: 'Monthly price',
  yearly: 'Yearly price',
  currency: 'Currency',
  percent: 'Discount (%)',
  appliesTo: 'Applies to (none: every plan)',
  circleDiscount: 'Circle and event discount (%)',
  flags: {
    one_to_one_chat: 'One-to-one chat',
    use_ama: 'Ask the assistant (AMA)',
    is_institutional_membership: 'Institutional membership',
    can_create_membership_card: 'Membership card',
    can_use_premium_agents: 'Premium agents',
  },
} as const;

export const PLAN_FLAGS = [
  'one_to_one_chat',
  'use_ama',
  'is_institutional_membership',
  'can_create_membership_card',
  'can_use_premium_agents',
] as const;
export type PlanFlag = (typeof PLAN_FLAGS)[number];

/**
 * Whether a discount applies to a plan: the same owner (the platform or one organization), a plan
 * it names (or any when it names none), a tier it lists (or any).
 */
export function discountApplies(
  discount: {
    organization_id: number | null;
    plan_ids: readonly number[];
    subscription_tiers: readonly number[];
  },
  plan: { id: number; organization_id: number | null; subscription_tier: number },
): boolean {
  return (
    discount.organization_id === plan.organization_id &&
    (discount.plan_ids.length === 0 || discount.plan_ids.includes(plan.id)) &&
    (discount.subscription_tiers.length === 0 || discount.subscription_tiers.includes(plan.subscription_tier))
  );
}

const PRICE_MAX_MINOR = 100_000_000;
const name = safeText()
  .trim()
  .min(1, { error: VALIDATION.required })
  .max(120, { error: VALIDATION.maxChars(120) });
const description = safeText().trim().max(4000, { error: GROUP_MESSAGES.maxText }).default('');
const features = z
  .array(
    safeText()
      .trim()
      .min(1, { error: VALIDATION.required })
      .max(200, { error: VALIDATION.maxChars(200) }),
  )
  .max(20, { error: VALIDATION.maxItems(20) })
  .default([]);
const wholeNumber = (max: number) =>
  z
    .number({ error: VALIDATION.expectedInteger })
    .int({ error: VALIDATION.expectedInteger })
    .min(0, { error: GROUP_MESSAGES.positiveOnly })
    .max(max, { error: VALIDATION.invalidValue });

/** A whole percentage 0..100 (the circle discount) or one with 2 decimals (a plan discount). */
function percentage(decimals: 0 | 2) {
  return z
    .number({ error: VALIDATION.expectedNumber })
    .min(0, { error: GROUP_MESSAGES.discountNegative })
    .max(100, { error: GROUP_MESSAGES.discountOver100 })
    .refine((v) => Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals)) < 1e-6, {
      error: decimals === 0 ? VALIDATION.expectedInteger : PLAN_ADMIN_MESSAGES.twoDecimals,
    });
}

export const planPriceInput = z.strictObject({
  recurring: z.enum(['month', 'year'], { error: VALIDATION.invalidValue }),
  /** Minor units (cents): 1999 is 19.99. */
  price: z
    .number({ error: VALIDATION.expectedInteger })
    .int({ error: VALIDATION.expectedInteger })
    .min(1, { error: GROUP_MESSAGES.greaterThanZero })
    .max(PRICE_MAX_MINOR, { error: VALIDATION.invalidValue }),
  currency: z
    .string({ error: VALIDATION.required })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, { error: VALIDATION.invalidValue })
    .default('usd'),
});

const planFields = {
  name,
  description,
  subscription_tier: wholeNumber(100),
  included_features: features,
  excluded_features: features,
  trial_days: wholeNumber(365).default(0),
  one_to_one_chat: z.boolean().default(false),
  use_ama: z.boolean().default(false),
  circle_discount_percent: percentage(0).default(0),
  is_institutional_membership: z.boolean().default(false),
  can_create_membership_card: z.boolean().default(false),
  can_use_premium_agents: z.boolean().default(false),
  prices: z
    .array(planPriceInput)
    .min(1, { error: PLAN_ADMIN_MESSAGES.priceRequired })
    .max(2, { error: PLAN_ADMIN_MESSAGES.onePricePerPeriod })
    .refine((prices) => new Set(prices.map((p) => p.recurring)).size === prices.length, {
      error: PLAN_ADMIN_MESSAGES.onePricePerPeriod,
    }),
};

/** PUT admin/subscription-plans/{id}/: the whole plan (its organization never changes). */
export const planUpdateInput = z.strictObject(planFields);
/** POST admin/subscription-plans/: a plan of an organization, or of the platform (staff). */
export const planCreateInput = z.strictObject({
  organization_id: dbId().nullable().default(null),
  ...planFields,
});
export type PlanUpdateInput = z.output<typeof planUpdateInput>;
export type PlanCreateInput = z.output<typeof planCreateInput>;

const discountFields = {
  name,
  description,
  discount_percentage: percentage(2),
  plan_ids: z
    .array(dbId())
    .max(50, { error: VALIDATION.maxItems(50) })
    .default([]),
};
export const discountUpdateInput = z.strictObject(discountFields);
export const discountCreateInput = z.strictObject({
  organization_id: dbId().nullable().default(null),
  ...discountFields,
});
export type DiscountUpdateInput = z.output<typeof discountUpdateInput>;
export type DiscountCreateInput = z.output<typeof discountCreateInput>;

/** GET admin/subscription-plans/?organization_id=: one owner's plans and discounts, archived too. */
export const plansAdminQuery = z.object({
  organization_id: z.coerce
    .number({ error: VALIDATION.expectedInteger })
    .int({ error: VALIDATION.expectedInteger })
    .positive({ error: VALIDATION.invalidValue })
    .max(2_147_483_647, { error: VALIDATION.invalidValue })
    .optional(),
});

export const adminPlanSchema = z.object({
  id: z.number(),
  organization_id: z.number().nullable(),
  name: z.string(),
  description: z.string(),
  subscription_tier: z.number().int(),
  included_features: z.array(z.string()),
  excluded_features: z.array(z.string()),
  trial_days: z.number().int(),
  one_to_one_chat: z.boolean(),
  use_ama: z.boolean(),
  circle_discount_percent: z.number().int(),
  is_institutional_membership: z.boolean(),
  can_create_membership_card: z.boolean(),
  can_use_premium_agents: z.boolean(),
  is_active: z.boolean(),
  /** The prices new members pay (earlier prices stay with the members who pay them). */
  prices: z.array(
    z.object({
      id: z.number(),
      recurring: z.enum(['month', 'year']),
      price: z.number().int(),
      currency: z.string(),
      stripe_price_id: z.string().nullable(),
    }),
  ),
  /** Members whose subscription is on this plan now (any status but canceled). */
  subscribers: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminDiscountSchema = z.object({
  id: z.number(),
  organization_id: z.number().nullable(),
  name: z.string(),
  description: z.string(),
  discount_percentage: z.number(),
  plan_ids: z.array(z.number().int()),
  is_active: z.boolean(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;
export const plansAdminSchema = z.object({
  organization_id: z.number().nullable(),
  subscription_plans: z.array(adminPlanSchema),
  subscription_discounts: z.array(adminDiscountSchema),
});
export type PlansAdmin = z.infer<typeof plansAdminSchema>;
export const adminPlanResultSchema = z.object({ message: z.string(), data: adminPlanSchema });
export const adminDiscountResultSchema = z.object({ message: z.string(), data: adminDiscountSchema });
