import type { APIRequestContext } from '@playwright/test';
import {
  startStripeStandIn,
  type StripeStandIn,
} from '../../apps/server/src/platform/payments/testing/stripe-stand-in';
import { startServer, type ServerProcess } from '../chat-helpers';
import { apiTokens, expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { newVerifiedUser, screens, useTokens } from '../session';

const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 20 with card payments: a server of this spec's own, started with STRIPE_SECRET_KEY and the
// SDK pointed at the local Stripe stand-in (which serves a checkout page and sends signed
// webhooks). A member accepted into a paid circle pays on the stand-in's checkout page, comes back
// to /payment/success, and the circle shows Payment confirmed (set by the webhook, not the page).

const SECRET = 'sk_test_e2e_0123456789';
const WEBHOOK_SECRET = 'whsec_e2e_0123456789abcdef';
const CERTIFIED = 'certified@demo.careerhub.example';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

let server: ServerProcess;
let stripe: StripeStandIn;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Far from the shards' own ports (E2E_PORT + shard index) and the +7 of content-links.spec.ts.
  const port = Number(process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 50);
  stripe = await startStripeStandIn({
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/api/v1/payment/webhook/`,
  });
  server = await startServer(port, {
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_API_URL: stripe.url,
    LOGIN_LIMIT_PER_IP: '5000',
    OTP_LIMIT_PER_IP: '5000',
  });
});
test.afterAll(async () => {
  await server?.dispose();
  await stripe?.close();
});

async function paidCircle(request: APIRequestContext) {
  const { access } = await apiTokens(request, CERTIFIED);
  const headers = { authorization: `Bearer ${access}` };
  const org = (await (await request.get('/api/v1/groups/slug/careerhub-community/', { headers })).json()) as {
    id: number;
  };
  const topic = await request.post('/api/v1/topics/', { headers, data: { name: 'Interview practice' } });
  expect(topic.ok(), await topic.text()).toBe(true);
  const created = await request.post('/api/v1/groups/', {
    headers,
    data: {
      name: `Paid Data Circle ${Date.now().toString(36)}`,
      group_type: 'circle',
      circle_type: 'Career Circle',
      description: 'A paid circle for the card payment spec.',
      relevant_sdgs: [8],
      use_cases: [1],
      topics: [((await topic.json()) as { id: number }).id],
      group_duration: 'time_limited',
      career_stages: [3],
      start_date: daysFromNow(10),
      end_date: daysFromNow(40),
      publicity: 'open',
      application_open_date: daysFromNow(-1),
      application_close_date: daysFromNow(5),
      parent_group: org.id,
      is_paid: true,
      price: 40,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { circle: (await created.json()) as { id: number; name_slug: string; name: string }, headers };
}

test('paid circle through the Stripe checkout page: pay, return, Payment confirmed by the webhook', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const request = server.request;
  const { circle, headers: leader } = await paidCircle(request);
  const payer = await newVerifiedUser(request, { first: 'Lena', last: 'Card' });
  const payerHeaders = { authorization: `Bearer ${payer.access}` };
  const joined = await request.post(`/api/v1/groups/${circle.id}/join/`, { headers: payerHeaders, data: {} });
  expect(joined.ok(), await joined.text()).toBe(true);
  const { id: payerId } = (await (
    await request.get('/api/v1/identity/', { headers: payerHeaders })
  ).json()) as {
    id: number;
  };
  const accepted = await request.post(`/api/v1/groups/${circle.id}/respond-join-request/`, {
    headers: leader,
    data: { users: [payerId], action: 'accept' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await useTokens(page, payer);
  await page.goto(`/circle/${circle.name_slug}`);
  await expect(page.getByText('Payment pending', { exact: true })).toBeVisible();
  // Card payments: a Pay now button, no receipt upload.
  await expect(page.getByLabel('Upload your payment receipt (image or PDF)')).toHaveCount(0);
  await expectNoA11yViolations(page, 'paid circle, pay now');
  await screens(page, 'payments-stripe-circle');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Pay now' }).click();

  // The stand-in's hosted checkout page: the amount is the circle's price, $40.00.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/checkout/cs_test_`));
  await expect(page.getByRole('heading', { name: 'Pay USD 40.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?type=payment/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! Your payment was received.' }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'payment success');
  await screens(page, 'payments-stripe-success');
  await page.getByRole('link', { name: 'Back to the group' }).click();
  await expect(page).toHaveURL(new RegExp(`/circle/${circle.name_slug}$`));
  await expect(page.getByText('Payment confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  // What the SDK sent and the webhook it got back: one payment session, one completion.
  const sessions = stripe.seen.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  expect(sessions).toHaveLength(1);
  expect(new URLSearchParams(sessions[0]!.body).get('line_items[0][price_data][unit_amount]')).toBe('4000');
  expect(stripe.events.filter((e) => e.type === 'checkout.session.completed')).toHaveLength(1);
  await context.close();
});

test('membership through Stripe checkout: trial, Manage billing, the membership card and its public check', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const request = server.request;
  const member = await newVerifiedUser(request, { first: 'Tomas', last: 'Trial' });
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await useTokens(page, member);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
  await expect(page.getByText('14 Day(s) Free Trial')).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade: Professional' }).click();

  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/checkout/cs_test_`));
  await expect(page.getByRole('heading', { name: 'Pay USD 190.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);

  await page.goto('/membership');
  await expect(page.getByTestId('membership-plan')).toHaveText('Professional');
  await expect(page.getByText('Trial ends')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  await expectNoA11yViolations(page, 'membership with Stripe');
  await screens(page, 'payments-stripe-membership');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Membership card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Membership card' });
  const image = dialog.getByRole('img', { name: /^Membership card CH-\d{6}$/ });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1012);
  await expect(dialog.getByRole('link', { name: 'Download card' })).toBeVisible();
  await expectNoA11yViolations(page, 'membership card dialog');
  await screens(page, 'payments-stripe-card');

  // The QR code's page, for anyone: the name and Valid membership.
  const card = (await (
    await request.post('/api/v1/membership-card/', { headers: { authorization: `Bearer ${member.access}` } })
  ).json()) as { verify_url: string };
  const visitor = await browser.newContext({ baseURL: server.origin });
  const check = await visitor.newPage();
  await check.goto(new URL(card.verify_url).pathname);
  await expect(check.getByTestId('card-holder')).toHaveText('Tomas Trial');
  await expect(check.getByText('Valid membership')).toBeVisible();
  await expectNoA11yViolations(check, 'membership card check');
  await screens(check, 'payments-stripe-card-check');
  await visitor.close();
  await context.close();
});

test('Donate tab: the admin writes a donation, a donor gives an amount through checkout', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const request = server.request;
  const admin = await apiTokens(request, 'admin@demo.careerhub.example');
  const headers = { authorization: `Bearer ${admin.access}` };
  const org = (await (await request.get('/api/v1/groups/slug/careerhub-community/', { headers })).json()) as {
    id: number;
  };
  const saved = await request.put(`/api/v1/groups/${org.id}/donation-details/`, {
    headers,
    data: {
      donation_details: [
        { name: 'Scholarship fund', description: 'Pays the circle fee of a member who cannot.' },
        { name: 'Mentor travel', description: 'Brings mentors to in-person events.' },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await useTokens(page, admin);
  await page.goto('/org/careerhub-community/donate');
  await expect(page.getByRole('heading', { level: 2, name: 'Support this organization' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scholarship fund' })).toBeVisible();
  await expectNoA11yViolations(page, 'donate tab');
  await screens(page, 'payments-stripe-donate');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Amount (USD)').fill('-4');
  await page.getByRole('button', { name: 'Donate' }).last().click();
  await expect(page.getByText('Enter an amount above zero, such as 25 or 25.50.')).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('25');
  await page.getByRole('button', { name: 'Donate' }).last().click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/checkout/cs_test_`));
  await expect(page.getByRole('heading', { name: 'Pay USD 25.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?type=donation/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your donation!' })).toBeVisible();
  await context.close();
});
