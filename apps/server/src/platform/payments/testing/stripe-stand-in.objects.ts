import { randomBytes } from 'node:crypto';

export type Loose = Record<string, unknown>;

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) back into objects and arrays. */
export function parseStripeForm(body: string): Loose {
  const root: Loose = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split('[').map((p) => p.replace(/\]$/, ''));
    let node: Loose | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const slot = part === '' && Array.isArray(node) ? String(node.length) : part;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]!);
      const holder = node as Record<string, unknown>;
      if (last) holder[slot] = value;
      else {
        holder[slot] ??= nextIsIndex ? [] : {};
        node = holder[slot] as Loose;
      }
    });
  }
  return root;
}

export const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);
export const DAY = 86_400;

export interface Session extends Loose {
  id: string;
  url: string;
  mode: string;
  status: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
}

/** The subscription a completed Checkout Session starts (a stored price when the line names one). */
export function subscriptionObject(session: Session, body: Loose, prices: Map<string, Loose>): Loose {
  const data = (body.subscription_data ?? {}) as Loose;
  const trialDays = Number(data.trial_period_days ?? 0);
  const line = ((body.line_items as Loose[] | undefined)?.[0] ?? {}) as Loose;
  const priceData = (prices.get(line.price as string) ?? line.price_data ?? {}) as Loose;
  const interval = ((priceData.recurring ?? {}) as Loose).interval === 'year' ? 'year' : 'month';
  const start = now();
  const end = trialDays > 0 ? start + trialDays * DAY : start + (interval === 'year' ? 365 : 30) * DAY;
  const coupon = ((body.discounts as Loose[] | undefined)?.[0] as Loose | undefined)?.coupon as
    string | undefined;
  return {
    id: id('sub'),
    object: 'subscription',
    customer: session.customer,
    status: trialDays > 0 ? 'trialing' : 'active',
    trial_start: trialDays > 0 ? start : null,
    trial_end: trialDays > 0 ? end : null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    created: start,
    start_date: start,
    metadata: (data.metadata ?? {}) as Loose,
    discounts: coupon ? [coupon] : [],
    items: {
      object: 'list',
      data: [
        {
          id: id('si'),
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: end,
          quantity: 1,
          price: {
            id: (line.price as string | undefined) ?? id('price'),
            object: 'price',
            currency: priceData.currency ?? 'usd',
            unit_amount: Number(priceData.unit_amount ?? 0),
            product: id('prod'),
            recurring: { interval },
          },
        },
      ],
    },
  };
}

/** An invoice of the subscription, after its coupon. */
export function invoiceFor(sub: Loose, paid: boolean, coupons: Map<string, Loose>, created = now()): Loose {
  const item = (sub.items as { data: Loose[] }).data[0]!;
  const price = item.price as Loose;
  const coupon = (sub.discounts as string[])[0];
  const percent = coupon ? Number(coupons.get(coupon)?.percent_off ?? 0) : 0;
  const amount = Math.round((Number(price.unit_amount) * (100 - percent)) / 100);
  return {
    id: id('in'),
    object: 'invoice',
    customer: sub.customer,
    currency: price.currency,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    status: paid ? 'paid' : 'open',
    created,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: id('il'),
          period: { start: item.current_period_start, end: item.current_period_end },
          amount,
        },
      ],
    },
  };
}

/** The hosted checkout page the stand-in plays. */
export function checkoutPage(session: Session): string {
  const amount = ((session.amount_total as number) / 100).toFixed(2);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Stripe stand-in checkout</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<main><h1>Pay ${String(session.currency).toUpperCase()} ${amount}</h1><p>${escapeHtml(String(session._name ?? ''))}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
