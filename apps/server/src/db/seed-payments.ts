import { createPaymentsRepository } from '../modules/payments/payments.repository.js';
import type { Database } from '../platform/db/index.js';

/**
 * The demo membership plans (issue 20): a free tier and three paid tiers, monthly and yearly
 * prices in cents, a trial on the middle tier, two discounts, and payment instructions for the
 * demo organization. Seeded once: nothing is added when any plan exists.
 */
const PLANS = [
  {
    name: 'Free',
    description: 'Join the community and learn in the open.',
    subscriptionTier: 0,
    includedFeatures: ['Community posts and resources', 'Join open circles', 'Apply to jobs'],
    excludedFeatures: ['Premium AI agents', 'Membership card', 'Circle discount'],
    prices: [
      { amountMinor: 0, recurring: 'month' },
      { amountMinor: 0, recurring: 'year' },
    ],
  },
  {
    name: 'Basic',
    description: 'Grow your network with one-to-one chat and the assistant.',
    subscriptionTier: 1,
    includedFeatures: ['One-to-one chat', 'AI assistant', '10% off paid circles'],
    excludedFeatures: ['Premium AI agents', 'Membership card'],
    oneToOneChat: true,
    useAma: true,
    circleDiscountPercent: 10,
    prices: [
      { amountMinor: 900, recurring: 'month' },
      { amountMinor: 9000, recurring: 'year' },
    ],
  },
  {
    name: 'Professional',
    description: 'Premium agents, a membership card and bigger circle discounts.',
    subscriptionTier: 2,
    includedFeatures: ['Everything in Basic', 'Premium AI agents', 'Membership card', '25% off paid circles'],
    excludedFeatures: ['Institutional seats'],
    oneToOneChat: true,
    useAma: true,
    circleDiscountPercent: 25,
    canCreateMembershipCard: true,
    canUsePremiumAgents: true,
    prices: [
      { amountMinor: 1900, recurring: 'month', trialDays: 7 },
      { amountMinor: 19000, recurring: 'year', trialDays: 14 },
    ],
  },
  {
    name: 'Institution',
    description: 'For schools and organizations that enrol their members.',
    subscriptionTier: 3,
    includedFeatures: ['Everything in Professional', 'Institutional seats', '50% off paid circles'],
    excludedFeatures: [],
    oneToOneChat: true,
    useAma: true,
    circleDiscountPercent: 50,
    canCreateMembershipCard: true,
    canUsePremiumAgents: true,
    isInstitutional: true,
    prices: [
      { amountMinor: 4900, recurring: 'month' },
      { amountMinor: 49000, recurring: 'year' },
    ],
  },
];

export async function seedPayments(
  database: Database,
  organizationId: number | null,
  adminId: number | null,
) {
  const repo = createPaymentsRepository(database.db);
  if ((await repo.planCount()) > 0) return 0;
  for (const { prices, ...plan } of PLANS) {
    const row = await repo.insertPlan(plan);
    for (const price of prices) await repo.insertPrice({ planId: row.id, currency: 'usd', ...price });
  }
  await repo.insertDiscount({
    name: 'Student',
    description: 'For students enrolled in a partner institution.',
    discountPercentage: 20,
    subscriptionTiers: [1, 2],
  });
  await repo.insertDiscount({
    name: 'Early bird',
    description: 'Thank you for joining early.',
    discountPercentage: 15,
    subscriptionTiers: [],
  });
  if (organizationId && adminId && !(await repo.instructions(organizationId)))
    await repo.saveInstructions(
      organizationId,
      'Pay by bank transfer to CareerHub Community, IBAN DE89 3704 0044 0532 0130 00 (BIC COBADEFFXXX), ' +
        'or by mobile wallet to +1 555 0100. Write your email address as the reference, then upload the receipt below.',
      adminId,
    );
  return PLANS.length;
}
