import { PAYMENT_MESSAGES as M } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGroup, type TestUser } from '../../../test/groups-helpers.js';
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
});
