import { NOTIFICATION_EVENTS, PAYMENT_MESSAGES as M, type Recurring } from '@careerhub/shared';
import { badRequest, forbidden, invalidFields, notFound } from '../../http/errors.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { UserRow } from '../auth/users.repository.js';
import type { MembershipCards } from './membership-cards.js';
import { paidFor, type PaymentsMail } from './payments.mail.js';
import { paymentsPolicy as policy } from './payments.policy.js';
import { presentManualPayment } from './payments.presenter.js';
import type { ManualPaymentView } from './payments.repository.js';
import type { PaymentsDeps } from './payments.service.js';

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

/**
 * The manual loop (decision 0023): a member sends a receipt, the organization's admins (or staff)
 * confirm or reject it; a confirmation makes the subscription active for one period.
 */
export function createManualPayments(
  deps: PaymentsDeps,
  helpers: { mail: PaymentsMail; cards: MembershipCards },
) {
  const { repo, transactions } = deps;
  const { mail, cards } = helpers;
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

  return {
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
      // The member hears from the brand they paid on, not the reviewer's.
      const memberSite = mail.memberSite(payment.brandHost, site);
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
        await mail.tellMember(payment, `Your payment for ${paidFor(payment)} was confirmed`, memberSite);
        await mail.mailReceipt(payment, memberSite);
        await cards.refresh(payment.userId, memberSite).catch(() => undefined);
        return { message: M.confirmed };
      }
      await mail.tellMember(
        payment,
        `Your payment for ${paidFor(payment)} was not accepted${input.reason ? `: ${input.reason}` : ''}`,
        memberSite,
      );
      return { message: M.rejected };
    },
  };
}
