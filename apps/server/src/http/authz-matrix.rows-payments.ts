import type { TestApp } from '../../test/helpers.js';
import { seedPayments } from '../db/seed-payments.js';
import type { World } from './authz-matrix.fixtures.js';
import { EVERYONE, SIGNED_IN, SIGNED_PASS, row, type Row } from './authz-matrix.kit.js';

/** The test app of the world a row is called with (the matrix test sets it before the rows run). */
let app: TestApp | null = null;
export const usePaymentsApp = (t: TestApp) => {
  app = t;
};

const back = {
  success_url: 'http://localhost/payment/success',
  cancel_url: 'http://localhost/payment/cancel',
};

/** The demo plans, seeded once per world; answers a yearly price id. */
const seeded = new WeakMap<World, Promise<number>>();
const priceOf = (w: World) => {
  if (!seeded.has(w))
    seeded.set(
      w,
      (async () => {
        await seedPayments(app!.ctx.database, w.org.id, w.users.admin.id);
        const [row] = await app!.ctx.database.query<{ id: number }>(
          `SELECT id FROM subscription_prices WHERE recurring = 'year' AND amount_minor > 0 ORDER BY id LIMIT 1`,
        );
        return row!.id;
      })(),
    );
  return seeded.get(w)!;
};

/** A manual payment of org's member, made for one call. */
async function memberPayment(w: World): Promise<number> {
  const res = await app!.app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-subscription/',
    payload: { price_id: await priceOf(w), ...back },
    headers: { authorization: `Bearer ${await app!.ctx.access.sign(w.users.member.id)}` },
  });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.body}`);
  return Number(/(\d+)$/.exec(res.json().data as string)![1]);
}

//                                  anon trial unver member cert leader admin other staff infl
/** Admins of an organization (otherAdmin reviews otherOrg's payments) and staff. */
const REVIEWERS = /*             */ '401  403   403   403    403  403    ok    ok    ok    403';
const PAYER_AND_REVIEWERS = /*   */ '401  404   404   ok     404  404    ok    404   ok    404';
const ORG_MEMBERS = /*           */ '401  404   404   ok     ok   ok     ok    404   ok    404';

/** Rows of the matrix: plans, subscriptions, manual payments and their review, the ledger (issue 20). */
export const PAYMENT_ROWS: Record<string, Row> = {
  'GET /api/v1/subscription-plans/': row(EVERYONE, () => ({ path: '/api/v1/subscription-plans/' })),
  'GET /api/v1/subscription-detail/': row(SIGNED_IN, () => ({ path: '/api/v1/subscription-detail/' })),
  'POST /api/v1/payment/create-subscription/': row(SIGNED_PASS, async (w) => ({
    path: '/api/v1/payment/create-subscription/',
    body: { price_id: await priceOf(w), ...back },
  })),
  'POST /api/v1/payment/update-subscription/': row(SIGNED_PASS, () => ({
    path: '/api/v1/payment/update-subscription/',
    body: { is_renew: true },
  })),
  'POST /api/v1/payment/cancel-subscription/': row(SIGNED_PASS, () => ({
    path: '/api/v1/payment/cancel-subscription/',
    body: { cancellation_reason: 'Matrix' },
  })),
  'GET /api/v1/payment/manual/{id}/': row(PAYER_AND_REVIEWERS, async (w) => ({
    path: `/api/v1/payment/manual/${await memberPayment(w)}/`,
  })),
  // Only the payer sends the receipt (file 1 is not theirs: 400); reviewers see it but may not.
  'POST /api/v1/payment/manual/{id}/receipt/': row('401 404 404 pass 404 404 403 404 403 404', async (w) => ({
    path: `/api/v1/payment/manual/${await memberPayment(w)}/receipt/`,
    body: { receipt: 1 },
  })),
  'GET /api/v1/payment-reviews/': row(REVIEWERS, () => ({ path: '/api/v1/payment-reviews/' })),
  // Reviewers get through to the state check (no receipt yet: 400); the payer may not review.
  'POST /api/v1/payment-reviews/{id}/': row('401 404 404 403 404 404 pass 404 pass 404', async (w) => ({
    path: `/api/v1/payment-reviews/${await memberPayment(w)}/`,
    body: { action: 'confirm' },
  })),
  'GET /api/v1/payment-ledger/export/': row(REVIEWERS, () => ({ path: '/api/v1/payment-ledger/export/' })),
  'GET /api/v1/groups/{id}/payment-instructions/': row(ORG_MEMBERS, (w) => ({
    path: `/api/v1/groups/${w.org.id}/payment-instructions/`,
  })),
  'PUT /api/v1/groups/{id}/payment-instructions/': row('401 404 404 403 403 403 ok 404 ok 404', (w) => ({
    path: `/api/v1/groups/${w.org.id}/payment-instructions/`,
    body: { instructions: 'Bank transfer to the matrix account.' },
  })),
};
