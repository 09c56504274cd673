import { PAYMENT_MESSAGES as M } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPayments } from '../../db/seed-payments.js';
import { startStripeStandIn, type StripeStandIn } from '../../platform/payments/testing/stripe-stand-in.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { multipartBody, pngImage } from '../uploads/fixtures.js';
import { createPaymentsRepository } from './payments.repository.js';

interface Plans {
  subscription_plans: Array<{ id: number; name: string; prices: Array<{ id: number; recurring: string }> }>;
  subscription_discounts: Array<{ id: number; name: string; discount_percentage: number }>;
}

const SECRET = 'sk_test_standin_0123456789';
const WEBHOOK_SECRET = 'whsec_standin_0123456789abcdef';

describe('payments through Stripe (the SDK against a local stand-in, signed webhooks)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let http: ReturnType<typeof api>;
  let plans: Plans;
  let org: { id: number };
  const back = {
    success_url: 'http://localhost/payment/success?type=subscription',
    cancel_url: 'http://localhost/payment/cancel',
  };
  const priceOf = (name: string, recurring = 'year') =>
    plans.subscription_plans.find((p) => p.name === name)!.prices.find((p) => p.recurring === recurring)!;

  beforeAll(async () => {
    stripe = await startStripeStandIn({
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      deliver: async (payload, signature) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/payment/webhook/',
          payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature, host: 'localhost' },
        });
        return { status: res.statusCode, body: res.body };
      },
    });
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: SECRET,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
        STRIPE_API_URL: stripe.url,
      },
    });
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    await seedPayments(t.ctx.database, org.id, admin.id);
    plans = (await http.get('/subscription-plans/')).json();
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const member = async () => {
    const user = await makeUser(t);
    await addMember(t, org.id, user);
    return user;
  };
  const flags = async (user: TestUser) => (await http.get('/identity/', user.token)).json().user_subscription;
  const detail = async (user: TestUser) => (await http.get('/subscription-detail/', user.token)).json();
  const sessionIdOf = (url: string) => /\/checkout\/(cs_test_\w+)$/.exec(url)![1]!;
  const ledger = async (action: string, reference?: string) =>
    t.ctx.database.query<{ amount_minor: number; currency: string; provider_reference: string }>(
      `SELECT amount_minor, currency, provider_reference FROM payment_ledger WHERE action = $1${
        reference ? ' AND provider_reference = $2' : ''
      }`,
      reference ? [action, reference] : [action],
    );
  /** A member who paid for `plan` through checkout; answers their Stripe subscription id. */
  const subscribed = async (user: TestUser, plan = 'Basic', discount_ids: number[] = []) => {
    const res = await http.post(
      '/payment/create-subscription/',
      { price_id: priceOf(plan).id, discount_ids, ...back },
      user.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { session, deliveries } = await stripe.complete(sessionIdOf(res.json().data));
    for (const d of deliveries) expect(d.status, d.body).toBe(200);
    return session.subscription as string;
  };

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

  it('sells a paid circle to an accepted member with their circle discount, confirmed by the webhook', async () => {
    const user = await member();
    await subscribed(user, 'Basic'); // 10% off paid circles
    const circle = await makeGroup(t, {
      groupType: 'circle',
      parentId: org.id,
      isPaid: true,
      price: '20.00',
      publicity: 'open',
    });
    const pay = { entity_type: 'group', group_id: circle.id, ...back };
    await t.ctx.groups.addMembership({
      groupId: circle.id,
      userId: user.id,
      role: 'member',
      status: 'pending',
    });
    const early = await http.post('/payment/create-one-time-payment/', pay, user.token);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.acceptFirst);
    await t.ctx.database.query(
      `UPDATE group_memberships SET status = 'accepted', payment_status = 'pending' WHERE group_id = $1 AND user_id = $2`,
      [circle.id, user.id],
    );
    const res = await http.post('/payment/create-one-time-payment/', pay, user.token);
    expect(res.statusCode, res.body).toBe(200);
    const session = stripe.sessions.get(sessionIdOf(res.json().data))!;
    expect(session.mode).toBe('payment');
    expect(session.amount_total).toBe(1800);
    const { deliveries } = await stripe.complete(session.id);
    expect(deliveries.map((d) => d.status)).toEqual([200]);
    const group = (await http.get(`/groups/${circle.id}/`, user.token)).json();
    expect(group.payment_status).toBe('confirmed');
    expect(await ledger('payment_received', session.payment_intent as string)).toEqual([
      expect.objectContaining({ amount_minor: 1800, currency: 'usd' }),
    ]);
    const again = await http.post('/payment/create-one-time-payment/', pay, user.token);
    expect(again.json().message).toBe(M.alreadyPaid);
    // The receipt is mailed.
    const mails = async () =>
      (await t.ctx.devMailbox!.list({ to: user.email })).filter((m) => m.subject.startsWith('Your receipt'));
    await expect.poll(async () => (await mails()).length, { timeout: 5000 }).toBeGreaterThan(0);
  });

  it('takes a donation (an amount in cents) through checkout; negative, fractional and unknown ones are refused', async () => {
    const user = await member();
    const donate = (body: Record<string, unknown>) =>
      http.post('/donate/', { group_id: org.id, ...back, ...body }, user.token);
    for (const amount of [-500, 12.5, 0]) {
      const bad = await donate({ amount });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field_errors.amount).toEqual([M.amountInvalid]);
    }
    expect((await donate({ price_id: 'price_unknown' })).statusCode).toBe(400);
    const res = await donate({ amount: 2500 });
    expect(res.statusCode, res.body).toBe(200);
    const session = stripe.sessions.get(sessionIdOf(res.json().data))!;
    expect(session.amount_total).toBe(2500);
    await stripe.complete(session.id);
    expect(await ledger('donation_received', session.payment_intent as string)).toEqual([
      expect.objectContaining({ amount_minor: 2500 }),
    ]);
  });

  it('opens the customer portal for a member with a card subscription only', async () => {
    const user = await member();
    const none = await http.post('/payment/create-customer-portal-session/', {}, user.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.noPortal);
    await subscribed(user, 'Basic');
    const res = await http.post('/payment/create-customer-portal-session/', {}, user.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatch(new RegExp(`^${stripe.url}/portal/cus_test_`));
    const foreign = await http.post(
      '/payment/create-customer-portal-session/',
      { return_url: 'https://evil.example/' },
      user.token,
    );
    expect(foreign.statusCode).toBe(400);
  });
});

describe('membership cards', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let http: ReturnType<typeof api>;
  let plans: Plans;
  let org: { id: number };
  const back = {
    success_url: 'http://localhost/payment/success?type=subscription',
    cancel_url: 'http://localhost/payment/cancel',
  };
  const priceOf = (name: string) =>
    plans.subscription_plans.find((p) => p.name === name)!.prices.find((p) => p.recurring === 'year')!;

  beforeAll(async () => {
    stripe = await startStripeStandIn({
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      deliver: async (payload, signature) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/payment/webhook/',
          payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature, host: 'localhost' },
        });
        return { status: res.statusCode, body: res.body };
      },
    });
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
    });
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    await seedPayments(t.ctx.database, null, null);
    plans = (await http.get('/subscription-plans/')).json();
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const subscribe = async (user: TestUser, plan: string) => {
    const res = await http.post(
      '/payment/create-subscription/',
      { price_id: priceOf(plan).id, ...back },
      user.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { session } = await stripe.complete(/\/checkout\/(cs_test_\w+)$/.exec(res.json().data)![1]!);
    return session.subscription as string;
  };
  const png = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    return res;
  };

  it('draws a PNG card with a QR code for plans that include one, verifies it, redraws it when the plan changes', async () => {
    const user = await makeUser(t);
    await addMember(t, org.id, user);
    const none = await http.post('/membership-card/', {}, user.token);
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(M.cardNotIncluded);
    await subscribe(user, 'Basic');
    expect((await http.post('/membership-card/', {}, user.token)).statusCode).toBe(403);

    await http.post('/payment/update-subscription/', { price_id: priceOf('Professional').id }, user.token);
    const res = await http.post('/membership-card/', {}, user.token);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json() as { membership_card: string; member_number: string; verify_url: string };
    expect(card.member_number).toMatch(/^CH-\d{6}$/);
    const image = await png(card.membership_card);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(image.rawPayload.length).toBeGreaterThan(10_000);
    expect((await http.get('/identity/', user.token)).json().membership_card).toBe(card.membership_card);

    const token = /\/membership-card\/verify\/([\w-]+)$/.exec(card.verify_url)![1]!;
    const check = await http.get(`/membership-card/verify/${token}/`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ name: `${user.firstName} ${user.lastName}`, status: 'valid' });

    // Upgrade: the webhook's plan change draws the card again; the number and the QR page stay.
    await http.post('/payment/update-subscription/', { price_id: priceOf('Institution').id }, user.token);
    const after = (await http.get('/identity/', user.token)).json().membership_card as string;
    expect(after).not.toBe(card.membership_card);
    expect((await png(card.membership_card)).statusCode).toBe(404);
    expect((await png(after)).statusCode).toBe(200);
    const again = (await http.post('/membership-card/', {}, user.token)).json();
    expect(again.member_number).toBe(card.member_number);
    expect(again.verify_url).toBe(card.verify_url);

    // The membership ends: the same QR code now says expired.
    await http.post('/payment/cancel-subscription/', { cancellation_reason: 'Moving on' }, user.token);
    expect((await http.get(`/membership-card/verify/${token}/`)).json().status).toBe('expired');
    expect((await http.get('/membership-card/verify/unknown-token-000000/')).statusCode).toBe(404);
    expect((await http.get('/membership-card/verify/bad!/')).statusCode).toBe(404);
    expect(
      (await png('/api/v1/membership-card/image/00000000-0000-0000-0000-000000000000.png')).statusCode,
    ).toBe(404);
  });
});

describe('payments without a Stripe key stay manual', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  it('takes a donation by hand: instructions, receipt, an admin of the organization confirms it', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    const donor = await makeUser(t);
    const back = {
      success_url: 'http://localhost/payment/success',
      cancel_url: 'http://localhost/payment/cancel',
    };
    // The organization's admin writes its donation details (the Donate tab); a donor may not.
    const put = (body: unknown, token: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/groups/${org.id}/donation-details/`,
        payload: body as object,
        headers: { authorization: `Bearer ${token}` },
      });
    const details = {
      donation_details: [{ name: 'Scholarship', description: 'Fund a seat', stripe_price_id: 'price_1Abc' }],
    };
    expect((await put(details, admin.token)).statusCode).toBe(200);
    expect((await put(details, donor.token)).statusCode).toBe(404);
    const badPrice = { donation_details: [{ name: 'X', stripe_price_id: 'javascript:alert(1)' }] };
    expect((await put(badPrice, admin.token)).statusCode).toBe(400);
    const shown = (await http.get(`/groups/${org.id}/`, donor.token)).json();
    expect(shown.donation_details).toEqual([{ name: 'Scholarship', description: 'Fund a seat' }]);
    const noAmount = await http.post(
      '/donate/',
      { group_id: org.id, donation: 'Anything', ...back },
      donor.token,
    );
    expect(noAmount.statusCode).toBe(400);
    const res = await http.post('/donate/', { group_id: org.id, amount: 1250, ...back }, donor.token);
    expect(res.statusCode, res.body).toBe(200);
    const id = Number(/^\/payment\/manual\/(\d+)$/.exec(res.json().data)![1]);
    const payment = (await http.get(`/payment/manual/${id}/`, donor.token)).json();
    expect(payment).toMatchObject({
      kind: 'donation',
      amount: 1250,
      recurring: null,
      status: 'awaiting_receipt',
    });
    const { payload, contentType } = await multipartBody([
      { name: 'files', file: pngImage(), filename: 'receipt.png', type: 'image/png' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file-upload/',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${donor.token}` },
    });
    const receipt = uploaded.json().data[0].id as number;
    expect((await http.post(`/payment/manual/${id}/receipt/`, { receipt }, donor.token)).statusCode).toBe(
      200,
    );
    const queue = (await http.get('/payment-reviews/', admin.token)).json();
    expect(queue.data.map((p: { id: number }) => p.id)).toContain(id);
    expect((await http.post(`/payment-reviews/${id}/`, { action: 'confirm' }, admin.token)).statusCode).toBe(
      200,
    );
    // A donation is not a membership: the donor's subscription is untouched.
    expect((await http.get('/subscription-detail/', donor.token)).json().data).toBeNull();
    const rows = await t.ctx.database.query<{ subject: string; amount_minor: number }>(
      `SELECT subject, amount_minor FROM payment_ledger WHERE action = 'payment_confirmed' AND provider_reference = $1`,
      [`manual_payment:${id}`],
    );
    expect(rows).toEqual([{ subject: 'donation', amount_minor: 1250 }]);
  });

  it('refuses the card-only calls, sends a paid circle to its page, and answers webhooks 400', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const user = await makeUser(t);
    await addMember(t, org.id, user);
    const back = {
      success_url: 'http://localhost/payment/success',
      cancel_url: 'http://localhost/payment/cancel',
    };
    expect((await http.post('/payment/create-customer-portal-session/', {}, user.token)).statusCode).toBe(
      400,
    );
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook/',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(hook.statusCode).toBe(400);
    const circle = await makeGroup(t, {
      groupType: 'circle',
      parentId: org.id,
      isPaid: true,
      price: '15.00',
    });
    await t.ctx.groups.addMembership({
      groupId: circle.id,
      userId: user.id,
      role: 'member',
      status: 'accepted',
      paymentStatus: 'pending',
    });
    const pay = await http.post(
      '/payment/create-one-time-payment/',
      { entity_type: 'group', group_id: circle.id, ...back },
      user.token,
    );
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().data).toBe(`/circle/${(circle as { nameSlug: string }).nameSlug}`);
  });
});
