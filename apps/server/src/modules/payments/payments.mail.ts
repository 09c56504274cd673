import { NOTIFICATION_EVENTS, formatMinor } from '@careerhub/shared';
import { MAIL_JOB } from '../auth/auth.passwords.js';
import type { MailSite } from '../auth/auth.mail.js';
import { groupMail } from '../groups/groups.mail.js';
import type { ManualPaymentView } from './payments.repository.js';
import type { PaymentsDeps } from './payments.service.js';

/** What a manual payment pays for, in a sentence: "the Basic plan" or "your donation to Acme". */
export function paidFor(payment: ManualPaymentView): string {
  return payment.plan
    ? `the ${payment.plan.name} plan`
    : `your donation to ${payment.organizationName ?? 'the organization'}`;
}

/**
 * Receipts and notices to members. Each is signed with the member's brand: the brand of the host
 * they paid on (recorded with a manual payment, carried in a Stripe checkout's metadata), else
 * the brand of the request at hand.
 */
export function createPaymentsMail(deps: PaymentsDeps, now: () => Date) {
  /** The brand of the host the member paid on; `fallback` when none was recorded. */
  function memberSite(brandHost: string | null | undefined, fallback: MailSite | undefined) {
    return (brandHost && deps.siteFor?.(brandHost)) || fallback;
  }

  return {
    memberSite,

    async tellMember(payment: ManualPaymentView, message: string, site: MailSite | undefined) {
      await deps.notifications.notify({
        userId: payment.userId,
        type: 'organization',
        notificationType: NOTIFICATION_EVENTS.payment,
        message,
        data: payment.organizationName ? { name: payment.organizationName } : {},
        link: '/membership',
        ...(site ? { site } : {}),
      });
    },

    /** The receipt of a confirmed payment, mailed whatever the member's notification choices. */
    async mailReceipt(payment: ManualPaymentView, site: MailSite | undefined) {
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
    },

    /** A receipt or notice mailed to a member whatever their notification choices. */
    async mailTo(userId: number, subject: string, lines: string[], site: MailSite | undefined) {
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
    },
  };
}
export type PaymentsMail = ReturnType<typeof createPaymentsMail>;
