import { PAYMENT_MESSAGES as M } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/groups-helpers.js';
import { createPaymentsRepository } from './payments.repository.js';
import { back, startStripeSuite, type StripeSuite } from './payments-stripe.fixtures.js';

describe('Stripe subscriptions (the SDK against a local stand-in, signed webhooks)', () => {
  let s: StripeSuite;
  let t: StripeSuite['t'];
  let stripe: StripeSuite['stripe'];
  let http: StripeSuite['http'];
  let plans: StripeSuite['plans'];
  beforeAll(async () => {
    s = await startStripeSuite();
    ({ t, stripe, http, plans } = s);
  });
  afterAll(() => s.close());
  const priceOf = (name: string, recurring?: string) => s.priceOf(name, recurring);
  const sessionIdOf = (url: string) => s.sessionIdOf(url);
  const member = () => s.member();
  const flags = (user: TestUser) => s.flags(user);
  const detail = (user: TestUser) => s.detail(user);
  const ledger = (action: string, reference?: string) => s.ledger(action, reference);
  const subscribed = (user: TestUser, plan?: string, discountIds?: number[]) =>
    s.subscribed(user, plan, discountIds);

  it('subscribes with a trial and discounts: checkout session, webhook, identity flags', async () => {
    const user = await member();
    expect((await flags(user)).applied_membership_tier).toBe(0);
    const student = plans.subscription_discounts.find((d) => d.name === 'Student')!;
    const early = plans.subscription_discounts.find((d) => d.name === 'Early bird')!;
    const res = await http.post(
      '/payment/create-subscription/',
      { price_id: priceOf('Professional').id, discount_ids: [student.id, early.id], ...back },
      user.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data as string;
    expect(url.startsWith(`${stripe.url}/checkout/cs_test_`)).toBe(true);
    // What the SDK sent: the yearly price, 14 trial days, one 35% coupon, our ids in metadata.
    const sent = stripe.seen.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    const form = new URLSearchParams(sent.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('19000');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(form.get('subscription_data[trial_period_days]')).toBe('14');
    expect(form.get('discounts[0][coupon]')).toBe('careerhub-35-off');
    expect(stripe.coupons.get('careerhub-35-off')?.percent_off).toBe(35);
    expect(form.get('metadata[user_id]')).toBe(String(user.id));
    expect(form.get('customer_email')).toBe(user.email);
    // Nothing granted before the provider says so.
    expect((await flags(user)).applied_membership_tier).toBe(0);

    const { deliveries } = await stripe.complete(sessionIdOf(url));
    expect(deliveries.map((d) => d.status)).toEqual([200]);
    const f = await flags(user);
    expect(f).toMatchObject({
      applied_membership_tier: 2,
      payment_status: 'confirmed',
      can_use_premium_agents: true,
      can_create_membership_card: true,
      circle_discount_percent: 25,
    });
    const d = (await detail(user)).data;
    expect(d).toMatchObject({ status: 'trialing', provider: 'stripe', plan_name: 'Professional' });
    expect(new Date(d.trial_end).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(d.discount.coupon.percent_off).toBe(35);
    expect((await detail(user)).publishable_key).toBe('pk_test_standin');
  });

  it('caps the combined discount at 100% (one coupon), and a second subscription has no trial', async () => {
    const repo = createPaymentsRepository(t.ctx.database.db);
    const big = await repo.insertDiscount({ name: 'Big', discountPercentage: 70, subscriptionTiers: [] });
    const bigger = await repo.insertDiscount({
      name: 'Bigger',
      discountPercentage: 60,
      subscriptionTiers: [],
    });
    const user = await member();
    const res = await http.post(
      '/payment/create-subscription/',
      { price_id: priceOf('Professional', 'month').id, discount_ids: [big.id, bigger.id], ...back },
      user.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const form = new URLSearchParams(
      stripe.seen.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body,
    );
    expect(form.get('discounts[0][coupon]')).toBe('careerhub-100-off');
    expect(stripe.sessions.get(sessionIdOf(res.json().data))!.amount_total).toBe(0);
    await stripe.complete(sessionIdOf(res.json().data));
    // Canceled, then back: no second trial.
    await http.post('/payment/cancel-subscription/', { cancellation_reason: 'Trying again' }, user.token);
    expect((await detail(user)).data.status).toBe('canceled');
    await http.post(
      '/payment/create-subscription/',
      { price_id: priceOf('Professional').id, ...back },
      user.token,
    );
    const again = new URLSearchParams(
      stripe.seen.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body,
    );
    expect(again.get('subscription_data[trial_period_days]')).toBeNull();
  });

  it('refuses an unknown price, a discount that does not apply and a foreign return address: nothing sent', async () => {
    const user = await member();
    const before = stripe.seen.length;
    const unknown = await http.post(
      '/payment/create-subscription/',
      { price_id: 999999, ...back },
      user.token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field_errors.price_id).toEqual([M.unknownPrice]);
    const student = plans.subscription_discounts.find((d) => d.name === 'Student')!;
    const wrongTier = await http.post(
      '/payment/create-subscription/',
      { price_id: priceOf('Institution').id, discount_ids: [student.id], ...back },
      user.token,
    );
    expect(wrongTier.statusCode).toBe(400);
    expect(wrongTier.json().field_errors.discount_ids).toEqual([M.discountNotApplicable]);
    const foreign = await http.post(
      '/payment/create-subscription/',
      { price_id: priceOf('Basic').id, success_url: 'https://evil.example/x', cancel_url: back.cancel_url },
      user.token,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field_errors.success_url).toEqual([M.foreignUrl]);
    expect(stripe.seen.length).toBe(before);
  });

  it('upgrades in place: the subscription moves to the new price, the webhook moves the flags', async () => {
    const user = await member();
    const subId = await subscribed(user, 'Basic');
    expect((await flags(user)).applied_membership_tier).toBe(1);
    const res = await http.post(
      '/payment/update-subscription/',
      { price_id: priceOf('Professional').id },
      user.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.switched);
    expect(stripe.subscription(subId).metadata).toMatchObject({
      price_id: String(priceOf('Professional').id),
    });
    expect((await flags(user)).applied_membership_tier).toBe(2);
    expect((await detail(user)).data.plan_name).toBe('Professional');
    // A downgrade needs a reason.
    const down = await http.post(
      '/payment/update-subscription/',
      { price_id: priceOf('Basic').id },
      user.token,
    );
    expect(down.statusCode).toBe(400);
    expect(down.json().field_errors.cancellation_reason).toEqual([M.reasonRequired]);
  });

  it('cancels at period end with a reason (still active until then), renews, and ends on deletion', async () => {
    const user = await member();
    const subId = await subscribed(user, 'Basic');
    const noReason = await http.post(
      '/payment/update-subscription/',
      { cancel_at_period_end: true },
      user.token,
    );
    expect(noReason.statusCode).toBe(400);
    const res = await http.post(
      '/payment/update-subscription/',
      { cancellation_reason: 'Too busy', cancel_at_period_end: true },
      user.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.subscription(subId).cancel_at_period_end).toBe(true);
    let d = (await detail(user)).data;
    expect(d.status).toBe('active');
    expect(d.cancel_at).not.toBeNull();
    expect((await flags(user)).applied_membership_tier).toBe(1);
    const renew = await http.post('/payment/update-subscription/', { is_renew: true }, user.token);
    expect(renew.statusCode, renew.body).toBe(200);
    expect(stripe.subscription(subId).cancel_at_period_end).toBe(false);
    expect((await detail(user)).data.cancel_at).toBeNull();
    // The period ends: Stripe deletes the subscription.
    const sub = stripe.subscription(subId);
    const ended = await stripe.send(
      stripe.event('customer.subscription.deleted', { ...sub, status: 'canceled' }),
    );
    expect(ended.status).toBe(200);
    d = (await detail(user)).data;
    expect(d.status).toBe('canceled');
    expect((await flags(user)).applied_membership_tier).toBe(0);
  });

  it('a failed invoice makes the subscription past_due (the features stay while Stripe retries)', async () => {
    const user = await member();
    const subId = await subscribed(user, 'Basic');
    const invoice = stripe.invoiceFor(stripe.subscription(subId), false, Math.floor(Date.now() / 1000) + 5);
    const res = await stripe.send(
      stripe.event('invoice.payment_failed', invoice, Math.floor(Date.now() / 1000) + 5),
    );
    expect(res.status, res.body).toBe(200);
    expect((await detail(user)).data.status).toBe('past_due');
    expect(await flags(user)).toMatchObject({ applied_membership_tier: 1, payment_status: 'pending' });
    expect(await ledger('invoice_payment_failed', invoice.id as string)).toHaveLength(1);
    // The retry succeeds.
    const paid = stripe.invoiceFor(stripe.subscription(subId), true);
    await stripe.send(stripe.event('invoice.paid', paid, Math.floor(Date.now() / 1000) + 10));
    expect((await detail(user)).data.status).toBe('active');
  });

  it('applies one event once when it is delivered 20 times at the same moment', async () => {
    const user = await member();
    const subId = await subscribed(user, 'Basic');
    const invoice = stripe.invoiceFor(stripe.subscription(subId), true);
    const event = stripe.event('invoice.paid', invoice, Math.floor(Date.now() / 1000) + 20);
    const answers = await Promise.all(Array.from({ length: 20 }, () => stripe.send(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => JSON.parse(a.body).applied === true)).toHaveLength(1);
    const rows = await ledger('invoice_paid', invoice.id as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount_minor: 9000, currency: 'usd' });
    // A later redelivery (Stripe retries for days) changes nothing either.
    expect(JSON.parse((await stripe.send(event)).body)).toEqual({ received: true, applied: false });
    expect(await ledger('invoice_paid', invoice.id as string)).toHaveLength(1);
  });

  it('never moves a subscription backwards: older events delivered late change nothing', async () => {
    const user = await member();
    const subId = await subscribed(user, 'Basic');
    const t0 = Math.floor(Date.now() / 1000) + 100;
    const sub = stripe.subscription(subId);
    // Newer first: the subscription is active again at t0+20; the failure from t0+10 arrives late.
    await stripe.send(stripe.event('customer.subscription.updated', { ...sub, status: 'active' }, t0 + 20));
    const late = await stripe.send(
      stripe.event('invoice.payment_failed', stripe.invoiceFor(sub, false), t0 + 10),
    );
    expect(late.status).toBe(200);
    expect((await detail(user)).data.status).toBe('active');
    // Deleted at t0+40; an update from t0+30 delivered after it does not bring it back.
    await stripe.send(stripe.event('customer.subscription.deleted', { ...sub, status: 'canceled' }, t0 + 40));
    await stripe.send(stripe.event('customer.subscription.updated', { ...sub, status: 'active' }, t0 + 30));
    expect((await detail(user)).data.status).toBe('canceled');
    expect((await flags(user)).applied_membership_tier).toBe(0);
  });

  it('refuses a bad signature, a replayed (stale) signature, no signature and a body that is not the signed one', async () => {
    const user = await member();
    const subId = await subscribed(user, 'Basic');
    const event = stripe.event('customer.subscription.deleted', {
      ...stripe.subscription(subId),
      status: 'canceled',
    });
    const payload = JSON.stringify(event);
    const post = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook/',
        payload: body,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
      });
    const forged = await post(payload, stripe.sign(payload).replace(/v1=\w+/, `v1=${'0'.repeat(64)}`));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(M.badSignature);
    const stale = await post(payload, stripe.sign(payload, Math.floor(Date.now() / 1000) - 3600));
    expect(stale.statusCode).toBe(400);
    expect((await post(payload)).statusCode).toBe(400);
    const tampered = payload.replace('"canceled"', '"active"');
    expect((await post(tampered, stripe.sign(payload))).statusCode).toBe(400);
    expect((await post('not json', stripe.sign('not json'))).statusCode).toBe(400);
    expect((await post('{}', stripe.sign('{}'))).statusCode).toBe(400);
    expect((await detail(user)).data.status).toBe('active');
  });
});
