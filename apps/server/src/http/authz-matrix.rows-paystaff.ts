import type { TestApp } from '../../test/helpers.js';
import { createPlansRepository } from '../modules/payments/payments.plans.repository.js';
import type { World } from './authz-matrix.fixtures.js';
import { row, type Row } from './authz-matrix.kit.js';

/** The test app of the world a row is called with (the matrix test sets it before the rows run). */
let app: TestApp | null = null;
export const usePaystaffApp = (t: TestApp) => {
  app = t;
};

//                                  anon trial unver member cert leader admin other staff infl
/** The organization's accepted admins and staff (otherAdmin administers another organization). */
const ORG_ADMINS = /*            */ '401  403   403   403    403  403    ok    403   ok    403';

const planBody = {
  name: 'Matrix plan',
  subscription_tier: 1,
  prices: [{ recurring: 'month', price: 500, currency: 'usd' }],
};

/** One plan and one discount of org, made once per world. */
const made = new WeakMap<World, Promise<{ plan: number; discount: number }>>();
const ownedOf = (w: World) => {
  if (!made.has(w))
    made.set(
      w,
      (async () => {
        const plans = createPlansRepository(app!.ctx.database.db);
        const plan = await plans.insertPlan({
          organizationId: w.org.id,
          name: 'Matrix',
          subscriptionTier: 1,
        });
        await plans.insertPrice({ planId: plan.id, amountMinor: 500, currency: 'usd', recurring: 'month' });
        const discount = await plans.insertDiscount({
          organizationId: w.org.id,
          name: 'Matrix',
          discountPercentage: 5,
        });
        return { plan: plan.id, discount: discount.id };
      })(),
    );
  return made.get(w)!;
};

/** Rows of the plans admin (/admin-dashboard/plans): an organization's plans, prices and discounts. */
export const PAYSTAFF_ROWS: Record<string, Row> = {
  'GET /api/v1/admin/subscription-plans/': row(ORG_ADMINS, (w) => ({
    path: `/api/v1/admin/subscription-plans/?organization_id=${w.org.id}`,
  })),
  'POST /api/v1/admin/subscription-plans/': row(ORG_ADMINS, (w) => ({
    path: '/api/v1/admin/subscription-plans/',
    body: { ...planBody, organization_id: w.org.id },
  })),
  'PUT /api/v1/admin/subscription-plans/{id}/': row(ORG_ADMINS, async (w) => ({
    path: `/api/v1/admin/subscription-plans/${(await ownedOf(w)).plan}/`,
    body: planBody,
  })),
  'POST /api/v1/admin/subscription-plans/{id}/archive/': row(ORG_ADMINS, async (w) => ({
    path: `/api/v1/admin/subscription-plans/${(await ownedOf(w)).plan}/archive/`,
  })),
  'POST /api/v1/admin/subscription-discounts/': row(ORG_ADMINS, (w) => ({
    path: '/api/v1/admin/subscription-discounts/',
    body: { organization_id: w.org.id, name: 'Matrix', discount_percentage: 12.5 },
  })),
  'PUT /api/v1/admin/subscription-discounts/{id}/': row(ORG_ADMINS, async (w) => ({
    path: `/api/v1/admin/subscription-discounts/${(await ownedOf(w)).discount}/`,
    body: { name: 'Matrix', discount_percentage: 7.25 },
  })),
  'POST /api/v1/admin/subscription-discounts/{id}/archive/': row(ORG_ADMINS, async (w) => ({
    path: `/api/v1/admin/subscription-discounts/${(await ownedOf(w)).discount}/archive/`,
  })),
};
