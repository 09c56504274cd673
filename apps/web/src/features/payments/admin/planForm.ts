import {
  PLAN_FLAGS,
  discountUpdateInput,
  planUpdateInput,
  type AdminDiscount,
  type AdminPlan,
  type DiscountUpdateInput,
  type PlanFlag,
  type PlanUpdateInput,
} from '@careerhub/shared';

/** What the plan form holds: amounts and numbers as typed, features one a line. */
export interface PlanFormValues {
  name: string;
  description: string;
  subscription_tier: string;
  included: string;
  excluded: string;
  trial_days: string;
  monthly: string;
  yearly: string;
  currency: string;
  circle_discount_percent: string;
  flags: Record<PlanFlag, boolean>;
}

export const AMOUNT_MESSAGE = 'Enter an amount such as 25 or 25.50.';

/** "12.5" → 1250 minor units; "" → null (no price); anything else → NaN. */
export function toMinor(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole, cents = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** 1250 → "12.50". */
export const fromMinor = (minor: number) => (minor / 100).toFixed(2);

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function emptyPlanForm(): PlanFormValues {
  return {
    name: '',
    description: '',
    subscription_tier: '1',
    included: '',
    excluded: '',
    trial_days: '0',
    monthly: '',
    yearly: '',
    currency: 'usd',
    circle_discount_percent: '0',
    flags: Object.fromEntries(PLAN_FLAGS.map((f) => [f, false])) as Record<PlanFlag, boolean>,
  };
}

export function planFormFrom(plan: AdminPlan): PlanFormValues {
  const price = (recurring: string) => plan.prices.find((p) => p.recurring === recurring);
  return {
    name: plan.name,
    description: plan.description,
    subscription_tier: String(plan.subscription_tier),
    included: plan.included_features.join('\n'),
    excluded: plan.excluded_features.join('\n'),
    trial_days: String(plan.trial_days),
    monthly: price('month') ? fromMinor(price('month')!.price) : '',
    yearly: price('year') ? fromMinor(price('year')!.price) : '',
    currency: plan.prices[0]?.currency ?? 'usd',
    circle_discount_percent: String(plan.circle_discount_percent),
    flags: Object.fromEntries(PLAN_FLAGS.map((f) => [f, plan[f]])) as Record<PlanFlag, boolean>,
  };
}

/** A server field of a plan (`prices.1.price`, `included_features.0`) as the form's field. */
export function planFieldOf(
  path: string,
  body?: Pick<PlanUpdateInput, 'prices'>,
): keyof PlanFormValues | string {
  const price = /^prices\.(\d+)/.exec(path);
  if (price) return body?.prices[Number(price[1])]?.recurring === 'year' ? 'yearly' : 'monthly';
  if (path === 'prices') return 'monthly';
  if (path.startsWith('included_features')) return 'included';
  if (path.startsWith('excluded_features')) return 'excluded';
  return path.split('.')[0]!;
}

/** The form's values as the request body, or the first message per form field (the server's rules). */
export function planCheck(
  values: PlanFormValues,
): { data: PlanUpdateInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const prices: Array<{ recurring: 'month' | 'year'; price: number; currency: string }> = [];
  for (const [field, recurring] of [
    ['monthly', 'month'],
    ['yearly', 'year'],
  ] as const) {
    const minor = toMinor(values[field]);
    if (minor === null) continue;
    if (Number.isNaN(minor)) errors[field] = AMOUNT_MESSAGE;
    else prices.push({ recurring, price: minor, currency: values.currency });
  }
  const body = {
    name: values.name,
    description: values.description,
    subscription_tier: asNumber(values.subscription_tier),
    included_features: lines(values.included),
    excluded_features: lines(values.excluded),
    trial_days: asNumber(values.trial_days),
    circle_discount_percent: asNumber(values.circle_discount_percent),
    ...values.flags,
    prices,
  };
  const parsed = planUpdateInput.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = planFieldOf(issue.path.join('.'), body);
      errors[field] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { data: parsed.data };
}

export interface DiscountFormValues {
  name: string;
  description: string;
  discount_percentage: string;
  plan_ids: number[];
}

export const discountFormFrom = (d?: AdminDiscount): DiscountFormValues => ({
  name: d?.name ?? '',
  description: d?.description ?? '',
  discount_percentage: d ? String(d.discount_percentage) : '',
  plan_ids: d?.plan_ids ?? [],
});

export function discountCheck(
  values: DiscountFormValues,
): { data: DiscountUpdateInput } | { errors: Record<string, string> } {
  const parsed = discountUpdateInput.safeParse({
    ...values,
    discount_percentage: asNumber(values.discount_percentage),
  });
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'name')] ??= issue.message;
  return { errors };
}
