import type { ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { sendJson, startHttpStandIn, type SeenRequest } from '../../social/testing/http.js';
import {
  checkoutPage,
  id,
  invoiceFor as invoiceOf,
  now,
  parseStripeForm,
  subscriptionObject,
  type Loose,
  type Session,
} from './stripe-stand-in.objects.js';

export { parseStripeForm } from './stripe-stand-in.objects.js';

export interface WebhookDelivery {
  status: number;
  body: string;
}

/**
 * A local stand-in for the parts of Stripe's HTTP API the payments adapter calls through the
 * official SDK (form-encoded bodies in, Stripe's object shapes out): coupons, Checkout Sessions,
 * subscriptions (retrieve, update, cancel), prices, billing portal sessions. It also plays the hosted
 * checkout page (`GET /checkout/{id}` with a Pay button that completes the session, fires the
 * webhooks and redirects to success_url) and sends webhooks signed with the SDK's own
 * `webhooks.generateTestHeaderString`. Point STRIPE_API_URL at `url`.
 */
export async function startStripeStandIn(options: {
  secretKey: string;
  webhookSecret: string;
  /** Where webhooks go: a URL, or a function (API tests deliver through Fastify's inject). */
  webhookUrl?: string;
  deliver?: (payload: string, signature: string) => Promise<WebhookDelivery>;
}) {
  const signer = new Stripe(options.secretKey);
  const coupons = new Map<string, Loose>();
  const prices = new Map<string, Loose>();
  const invoiceFor = (sub: Loose, paid: boolean, created?: number) => invoiceOf(sub, paid, coupons, created);
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Loose>();
  const events: Loose[] = [];
  let base = '';

  const error = (res: ServerResponse, status: number, message: string, code?: string, param?: string) =>
    sendJson(res, status, {
      error: {
        type: 'invalid_request_error',
        message,
        ...(code ? { code } : {}),
        ...(param ? { param } : {}),
      },
    });

  function event(type: string, object: Loose, created = now()): Loose {
    const e = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: structuredClone(object) },
    };
    events.push(e);
    return e;
  }

  function sign(payload: string, timestamp?: number): string {
    return signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  }

  async function send(
    e: Loose,
    opts: { signature?: string; timestamp?: number } = {},
  ): Promise<WebhookDelivery> {
    const payload = JSON.stringify(e, null, 2);
    const signature = opts.signature ?? sign(payload, opts.timestamp);
    if (options.deliver) return options.deliver(payload, signature);
    if (!options.webhookUrl) throw new Error('the Stripe stand-in has nowhere to send webhooks');
    const res = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: res.status, body: await res.text() };
  }

  /** The customer pays on the hosted page: the session completes and its webhooks fire. */
  async function complete(sessionId: string): Promise<{ session: Session; deliveries: WebhookDelivery[] }> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== 'open') return { session, deliveries: [] };
    session.status = 'complete';
    session.payment_status = 'paid';
    session.customer ??= id('cus');
    const deliveries: WebhookDelivery[] = [];
    const body = session._body as Loose;
    if (session.mode === 'subscription') {
      const sub = subscriptionObject(session, body, prices);
      subscriptions.set(sub.id as string, sub);
      session.subscription = sub.id;
      session.payment_status = sub.status === 'trialing' ? 'no_payment_required' : 'paid';
      deliveries.push(await send(event('checkout.session.completed', publicSession(session))));
      if (sub.status === 'active') deliveries.push(await send(event('invoice.paid', invoiceFor(sub, true))));
    } else {
      session.payment_intent = id('pi');
      deliveries.push(await send(event('checkout.session.completed', publicSession(session))));
    }
    return { session, deliveries };
  }

  const publicSession = (s: Session): Loose => {
    const { _body: _ignored, ...rest } = s;
    return rest;
  };

  async function route(req: SeenRequest, res: ServerResponse) {
    const auth = req.headers.authorization ?? '';
    const page = /^\/checkout\/([\w]+)(\/pay)?$/.exec(req.path);
    if (page) {
      const session = sessions.get(page[1]!);
      if (!session) return error(res, 404, 'No such checkout session');
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(session));
      }
      await complete(session.id);
      res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return res.end();
    }
    if (auth !== `Bearer ${options.secretKey}`)
      return sendJson(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    const body = parseStripeForm(req.body);
    const key = `${req.method} ${req.path.replace(/\/(cs|sub)_test_\w+/, '/:id')}`;
    const target = /\/((?:cs|sub)_test_\w+)/.exec(req.path)?.[1] ?? '';
    switch (key) {
      case 'POST /v1/coupons': {
        const couponId = (body.id as string | undefined) ?? id('coupon');
        if (coupons.has(couponId))
          return error(res, 400, 'Coupon already exists.', 'resource_already_exists', 'id');
        const percent = Number(body.percent_off);
        if (!(percent > 0 && percent <= 100))
          return error(res, 400, 'Invalid percent_off', undefined, 'percent_off');
        const coupon = {
          id: couponId,
          object: 'coupon',
          percent_off: percent,
          duration: body.duration,
          name: body.name,
        };
        coupons.set(couponId, coupon);
        return sendJson(res, 200, coupon);
      }
      case 'POST /v1/prices': {
        const unit = Number(body.unit_amount);
        if (!(Number.isInteger(unit) && unit > 0))
          return error(res, 400, 'Invalid unit_amount', undefined, 'unit_amount');
        const price = {
          id: id('price'),
          object: 'price',
          active: true,
          currency: body.currency,
          unit_amount: unit,
          recurring: { interval: ((body.recurring ?? {}) as Loose).interval ?? 'month' },
          product: id('prod'),
          nickname: ((body.product_data ?? {}) as Loose).name ?? null,
        };
        prices.set(price.id, price);
        return sendJson(res, 200, price);
      }
      case 'POST /v1/checkout/sessions': {
        const line = ((body.line_items as Loose[] | undefined)?.[0] ?? {}) as Loose;
        if (line.price && !prices.has(line.price as string))
          return error(res, 400, `No such price: '${String(line.price)}'`, 'resource_missing', 'line_items');
        const priceData = (prices.get(line.price as string) ?? line.price_data ?? {}) as Loose;
        if (!body.success_url || !body.cancel_url)
          return error(res, 400, 'Missing success_url', undefined, 'success_url');
        if (!line.price && priceData.unit_amount === undefined)
          return error(res, 400, 'Missing line_items', undefined, 'line_items');
        const couponId = ((body.discounts as Loose[] | undefined)?.[0] as Loose | undefined)?.coupon as
          string | undefined;
        if (couponId && !coupons.has(couponId)) return error(res, 400, `No such coupon: '${couponId}'`);
        const percent = couponId ? Number(coupons.get(couponId)!.percent_off) : 0;
        const unit = Number(priceData.unit_amount ?? 0);
        const sessionId = id('cs');
        const session: Session = {
          id: sessionId,
          object: 'checkout.session',
          url: `${base}/checkout/${sessionId}`,
          mode: String(body.mode),
          status: 'open',
          payment_status: 'unpaid',
          success_url: String(body.success_url),
          cancel_url: String(body.cancel_url),
          client_reference_id: body.client_reference_id ?? null,
          customer: (body.customer as string | undefined) ?? null,
          customer_email: body.customer_email ?? null,
          metadata: (body.metadata ?? {}) as Record<string, string>,
          currency: priceData.currency ?? 'usd',
          amount_subtotal: unit,
          amount_total: Math.round((unit * (100 - percent)) / 100),
          subscription: null,
          payment_intent: null,
          created: now(),
          _body: body,
          _name: (priceData.product_data as Loose | undefined)?.name ?? priceData.nickname,
        };
        sessions.set(sessionId, session);
        return sendJson(res, 200, publicSession(session));
      }
      case 'GET /v1/checkout/sessions/:id': {
        const session = sessions.get(target);
        return session
          ? sendJson(res, 200, publicSession(session))
          : error(res, 404, 'No such checkout session');
      }
      case 'GET /v1/subscriptions/:id': {
        const sub = subscriptions.get(target);
        return sub
          ? sendJson(res, 200, sub)
          : error(res, 404, `No such subscription: '${target}'`, 'resource_missing');
      }
      case 'POST /v1/subscriptions/:id': {
        const sub = subscriptions.get(target);
        if (!sub) return error(res, 404, `No such subscription: '${target}'`, 'resource_missing');
        const item = (sub.items as { data: Loose[] }).data[0]!;
        if (body.cancel_at_period_end !== undefined) {
          const cancel = body.cancel_at_period_end === 'true';
          sub.cancel_at_period_end = cancel;
          sub.cancel_at = cancel ? item.current_period_end : null;
          sub.canceled_at = cancel ? now() : null;
        }
        const change = ((body.items as Loose[] | undefined)?.[0] ?? null) as Loose | null;
        if (change) {
          const priceData = (change.price_data ?? {}) as Loose;
          const price = item.price as Loose;
          item.price = {
            ...price,
            id: (change.price as string | undefined) ?? id('price'),
            unit_amount: Number(priceData.unit_amount ?? price.unit_amount),
            currency: priceData.currency ?? price.currency,
            recurring: { interval: ((priceData.recurring ?? {}) as Loose).interval ?? 'month' },
          };
        }
        if (body.metadata) sub.metadata = { ...(sub.metadata as Loose), ...(body.metadata as Loose) };
        await send(event('customer.subscription.updated', sub));
        return sendJson(res, 200, sub);
      }
      case 'DELETE /v1/subscriptions/:id': {
        const sub = subscriptions.get(target);
        if (!sub) return error(res, 404, `No such subscription: '${target}'`, 'resource_missing');
        sub.status = 'canceled';
        sub.canceled_at = now();
        sub.ended_at = now();
        await send(event('customer.subscription.deleted', sub));
        return sendJson(res, 200, sub);
      }
      case 'POST /v1/billing_portal/sessions': {
        if (!body.customer)
          return error(res, 400, 'Missing required param: customer.', undefined, 'customer');
        const portal = {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `${base}/portal/${String(body.customer)}`,
        };
        return sendJson(res, 200, portal);
      }
      default:
        return error(res, 404, `Unrecognized request URL (${req.method}: ${req.path}).`);
    }
  }

  const http = await startHttpStandIn(async (req, res) => {
    await route(req, res);
  });
  base = http.url;
  return {
    url: http.url,
    seen: http.seen,
    sessions,
    subscriptions,
    coupons,
    prices,
    events,
    complete,
    /** A new event of `type` about `object` (Stripe's shape), not sent yet. */
    event,
    /** Sends an event, signed (or with the signature given), as Stripe's webhook would. */
    send,
    sign,
    invoiceFor,
    /** The subscription as Stripe holds it now. */
    subscription: (subId: string) => subscriptions.get(subId)!,
    close: http.close,
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
