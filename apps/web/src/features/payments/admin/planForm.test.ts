import { GROUP_MESSAGES, PLAN_ADMIN_MESSAGES } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGE,
  discountCheck,
  emptyPlanForm,
  planCheck,
  planFieldOf,
  planFormFrom,
  toMinor,
} from './planForm';

describe('the plan form', () => {
  it('reads amounts as minor units', () => {
    expect(toMinor('12.5')).toBe(1250);
    expect(toMinor(' 125 ')).toBe(12500);
    expect(toMinor('0.07')).toBe(7);
    expect(toMinor('')).toBeNull();
    expect(toMinor('12.345')).toBeNaN();
    expect(toMinor('-3')).toBeNaN();
  });

  it('builds the request body: prices per period, features one a line, the flags', () => {
    const result = planCheck({
      ...emptyPlanForm(),
      name: ' Mentor ',
      subscription_tier: '2',
      monthly: '12.50',
      yearly: '125',
      currency: 'EUR',
      trial_days: '10',
      included: 'A circle\n\n One-to-one chat ',
      flags: { ...emptyPlanForm().flags, one_to_one_chat: true },
    });
    expect(result).toEqual({
      data: expect.objectContaining({
        name: 'Mentor',
        subscription_tier: 2,
        trial_days: 10,
        included_features: ['A circle', 'One-to-one chat'],
        one_to_one_chat: true,
        use_ama: false,
        prices: [
          { recurring: 'month', price: 1250, currency: 'eur' },
          { recurring: 'year', price: 12500, currency: 'eur' },
        ],
      }),
    });
  });

  it('answers the server’s messages on the form’s fields', () => {
    expect(planCheck(emptyPlanForm())).toEqual({
      errors: { name: 'Required', monthly: PLAN_ADMIN_MESSAGES.priceRequired },
    });
    const bad = planCheck({
      ...emptyPlanForm(),
      name: 'X',
      monthly: 'ten',
      yearly: '0',
      circle_discount_percent: '120',
    });
    expect(bad).toEqual({
      errors: {
        monthly: AMOUNT_MESSAGE,
        yearly: GROUP_MESSAGES.greaterThanZero,
        circle_discount_percent: GROUP_MESSAGES.discountOver100,
      },
    });
    expect(
      planFieldOf('prices.1.price', {
        prices: [
          { recurring: 'month', price: 1, currency: 'usd' },
          { recurring: 'year', price: 1, currency: 'usd' },
        ],
      }),
    ).toBe('yearly');
    expect(planFieldOf('included_features.3')).toBe('included');
  });

  it('fills the form from a saved plan and back', () => {
    const values = planFormFrom({
      id: 1,
      organization_id: null,
      name: 'Pro',
      description: '',
      subscription_tier: 2,
      included_features: ['a', 'b'],
      excluded_features: [],
      trial_days: 7,
      one_to_one_chat: true,
      use_ama: false,
      circle_discount_percent: 25,
      is_institutional_membership: false,
      can_create_membership_card: true,
      can_use_premium_agents: false,
      is_active: true,
      prices: [{ id: 9, recurring: 'year', price: 19000, currency: 'usd', stripe_price_id: null }],
      subscribers: 0,
    });
    expect(values).toMatchObject({ yearly: '190.00', monthly: '', included: 'a\nb', trial_days: '7' });
    expect(values.flags).toMatchObject({ one_to_one_chat: true, can_create_membership_card: true });
  });

  it('checks a discount: 2 decimals at most, 0 to 100', () => {
    const base = { name: 'Friends', description: '', plan_ids: [3] };
    expect(discountCheck({ ...base, discount_percentage: '12.5' })).toEqual({
      data: { ...base, discount_percentage: 12.5 },
    });
    expect(discountCheck({ ...base, discount_percentage: '12.555' })).toEqual({
      errors: { discount_percentage: PLAN_ADMIN_MESSAGES.twoDecimals },
    });
    expect(discountCheck({ ...base, discount_percentage: '101' })).toEqual({
      errors: { discount_percentage: GROUP_MESSAGES.discountOver100 },
    });
  });
});
