import { GROUP_MESSAGES, PAYMENT_MESSAGES, PLAN_ADMIN_MESSAGES as M } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

interface PublicPlan {
  id: number;
  name: string;
  organization_id: number | null;
  prices: Array<{ id: number; price: number; currency: string; recurring: string; trial_days: number }>;
}

const planBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Mentor Plus',
  description: 'Monthly mentoring circles.',
  subscription_tier: 2,
  included_features: ['Mentoring circles', 'Membership card'],
  excluded_features: ['Premium agents'],
  trial_days: 7,
  one_to_one_chat: true,
  use_ama: true,
  circle_discount_percent: 30,
  is_institutional_membership: false,
  can_create_membership_card: true,
  can_use_premium_agents: false,
  prices: [
    { recurring: 'month', price: 1250, currency: 'usd' },
    { recurring: 'year', price: 12000, currency: 'usd' },
  ],
  ...extra,
});

describe('plans, prices and discounts written by staff and organization admins', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let otherOrg: { id: number };
  let staff: TestUser;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let member: TestUser;
  const back = {
    success_url: 'http://localhost/payment/success',
    cancel_url: 'http://localhost/payment/cancel',
  };
  const put = (url: string, payload: unknown, token: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1${url}`,
      payload: payload as object,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
  const pricing = async (user?: TestUser) =>
    (await http.get('/subscription-plans/', user?.token)).json() as {
      subscription_plans: PublicPlan[];
      subscription_discounts: Array<{ id: number; discount_percentage: number; plan_ids: number[] }>;
    };
  const audit = (action: string, targetId: number) =>
    t.ctx.database.query<{ actor_role: string; organization_id: number | null }>(
      'SELECT actor_role, organization_id FROM audit_log WHERE action = $1 AND target_id = $2',
      [action, targetId],
    );

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    otherOrg = await makeGroup(t, { groupType: 'organization' });
    staff = await makeUser(t, { isStaff: true });
    admin = await makeUser(t);
    otherAdmin = await makeUser(t);
    member = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    await addMember(t, otherOrg.id, otherAdmin, 'admin');
    await addMember(t, org.id, member);
  });
  afterAll(() => t.close());

  it('staff create a platform plan with prices, trial and flags: it is on /pricing for everyone, audited', async () => {
    const res = await http.post('/admin/subscription-plans/', planBody(), staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json().data;
    expect(res.json().message).toBe(M.saved);
    expect(plan).toMatchObject({
      organization_id: null,
      name: 'Mentor Plus',
      trial_days: 7,
      circle_discount_percent: 30,
      can_create_membership_card: true,
      is_active: true,
      subscribers: 0,
    });
    expect(plan.prices.map((p: { price: number }) => p.price).sort((a: number, b: number) => a - b)).toEqual([
      1250, 12000,
    ]);
    // Without Stripe, no provider price.
    expect(plan.prices.every((p: { stripe_price_id: string | null }) => p.stripe_price_id === null)).toBe(
      true,
    );
    const shown = (await pricing()).subscription_plans.find((p) => p.id === plan.id)!;
    expect(shown.prices).toEqual(
      expect.arrayContaining([expect.objectContaining({ recurring: 'month', price: 1250, trial_days: 7 })]),
    );
    expect(await audit('plan.create', plan.id)).toEqual([{ actor_role: 'staff', organization_id: null }]);
  });

  it('refuses platform plans to everyone but staff, and another organization’s plans to its neighbours', async () => {
    expect((await http.post('/admin/subscription-plans/', planBody())).statusCode).toBe(401);
    for (const user of [admin, member, otherAdmin]) {
      const res = await http.post('/admin/subscription-plans/', planBody(), user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.forbidden);
    }
    const own = await http.post(
      '/admin/subscription-plans/',
      planBody({ organization_id: org.id }),
      admin.token,
    );
    expect(own.statusCode, own.body).toBe(200);
    const id = own.json().data.id as number;
    expect(await audit('plan.create', id)).toEqual([{ actor_role: 'admin', organization_id: org.id }]);
    // otherAdmin administers otherOrg only; a member of org is no admin.
    for (const user of [otherAdmin, member]) {
      expect(
        (await http.post('/admin/subscription-plans/', planBody({ organization_id: org.id }), user.token))
          .statusCode,
      ).toBe(403);
      expect((await put(`/admin/subscription-plans/${id}/`, planBody(), user.token)).statusCode).toBe(403);
      expect((await http.post(`/admin/subscription-plans/${id}/archive/`, {}, user.token)).statusCode).toBe(
        403,
      );
      expect(
        (await http.get(`/admin/subscription-plans/?organization_id=${org.id}`, user.token)).statusCode,
      ).toBe(403);
    }
    expect((await http.get('/admin/subscription-plans/', admin.token)).statusCode).toBe(403);
    const listed = (
      await http.get(`/admin/subscription-plans/?organization_id=${org.id}`, admin.token)
    ).json();
    expect(listed.subscription_plans.map((p: { id: number }) => p.id)).toEqual([id]);
    // The organization's plan is offered to its members only.
    expect((await pricing(member)).subscription_plans.some((p) => p.id === id)).toBe(true);
    expect((await pricing()).subscription_plans.some((p) => p.id === id)).toBe(false);
    expect((await pricing(otherAdmin)).subscription_plans.some((p) => p.id === id)).toBe(false);
    const outsider = await http.post(
      '/payment/create-subscription/',
      { price_id: own.json().data.prices[0].id, ...back },
      otherAdmin.token,
    );
    expect(outsider.json().field_errors).toEqual({ price_id: [PAYMENT_MESSAGES.unknownPrice] });
    // Staff write any organization's plans, never a group that is no organization.
    expect(
      (await http.post('/admin/subscription-plans/', planBody({ organization_id: otherOrg.id }), staff.token))
        .statusCode,
    ).toBe(200);
    const circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
    expect(
      (await http.post('/admin/subscription-plans/', planBody({ organization_id: circle.id }), staff.token))
        .statusCode,
    ).toBe(404);
  });

  it('answers the spec’s validation messages by field', async () => {
    const bad = await http.post(
      '/admin/subscription-plans/',
      planBody({
        name: '',
        circle_discount_percent: 101,
        trial_days: -1,
        prices: [{ recurring: 'month', price: 0, currency: 'usd' }],
      }),
      staff.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toMatchObject({
      name: ['Required'],
      circle_discount_percent: [GROUP_MESSAGES.discountOver100],
      trial_days: [GROUP_MESSAGES.positiveOnly],
      'prices.0.price': [GROUP_MESSAGES.greaterThanZero],
    });
    const none = await http.post('/admin/subscription-plans/', planBody({ prices: [] }), staff.token);
    expect(none.json().field_errors).toEqual({ prices: [M.priceRequired] });
    const twice = await http.post(
      '/admin/subscription-plans/',
      planBody({
        prices: [
          { recurring: 'month', price: 100 },
          { recurring: 'month', price: 200 },
        ],
      }),
      staff.token,
    );
    expect(twice.json().field_errors).toEqual({ prices: [M.onePricePerPeriod] });
    for (const [value, message] of [
      [-1, GROUP_MESSAGES.discountNegative],
      [100.5, GROUP_MESSAGES.discountOver100],
      [12.345, M.twoDecimals],
    ] as const) {
      const res = await http.post(
        '/admin/subscription-discounts/',
        { name: 'Odd', discount_percentage: value },
        staff.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors).toEqual({ discount_percentage: [message] });
    }
  });

  it('edits a plan: a changed price is a new one, members keep theirs; archiving leaves /pricing only', async () => {
    const created = (
      await http.post('/admin/subscription-plans/', planBody({ organization_id: org.id }), admin.token)
    ).json().data;
    const monthly = created.prices.find((p: { recurring: string }) => p.recurring === 'month');
    // A member starts paying the monthly price (manual mode) and an admin confirms it.
    const checkout = await http.post(
      '/payment/create-subscription/',
      { price_id: monthly.id, ...back },
      member.token,
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const paymentId = Number(/(\d+)$/.exec(checkout.json().data)![1]);
    const [paid] = await t.ctx.database.query<{ organization_id: number }>(
      'SELECT organization_id FROM manual_payments WHERE id = $1',
      [paymentId],
    );
    expect(paid!.organization_id).toBe(org.id);

    const edited = await put(
      `/admin/subscription-plans/${created.id}/`,
      planBody({
        name: 'Mentor Plus 2',
        trial_days: 3,
        prices: [{ recurring: 'month', price: 1500, currency: 'EUR' }],
      }),
      admin.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json().data;
    expect(after).toMatchObject({ name: 'Mentor Plus 2', trial_days: 3 });
    expect(after.prices).toEqual([
      expect.objectContaining({ recurring: 'month', price: 1500, currency: 'eur' }),
    ]);
    expect(after.prices[0].id).not.toBe(monthly.id);
    // The old price still exists for the member who chose it.
    const [old] = await t.ctx.database.query<{ is_active: boolean }>(
      'SELECT is_active FROM subscription_prices WHERE id = $1',
      [monthly.id],
    );
    expect(old!.is_active).toBe(false);
    expect(await audit('plan.update', created.id)).toHaveLength(1);

    const archived = await http.post(`/admin/subscription-plans/${created.id}/archive/`, {}, admin.token);
    expect(archived.json()).toMatchObject({ message: M.planArchived, data: { is_active: false } });
    expect((await pricing(member)).subscription_plans.some((p) => p.id === created.id)).toBe(false);
    const listed = (
      await http.get(`/admin/subscription-plans/?organization_id=${org.id}`, admin.token)
    ).json();
    expect(listed.subscription_plans.find((p: { id: number }) => p.id === created.id).is_active).toBe(false);
    expect(
      (
        await http.post(
          '/payment/create-subscription/',
          { price_id: after.prices[0].id, ...back },
          member.token,
        )
      ).json().field_errors,
    ).toEqual({ price_id: [PAYMENT_MESSAGES.unknownPrice] });
    expect(await audit('plan.archive', created.id)).toHaveLength(1);
  });

  it('writes discounts with 2 decimals on the owner’s plans; checkout applies them to those plans only', async () => {
    const plan = (
      await http.post('/admin/subscription-plans/', planBody({ organization_id: org.id }), admin.token)
    ).json().data;
    const other = (
      await http.post(
        '/admin/subscription-plans/',
        planBody({ organization_id: org.id, name: 'Other' }),
        admin.token,
      )
    ).json().data;
    const platform = (await http.post('/admin/subscription-plans/', planBody(), staff.token)).json().data;
    const foreign = await http.post(
      '/admin/subscription-discounts/',
      { organization_id: org.id, name: 'Members', discount_percentage: 12.5, plan_ids: [platform.id] },
      admin.token,
    );
    expect(foreign.json().field_errors).toEqual({ plan_ids: [M.otherPlans] });
    const res = await http.post(
      '/admin/subscription-discounts/',
      { organization_id: org.id, name: 'Members', discount_percentage: 12.5, plan_ids: [plan.id] },
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const discount = res.json().data;
    expect(discount).toMatchObject({ discount_percentage: 12.5, plan_ids: [plan.id], is_active: true });
    expect(await audit('discount.create', discount.id)).toEqual([
      { actor_role: 'admin', organization_id: org.id },
    ]);
    expect(
      (
        await http.post(
          '/admin/subscription-discounts/',
          { organization_id: org.id, name: 'X', discount_percentage: 5 },
          otherAdmin.token,
        )
      ).statusCode,
    ).toBe(403);
    expect((await pricing(member)).subscription_discounts.find((d) => d.id === discount.id)).toMatchObject({
      discount_percentage: 12.5,
      plan_ids: [plan.id],
    });
    expect((await pricing()).subscription_discounts.some((d) => d.id === discount.id)).toBe(false);

    const buyer = await makeUser(t);
    await addMember(t, org.id, buyer);
    const yearly = (p: { prices: Array<{ id: number; recurring: string }> }) =>
      p.prices.find((x) => x.recurring === 'year')!.id;
    const wrong = await http.post(
      '/payment/create-subscription/',
      { price_id: yearly(other), discount_ids: [discount.id], ...back },
      buyer.token,
    );
    expect(wrong.json().field_errors).toEqual({ discount_ids: [PAYMENT_MESSAGES.discountNotApplicable] });
    const ok = await http.post(
      '/payment/create-subscription/',
      { price_id: yearly(plan), discount_ids: [discount.id], ...back },
      buyer.token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const page = (
      await http.get(`/payment/manual/${/(\d+)$/.exec(ok.json().data)![1]}/`, buyer.token)
    ).json();
    // 120.00 less 12.5% is 105.00.
    expect(page).toMatchObject({ amount: 10500, discount_percent: 12.5 });

    const saved = await put(
      `/admin/subscription-discounts/${discount.id}/`,
      { name: 'Members', discount_percentage: 7.25, plan_ids: [] },
      admin.token,
    );
    expect(saved.json().data).toMatchObject({ discount_percentage: 7.25, plan_ids: [] });
    const gone = await http.post(`/admin/subscription-discounts/${discount.id}/archive/`, {}, admin.token);
    expect(gone.json()).toMatchObject({ message: M.discountArchived, data: { is_active: false } });
    expect((await pricing(member)).subscription_discounts.some((d) => d.id === discount.id)).toBe(false);
    expect(await audit('discount.archive', discount.id)).toHaveLength(1);
  });
});
