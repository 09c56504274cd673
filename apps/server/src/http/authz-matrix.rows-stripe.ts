import { ANYONE_PASS, SIGNED_PASS, row, type Row } from './authz-matrix.kit.js';

//                             anon trial unver member cert leader admin other staff infl
/** A card needs a plan that includes one: nobody in the matrix's world has such a plan. */
const CARD_HOLDERS = /*     */ '401  403   403   403    403  403    403   403   403   403';
const UNKNOWN = /*          */ '404  404   404   404    404  404    404   404   404   404';

const back = {
  success_url: 'http://localhost/payment/success',
  cancel_url: 'http://localhost/payment/cancel',
};

/**
 * Rows of the matrix for the card-provider calls (issue 20): one-time payments, donations, the
 * customer portal and the webhook. The matrix runs in manual mode (no Stripe key), where each is
 * let through authorization to its own answer: nothing to pay for an organization, no card
 * provider, or no valid signature (400). The Stripe flows per role are in payments-stripe.api.test.ts.
 */
export const STRIPE_ROWS: Record<string, Row> = {
  'POST /api/v1/payment/create-one-time-payment/': row(SIGNED_PASS, (w) => ({
    path: '/api/v1/payment/create-one-time-payment/',
    body: { entity_type: 'group', group_id: w.org.id, ...back },
  })),
  'POST /api/v1/payment/create-customer-portal-session/': row(SIGNED_PASS, () => ({
    path: '/api/v1/payment/create-customer-portal-session/',
    body: {},
  })),
  'POST /api/v1/donate/': row(SIGNED_PASS, (w) => ({
    path: '/api/v1/donate/',
    body: { group_id: w.org.id, amount: 1000, ...back },
  })),
  // As the payment instructions: the organization's admins and staff; others do not see it (404).
  'PUT /api/v1/groups/{id}/donation-details/': row('401 404 404 403 403 403 ok 404 ok 404', (w) => ({
    path: `/api/v1/groups/${w.org.id}/donation-details/`,
    body: { donation_details: [{ name: 'Scholarship', description: 'Fund a seat' }] },
  })),
  'POST /api/v1/membership-card/': row(CARD_HOLDERS, () => ({ path: '/api/v1/membership-card/', body: {} })),
  // Public by design (the QR code's page); an unknown token is 404 for everyone.
  'GET /api/v1/membership-card/verify/{token}/': row(UNKNOWN, () => ({
    path: '/api/v1/membership-card/verify/no-such-card-token-000/',
  })),
  'GET /api/v1/membership-card/image/{key}': row(UNKNOWN, () => ({
    path: '/api/v1/membership-card/image/00000000-0000-4000-8000-000000000000.png',
  })),
  // Signed by the provider, not by a user: everyone reaches the signature check.
  'POST /api/v1/payment/webhook/': row(ANYONE_PASS, () => ({
    path: '/api/v1/payment/webhook/',
    body: { id: 'evt_matrix', type: 'invoice.paid' },
  })),
};
