import {
  NOTIFICATION_EVENTS,
  PAYMENT_MESSAGES as M,
  combinedDiscount,
  discountedMinor,
  formatMinor,
  planAction,
  type CreateSubscriptionInput,
  type Recurring,
  type UpdateSubscriptionInput,
} from '@careerhub/shared';
import { badRequest, forbidden, invalidFields, notFound, unavailable } from '../../http/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { CardPayments } from '../../platform/payments/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { createMembershipCards } from './membership-cards.js';
import type { GroupRow } from '../groups/groups.repository.js';
import type { MembershipRow } from '../groups/memberships.service.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { MAIL_JOB } from '../auth/auth.passwords.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { UserRow } from '../auth/users.repository.js';
import type { UserOrganizationRow } from '../groups/groups.repository.js';
import { groupMail } from '../groups/groups.mail.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { entitlements } from '../auth/entitlements.js';
import { paymentsPolicy as policy } from './payments.policy.js';
import {
  csvField,
  presentDetail,
  presentDiscount,
  presentFlags,
  presentManualPayment,
  presentPlan,
  type SubscriptionFlags,
} from './payments.presenter.js';
import type { ManualPaymentView, PaymentsRepository } from './payments.repository.js';
import { createCheckoutFlows } from './payments.checkout.js';
import { createWebhookHandler } from './payments.webhooks.js';

export interface PaymentsDeps {
  repo: PaymentsRepository;
  transactions: Transactions;
  organizationsOf: (userId: number) => Promise<UserOrganizationRow[]>;
  managerIds: (groupId: number) => Promise<number[]>;
  findUser: (userId: number) => Promise<UserRow | undefined>;
  notifications: NotificationsService;
  jobs: JobQueue;
  publicUrl: (key: string) => string;
  storage: Storage;
  /** The card payment provider (Stripe), or null: every payment is manual. */
  cards: CardPayments | null;
  /** Logs a provider failure (the member is told to try again). */
  onProviderError?: (err: unknown) => void;
  /** What payments asks the groups module about paid circles and events. */
  groupAccess: {
    paymentFacts: (
      groupId: number,
      userId: number,
    ) => Promise<{ group: GroupRow | undefined; membership: MembershipRow | null }>;
    confirmProviderPayment: (groupId: number, userId: number, reference: string) => Promise<boolean>;
    saveDonationDetails: (
      groupId: number,
      details: Array<{ name: string; description: string; stripe_price_id: string }>,
    ) => Promise<Array<{ name: string; description: string; stripe_price_id: string }>>;
  };
  now?: () => Date;
}

/** The brand a request came to: its own hosts (where checkouts may return) and public origin. */
export interface CheckoutSite {
  hosts: string[];
  baseUrl: string;
}

/** Where a checkout may send the browser back to: this brand's own host, over http(s). */
export function isOwnUrl(url: string, ownHosts: string[]): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      ownHosts.map((h) => h.toLowerCase()).includes(parsed.hostname.toLowerCase()) &&
      !parsed.username &&
      !parsed.password
    );
  } catch {
    return false;
  }
}

/** What a manual payment pays for, in a sentence: "the Basic plan" or "your donation to Acme". */
function paidFor(payment: ManualPaymentView): string {
  return payment.plan
    ? `the ${payment.plan.name} plan`
    : `your donation to ${payment.organizationName ?? 'the organization'}`;
}
const subjectOf = (payment: ManualPaymentView) =>
  payment.plan
    ? { subject: 'subscription', subjectId: String(payment.plan.id) }
    : {
        subject: 'donation',
        subjectId: payment.organizationId === null ? null : String(payment.organizationId),
      };

function addPeriod(from: Date, recurring: Recurring): Date {
  const next = new Date(from);
  if (recurring === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** Plans, the member's subscription, manual payments and their review, the ledger. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { repo, transactions } = deps;
  const now = deps.now ?? (() => new Date());

  async function loadPayment(viewer: UserRow, id: number) {
    const payment = await repo.manualPayment(id);
    if (!payment) throw notFound();
    const organizations = await deps.organizationsOf(viewer.id);
    if (!policy.canSeePayment(viewer, organizations, payment)) throw notFound();
    return { payment, organizations };
  }

  async function instructionsFor(organizationId: number | null): Promise<string | null> {
    if (organizationId === null) return null;
    return (await repo.instructions(organizationId))?.instructions ?? null;
  }

  async function present(payment: ManualPaymentView) {
    return presentManualPayment(payment, await instructionsFor(payment.organizationId), deps.publicUrl);
  }

  async function tellMember(
    payment: ManualPaymentView,
    message: string,
    site: MailSite | undefined,
  ): Promise<void> {
    await deps.notifications.notify({
      userId: payment.userId,
      type: 'organization',
      notificationType: NOTIFICATION_EVENTS.payment,
      message,
      data: payment.organizationName ? { name: payment.organizationName } : {},
      link: '/membership',
      ...(site ? { site } : {}),
    });
  }

  /** The receipt of a confirmed payment, mailed whatever the member's notification choices. */
  async function mailReceipt(payment: ManualPaymentView, site: MailSite | undefined) {
    if (!site) return;
    const amount = `${formatMinor(payment.amountMinor)} ${payment.currency.toUpperCase()}`;
    await deps.jobs.enqueue(
      MAIL_JOB,
      groupMail(site, {
        to: payment.userEmail,
        firstName: payment.userFirstName,
        subject: payment.plan
          ? `Your receipt: ${payment.plan.name} membership`
          : 'Thank you for your donation',
        lines: [
          payment.plan && payment.price
            ? `We confirmed your payment of ${amount} for the ${payment.plan.name} plan (${payment.price.recurring}ly).`
            : `We confirmed your donation of ${amount} to ${payment.organizationName ?? 'the organization'}.`,
          `Receipt number: M-${payment.id}. Date: ${now().toISOString().slice(0, 10)}.`,
          ...(payment.discountPercent > 0 ? [`Discount applied: ${payment.discountPercent}%.`] : []),
        ],
        action: { url: new URL('/membership', site.baseUrl).toString(), label: 'View your membership' },
      }),
    );
  }

  /** A receipt or notice mailed to a member whatever their notification choices. */
  async function mailTo(userId: number, subject: string, lines: string[], site: MailSite | undefined) {
    if (!site) return;
    const user = await deps.findUser(userId);
    if (!user) return;
    await deps.jobs.enqueue(
      MAIL_JOB,
      groupMail(site, {
        to: user.email,
        firstName: user.firstName,
        subject,
        lines,
        action: { url: new URL('/membership', site.baseUrl).toString(), label: 'View your membership' },
      }),
    );
  }

  const checkouts = createCheckoutFlows(deps, {
    provider,
    ownUrls(input, site) {
      const errors: Record<string, string[]> = {};
      if (!isOwnUrl(input.success_url, site.hosts)) errors.success_url = [M.foreignUrl];
      if (!isOwnUrl(input.cancel_url, site.hosts)) errors.cancel_url = [M.foreignUrl];
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
    },
  });
  const cards = createMembershipCards({ repo, storage: deps.storage, findUser: deps.findUser });
  const webhooks = deps.cards
    ? createWebhookHandler(
        { ...deps, cards: deps.cards },
        { organizationIdOf, mailTo, planChanged: (userId, site) => cards.refresh(userId, site) },
      )
    : null;

  return {
    ...checkouts,
    cards,

    /** POST payment/webhook/: the provider's events (400 without a provider or a valid signature). */
    async webhook(rawBody: Buffer, signature: string | undefined, site: MailSite | undefined) {
      if (!webhooks) throw badRequest(M.stripeOnly);
      return webhooks.handle(rawBody, signature, site);
    },

    async plans() {
      const [plans, discounts] = await Promise.all([repo.activePlans(), repo.activeDiscounts()]);
      return {
        subscription_plans: plans.map(presentPlan),
        subscription_discounts: discounts.map(presentDiscount),
      };
    },

    /** The identity's user_subscription flags for a user. */
    async flagsOf(user: UserRow): Promise<SubscriptionFlags> {
      return presentFlags(
        { oneToOneChat: entitlements.canStartOneToOneChat(user), useAma: entitlements.canUseAma(user) },
        await repo.subscriptionOf(user.id),
      );
    },

    async detail(user: UserRow) {
      const [current, open] = await Promise.all([
        repo.subscriptionOf(user.id),
        repo.openManualPaymentOf(user.id),
      ]);
      return presentDetail(current, open?.id ?? null, deps.cards?.publishableKey ?? null);
    },

    /**
     * A checkout for a plan's price. With no card provider the member is sent to the manual
     * payment page: the organization's instructions and a receipt upload.
     */
    async createSubscription(user: UserRow, input: CreateSubscriptionInput, site: CheckoutSite) {
      const ownHosts = site.hosts;
      const errors: Record<string, string[]> = {};
      if (!isOwnUrl(input.success_url, ownHosts)) errors.success_url = [M.foreignUrl];
      if (!isOwnUrl(input.cancel_url, ownHosts)) errors.cancel_url = [M.foreignUrl];
      const found = await repo.priceWithPlan(input.price_id);
      if (!found) errors.price_id = [M.unknownPrice];
      const ids = [...new Set(input.discount_ids)];
      const discounts = await repo.discountsByIds(ids);
      if (
        found &&
        (discounts.length !== ids.length ||
          discounts.some(
            (d) =>
              d.subscriptionTiers.length > 0 && !d.subscriptionTiers.includes(found.plan.subscriptionTier),
          ))
      )
        errors.discount_ids = [M.discountNotApplicable];
      if (Object.keys(errors).length > 0 || !found) throw invalidFields(errors);

      const [current, organizations] = await Promise.all([
        repo.subscriptionOf(user.id),
        deps.organizationsOf(user.id),
      ]);
      if (
        current &&
        current.subscription.status !== 'canceled' &&
        current.subscription.status !== 'pending'
      ) {
        const action = planAction(
          { tier: current.plan.subscriptionTier, recurring: current.price.recurring as Recurring },
          { tier: found.plan.subscriptionTier, recurring: found.price.recurring as Recurring },
        );
        if (current.plan.isInstitutional && (action === 'Downgrade' || action === 'Switch'))
          throw badRequest(M.institutionalCannotChange);
      }
      const percent = combinedDiscount(discounts.map((d) => d.discountPercentage));
      const organization =
        organizations.find((o) => o.isDefault && o.status === 'accepted') ??
        organizations.find((o) => o.status === 'accepted');
      if (deps.cards) {
        const session = await provider(() =>
          deps.cards!.createCheckout({
            mode: 'subscription',
            line: {
              name: `${found.plan.name} membership`,
              amountMinor: found.price.amountMinor,
              currency: found.price.currency,
              recurring: found.price.recurring as Recurring,
              providerPriceId: found.price.stripePriceId,
            },
            discountPercent: percent,
            // A trial once: a member who has had a subscription pays from the first day.
            trialDays: current ? 0 : found.price.trialDays,
            customerId: current?.subscription.stripeCustomerId ?? null,
            customerEmail: user.email,
            clientReferenceId: String(user.id),
            metadata: {
              kind: 'subscription',
              user_id: String(user.id),
              plan_id: String(found.plan.id),
              plan_name: found.plan.name,
              price_id: String(found.price.id),
              discount_percent: String(percent),
            },
            successUrl: input.success_url,
            cancelUrl: input.cancel_url,
          }),
        );
        await repo.appendLedger({
          userId: user.id,
          organizationId: organization?.id ?? null,
          action: 'checkout_created',
          subject: 'subscription',
          subjectId: String(found.plan.id),
          amountMinor: discountedMinor(found.price.amountMinor, percent),
          currency: found.price.currency,
          provider: 'stripe',
          providerReference: session.id,
          actorId: user.id,
        });
        return { data: session.url };
      }
      const payment = await transactions.run(async () => {
        const row = await repo.insertManualPayment({
          userId: user.id,
          organizationId: organization?.id ?? null,
          priceId: found.price.id,
          discountIds: ids,
          discountPercent: percent,
          amountMinor: discountedMinor(found.price.amountMinor, percent),
          currency: found.price.currency,
          successUrl: input.success_url,
          cancelUrl: input.cancel_url,
        });
        // No plan yet (or an ended one): the member's subscription waits for this payment.
        if (
          !current ||
          current.subscription.status === 'canceled' ||
          current.subscription.status === 'pending'
        )
          await repo.saveSubscription({
            userId: user.id,
            planId: found.plan.id,
            priceId: found.price.id,
            status: 'pending',
            provider: 'manual',
            discountPercent: percent,
            trialEnd: null,
            currentPeriodEnd: null,
            cancelAt: null,
            canceledAt: null,
            cancellationReason: null,
          });
        await repo.appendLedger({
          userId: user.id,
          organizationId: row.organizationId,
          action: 'checkout_created',
          subject: 'subscription',
          subjectId: String(found.plan.id),
          amountMinor: row.amountMinor,
          currency: row.currency,
          provider: 'manual',
          providerReference: `manual_payment:${row.id}`,
          actorId: user.id,
        });
        return row;
      });
      return { data: `/payment/manual/${payment.id}` };
    },

    async manualPayment(viewer: UserRow, id: number) {
      const { payment } = await loadPayment(viewer, id);
      return present(payment);
    },

    /** The member sends proof of payment (an image or PDF they uploaded); reviewers are told. */
    async submitReceipt(viewer: UserRow, id: number, receiptId: number, site?: MailSite) {
      const { payment } = await loadPayment(viewer, id);
      if (payment.userId !== viewer.id) throw forbidden();
      if (payment.status !== 'awaiting_receipt' && payment.status !== 'rejected')
        throw badRequest(M.notAwaitingReceipt);
      const file = await repo.fileFacts(receiptId);
      if (
        !file ||
        file.ownerId !== viewer.id ||
        !(file.mimeType === 'application/pdf' || file.mimeType.startsWith('image/'))
      )
        throw invalidFields({ receipt: [M.receiptFormat] });
      const moved = await transactions.run(async () => {
        const row = await repo.moveManualPayment(id, payment.status, {
          status: 'submitted',
          receiptId,
          rejectionReason: null,
        });
        if (!row) return undefined;
        await repo.appendLedger({
          userId: viewer.id,
          organizationId: payment.organizationId,
          action: 'receipt_submitted',
          ...subjectOf(payment),
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          provider: 'manual',
          providerReference: `manual_payment:${id}`,
          actorId: viewer.id,
        });
        return row;
      });
      if (!moved) throw badRequest(M.notAwaitingReceipt);
      const reviewers = payment.organizationId === null ? [] : await deps.managerIds(payment.organizationId);
      const text = `${viewer.firstName} ${viewer.lastName} sent a payment receipt for ${paidFor(payment).replace('your ', 'a ')}`;
      for (const userId of reviewers)
        await deps.notifications.notify({
          userId,
          type: 'organization',
          notificationType: NOTIFICATION_EVENTS.paymentVoucher,
          message: text,
          data: payment.organizationName ? { name: payment.organizationName } : {},
          link: '/payments/review',
          ...(site ? { site } : {}),
        });
      return { message: M.receiptSubmitted };
    },

    async reviewQueue(viewer: UserRow, query: { status: string; page: number; page_size: number }) {
      const reviewed = policy.assertReviewer(viewer, await deps.organizationsOf(viewer.id));
      const { rows, count } = await repo.reviewQueue(reviewed, query.status, query.page, query.page_size);
      const data = await Promise.all(rows.map(present));
      return {
        data,
        pagination: { count, next: query.page * query.page_size < count ? query.page + 1 : null },
      };
    },

    /**
     * A person confirms or rejects a submitted receipt. Confirming makes the subscription active
     * for one period (from the end of the current one when it is the same plan still running).
     */
    async review(
      viewer: UserRow,
      id: number,
      input: { action: 'confirm' | 'reject'; reason?: string | undefined },
      site?: MailSite,
    ) {
      const { payment, organizations } = await loadPayment(viewer, id);
      if (!policy.canReview(viewer, organizations, payment.organizationId)) throw forbidden();
      if (payment.status !== 'submitted') throw badRequest(M.notSubmitted);
      const at = now();
      const current = await repo.subscriptionOf(payment.userId);
      const done = await transactions.run(async () => {
        const moved = await repo.moveManualPayment(id, 'submitted', {
          status: input.action === 'confirm' ? 'confirmed' : 'rejected',
          reviewedBy: viewer.id,
          reviewedAt: at,
          rejectionReason: input.action === 'reject' ? (input.reason ?? null) : null,
        });
        if (!moved) return false;
        if (input.action === 'confirm' && payment.plan && payment.price) {
          const running =
            current &&
            current.subscription.priceId === payment.priceId &&
            current.subscription.status === 'active' &&
            current.subscription.currentPeriodEnd &&
            current.subscription.currentPeriodEnd > at;
          const from = running ? current.subscription.currentPeriodEnd! : at;
          const { plan, price } = payment;
          await repo.saveSubscription({
            userId: payment.userId,
            planId: plan.id,
            priceId: price.id,
            status: 'active',
            provider: 'manual',
            discountPercent: payment.discountPercent,
            trialEnd: null,
            currentPeriodEnd: addPeriod(from, price.recurring as Recurring),
            cancelAt: null,
            canceledAt: null,
            cancellationReason: null,
          });
        }
        await repo.appendLedger({
          userId: payment.userId,
          organizationId: payment.organizationId,
          action: input.action === 'confirm' ? 'payment_confirmed' : 'payment_rejected',
          ...subjectOf(payment),
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          provider: 'manual',
          providerReference: `manual_payment:${id}`,
          actorId: viewer.id,
        });
        return true;
      });
      if (!done) throw badRequest(M.notSubmitted);
      if (input.action === 'confirm') {
        await tellMember(payment, `Your payment for ${paidFor(payment)} was confirmed`, site);
        await mailReceipt(payment, site);
        await cards.refresh(payment.userId, site).catch(() => undefined);
        return { message: M.confirmed };
      }
      await tellMember(
        payment,
        `Your payment for ${paidFor(payment)} was not accepted${input.reason ? `: ${input.reason}` : ''}`,
        site,
      );
      return { message: M.rejected };
    },

    /** Cancel at period end (with a reason), renew a canceled membership, or switch price. */
    async updateSubscription(user: UserRow, input: UpdateSubscriptionInput, site: CheckoutSite) {
      const current = await repo.subscriptionOf(user.id);
      if (!current || current.subscription.status === 'pending') throw badRequest(M.noSubscription);
      const s = current.subscription;
      if (input.cancel_at_period_end !== undefined || input.cancellation_reason !== undefined) {
        const reason = input.cancellation_reason?.trim() ?? '';
        if (!reason) throw invalidFields({ cancellation_reason: [M.reasonRequired] });
        if (s.cancelAt || s.status === 'canceled') throw badRequest(M.alreadyCanceled);
        const organizationId = await organizationIdOf(user.id);
        const atProvider = await onProvider(s, (cards, id) => cards.setCancelAtPeriodEnd(id, true));
        await transactions.run(async () => {
          await repo.updateSubscription(user.id, {
            cancelAt: atProvider?.cancelAt ?? s.currentPeriodEnd ?? now(),
            canceledAt: now(),
            cancellationReason: reason,
          });
          await ledgerNote(user, organizationId, current, 'subscription_cancel_requested');
        });
        return { message: M.canceled };
      }
      if (input.is_renew) {
        if (!s.cancelAt && s.status !== 'canceled') throw badRequest(M.notCanceled);
        if (s.status === 'canceled')
          return {
            message: M.renewed,
            ...(await this.createSubscription(user, renewInput(current.price.id), site)),
          };
        const organizationId = await organizationIdOf(user.id);
        await onProvider(s, (cards, id) => cards.setCancelAtPeriodEnd(id, false));
        await transactions.run(async () => {
          await repo.updateSubscription(user.id, {
            cancelAt: null,
            canceledAt: null,
            cancellationReason: null,
          });
          await ledgerNote(user, organizationId, current, 'subscription_renewed');
        });
        return { message: M.renewed };
      }
      if (input.price_id !== undefined) {
        if (input.price_id === s.priceId) throw badRequest(M.samePlan);
        if (deps.cards && s.provider === 'stripe' && s.stripeSubscriptionId && s.status !== 'canceled')
          return changeProviderPrice(user, current, input.price_id, input.cancellation_reason);
        const result = await this.createSubscription(user, renewInput(input.price_id), site);
        return { message: M.switched, ...result };
      }
      throw badRequest(M.noSubscription);

      function renewInput(priceId: number): CreateSubscriptionInput {
        return {
          price_id: priceId,
          discount_ids: [],
          success_url: new URL('/payment/success?type=subscription', site.baseUrl).toString(),
          cancel_url: new URL('/payment/cancel', site.baseUrl).toString(),
        };
      }
    },

    async cancelSubscription(user: UserRow, reason: string | undefined) {
      const current = await repo.subscriptionOf(user.id);
      if (!current || current.subscription.status === 'canceled') throw badRequest(M.noSubscription);
      const text = reason?.trim() ?? '';
      if (!text) throw invalidFields({ cancellation_reason: [M.reasonRequired] });
      const organizationId = await organizationIdOf(user.id);
      await onProvider(current.subscription, (cards, id) => cards.cancelNow(id));
      await transactions.run(async () => {
        await repo.updateSubscription(user.id, {
          status: 'canceled',
          canceledAt: now(),
          cancelAt: now(),
          cancellationReason: text,
        });
        await ledgerNote(user, organizationId, current, 'subscription_canceled');
      });
      return { message: M.canceled };
    },

    async instructions(viewer: UserRow, organizationId: number) {
      const organizations = await deps.organizationsOf(viewer.id);
      if (!policy.canReadInstructions(viewer, organizations, organizationId)) throw notFound();
      const row = await repo.instructions(organizationId);
      return { instructions: row?.instructions ?? '', updated_at: row?.updatedAt.toISOString() ?? null };
    },

    /** An organization's admins (and staff) write its donation details: the Donate tab. */
    async saveDonationDetails(
      viewer: UserRow,
      organizationId: number,
      details: Array<{ name: string; description: string; stripe_price_id: string }>,
    ) {
      const organizations = await deps.organizationsOf(viewer.id);
      if (!policy.canReadInstructions(viewer, organizations, organizationId)) throw notFound();
      if (!policy.canReview(viewer, organizations, organizationId)) throw forbidden();
      const saved = await deps.groupAccess.saveDonationDetails(organizationId, details);
      return { donation_details: saved.map(({ name, description }) => ({ name, description })) };
    },

    async saveInstructions(viewer: UserRow, organizationId: number, instructions: string) {
      const organizations = await deps.organizationsOf(viewer.id);
      if (!policy.canReadInstructions(viewer, organizations, organizationId)) throw notFound();
      if (!policy.canReview(viewer, organizations, organizationId)) throw forbidden();
      const row = await repo.saveInstructions(organizationId, instructions, viewer.id);
      return { instructions: row.instructions, updated_at: row.updatedAt.toISOString() };
    },

    /** The ledger as CSV: staff all of it (or one organization), an admin their organizations'. */
    async ledgerCsv(viewer: UserRow, organizationId: number | undefined): Promise<string> {
      const reviewed = policy.assertReviewer(viewer, await deps.organizationsOf(viewer.id));
      let scope = reviewed;
      if (organizationId !== undefined) {
        if (reviewed !== null && !reviewed.includes(organizationId)) throw forbidden();
        scope = [organizationId];
      }
      const rows = await repo.ledger(scope);
      const header = [
        'id',
        'created_at',
        'user_id',
        'member',
        'email',
        'organization_id',
        'action',
        'subject',
        'subject_id',
        'amount_minor',
        'amount',
        'currency',
        'provider',
        'provider_reference',
        'actor_id',
      ];
      const lines = rows.map(({ entry: e, firstName, lastName, email }) =>
        [
          e.id,
          e.createdAt.toISOString(),
          e.userId,
          firstName === null ? '' : `${firstName} ${lastName ?? ''}`.trim(),
          email,
          e.organizationId,
          e.action,
          e.subject,
          e.subjectId,
          e.amountMinor,
          formatMinor(e.amountMinor),
          e.currency.toUpperCase(),
          e.provider,
          e.providerReference,
          e.actorId,
        ]
          .map(csvField)
          .join(','),
      );
      return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
    },
  };

  /** A provider call; its failure is the provider's, never a 500 of ours. */
  async function provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      deps.onProviderError?.(err);
      throw unavailable(M.providerUnavailable);
    }
  }

  /** Runs `call` on the member's Stripe subscription when it has one (manual ones change here only). */
  async function onProvider<T>(
    s: { provider: string; stripeSubscriptionId: string | null },
    call: (cards: CardPayments, id: string) => Promise<T>,
  ): Promise<T | undefined> {
    if (!deps.cards || s.provider !== 'stripe' || !s.stripeSubscriptionId) return undefined;
    const id = s.stripeSubscriptionId;
    return provider(() => call(deps.cards!, id));
  }

  /**
   * Upgrade, downgrade or switch a running Stripe subscription in place (prorated by Stripe). A
   * downgrade needs a reason (spec 5); institutional members neither downgrade nor switch.
   */
  async function changeProviderPrice(
    user: UserRow,
    current: NonNullable<Awaited<ReturnType<PaymentsRepository['subscriptionOf']>>>,
    priceId: number,
    reason: string | undefined,
  ) {
    const found = await repo.priceWithPlan(priceId);
    if (!found) throw invalidFields({ price_id: [M.unknownPrice] });
    const action = planAction(
      { tier: current.plan.subscriptionTier, recurring: current.price.recurring as Recurring },
      { tier: found.plan.subscriptionTier, recurring: found.price.recurring as Recurring },
    );
    if (current.plan.isInstitutional && (action === 'Downgrade' || action === 'Switch'))
      throw badRequest(M.institutionalCannotChange);
    if (action === 'Downgrade' && !reason?.trim())
      throw invalidFields({ cancellation_reason: [M.reasonRequired] });
    const s = current.subscription;
    const organizationId = await organizationIdOf(user.id);
    const sub = await onProvider(s, (cards, id) =>
      cards.changePrice(
        id,
        {
          name: `${found.plan.name} membership`,
          amountMinor: found.price.amountMinor,
          currency: found.price.currency,
          recurring: found.price.recurring as Recurring,
          providerPriceId: found.price.stripePriceId,
        },
        {
          kind: 'subscription',
          user_id: String(user.id),
          plan_id: String(found.plan.id),
          plan_name: found.plan.name,
          price_id: String(found.price.id),
          discount_percent: String(s.discountPercent),
        },
      ),
    );
    await transactions.run(async () => {
      await repo.updateSubscription(user.id, {
        planId: found.plan.id,
        priceId: found.price.id,
        ...(sub ? { currentPeriodEnd: sub.currentPeriodEnd } : {}),
        ...(action === 'Downgrade' ? { cancellationReason: reason!.trim() } : {}),
      });
      await repo.appendLedger({
        userId: user.id,
        organizationId,
        action: `subscription_${action.toLowerCase()}`,
        subject: 'subscription',
        subjectId: String(found.plan.id),
        amountMinor: discountedMinor(found.price.amountMinor, s.discountPercent),
        currency: found.price.currency,
        provider: 'stripe',
        providerReference: s.stripeSubscriptionId,
        actorId: user.id,
      });
    });
    return { message: M.switched };
  }

  /** The member's organization for the ledger, read before a transaction opens. */
  async function organizationIdOf(userId: number): Promise<number | null> {
    const organizations = await deps.organizationsOf(userId);
    return organizations.find((o) => o.isDefault)?.id ?? organizations[0]?.id ?? null;
  }

  async function ledgerNote(
    user: UserRow,
    organizationId: number | null,
    current: NonNullable<Awaited<ReturnType<PaymentsRepository['subscriptionOf']>>>,
    action: string,
  ) {
    await repo.appendLedger({
      userId: user.id,
      organizationId,
      action,
      subject: 'subscription',
      subjectId: String(current.plan.id),
      amountMinor: 0,
      currency: current.price.currency,
      provider: current.subscription.provider,
      providerReference: current.subscription.stripeSubscriptionId,
      actorId: user.id,
    });
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
