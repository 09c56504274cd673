import {
  PAYMENT_MESSAGES as M,
  combinedDiscount,
  discountedMinor,
  planAction,
  type CreateSubscriptionInput,
  type Recurring,
} from '@careerhub/shared';
import { badRequest, forbidden, invalidFields, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { CardPayments } from '../../platform/payments/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { createMembershipCards } from './membership-cards.js';
import type { GroupRow } from '../groups/groups.repository.js';
import type { MembershipRow } from '../groups/memberships.service.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { UserRow } from '../auth/users.repository.js';
import type { UserOrganizationRow } from '../groups/groups.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { entitlements } from '../auth/entitlements.js';
import { paymentsPolicy as policy } from './payments.policy.js';
import {
  presentDetail,
  presentDiscount,
  presentFlags,
  presentPlan,
  type SubscriptionFlags,
} from './payments.presenter.js';
import type { DiscountRow, PaymentsRepository, PlanRow } from './payments.repository.js';
import type { PlansRepository } from './payments.plans.repository.js';
import { createCheckoutFlows } from './payments.checkout.js';
import { ledgerCsv } from './payments.ledger-csv.js';
import { createPaymentsMail } from './payments.mail.js';
import { createManualPayments } from './payments.manual.js';
import { createPlansAdmin } from './payments.plans-admin.js';
import { createMembershipChanges } from './payments.membership.js';
import { createStripeService } from './payments.stripe.service.js';

export interface PaymentsDeps {
  repo: PaymentsRepository;
  plans: PlansRepository;
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
  /** Whether a group is an organization or an institution (the owners of plans). */
  isOrganization: (groupId: number) => Promise<boolean>;
  /** The mail look and links of the brand serving a host (a member's brand, from where they paid). */
  siteFor?: (host: string) => MailSite;
  now?: () => Date;
}

/** The brand a request came to: its own hosts (where checkouts may return) and public origin. */
export interface CheckoutSite {
  hosts: string[];
  baseUrl: string;
  /** The host the member is on: recorded so that receipts later carry its brand. */
  brandHost?: string;
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

/** Plans, the member's subscription, manual payments and their review, the ledger. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { repo, transactions } = deps;
  const now = deps.now ?? (() => new Date());

  const mail = createPaymentsMail(deps, now);
  const cards = createMembershipCards({ repo, storage: deps.storage, findUser: deps.findUser });
  const stripe = createStripeService(deps, {
    mail,
    organizationIdOf,
    planChanged: (userId, site) => cards.refresh(userId, site),
  });
  const checkouts = createCheckoutFlows(deps, {
    provider: stripe.provider,
    ownUrls(input, site) {
      const errors: Record<string, string[]> = {};
      if (!isOwnUrl(input.success_url, site.hosts)) errors.success_url = [M.foreignUrl];
      if (!isOwnUrl(input.cancel_url, site.hosts)) errors.cancel_url = [M.foreignUrl];
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
    },
  });
  const manual = createManualPayments(deps, { mail, cards });
  const membership = createMembershipChanges(deps, {
    stripe,
    organizationIdOf,
    createSubscription: (user, input, site) => service.createSubscription(user, input, site),
  });

  /** The organizations whose plans a member sees and buys: their accepted ones. */
  async function offeredTo(userId: number | undefined): Promise<number[]> {
    if (userId === undefined) return [];
    const organizations = await deps.organizationsOf(userId);
    return organizations.filter((o) => o.status === 'accepted').map((o) => o.id);
  }

  /** A discount applies to a plan of its owner, named by it (or any when it names none), of its tiers. */
  const applies = (d: DiscountRow, plan: PlanRow) =>
    d.organizationId === plan.organizationId &&
    (d.planIds.length === 0 || d.planIds.includes(plan.id)) &&
    (d.subscriptionTiers.length === 0 || d.subscriptionTiers.includes(plan.subscriptionTier));

  const service = {
    ...checkouts,
    ...membership,
    ...manual,
    cards,
    /** Staff and organization admins write plans, prices and discounts (/admin-dashboard/plans). */
    plansAdmin: createPlansAdmin({
      plans: deps.plans,
      transactions,
      organizationsOf: deps.organizationsOf,
      isOrganization: deps.isOrganization,
      cards: deps.cards,
      ...(deps.onProviderError ? { onProviderError: deps.onProviderError } : {}),
    }),
    webhook: stripe.webhook,

    /** /pricing: the platform's plans and those of the viewer's organizations (active only). */
    async plans(viewer?: UserRow) {
      const organizationIds = await offeredTo(viewer?.id);
      const [plans, discounts] = await Promise.all([
        deps.plans.activePlans(organizationIds),
        deps.plans.activeDiscounts(organizationIds),
      ]);
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
      const offered = await offeredTo(user.id);
      const listed = await repo.priceWithPlan(input.price_id);
      // A plan of an organization is sold to its accepted members only.
      const found =
        listed && (listed.plan.organizationId === null || offered.includes(listed.plan.organizationId))
          ? listed
          : undefined;
      if (!found) errors.price_id = [M.unknownPrice];
      const ids = [...new Set(input.discount_ids)];
      const discounts = await repo.discountsByIds(ids);
      if (found && (discounts.length !== ids.length || discounts.some((d) => !applies(d, found.plan))))
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
      // An organization's plan is paid to it; a platform plan to the member's default organization.
      const organizationId =
        found.plan.organizationId ??
        (
          organizations.find((o) => o.isDefault && o.status === 'accepted') ??
          organizations.find((o) => o.status === 'accepted')
        )?.id ??
        null;
      if (deps.cards)
        return stripe.checkoutSubscription(deps.cards, {
          user,
          found,
          percent,
          current,
          organizationId,
          input,
          site,
        });
      const payment = await transactions.run(async () => {
        const row = await repo.insertManualPayment({
          userId: user.id,
          organizationId,
          priceId: found.price.id,
          discountIds: ids,
          discountPercent: percent,
          amountMinor: discountedMinor(found.price.amountMinor, percent),
          currency: found.price.currency,
          successUrl: input.success_url,
          cancelUrl: input.cancel_url,
          brandHost: site.brandHost ?? null,
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
      return ledgerCsv(repo, scope);
    },
  };
  return service;

  /** The member's organization for the ledger, read before a transaction opens. */
  async function organizationIdOf(userId: number): Promise<number | null> {
    const organizations = await deps.organizationsOf(userId);
    return organizations.find((o) => o.isDefault)?.id ?? organizations[0]?.id ?? null;
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
