import { ANYONE_PASS, SIGNED_PASS, row, type Row } from './authz-matrix.kit.js';

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
  // Signed by the provider, not by a user: everyone reaches the signature check.
  'POST /api/v1/payment/webhook/': row(ANYONE_PASS, () => ({
    path: '/api/v1/payment/webhook/',
    body: { id: 'evt_matrix', type: 'invoice.paid' },
  })),
};
