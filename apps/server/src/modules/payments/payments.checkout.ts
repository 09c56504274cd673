import {
  PAYMENT_MESSAGES as M,
  discountedMinor,
  type CreateOneTimePaymentInput,
  type DonateInput,
} from '@careerhub/shared';
import { badRequest, invalidFields, notFound } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import { organizationOf } from '../contents/contents.policy.js';
import { groupsPolicy } from '../groups/groups.policy.js';
import { presentFlags } from './payments.presenter.js';
import { isOwnUrl, type CheckoutSite, type PaymentsDeps } from './payments.service.js';

/** The group's price in cents: prices are stored as USD with two decimals (numeric). */
export function groupPriceMinor(price: string | null): number {
  if (price === null) return 0;
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

const groupPath = (group: { groupType: string; nameSlug: string }) =>
  `/${group.groupType === 'event' ? 'event' : 'circle'}/${group.nameSlug}`;

/** The host the member is on, for the webhook's receipts (decision 0029). */
const brandOf = (site: CheckoutSite): Record<string, string> =>
  site.brandHost ? { brand_host: site.brandHost } : {};

/**
 * Card checkouts that are not subscriptions: a paid circle or event (the member's circle
 * discount applied), a donation to an organization, and the customer portal. Without a card
 * provider a paid group goes to its page (the voucher upload) and a donation is refused.
 */
export function createCheckoutFlows(
  deps: PaymentsDeps,
  helpers: {
    provider: <T>(call: () => Promise<T>) => Promise<T>;
    ownUrls: (input: { success_url: string; cancel_url: string }, site: CheckoutSite) => void;
  },
) {
  const { repo } = deps;

  /**
   * The member's circle discount (percent off): the identity's circle_discount_percent, the running
   * plan's value (a tier-0 plan's too), 0 without one.
   */
  async function circleDiscountOf(user: UserRow): Promise<number> {
    const current = await repo.subscriptionOf(user.id);
    return presentFlags({ oneToOneChat: false, useAma: false }, current).circle_discount_percent;
  }

  /**
   * A donation without a card provider: a manual payment of the amount to the organization, paid
   * by its instructions and confirmed by one of its admins like a membership payment.
   */
  async function donateByHand(user: UserRow, group: { id: number }, input: DonateInput, site: CheckoutSite) {
    if (input.amount === undefined) throw invalidFields({ amount: [M.donationRequired] });
    const amountMinor = input.amount;
    const payment = await deps.transactions.run(async () => {
      const row = await repo.insertManualPayment({
        userId: user.id,
        organizationId: group.id,
        kind: 'donation',
        priceId: null,
        amountMinor,
        currency: 'usd',
        successUrl: input.success_url,
        cancelUrl: input.cancel_url,
        brandHost: site.brandHost ?? null,
      });
      await repo.appendLedger({
        userId: user.id,
        organizationId: group.id,
        action: 'checkout_created',
        subject: 'donation',
        subjectId: String(group.id),
        amountMinor,
        currency: 'usd',
        provider: 'manual',
        providerReference: `manual_payment:${row.id}`,
        actorId: user.id,
      });
      return row;
    });
    return { data: `/payment/manual/${payment.id}` };
  }

  return {
    async createOneTimePayment(user: UserRow, input: CreateOneTimePaymentInput, site: CheckoutSite) {
      helpers.ownUrls(input, site);
      const groupId = input.group_id ?? input.associated_group_ids![0]!;
      const { group, membership } = await deps.groupAccess.paymentFacts(groupId, user.id);
      if (!group || !groupsPolicy.canView(group, { user, membership })) throw notFound();
      const priceMinor = groupPriceMinor(group.price);
      if (!group.isPaid || priceMinor <= 0) throw badRequest(M.notPayable);
      if (membership?.membershipType !== 'member' || membership.status !== 'accepted')
        throw badRequest(M.acceptFirst);
      if (membership.paymentStatus === 'confirmed') throw badRequest(M.alreadyPaid);
      // Without a card provider the member pays by hand: the group page takes the voucher.
      if (!deps.cards) return { data: groupPath(group) };
      const percent = await circleDiscountOf(user);
      const amountMinor = discountedMinor(priceMinor, percent);
      const organizationId = organizationOf(group);
      if (amountMinor === 0) {
        // A 100% discount: nothing to charge, the payment is confirmed as it stands.
        await deps.transactions.run(async () => {
          await deps.groupAccess.confirmProviderPayment(group.id, user.id, 'discount-100');
          await repo.appendLedger({
            userId: user.id,
            organizationId,
            action: 'payment_waived',
            subject: 'group',
            subjectId: String(group.id),
            amountMinor: 0,
            currency: 'usd',
            provider: 'stripe',
            providerReference: null,
            actorId: user.id,
          });
        });
        return { data: input.success_url };
      }
      const session = await helpers.provider(() =>
        deps.cards!.createCheckout({
          mode: 'payment',
          line: { name: group.name, amountMinor, currency: 'usd' },
          discountPercent: 0,
          trialDays: 0,
          customerId: null,
          customerEmail: user.email,
          clientReferenceId: String(user.id),
          metadata: {
            kind: 'group',
            user_id: String(user.id),
            group_id: String(group.id),
            group_name: group.name,
            discount_percent: String(percent),
            ...brandOf(site),
          },
          successUrl: input.success_url,
          cancelUrl: input.cancel_url,
        }),
      );
      await deps.transactions.run(async () => {
        await repo.insertProviderPayment({
          userId: user.id,
          kind: 'group',
          groupId: group.id,
          amountMinor,
          currency: 'usd',
          discountPercent: percent,
          checkoutSessionId: session.id,
        });
        await repo.appendLedger({
          userId: user.id,
          organizationId,
          action: 'checkout_created',
          subject: 'group',
          subjectId: String(group.id),
          amountMinor,
          currency: 'usd',
          provider: 'stripe',
          providerReference: session.id,
          actorId: user.id,
        });
      });
      return { data: session.url };
    },

    /** A donation checkout: one of the organization's donation details, or an amount in cents. */
    async donate(user: UserRow, input: DonateInput, site: CheckoutSite) {
      helpers.ownUrls(input, site);
      const { group } = await deps.groupAccess.paymentFacts(input.group_id, user.id);
      if (!group || !['organization', 'institution'].includes(group.groupType)) throw notFound();
      const named = input.price_id !== undefined || input.donation !== undefined;
      const detail = group.donationDetails.find(
        (d) =>
          (input.price_id !== undefined && d.stripe_price_id === input.price_id) ||
          (input.donation !== undefined && d.name === input.donation),
      );
      if (named && !detail)
        throw invalidFields({
          [input.donation !== undefined ? 'donation' : 'price_id']: [M.unknownDonation],
        });
      if (!detail?.stripe_price_id && input.amount === undefined)
        throw invalidFields({ amount: [M.donationRequired] });
      if (!deps.cards) return donateByHand(user, group, input, site);
      const amountMinor = detail?.stripe_price_id ? 0 : (input.amount ?? 0);
      const session = await helpers.provider(() =>
        deps.cards!.createCheckout({
          mode: 'payment',
          line: {
            name: detail?.name ?? `Donation to ${group.name}`,
            amountMinor,
            currency: 'usd',
            providerPriceId: detail?.stripe_price_id || null,
          },
          discountPercent: 0,
          trialDays: 0,
          customerId: null,
          customerEmail: user.email,
          clientReferenceId: String(user.id),
          metadata: {
            kind: 'donation',
            user_id: String(user.id),
            group_id: String(group.id),
            group_name: group.name,
            ...brandOf(site),
          },
          successUrl: input.success_url,
          cancelUrl: input.cancel_url,
        }),
      );
      await deps.transactions.run(async () => {
        await repo.insertProviderPayment({
          userId: user.id,
          kind: 'donation',
          groupId: group.id,
          amountMinor,
          currency: 'usd',
          checkoutSessionId: session.id,
        });
        await repo.appendLedger({
          userId: user.id,
          organizationId: group.id,
          action: 'checkout_created',
          subject: 'donation',
          subjectId: String(group.id),
          amountMinor,
          currency: 'usd',
          provider: 'stripe',
          providerReference: session.id,
          actorId: user.id,
        });
      });
      return { data: session.url };
    },

    /** The provider's customer portal (cards, invoices) for a member with a card subscription. */
    async customerPortal(user: UserRow, returnUrl: string | undefined, site: CheckoutSite) {
      if (!deps.cards) throw badRequest(M.stripeOnly);
      const back = returnUrl ?? new URL('/membership', site.baseUrl).toString();
      if (!isOwnUrl(back, site.hosts)) throw invalidFields({ return_url: [M.foreignUrl] });
      const customerId = (await repo.subscriptionOf(user.id))?.subscription.stripeCustomerId;
      if (!customerId) throw badRequest(M.noPortal);
      return { data: await helpers.provider(() => deps.cards!.createPortalSession(customerId, back)) };
    },
  };
}
