import { ERRORS, NOTIFICATION_EVENTS, PAYMENT_MESSAGES as M } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPayments } from '../../db/seed-payments.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { multipartBody, pdfDocument, pngImage } from '../uploads/fixtures.js';

interface Plans {
  subscription_plans: Array<{
    id: number;
    name: string;
    subscription_tier: number;
    prices: Array<{ id: number; price: number; recurring: string; trial_days: number }>;
  }>;
  subscription_discounts: Array<{ id: number; name: string; discount_percentage: number }>;
}

describe('payments: plans, manual checkout, review, ledger', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let otherOrg: { id: number };
  let admin: TestUser;
  let otherAdmin: TestUser;
  let staff: TestUser;
  let plans: Plans;
  const back = {
    success_url: 'http://localhost/payment/success',
    cancel_url: 'http://localhost/payment/cancel',
  };
  const priceOf = (name: string, recurring = 'year') =>
    plans.subscription_plans.find((p) => p.name === name)!.prices.find((p) => p.recurring === recurring)!;
  const discount = (name: string) => plans.subscription_discounts.find((d) => d.name === name)!;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    otherOrg = await makeGroup(t, { groupType: 'organization' });
    admin = await makeUser(t);
    otherAdmin = await makeUser(t);
    staff = await makeUser(t, { isStaff: true });
    await addMember(t, org.id, admin, 'admin');
    await addMember(t, otherOrg.id, otherAdmin, 'admin');
    await seedPayments(t.ctx.database, org.id, admin.id);
    plans = (await http.get('/subscription-plans/')).json();
  });
  afterAll(() => t.close());

  const member = async () => {
    const user = await makeUser(t);
    await addMember(t, org.id, user);
    return user;
  };
  const upload = async (user: TestUser, file: Buffer, type: string, name: string) => {
    const { payload, contentType } = await multipartBody([{ name: 'files', file, filename: name, type }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file-upload/',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data[0].id as number;
  };
  const checkout = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await http.post('/payment/create-subscription/', { ...back, ...body }, user.token);
    expect(res.statusCode, res.body).toBe(200);
    return Number(/\/payment\/manual\/(\d+)$/.exec(res.json().data)![1]);
  };
  const flags = async (user: TestUser) => (await http.get('/identity/', user.token)).json().user_subscription;
  const paidUp = async (user: TestUser, name = 'Professional', recurring = 'year') => {
    const id = await checkout(user, { price_id: priceOf(name, recurring).id });
    const receipt = await upload(user, pngImage(), 'image/png', 'receipt.png');
    expect((await http.post(`/payment/manual/${id}/receipt/`, { receipt }, user.token)).statusCode).toBe(200);
    expect((await http.post(`/payment-reviews/${id}/`, { action: 'confirm' }, admin.token)).statusCode).toBe(
      200,
    );
    return id;
  };

  it('lists the plans by tier with prices in cents and the discounts, to anyone', async () => {
    expect(plans.subscription_plans.map((p) => p.subscription_tier)).toEqual([0, 1, 2, 3]);
    expect(priceOf('Professional', 'month')).toMatchObject({ price: 1900, trial_days: 7 });
    expect(plans.subscription_discounts.map((d) => d.discount_percentage)).toEqual([20, 15]);
  });

  it('a member with no plan has the free tier and no subscription detail', async () => {
    const user = await member();
    expect(await flags(user)).toMatchObject({
      applied_membership_tier: 0,
      payment_status: null,
      can_use_premium_agents: false,
      // Nothing off a paid circle without a plan (decision 0029).
      circle_discount_percent: 0,
    });
    expect((await http.get('/subscription-detail/', user.token)).json()).toEqual({
      data: null,
      publishable_key: null,
    });
  });

  it('refuses an unknown price, a foreign return address and a discount for another tier; nothing is written', async () => {
    const user = await member();
    const bad = await http.post(
      '/payment/create-subscription/',
      {
        price_id: 999_999,
        success_url: 'https://evil.example/x',
        cancel_url: 'javascript:alert(1)',
      },
      user.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toEqual({
      price_id: [M.unknownPrice],
      success_url: [M.foreignUrl],
      cancel_url: [M.foreignUrl],
    });
    const wrongTier = await http.post(
      '/payment/create-subscription/',
      { ...back, price_id: priceOf('Institution').id, discount_ids: [discount('Student').id] },
      user.token,
    );
    expect(wrongTier.statusCode).toBe(400);
    expect(wrongTier.json().field_errors).toEqual({ discount_ids: [M.discountNotApplicable] });
    expect((await http.get('/subscription-detail/', user.token)).json().data).toBeNull();
    expect((await http.post('/payment/create-subscription/', back)).statusCode).toBe(401);
  });

  it('manual mode: checkout → instructions and receipt → admin confirms → plan active, flags change, receipt mailed', async () => {
    const user = await member();
    const id = await checkout(user, {
      price_id: priceOf('Professional').id,
      discount_ids: [discount('Student').id, discount('Early bird').id],
    });
    // Pending until a person confirms: nothing granted yet.
    expect(await flags(user)).toMatchObject({ applied_membership_tier: 0, payment_status: 'pending' });
    const page = (await http.get(`/payment/manual/${id}/`, user.token)).json();
    expect(page).toMatchObject({
      status: 'awaiting_receipt',
      plan_name: 'Professional',
      amount: 12350, // 19000 less 35 %
      currency: 'usd',
      discount_percent: 35,
      organization: { id: org.id },
      instructions: expect.stringContaining('bank transfer'),
    });
    // Reviewers cannot confirm before a receipt; a stranger sees nothing.
    expect(
      (await http.post(`/payment-reviews/${id}/`, { action: 'confirm' }, admin.token)).json().message,
    ).toBe(M.notSubmitted);
    const stranger = await member();
    expect((await http.get(`/payment/manual/${id}/`, stranger.token)).statusCode).toBe(404);

    const pdf = await upload(user, pdfDocument(), 'application/pdf', 'receipt.pdf');
    const sent = await http.post(`/payment/manual/${id}/receipt/`, { receipt: pdf }, user.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await t.ctx.notifications.list(admin.id, 1, 50)).data.map((n) => n.notification_type)).toContain(
      NOTIFICATION_EVENTS.paymentVoucher,
    );

    const queue = (await http.get('/payment-reviews/', admin.token)).json();
    expect(queue.data.map((p: { id: number }) => p.id)).toContain(id);
    expect(queue.data.find((p: { id: number }) => p.id === id).receipt).toMatchObject({ id: pdf });
    // Another organization's admin neither sees it nor confirms it.
    expect((await http.get('/payment-reviews/', otherAdmin.token)).json().data).toEqual([]);
    expect(
      (await http.post(`/payment-reviews/${id}/`, { action: 'confirm' }, otherAdmin.token)).statusCode,
    ).toBe(404);
    // The member cannot confirm their own payment.
    expect((await http.post(`/payment-reviews/${id}/`, { action: 'confirm' }, user.token)).statusCode).toBe(
      403,
    );

    const confirmed = await http.post(`/payment-reviews/${id}/`, { action: 'confirm' }, admin.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await flags(user)).toEqual({
      applied_membership_tier: 2,
      payment_status: 'confirmed',
      one_to_one_chat: true,
      use_ama: true,
      circle_discount_percent: 25,
      is_institutional_membership: false,
      can_create_membership_card: true,
      can_use_premium_agents: true,
    });
    const detail = (await http.get('/subscription-detail/', user.token)).json().data;
    expect(detail).toMatchObject({
      status: 'active',
      provider: 'manual',
      plan_name: 'Professional',
      discount: { coupon: { percent_off: 35 } },
      items: { data: [{ price: { unit_amount: 19000, recurring: { interval: 'year' } } }] },
      pending_payment_id: null,
    });
    expect(new Date(detail.current_period_end).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    // Told in the app, and a receipt by email.
    expect((await t.ctx.notifications.list(user.id, 1, 50)).data[0]).toMatchObject({
      notification_type: NOTIFICATION_EVENTS.payment,
      link: '/membership',
    });
    await expect
      .poll(async () =>
        (await t.ctx.devMailbox!.list({ to: user.email })).some((m) => /receipt/i.test(m.subject)),
      )
      .toBe(true);
    // Confirmed once: a second confirmation is refused.
    expect((await http.post(`/payment-reviews/${id}/`, { action: 'confirm' }, staff.token)).statusCode).toBe(
      400,
    );
  });

  it('concurrent confirmations by two reviewers apply the payment once', async () => {
    const user = await member();
    const id = await checkout(user, { price_id: priceOf('Basic', 'month').id });
    const receipt = await upload(user, pngImage(), 'image/png', 'r.png');
    await http.post(`/payment/manual/${id}/receipt/`, { receipt }, user.token);
    const answers = await Promise.all([
      http.post(`/payment-reviews/${id}/`, { action: 'confirm' }, admin.token),
      http.post(`/payment-reviews/${id}/`, { action: 'confirm' }, staff.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const ledger = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_ledger WHERE provider_reference = $1 AND action = 'payment_confirmed'`,
      [`manual_payment:${id}`],
    );
    expect(ledger[0]!.n).toBe(1);
  });

  it('a rejected receipt tells the member, grants nothing, and a new receipt can be sent', async () => {
    const user = await member();
    const id = await checkout(user, { price_id: priceOf('Basic').id });
    const png = await upload(user, pngImage(), 'image/png', 'r.png');
    await http.post(`/payment/manual/${id}/receipt/`, { receipt: png }, user.token);
    const rejected = await http.post(
      `/payment-reviews/${id}/`,
      { action: 'reject', reason: 'The amount does not match' },
      admin.token,
    );
    expect(rejected.json()).toEqual({ message: M.rejected });
    expect(await flags(user)).toMatchObject({ applied_membership_tier: 0 });
    expect((await http.get(`/payment/manual/${id}/`, user.token)).json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The amount does not match',
    });
    expect((await http.post(`/payment/manual/${id}/receipt/`, { receipt: png }, user.token)).statusCode).toBe(
      200,
    );
  });

  it('a receipt must be the member’s own image or PDF', async () => {
    const user = await member();
    const id = await checkout(user, { price_id: priceOf('Basic').id });
    const someoneElses = await upload(admin, pngImage(), 'image/png', 'r.png');
    const res = await http.post(`/payment/manual/${id}/receipt/`, { receipt: someoneElses }, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ receipt: [M.receiptFormat] });
    expect((await http.post(`/payment/manual/${id}/receipt/`, { receipt: 1.5 }, user.token)).statusCode).toBe(
      400,
    );
    expect(
      (await http.post(`/payment/manual/${id}/receipt/`, { receipt: someoneElses }, admin.token)).statusCode,
    ).toBe(403);
  });

  it('cancel needs a reason, ends at the period end; renew undoes it', async () => {
    const user = await member();
    await paidUp(user, 'Basic', 'month');
    const empty = await http.post(
      '/payment/update-subscription/',
      { cancel_at_period_end: true },
      user.token,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors).toEqual({ cancellation_reason: [M.reasonRequired] });
    const canceled = await http.post(
      '/payment/update-subscription/',
      { cancel_at_period_end: true, cancellation_reason: 'Too expensive' },
      user.token,
    );
    expect(canceled.json()).toEqual({ message: M.canceled });
    const detail = (await http.get('/subscription-detail/', user.token)).json().data;
    expect(detail.cancel_at).toBe(detail.current_period_end);
    expect(await flags(user)).toMatchObject({ applied_membership_tier: 1 }); // until the period ends
    expect((await http.post('/payment/update-subscription/', { is_renew: true }, user.token)).json()).toEqual(
      {
        message: M.renewed,
      },
    );
    expect((await http.get('/subscription-detail/', user.token)).json().data.cancel_at).toBeNull();

    expect((await http.post('/payment/cancel-subscription/', {}, user.token)).statusCode).toBe(400);
    expect(
      (await http.post('/payment/cancel-subscription/', { cancellation_reason: 'Moving on' }, user.token))
        .statusCode,
    ).toBe(200);
    expect(await flags(user)).toMatchObject({ applied_membership_tier: 0, payment_status: null });
  });

  it('institutional members cannot downgrade or switch; others can change plan through a new payment', async () => {
    const user = await member();
    await paidUp(user, 'Institution', 'year');
    expect(await flags(user)).toMatchObject({
      is_institutional_membership: true,
      applied_membership_tier: 3,
    });
    for (const price of [priceOf('Basic'), priceOf('Institution', 'month')]) {
      const res = await http.post(
        '/payment/create-subscription/',
        { ...back, price_id: price.id },
        user.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.institutionalCannotChange);
    }
    const other = await member();
    await paidUp(other, 'Basic', 'year');
    const up = await http.post(
      '/payment/update-subscription/',
      { price_id: priceOf('Professional').id },
      other.token,
    );
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatch(/^\/payment\/manual\/\d+$/);
    // The running plan stays until the new payment is confirmed.
    expect(await flags(other)).toMatchObject({ applied_membership_tier: 1 });
  });

  it('payment instructions: members read, the admin writes, other admins may not', async () => {
    const user = await member();
    const path = `/groups/${org.id}/payment-instructions/`;
    expect((await http.get(path, user.token)).json().instructions).toContain('bank transfer');
    const put = (token: string, instructions: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1${path}`,
        payload: { instructions },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await put(user.token, 'Pay me')).statusCode).toBe(403);
    expect((await put(otherAdmin.token, 'Pay me')).statusCode).toBe(404);
    expect((await put(admin.token, '   ')).json().field_errors).toEqual({ instructions: ['Required'] });
    expect((await put(admin.token, 'Mobile wallet +1 555 0199')).json().instructions).toBe(
      'Mobile wallet +1 555 0199',
    );
    expect((await http.get(path, user.token)).json().instructions).toBe('Mobile wallet +1 555 0199');
  });

  it('the ledger: append-only, exported as CSV to the organization admin and staff', async () => {
    const user = await member();
    const id = await paidUp(user, 'Basic', 'month');
    const csv = await http.get('/payment-ledger/export/', admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,user_id,member,email,organization_id,action,subject,subject_id,amount_minor,amount,currency,provider,provider_reference,actor_id',
    );
    const mine = lines.filter((l) => l.includes(`manual_payment:${id},`));
    expect(mine.map((l) => l.split(',')[6])).toEqual([
      'checkout_created',
      'receipt_submitted',
      'payment_confirmed',
    ]);
    expect(mine[2]).toContain(',900,9.00,USD,manual,');
    expect((await http.get('/payment-ledger/export/', otherAdmin.token)).body).not.toContain(
      `manual_payment:${id}`,
    );
    expect((await http.get('/payment-ledger/export/', user.token)).statusCode).toBe(403);
    expect(
      (await http.get(`/payment-ledger/export/?organization=${org.id}`, otherAdmin.token)).statusCode,
    ).toBe(403);
    expect((await http.get(`/payment-ledger/export/?organization=${org.id}`, staff.token)).body).toContain(
      `manual_payment:${id}`,
    );
    await expect(t.ctx.database.query('UPDATE payment_ledger SET amount_minor = 0')).rejects.toThrow(
      /append-only/,
    );
    await expect(t.ctx.database.query('DELETE FROM payment_ledger')).rejects.toThrow(/append-only/);
  });

  it('the review queue is for reviewers only', async () => {
    const user = await member();
    expect((await http.get('/payment-reviews/', user.token)).json().message).toBe(ERRORS.forbidden);
    expect((await http.get('/payment-reviews/?status=confirmed', staff.token)).statusCode).toBe(200);
    expect((await http.get('/payment-reviews/?status=nope', staff.token)).statusCode).toBe(400);
  });
});
