import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CardPayments,
  type CheckoutLine,
  type ProviderEvent,
  type ProviderSubscription,
} from './index.js';

type Loose = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
/** An id that Stripe sends either as a string or, when expanded, as the object. */
const idOf = (v: unknown): string | null =>
  str(v) ?? (v && typeof v === 'object' ? str((v as Loose).id) : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const date = (v: unknown): Date | null => {
  const n = num(v);
  return n === null ? null : new Date(n * 1000);
};
const obj = (v: unknown): Loose => (v && typeof v === 'object' ? (v as Loose) : {});
const meta = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));
const firstItem = (sub: Loose): Loose => obj((obj(sub.items).data as unknown[] | undefined)?.[0]);

/** A subscription in our words; the period end moved onto the items in newer API versions. */
export function readSubscription(raw: unknown): ProviderSubscription {
  const s = obj(raw);
  const item = firstItem(s);
  return {
    id: str(s.id) ?? '',
    customerId: idOf(s.customer),
    status: str(s.status) ?? 'incomplete',
    trialEnd: date(s.trial_end),
    currentPeriodEnd: date(item.current_period_end) ?? date(s.current_period_end),
    cancelAt: date(s.cancel_at),
    canceledAt: date(s.canceled_at),
    cancelAtPeriodEnd: s.cancel_at_period_end === true,
    metadata: meta(s.metadata),
  };
}

/** Reads a verified Stripe event into the kinds the payments module acts on. */
export function readEvent(raw: unknown): ProviderEvent {
  const event = obj(raw);
  const base = { id: str(event.id) ?? '', created: date(event.created) ?? new Date(0) };
  const o = obj(obj(event.data).object);
  const type = str(event.type) ?? '';
  switch (type) {
    case 'checkout.session.completed':
      return {
        ...base,
        type,
        session: {
          id: str(o.id) ?? '',
          mode: str(o.mode) ?? '',
          customerId: idOf(o.customer),
          subscriptionId: idOf(o.subscription),
          paymentIntentId: idOf(o.payment_intent),
          amountTotal: num(o.amount_total),
          currency: str(o.currency),
          paymentStatus: str(o.payment_status),
          metadata: meta(o.metadata),
        },
      } satisfies ProviderEvent;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = obj(obj(o.parent).subscription_details);
      const line = obj((obj(o.lines).data as unknown[] | undefined)?.[0]);
      return {
        ...base,
        type,
        invoice: {
          id: str(o.id) ?? '',
          subscriptionId: idOf(parent.subscription) ?? idOf(o.subscription),
          customerId: idOf(o.customer),
          amountPaid: num(o.amount_paid) ?? 0,
          amountDue: num(o.amount_due) ?? 0,
          currency: str(o.currency) ?? 'usd',
          periodEnd: date(obj(line.period).end) ?? date(o.period_end),
          metadata: meta(parent.metadata),
        },
      } satisfies ProviderEvent;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, type, subscription: readSubscription(o) } satisfies ProviderEvent;
    default:
      return { ...base, type: 'other', name: type } satisfies ProviderEvent;
  }
}

/**
 * Stripe through its official SDK. `apiUrl` points the SDK at another address (a local stand-in
 * in tests): the SDK speaks plain HTTP to it when the address says so.
 */
export function createStripePayments(options: {
  secretKey: string;
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
  apiUrl: string | undefined;
  /** Seconds a webhook signature stays valid (Stripe's default is 300). */
  toleranceSeconds?: number;
}): CardPayments {
  const target = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? 80 : 443),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  function priceData(line: CheckoutLine) {
    return {
      currency: line.currency,
      unit_amount: line.amountMinor,
      product_data: { name: line.name },
      ...(line.recurring ? { recurring: { interval: line.recurring } } : {}),
    };
  }

  /** One coupon per percentage (2 decimals: 12.5 is `careerhub-12_5-off`), created once and reused. */
  async function couponFor(percent: number): Promise<string> {
    const id = `careerhub-${String(percent).replace('.', '_')}-off`;
    try {
      await stripe.coupons.create({ id, percent_off: percent, duration: 'forever', name: `${percent}% off` });
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeError) || err.code !== 'resource_already_exists') throw err;
    }
    return id;
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey ?? null,

    async createCheckout(request) {
      const { line } = request;
      const lineItem = line.providerPriceId
        ? { price: line.providerPriceId, quantity: 1 }
        : { price_data: priceData(line), quantity: 1 };
      const discounts =
        request.discountPercent > 0 ? [{ coupon: await couponFor(request.discountPercent) }] : undefined;
      const session = await stripe.checkout.sessions.create({
        mode: request.mode,
        line_items: [lineItem],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.clientReferenceId,
        metadata: request.metadata,
        ...(request.customerId
          ? { customer: request.customerId }
          : { customer_email: request.customerEmail }),
        ...(discounts ? { discounts } : {}),
        ...(request.mode === 'subscription'
          ? {
              subscription_data: {
                metadata: request.metadata,
                ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
              },
            }
          : { payment_intent_data: { metadata: request.metadata } }),
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async createPrice(price) {
      const created = await stripe.prices.create({
        currency: price.currency,
        unit_amount: price.amountMinor,
        recurring: { interval: price.recurring },
        product_data: { name: price.name },
      });
      return created.id;
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async retrieveSubscription(id) {
      return readSubscription(await stripe.subscriptions.retrieve(id));
    },

    async setCancelAtPeriodEnd(id, cancel) {
      return readSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
    },

    async cancelNow(id) {
      await stripe.subscriptions.cancel(id);
    },

    async changePrice(id, line, metadata) {
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no item`);
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      const updated = await stripe.subscriptions.update(id, {
        items: [
          line.providerPriceId
            ? { id: item.id, price: line.providerPriceId }
            : {
                id: item.id,
                price_data: {
                  currency: line.currency,
                  unit_amount: line.amountMinor,
                  product,
                  recurring: { interval: line.recurring ?? 'month' },
                },
              },
        ],
        proration_behavior: 'create_prorations',
        metadata,
      });
      return readSubscription(updated);
    },

    parseEvent(rawBody, signature) {
      if (!options.webhookSecret || !signature) throw new WebhookSignatureError('no signature');
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          options.toleranceSeconds ?? 300,
        );
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'bad signature');
      }
      const read = readEvent(event);
      if (!read.id) throw new WebhookSignatureError('no event id');
      return read;
    },
  };
}
