import { PAYMENT_MESSAGES as M, NOTIFICATION_EVENTS, formatMinor } from '@careerhub/shared';
import { AppError, badRequest, unavailable } from '../../http/errors.js';
import {
  WebhookSignatureError,
  type CardPayments,
  type ProviderEvent,
  type ProviderSubscription,
} from '../../platform/payments/index.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { PaymentsDeps } from './payments.service.js';
import type { SubscriptionRow } from './payments.repository.js';

/** Stripe's subscription statuses in ours (SUBSCRIPTION_STATUSES). */
export function statusFromProvider(status: string): string {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
      return status;
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'pending';
    default:
      // incomplete_expired, paused: nothing is being paid for.
      return 'canceled';
  }
}

/** What to tell the member once the transaction has committed. */
type After = () => Promise<void>;

/**
 * The webhook: the signature is verified on the raw body, each event id is applied once (the
 * claim and its effects share one transaction), and an event older than the last one applied to
 * a subscription never moves it backwards; a deleted subscription stays canceled.
 */
export function createWebhookHandler(
  deps: PaymentsDeps & { cards: CardPayments },
  helpers: {
    organizationIdOf: (userId: number) => Promise<number | null>;
    mailTo: (userId: number, subject: string, lines: string[], site: MailSite | undefined) => Promise<void>;
    /** A membership card follows the plan: drawn again after the commit. */
    planChanged: (userId: number, site: MailSite | undefined) => Promise<void>;
    /** The member's brand: the host recorded in the checkout's metadata, else `fallback`. */
    memberSite: (brandHost: string | undefined, fallback: MailSite | undefined) => MailSite | undefined;
  },
) {
  const { repo, transactions, cards } = deps;

  /** Whether an event created at `at` about `sub` may change the member's row. */
  function mayApply(
    row: SubscriptionRow | undefined,
    subId: string,
    at: Date,
    isNewCheckout: boolean,
  ): boolean {
    if (!row) return true;
    if (row.stripeSubscriptionId !== subId) return isNewCheckout || row.stripeSubscriptionId === null;
    if (row.providerEventAt && at < row.providerEventAt) return false;
    return row.status !== 'canceled';
  }

  /**
   * The provider's view of a subscription written onto the member's row (inside the transaction).
   * A membership card follows a change of plan (`after`).
   */
  async function applySubscription(
    userId: number,
    sub: ProviderSubscription,
    at: Date,
    isNewCheckout: boolean,
    after: After[],
    site: MailSite | undefined,
  ): Promise<boolean> {
    const current = await repo.subscriptionOf(userId);
    if (!mayApply(current?.subscription, sub.id, at, isNewCheckout)) return false;
    const priceId = Number(sub.metadata.price_id);
    // The same price as now (most events): no second read.
    const found =
      current && current.price.id === priceId
        ? current
        : Number.isInteger(priceId) && priceId > 0
          ? await repo.anyPriceWithPlan(priceId)
          : undefined;
    const plan = found?.plan ?? current?.plan;
    const price = found?.price ?? current?.price;
    if (!plan || !price) return false;
    await repo.saveSubscription({
      userId,
      planId: plan.id,
      priceId: price.id,
      status: statusFromProvider(sub.status),
      provider: 'stripe',
      stripeSubscriptionId: sub.id,
      stripeCustomerId: sub.customerId ?? current?.subscription.stripeCustomerId ?? null,
      discountPercent:
        Number(sub.metadata.discount_percent ?? current?.subscription.discountPercent ?? 0) || 0,
      trialEnd: sub.trialEnd,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAt: sub.cancelAt,
      canceledAt: sub.canceledAt,
      cancellationReason: current?.subscription.cancellationReason ?? null,
      providerEventAt: at,
    });
    if (current?.plan.id !== plan.id)
      after.push(() => helpers.planChanged(userId, site).catch(() => undefined));
    return true;
  }

  /** An invoice moves the subscription's status (paid: active; failed: past_due) when it is newer. */
  async function applyInvoice(
    userId: number,
    subId: string,
    status: string,
    periodEnd: Date | null,
    at: Date,
  ) {
    const current = await repo.subscriptionOf(userId);
    if (!current || !mayApply(current.subscription, subId, at, false)) return false;
    await repo.updateSubscription(userId, {
      status,
      ...(status === 'active' && periodEnd ? { currentPeriodEnd: periodEnd } : {}),
      providerEventAt: at,
    });
    return true;
  }

  async function userOfSubscription(subId: string | null, metadata: Record<string, string>) {
    if (subId) {
      const row = await repo.subscriptionByStripeId(subId);
      if (row) return row.userId;
    }
    const id = Number(metadata.user_id);
    return Number.isInteger(id) && id > 0 ? id : null;
  }

  /** Applies one verified event; answers the work to do after the commit. */
  async function apply(
    event: ProviderEvent,
    facts: { userId: number | null; organizationId: number | null; sub: ProviderSubscription | null },
    site: MailSite | undefined,
  ): Promise<After[]> {
    const after: After[] = [];
    const { userId, organizationId } = facts;
    const ledger = (entry: {
      action: string;
      subject: string;
      subjectId: string | null;
      amountMinor: number;
      currency: string;
      reference: string | null;
      organization?: number | null;
    }) =>
      repo.appendLedger({
        userId,
        organizationId: entry.organization ?? organizationId,
        action: entry.action,
        subject: entry.subject,
        subjectId: entry.subjectId,
        amountMinor: entry.amountMinor,
        currency: entry.currency,
        provider: 'stripe',
        providerReference: entry.reference,
        actorId: null,
      });

    switch (event.type) {
      case 'checkout.session.completed': {
        const s = event.session;
        if (s.mode === 'subscription' && facts.sub && userId) {
          if (!(await applySubscription(userId, facts.sub, event.created, true, after, site))) return after;
          await ledger({
            action: 'subscription_started',
            subject: 'subscription',
            subjectId: s.metadata.plan_id ?? null,
            amountMinor: s.amountTotal ?? 0,
            currency: s.currency ?? 'usd',
            reference: facts.sub.id,
          });
          after.push(async () => {
            await deps.notifications.notify({
              userId,
              type: 'organization',
              notificationType: NOTIFICATION_EVENTS.payment,
              message: `Your ${s.metadata.plan_name ?? ''} membership is active`.replace('  ', ' '),
              data: {},
              link: '/membership',
              ...(site ? { site } : {}),
            });
          });
          return after;
        }
        if (s.mode !== 'payment') return after;
        const payment = await repo.completeProviderPayment(s.id, s.paymentIntentId, event.created);
        if (!payment) return after;
        const amount = s.amountTotal ?? payment.amountMinor;
        const currency = s.currency ?? payment.currency;
        if (payment.kind === 'group' && payment.groupId !== null && payment.userId !== null) {
          await deps.groupAccess.confirmProviderPayment(
            payment.groupId,
            payment.userId,
            s.paymentIntentId ?? s.id,
          );
          await ledger({
            action: 'payment_received',
            subject: 'group',
            subjectId: String(payment.groupId),
            amountMinor: amount,
            currency,
            reference: s.paymentIntentId ?? s.id,
          });
          const groupName = s.metadata.group_name ?? 'your group';
          const payer = payment.userId;
          after.push(() =>
            helpers.mailTo(
              payer,
              `Your receipt: ${groupName}`,
              [
                `We received your payment of ${formatMinor(amount)} ${currency.toUpperCase()} for ${groupName}.`,
                ...(payment.discountPercent > 0 ? [`Discount applied: ${payment.discountPercent}%.`] : []),
                `Receipt number: S-${payment.id}.`,
              ],
              site,
            ),
          );
        } else if (payment.kind === 'donation') {
          await ledger({
            action: 'donation_received',
            subject: 'donation',
            subjectId: payment.groupId === null ? null : String(payment.groupId),
            amountMinor: amount,
            currency,
            reference: s.paymentIntentId ?? s.id,
            organization: payment.groupId,
          });
          const donor = payment.userId;
          if (donor !== null)
            after.push(() =>
              helpers.mailTo(
                donor,
                'Thank you for your donation',
                [
                  `We received your donation of ${formatMinor(amount)} ${currency.toUpperCase()} to ${s.metadata.group_name ?? 'the organization'}.`,
                  `Receipt number: D-${payment.id}.`,
                ],
                site,
              ),
            );
        }
        return after;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const inv = event.invoice;
        if (!userId || !inv.subscriptionId) return after;
        const paid = event.type === 'invoice.paid';
        const moved = await applyInvoice(
          userId,
          inv.subscriptionId,
          paid ? 'active' : 'past_due',
          inv.periodEnd,
          event.created,
        );
        // The money is in the books whether or not the status moved (an old invoice paid late).
        await ledger({
          action: paid ? 'invoice_paid' : 'invoice_payment_failed',
          subject: 'subscription',
          subjectId: inv.subscriptionId,
          amountMinor: paid ? inv.amountPaid : inv.amountDue,
          currency: inv.currency,
          reference: inv.id,
        });
        const member = userId;
        if (paid)
          after.push(() =>
            helpers.mailTo(
              member,
              'Your membership receipt',
              [
                `We received your payment of ${formatMinor(inv.amountPaid)} ${inv.currency.toUpperCase()}.`,
                `Invoice: ${inv.id}.`,
              ],
              site,
            ),
          );
        else if (moved)
          after.push(async () => {
            await deps.notifications.notify({
              userId: member,
              type: 'organization',
              notificationType: NOTIFICATION_EVENTS.payment,
              message: M.paymentPending,
              data: {},
              link: '/membership',
              ...(site ? { site } : {}),
            });
          });
        return after;
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        if (!userId) return after;
        const sub =
          event.type === 'customer.subscription.deleted'
            ? { ...event.subscription, status: 'canceled' }
            : event.subscription;
        if (await applySubscription(userId, sub, event.created, false, after, site))
          await ledger({
            action:
              event.type === 'customer.subscription.deleted' ? 'subscription_ended' : 'subscription_updated',
            subject: 'subscription',
            subjectId: sub.metadata.plan_id ?? null,
            amountMinor: 0,
            currency: 'usd',
            reference: sub.id,
          });
        return after;
      }
      default:
        return after;
    }
  }

  return {
    /** POST payment/webhook/: verify, claim the event id, apply it, then mail and notify. */
    async handle(rawBody: Buffer, signature: string | undefined, site: MailSite | undefined) {
      let event: ProviderEvent;
      try {
        event = cards.parseEvent(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw badRequest(M.badSignature);
        throw err;
      }
      // Reads and provider calls first: PGlite's transaction holds its only connection.
      let sub: ProviderSubscription | null = null;
      let subId: string | null = null;
      let metadata: Record<string, string> = {};
      if (event.type === 'checkout.session.completed') {
        metadata = event.session.metadata;
        if (event.session.mode === 'subscription' && event.session.subscriptionId) {
          // A redelivery needs no call to the provider: the claim below would refuse it anyway.
          if (await repo.eventSeen(event.id)) return { received: true, applied: false };
          try {
            sub = await cards.retrieveSubscription(event.session.subscriptionId);
          } catch (err) {
            if (err instanceof AppError) throw err;
            throw unavailable(M.providerUnavailable);
          }
          subId = sub.id;
        }
      } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
        subId = event.invoice.subscriptionId;
        metadata = event.invoice.metadata;
      } else if (
        event.type === 'customer.subscription.updated' ||
        event.type === 'customer.subscription.deleted'
      ) {
        subId = event.subscription.id;
        metadata = event.subscription.metadata;
      }
      const userId =
        event.type === 'checkout.session.completed' && event.session.mode === 'subscription'
          ? Number(metadata.user_id) || null
          : await userOfSubscription(subId, metadata);
      const organizationId = userId ? await helpers.organizationIdOf(userId) : null;
      // Stripe calls our default host: receipts take the brand the member paid on instead.
      const memberSite = helpers.memberSite(metadata.brand_host ?? sub?.metadata.brand_host, site);
      const result = await transactions.run(async () => {
        if (!(await repo.claimEvent(event.id, event.type === 'other' ? event.name : event.type)))
          return { applied: false, after: [] as After[] };
        return { applied: true, after: await apply(event, { userId, organizationId, sub }, memberSite) };
      });
      for (const task of result.after) await task();
      return { received: true, applied: result.applied };
    },
  };
}
