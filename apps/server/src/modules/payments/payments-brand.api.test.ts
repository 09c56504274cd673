import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPayments } from '../../db/seed-payments.js';
import { brandsFileWithOrigins } from '../../../test/brands-helpers.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { multipartBody, pngImage } from '../uploads/fixtures.js';
import { startStripeSuite, type StripeSuite } from './payments-stripe.fixtures.js';

// The STAR brand's configured origin: its mail links start there.
const starBrand = brandsFileWithOrigins({ star: 'http://star.localhost:4310' });
afterAll(() => starBrand.remove());

const STAR = 'star.localhost';
const onStar = {
  success_url: `http://${STAR}/payment/success?type=subscription`,
  cancel_url: `http://${STAR}/payment/cancel`,
};
const onDefault = {
  success_url: 'http://localhost/payment/success?type=subscription',
  cancel_url: 'http://localhost/payment/cancel',
};

/** A POST as a member on a host (the brand they use). */
const postOn = (t: TestApp, host: string, url: string, payload: unknown, user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: { host, authorization: `Bearer ${user.token}` },
  });

/** The newest mail to `to` whose subject starts with `subject`, once it is there. */
async function mailTo(t: TestApp, to: string, subject: string) {
  let found: { subject: string; text: string; html: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await t.ctx.devMailbox!.list({ to })) as unknown as Array<{
          subject: string;
          text: string;
          html: string;
        }>;
        found = mails.find((m) => m.subject.startsWith(subject));
        return Boolean(found);
      },
      { timeout: 5000 },
    )
    .toBe(true);
  return found!;
}

describe('receipts of webhook payments carry the brand the member paid on', () => {
  let s: StripeSuite;
  beforeAll(async () => {
    s = await startStripeSuite({ BRANDS_FILE: starBrand.file });
  });
  afterAll(() => s.close());

  it('a checkout on the STAR host: Stripe calls the default host, the receipt is STAR’s', async () => {
    const user = await s.member();
    const res = await postOn(
      s.t,
      STAR,
      '/payment/create-subscription/',
      { price_id: s.priceOf('Basic').id, ...onStar },
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    const form = new URLSearchParams(
      s.stripe.seen.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body,
    );
    expect(form.get('metadata[brand_host]')).toBe(STAR);
    const { deliveries } = await s.stripe.complete(s.sessionIdOf(res.json().data));
    expect(deliveries.map((d) => d.status)).toEqual([200, 200]);
    const receipt = await mailTo(s.t, user.email, 'Your membership receipt');
    expect(receipt.text).toContain('http://star.localhost:4310/membership');
    expect(receipt.html).toContain('STAR Leaders');
  });

  it('a checkout on the default host keeps the default brand', async () => {
    const user = await s.member();
    const res = await s.http.post(
      '/payment/create-subscription/',
      { price_id: s.priceOf('Basic').id, ...onDefault },
      user.token,
    );
    await s.stripe.complete(s.sessionIdOf(res.json().data));
    const receipt = await mailTo(s.t, user.email, 'Your membership receipt');
    expect(receipt.text).not.toContain('star.localhost');
    expect(receipt.html).not.toContain('STAR Leaders');
  });
});

describe('receipts of manual payments carry the member’s brand, not the reviewer’s', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRANDS_FILE: starBrand.file } });
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    await seedPayments(t.ctx.database, org.id, admin.id);
  });
  afterAll(() => t.close());

  it('the member pays on STAR, the admin confirms on the default host: STAR signs the receipt', async () => {
    const plans = (await http.get('/subscription-plans/')).json() as {
      subscription_plans: Array<{ name: string; prices: Array<{ id: number; recurring: string }> }>;
    };
    const price = plans.subscription_plans
      .find((p) => p.name === 'Basic')!
      .prices.find((p) => p.recurring === 'year')!;
    const user = await makeUser(t);
    await addMember(t, org.id, user);
    // Without a plan the member has no circle discount (not 100 %).
    expect((await http.get('/identity/', user.token)).json().user_subscription.circle_discount_percent).toBe(
      0,
    );
    const res = await postOn(
      t,
      STAR,
      '/payment/create-subscription/',
      { price_id: price.id, ...onStar },
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = Number(/(\d+)$/.exec(res.json().data)![1]);
    const { payload, contentType } = await multipartBody([
      { name: 'files', file: pngImage(), filename: 'receipt.png', type: 'image/png' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file-upload/',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${user.token}` },
    });
    const receipt = upload.json().data[0].id as number;
    expect((await http.post(`/payment/manual/${id}/receipt/`, { receipt }, user.token)).statusCode).toBe(200);
    expect((await http.post(`/payment-reviews/${id}/`, { action: 'confirm' }, admin.token)).statusCode).toBe(
      200,
    );
    const mail = await mailTo(t, user.email, 'Your receipt: Basic membership');
    expect(mail.text).toContain('http://star.localhost:4310/membership');
    expect(mail.html).toContain('STAR Leaders');
    // With the plan running, the circle discount is the plan's (Basic: 10 %).
    expect((await http.get('/identity/', user.token)).json().user_subscription.circle_discount_percent).toBe(
      10,
    );
  });
});
