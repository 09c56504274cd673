import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { multipartBody, pngImage } from '../uploads/fixtures.js';

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
