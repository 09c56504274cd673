import { expect } from 'vitest';
import { seedPayments } from '../../db/seed-payments.js';
import { startStripeStandIn, type StripeStandIn } from '../../platform/payments/testing/stripe-stand-in.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

export interface Plans {
  subscription_plans: Array<{ id: number; name: string; prices: Array<{ id: number; recurring: string }> }>;
  subscription_discounts: Array<{ id: number; name: string; discount_percentage: number }>;
}

export const SECRET = 'sk_test_standin_0123456789';
export const WEBHOOK_SECRET = 'whsec_standin_0123456789abcdef';
export const back = {
  success_url: 'http://localhost/payment/success?type=subscription',
  cancel_url: 'http://localhost/payment/cancel',
};

/**
 * The Stripe API test files' set-up: the SDK against the local stand-in (webhooks delivered
 * through Fastify's inject to host `localhost`), an organization with an admin, the demo plans.
 */
export async function startStripeSuite(env: Record<string, string> = {}) {
  const box: { t?: TestApp } = {};
  const stripe: StripeStandIn = await startStripeStandIn({
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (payload, signature) => {
      const res = await box.t!.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook/',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature, host: 'localhost' },
      });
      return { status: res.statusCode, body: res.body };
    },
  });
  const app = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_URL: stripe.url,
      ...env,
    },
  });
  box.t = app;
  const http = api(app);
  const org = await makeGroup(app, { groupType: 'organization' });
  const admin = await makeUser(app);
  await addMember(app, org.id, admin, 'admin');
  await seedPayments(app.ctx.database, org.id, admin.id);
  const plans = (await http.get('/subscription-plans/')).json() as Plans;

  const priceOf = (name: string, recurring = 'year') =>
    plans.subscription_plans.find((p) => p.name === name)!.prices.find((p) => p.recurring === recurring)!;
  const sessionIdOf = (url: string) => /\/checkout\/(cs_test_\w+)$/.exec(url)![1]!;

  return {
    t: app,
    stripe,
    http,
    org,
    admin,
    plans,
    priceOf,
    sessionIdOf,
    async close() {
      await app.close();
      await stripe.close();
    },
    async member() {
      const user = await makeUser(app);
      await addMember(app, org.id, user);
      return user;
    },
    flags: async (user: TestUser) => (await http.get('/identity/', user.token)).json().user_subscription,
    detail: async (user: TestUser) => (await http.get('/subscription-detail/', user.token)).json(),
    ledger: async (action: string, reference?: string) =>
      app.ctx.database.query<{ amount_minor: number; currency: string; provider_reference: string }>(
        `SELECT amount_minor, currency, provider_reference FROM payment_ledger WHERE action = $1${
          reference ? ' AND provider_reference = $2' : ''
        }`,
        reference ? [action, reference] : [action],
      ),
    /** A member who paid for `plan` through checkout; answers their Stripe subscription id. */
    async subscribed(user: TestUser, plan = 'Basic', discount_ids: number[] = []) {
      const res = await http.post(
        '/payment/create-subscription/',
        { price_id: priceOf(plan).id, discount_ids, ...back },
        user.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const { session, deliveries } = await stripe.complete(sessionIdOf(res.json().data));
      for (const d of deliveries) expect(d.status, d.body).toBe(200);
      return session.subscription as string;
    },
  };
}
export type StripeSuite = Awaited<ReturnType<typeof startStripeSuite>>;
