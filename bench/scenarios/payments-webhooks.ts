import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startStripeStandIn } from '../../apps/server/src/platform/payments/testing/stripe-stand-in.js';
import { DEMO_MEMBER } from '../lib/demo.js';
import { recreateDatabase } from '../lib/people.js';
import { freshDataDir, HOST, percentile, repoRoot, startServer, timedJson } from '../lib/server.js';
import type { Metric, Scenario } from '../lib/types.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'careerhub_bench_payments';
const STAFF = { email: 'staff@demo.careerhub.example', password: 'careerhub-demo' };
const SECRET = 'sk_test_bench_0123456789';
const WEBHOOK_SECRET = 'whsec_bench_0123456789abcdef';
const WARMUP = 10;
const EVENTS = 200;
const CONCURRENT = 100;

interface Plans {
  subscription_plans: Array<{ name: string; prices: Array<{ id: number; recurring: string }> }>;
}

/**
 * Issue 20: Stripe webhooks against a server started like `npm start` with STRIPE_SECRET_KEY set
 * and the SDK pointed at the local stand-in. The demo member subscribes through checkout; then
 * 10 warm-up + 200 sequential signed deliveries of distinct events (invoice.paid and
 * customer.subscription.updated in turn, each applied: claim, subscription row, ledger), timed
 * from the bench; then one invoice.paid delivered 100 times at once, which must be applied once
 * (one `applied: true` answer, one ledger row for the invoice in the staff's CSV export). On the
 * embedded database, then on PostgreSQL.
 */
export const paymentsWebhooks: Scenario = {
  name: 'payments-webhooks',
  description: `${EVENTS} sequential signed Stripe webhooks, then one event delivered ${CONCURRENT} times at once (PGlite, then PostgreSQL)`,
  needsWebBuild: false,
  async run() {
    const metrics: Metric[] = [];
    const details: Record<string, unknown> = {};
    for (const backend of ['pglite', 'postgres'] as const) {
      const result = await runOn(backend);
      metrics.push(
        { name: `${backend} webhook p50`, value: result.p50, unit: 'ms', target: 50 },
        { name: `${backend} webhook p95`, value: result.p95, unit: 'ms' },
        {
          name: `${backend} ${CONCURRENT} deliveries applied`,
          value: result.applied,
          unit: 'times',
          min: 1,
          target: 2,
        },
        {
          name: `${backend} ledger rows for that event`,
          value: result.ledgerRows,
          unit: 'rows',
          min: 1,
          target: 2,
        },
      );
      details[backend] = result;
    }
    return { name: 'payments-webhooks', metrics, details };
  },
};

async function runOn(backend: 'pglite' | 'postgres') {
  const dataDir = freshDataDir(`payments-${backend}`);
  const env: Record<string, string> = {
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LOG_LEVEL: 'warn',
  };
  if (backend === 'postgres') {
    const databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE);
    const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
    env.DATABASE_URL = databaseUrl;
  }
  let webhookUrl = '';
  const stripe = await startStripeStandIn({
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (payload, signature) => {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return { status: res.status, body: await res.text() };
    },
  });
  const server = await startServer({ dataDir, env: { ...env, STRIPE_API_URL: stripe.url } });
  const base = `http://${HOST}:${server.port}/api/v1`;
  webhookUrl = `${base}/payment/webhook/`;
  try {
    const login = await timedJson<{ access: string }>(`${base}/token/`, {
      method: 'POST',
      body: DEMO_MEMBER,
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const plans = await timedJson<Plans>(`${base}/subscription-plans/`);
    const price = plans.body.subscription_plans
      .find((p) => p.name === 'Basic')!
      .prices.find((p) => p.recurring === 'year')!;
    const origin = `http://${HOST}:${server.port}`;
    const checkout = await timedJson<{ data: string }>(`${base}/payment/create-subscription/`, {
      method: 'POST',
      token: login.body.access,
      body: {
        price_id: price.id,
        success_url: `${origin}/payment/success`,
        cancel_url: `${origin}/payment/cancel`,
      },
    });
    if (checkout.status !== 200)
      throw new Error(`checkout answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
    const { session, deliveries } = await stripe.complete(/cs_test_\w+$/.exec(checkout.body.data)![0]);
    if (deliveries.some((d) => d.status !== 200))
      throw new Error(`checkout webhooks: ${JSON.stringify(deliveries)}`);
    const subId = session.subscription as string;

    const start = Math.floor(Date.now() / 1000);
    const times: number[] = [];
    for (let i = 0; i < WARMUP + EVENTS; i += 1) {
      const sub = stripe.subscription(subId);
      const event =
        i % 2 === 0
          ? stripe.event('invoice.paid', stripe.invoiceFor(sub, true), start + i)
          : stripe.event('customer.subscription.updated', { ...sub, status: 'active' }, start + i);
      const t0 = performance.now();
      const res = await stripe.send(event);
      const ms = performance.now() - t0;
      if (res.status !== 200 || JSON.parse(res.body).applied !== true)
        throw new Error(`webhook answered ${res.status}: ${res.body}`);
      if (i >= WARMUP) times.push(ms);
    }

    const invoice = stripe.invoiceFor(stripe.subscription(subId), true);
    const once = stripe.event('invoice.paid', invoice, start + WARMUP + EVENTS + 1);
    const t0 = performance.now();
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => stripe.send(once)));
    const burstMs = performance.now() - t0;
    const statuses = [...new Set(answers.map((a) => a.status))];
    const applied = answers.filter((a) => a.status === 200 && JSON.parse(a.body).applied === true).length;

    const staff = await timedJson<{ access: string }>(`${base}/token/`, { method: 'POST', body: STAFF });
    const csv = await fetch(`${base}/payment-ledger/export/`, {
      headers: { authorization: `Bearer ${staff.body.access}` },
    }).then((r) => r.text());
    const ledgerRows = csv.split('\r\n').filter((line) => line.includes(String(invoice.id))).length;
    const p50 = percentile(times, 0.5);
    const p95 = percentile(times, 0.95);
    console.log(
      `  ${backend}: webhook p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; ${CONCURRENT} deliveries in ${burstMs.toFixed(0)} ms → statuses ${statuses.join(',')}, applied ${applied}×, ledger rows ${ledgerRows}`,
    );
    return {
      p50,
      p95,
      min: Math.min(...times),
      max: Math.max(...times),
      events: EVENTS,
      burst: { deliveries: CONCURRENT, ms: burstMs, statuses },
      applied,
      ledgerRows,
    };
  } finally {
    await server.stop();
    await stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
