import { PAYMENT_MESSAGES as M } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { back, startStripeSuite, type StripeSuite } from './payments-stripe.fixtures.js';

describe('Stripe one-time payments: paid circles and events, donations, the customer portal', () => {
  let s: StripeSuite;
  let t: StripeSuite['t'];
  let stripe: StripeSuite['stripe'];
  let http: StripeSuite['http'];
  let org: StripeSuite['org'];
  beforeAll(async () => {
    s = await startStripeSuite();
    ({ t, stripe, http, org } = s);
  });
  afterAll(() => s.close());
  const sessionIdOf = (url: string) => s.sessionIdOf(url);
  const member = () => s.member();
  const ledger = (action: string, reference?: string) => s.ledger(action, reference);
  const subscribed = (user: TestUser, plan?: string, discountIds?: number[]) =>
    s.subscribed(user, plan, discountIds);

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

  it('creates the Stripe price of a plan staff save, and checks out with it', async () => {
    const staff = await makeUser(t, { isStaff: true });
    const res = await http.post(
      '/admin/subscription-plans/',
      {
        name: 'Stripe Plus',
        subscription_tier: 1,
        trial_days: 0,
        prices: [{ recurring: 'month', price: 1500, currency: 'usd' }],
      },
      staff.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [price] = res.json().data.prices as Array<{ id: number; stripe_price_id: string }>;
    expect(price!.stripe_price_id).toMatch(/^price_test_/);
    const sent = new URLSearchParams(stripe.seen.filter((r) => r.path === '/v1/prices').at(-1)!.body);
    expect(sent.get('unit_amount')).toBe('1500');
    expect(sent.get('recurring[interval]')).toBe('month');
    expect(sent.get('product_data[name]')).toBe('Stripe Plus membership');
    // A new amount is a new Stripe price; the old one stays with whoever pays it.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/subscription-plans/${res.json().data.id}/`,
      payload: { name: 'Stripe Plus', subscription_tier: 1, prices: [{ recurring: 'month', price: 1700 }] },
      headers: { host: 'localhost', authorization: `Bearer ${staff.token}` },
    });
    const [newer] = edited.json().data.prices as Array<{ id: number; stripe_price_id: string }>;
    expect(newer!.stripe_price_id).toMatch(/^price_test_/);
    expect(newer!.stripe_price_id).not.toBe(price!.stripe_price_id);
    expect(stripe.prices.get(newer!.stripe_price_id)?.unit_amount).toBe(1700);

    const user = await member();
    const checkout = await http.post(
      '/payment/create-subscription/',
      { price_id: newer!.id, ...back },
      user.token,
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const form = new URLSearchParams(
      stripe.seen.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body,
    );
    expect(form.get('line_items[0][price]')).toBe(newer!.stripe_price_id);
    expect(stripe.sessions.get(sessionIdOf(checkout.json().data))!.amount_total).toBe(1700);
  });
});
