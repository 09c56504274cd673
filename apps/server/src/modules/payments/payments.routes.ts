import { Readable } from 'node:stream';
import {
  cancelSubscriptionSchema,
  cardImageParams,
  cardTokenParams,
  createOneTimePaymentSchema,
  createSubscriptionSchema,
  customerPortalSchema,
  donateSchema,
  donationDetailsInput,
  donationDetailsSchema,
  idParams,
  ledgerQuery,
  manualPaymentSchema,
  membershipCardCheckSchema,
  membershipCardSchema,
  pageSchema,
  paymentInstructionsInput,
  paymentInstructionsSchema,
  paymentMessageSchema,
  paymentReviewsQuery,
  receiptSchema,
  redirectResultSchema,
  reviewPaymentSchema,
  subscriptionDetailSchema,
  subscriptionPlansResponseSchema,
  updateSubscriptionSchema,
  webhookResultSchema,
} from '@careerhub/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { sendCsv } from '../../http/csv.js';
import { notFound } from '../../http/errors.js';
import { requestMeta } from '../auth/auth.routes.js';
import { plansAdminRoutes } from './payments.plans-admin.routes.js';
import type { CheckoutSite, PaymentsService } from './payments.service.js';

const tags = ['payments'];
const secured = [{ bearerAuth: [] }];

/** Payments and membership (spec groups-jobs-payments 7 "Payments and membership"; issue 20). */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  payments: PaymentsService;
  guards: AuthGuards;
}> = async (app, { ctx, payments, guards }) => {
  const auth = { preHandler: guards.authenticate };
  await app.register(plansAdminRoutes, { payments, guards });
  const mailSite = (request: FastifyRequest) => requestMeta(ctx, request).site;
  const checkoutSite = (request: FastifyRequest): CheckoutSite => {
    const site = mailSite(request);
    return { hosts: [request.hostname, site.host], baseUrl: site.baseUrl, brandHost: request.hostname };
  };

  app.get(
    '/subscription-plans/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'Membership plans with their prices, and the discounts',
        response: { 200: subscriptionPlansResponseSchema },
      },
    },
    async (request) => payments.plans(request.user ?? undefined),
  );
  app.get(
    '/subscription-detail/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: "The member's subscription",
        response: { 200: subscriptionDetailSchema },
      },
    },
    async (request) => payments.detail(request.user!),
  );
  app.post(
    '/payment/create-subscription/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Start paying for a plan: answers the page to send the browser to',
        body: createSubscriptionSchema,
        response: { 200: redirectResultSchema },
      },
    },
    async (request) => payments.createSubscription(request.user!, request.body, checkoutSite(request)),
  );
  app.post(
    '/payment/create-one-time-payment/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Pay for a paid circle or event (the member’s circle discount applied)',
        body: createOneTimePaymentSchema,
        response: { 200: redirectResultSchema },
      },
    },
    async (request) => payments.createOneTimePayment(request.user!, request.body, checkoutSite(request)),
  );
  app.post(
    '/payment/create-customer-portal-session/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'The card provider’s customer portal for the member’s subscription',
        body: customerPortalSchema,
        response: { 200: redirectResultSchema },
      },
    },
    async (request) => payments.customerPortal(request.user!, request.body.return_url, checkoutSite(request)),
  );
  app.post(
    '/donate/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Donate to an organization: answers the checkout page',
        body: donateSchema,
        response: { 200: redirectResultSchema },
      },
    },
    async (request) => payments.donate(request.user!, request.body, checkoutSite(request)),
  );
  app.post(
    '/membership-card/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Draw the member’s membership card (plans that include one)',
        response: { 200: membershipCardSchema },
      },
    },
    async (request) => payments.cards.issue(request.user!, mailSite(request)),
  );
  app.get(
    '/membership-card/verify/:token/',
    {
      schema: {
        tags,
        summary: 'The check behind a membership card’s QR code: the name and valid or expired',
        params: cardTokenParams,
        response: { 200: membershipCardCheckSchema },
      },
    },
    async (request) => payments.cards.verify(request.params.token),
  );
  app.get(
    '/membership-card/image/:key',
    {
      schema: { tags, summary: 'A membership card (PNG)', params: cardImageParams },
    },
    async (request, reply) => {
      const object = await payments.cards.image(request.params.key);
      if (!object) throw notFound();
      return reply
        .header('content-type', 'image/png')
        .header('content-length', object.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(object.body);
    },
  );
  // The provider's webhook reads the raw body: the signature covers the exact bytes sent.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/payment/webhook/',
      {
        schema: {
          tags,
          summary: 'Card provider events (Stripe webhooks), signed',
          response: { 200: webhookResultSchema },
        },
      },
      async (request) =>
        payments.webhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof request.headers['stripe-signature'] === 'string'
            ? request.headers['stripe-signature']
            : undefined,
          mailSite(request),
        ),
    );
  });
  app.post(
    '/payment/update-subscription/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Cancel at period end (with a reason), renew, or change plan',
        body: updateSubscriptionSchema,
        response: { 200: paymentMessageSchema.extend({ data: z.string().optional() }) },
      },
    },
    async (request) => payments.updateSubscription(request.user!, request.body, checkoutSite(request)),
  );
  app.post(
    '/payment/cancel-subscription/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'End the membership now',
        body: cancelSubscriptionSchema,
        response: { 200: paymentMessageSchema },
      },
    },
    async (request) => payments.cancelSubscription(request.user!, request.body.cancellation_reason),
  );
  app.get(
    '/payment/manual/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'A manual payment: amount, the organization’s instructions, the receipt',
        params: idParams,
        response: { 200: manualPaymentSchema },
      },
    },
    async (request) => payments.manualPayment(request.user!, request.params.id),
  );
  app.post(
    '/payment/manual/:id/receipt/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Send the receipt of a manual payment (an uploaded image or PDF)',
        params: idParams,
        body: receiptSchema,
        response: { 200: paymentMessageSchema },
      },
    },
    async (request) =>
      payments.submitReceipt(request.user!, request.params.id, request.body.receipt, mailSite(request)),
  );
  app.get(
    '/payment-reviews/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Manual payments to review (organization admins, staff)',
        querystring: paymentReviewsQuery,
        response: { 200: pageSchema(manualPaymentSchema) },
      },
    },
    async (request) => payments.reviewQueue(request.user!, request.query),
  );
  app.post(
    '/payment-reviews/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Confirm or reject a manual payment',
        params: idParams,
        body: reviewPaymentSchema,
        response: { 200: paymentMessageSchema },
      },
    },
    async (request) => payments.review(request.user!, request.params.id, request.body, mailSite(request)),
  );
  app.get(
    '/payment-ledger/export/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'The payments ledger as CSV (organization admins, staff)',
        querystring: ledgerQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        stream: Readable.from([await payments.ledgerCsv(request.user!, request.query.organization)]),
        filename: 'payments-ledger.csv',
      }),
  );
  app.put(
    '/groups/:id/donation-details/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Write the organization’s donation details (organization admins, staff)',
        params: idParams,
        body: donationDetailsInput,
        response: { 200: donationDetailsSchema },
      },
    },
    async (request) =>
      payments.saveDonationDetails(request.user!, request.params.id, request.body.donation_details),
  );
  app.get(
    '/groups/:id/payment-instructions/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'How to pay the organization by hand (its members, staff)',
        params: idParams,
        response: { 200: paymentInstructionsSchema },
      },
    },
    async (request) => payments.instructions(request.user!, request.params.id),
  );
  app.put(
    '/groups/:id/payment-instructions/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Write the payment instructions (organization admins, staff)',
        params: idParams,
        body: paymentInstructionsInput,
        response: { 200: paymentInstructionsSchema },
      },
    },
    async (request) => payments.saveInstructions(request.user!, request.params.id, request.body.instructions),
  );
};
