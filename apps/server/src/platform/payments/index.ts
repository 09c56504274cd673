import type { Recurring } from '@careerhub/shared';

/**
 * A card payment provider (issue 20). The embedded default is none: payments are manual and a
 * person confirms each one (modules/payments). With STRIPE_SECRET_KEY set this is Stripe
 * (./stripe.ts). The types here are the provider's facts in our words, so the payments module
 * never imports a vendor SDK.
 */
export interface CheckoutLine {
  name: string;
  amountMinor: number;
  currency: string;
  /** A subscription's interval; absent for a one-time payment. */
  recurring?: Recurring;
  /** The provider's own price, when the plan's price was created there. */
  providerPriceId?: string | null;
}

export interface CheckoutRequest {
  mode: 'subscription' | 'payment';
  line: CheckoutLine;
  /** The combined discount (capped at 100), applied as one coupon. */
  discountPercent: number;
  trialDays: number;
  customerId: string | null;
  customerEmail: string;
  clientReferenceId: string;
  /** Copied onto the session (and the subscription): the webhook reads our ids back from it. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  canceledAt: Date | null;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

export interface ProviderCheckoutSession {
  id: string;
  mode: string;
  customerId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  amountTotal: number | null;
  currency: string | null;
  paymentStatus: string | null;
  metadata: Record<string, string>;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  amountPaid: number;
  amountDue: number;
  currency: string;
  periodEnd: Date | null;
  /** The subscription's metadata as the invoice carries it (our user and price ids). */
  metadata: Record<string, string>;
}

/** A verified webhook event: the kinds we act on, and `other` for the rest (acknowledged, ignored). */
export type ProviderEvent = { id: string; created: Date } & (
  | { type: 'checkout.session.completed'; session: ProviderCheckoutSession }
  | { type: 'invoice.paid' | 'invoice.payment_failed'; invoice: ProviderInvoice }
  | {
      type: 'customer.subscription.updated' | 'customer.subscription.deleted';
      subscription: ProviderSubscription;
    }
  | { type: 'other'; name: string }
);

export class WebhookSignatureError extends Error {}

export interface CardPayments {
  readonly name: 'stripe';
  readonly publishableKey: string | null;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** A recurring price of a plan, created when staff or an admin save it; answers its id. */
  createPrice(price: {
    name: string;
    amountMinor: number;
    currency: string;
    recurring: Recurring;
  }): Promise<string>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription>;
  cancelNow(id: string): Promise<void>;
  /** Moves the subscription's one item to another price (an upgrade, a downgrade or a switch). */
  changePrice(
    id: string,
    line: CheckoutLine,
    metadata: Record<string, string>,
  ): Promise<ProviderSubscription>;
  /** Verifies the signature over the raw body and reads the event; WebhookSignatureError otherwise. */
  parseEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
