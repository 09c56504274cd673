import {
  PAYMENT_MESSAGES,
  PLAN_ADMIN_MESSAGES as M,
  type DiscountCreateInput,
  type DiscountUpdateInput,
  type PlanCreateInput,
  type PlanUpdateInput,
  type Recurring,
} from '@careerhub/shared';
import { forbidden, invalidFields, notFound, unavailable } from '../../http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { CardPayments } from '../../platform/payments/index.js';
import { insertAuditEntry } from '../audit/audit.repository.js';
import type { UserRow } from '../auth/users.repository.js';
import type { UserOrganizationRow } from '../groups/groups.repository.js';
import { presentAdminDiscount, presentAdminPlan } from './payments.presenter.js';
import type { PlansRepository } from './payments.plans.repository.js';

export interface PlansAdminDeps {
  plans: PlansRepository;
  transactions: Transactions;
  organizationsOf: (userId: number) => Promise<UserOrganizationRow[]>;
  /** Whether the group is an organization or an institution (a plan's possible owner). */
  isOrganization: (groupId: number) => Promise<boolean>;
  cards: CardPayments | null;
  onProviderError?: (err: unknown) => void;
}

type PlanInput = PlanUpdateInput & { organization_id?: number | null };

/** The plan's columns from the form (the flags that drive the identity's user_subscription). */
function planColumns(input: PlanInput) {
  return {
    name: input.name,
    description: input.description,
    subscriptionTier: input.subscription_tier,
    includedFeatures: input.included_features,
    excludedFeatures: input.excluded_features,
    oneToOneChat: input.one_to_one_chat,
    useAma: input.use_ama,
    circleDiscountPercent: input.circle_discount_percent,
    isInstitutional: input.is_institutional_membership,
    canCreateMembershipCard: input.can_create_membership_card,
    canUsePremiumAgents: input.can_use_premium_agents,
  };
}

/**
 * Staff write platform plans; an organization's accepted admins (and staff) write that
 * organization's plans, prices and discounts. Every write is one transaction with its audit entry.
 * With a card provider each new price is created there first (outside the transaction).
 */
export function createPlansAdmin(deps: PlansAdminDeps) {
  const { plans, transactions } = deps;

  /** The viewer's role for the owner, or 403/404. */
  async function authorize(viewer: UserRow, organizationId: number | null): Promise<'staff' | 'admin'> {
    if (viewer.isStaff) {
      if (organizationId !== null && !(await deps.isOrganization(organizationId))) throw notFound();
      return 'staff';
    }
    if (organizationId !== null) {
      const organizations = await deps.organizationsOf(viewer.id);
      if (organizations.some((o) => o.id === organizationId && o.role === 'admin' && o.status === 'accepted'))
        return 'admin';
    }
    throw forbidden(M.forbidden);
  }

  async function providerPrice(name: string, price: PlanUpdateInput['prices'][number]) {
    if (!deps.cards) return null;
    try {
      return await deps.cards.createPrice({
        name: `${name} membership`,
        amountMinor: price.price,
        currency: price.currency,
        recurring: price.recurring,
      });
    } catch (err) {
      deps.onProviderError?.(err);
      throw unavailable(PAYMENT_MESSAGES.providerUnavailable);
    }
  }

  function audit(
    viewer: UserRow,
    role: string,
    organizationId: number | null,
    action: string,
    target: { type: string; id: number },
    details: Record<string, unknown>,
  ) {
    return insertAuditEntry(transactions.db, {
      actorId: viewer.id,
      actorRole: role,
      action,
      targetType: target.type,
      targetId: target.id,
      groupId: organizationId,
      organizationId,
      details,
    });
  }

  async function presentPlanById(id: number) {
    const row = await plans.planWithPrices(id);
    if (!row) throw notFound();
    return presentAdminPlan(row);
  }

  async function checkPlanIds(ids: number[], organizationId: number | null) {
    const unique = [...new Set(ids)];
    if ((await plans.countOwnedPlans(unique, organizationId)) !== unique.length)
      throw invalidFields({ plan_ids: [M.otherPlans] });
    return unique;
  }

  async function loadPlan(viewer: UserRow, id: number) {
    const plan = await plans.plan(id);
    if (!plan) throw notFound();
    return { plan, role: await authorize(viewer, plan.organizationId) };
  }

  async function loadDiscount(viewer: UserRow, id: number) {
    const discount = await plans.discount(id);
    if (!discount) throw notFound();
    return { discount, role: await authorize(viewer, discount.organizationId) };
  }

  return {
    async list(viewer: UserRow, organizationId: number | null) {
      await authorize(viewer, organizationId);
      const [planRows, discountRows] = await Promise.all([
        plans.plansOf(organizationId),
        plans.discountsOf(organizationId),
      ]);
      return {
        organization_id: organizationId,
        subscription_plans: planRows.map(presentAdminPlan),
        subscription_discounts: discountRows.map(presentAdminDiscount),
      };
    },

    async createPlan(viewer: UserRow, input: PlanCreateInput) {
      const organizationId = input.organization_id;
      const role = await authorize(viewer, organizationId);
      const stripeIds = await Promise.all(input.prices.map((p) => providerPrice(input.name, p)));
      const plan = await transactions.run(async () => {
        const row = await plans.insertPlan({ organizationId, ...planColumns(input) });
        for (const [i, p] of input.prices.entries())
          await plans.insertPrice({
            planId: row.id,
            amountMinor: p.price,
            currency: p.currency,
            recurring: p.recurring,
            trialDays: input.trial_days,
            stripePriceId: stripeIds[i] ?? null,
          });
        await audit(
          viewer,
          role,
          organizationId,
          'plan.create',
          { type: 'subscription_plan', id: row.id },
          {
            name: input.name,
            prices: input.prices,
          },
        );
        return row;
      });
      return { message: M.saved, data: await presentPlanById(plan.id) };
    },

    /**
     * Saves a plan. A price whose amount or currency changed is archived and a new one created:
     * members paying the old price keep it, new members pay the new one.
     */
    async updatePlan(viewer: UserRow, id: number, input: PlanUpdateInput) {
      const { plan, role } = await loadPlan(viewer, id);
      const current = await plans.activePricesOf(id);
      const kept = new Map<Recurring, number>();
      const added: Array<{ price: PlanUpdateInput['prices'][number]; stripeId: string | null }> = [];
      for (const p of input.prices) {
        const same = current.find(
          (c) => c.recurring === p.recurring && c.amountMinor === p.price && c.currency === p.currency,
        );
        if (same) kept.set(p.recurring, same.id);
        else added.push({ price: p, stripeId: await providerPrice(input.name, p) });
      }
      await transactions.run(async () => {
        await plans.updatePlan(id, planColumns(input));
        for (const c of current) {
          if (kept.get(c.recurring as Recurring) === c.id)
            await plans.updatePrice(c.id, { trialDays: input.trial_days });
          else await plans.updatePrice(c.id, { isActive: false });
        }
        for (const { price, stripeId } of added)
          await plans.insertPrice({
            planId: id,
            amountMinor: price.price,
            currency: price.currency,
            recurring: price.recurring,
            trialDays: input.trial_days,
            stripePriceId: stripeId,
          });
        await audit(
          viewer,
          role,
          plan.organizationId,
          'plan.update',
          { type: 'subscription_plan', id },
          {
            name: input.name,
            prices: input.prices,
          },
        );
      });
      return { message: M.saved, data: await presentPlanById(id) };
    },

    /** Off /pricing and out of new checkouts; members on it keep it. */
    async archivePlan(viewer: UserRow, id: number) {
      const { plan, role } = await loadPlan(viewer, id);
      await transactions.run(async () => {
        await plans.updatePlan(id, { isActive: false });
        await audit(
          viewer,
          role,
          plan.organizationId,
          'plan.archive',
          { type: 'subscription_plan', id },
          {
            name: plan.name,
          },
        );
      });
      return { message: M.planArchived, data: await presentPlanById(id) };
    },

    async createDiscount(viewer: UserRow, input: DiscountCreateInput) {
      const organizationId = input.organization_id;
      const role = await authorize(viewer, organizationId);
      const planIds = await checkPlanIds(input.plan_ids, organizationId);
      const row = await transactions.run(async () => {
        const saved = await plans.insertDiscount({
          organizationId,
          name: input.name,
          description: input.description,
          discountPercentage: input.discount_percentage,
          planIds,
        });
        await audit(
          viewer,
          role,
          organizationId,
          'discount.create',
          { type: 'subscription_discount', id: saved.id },
          {
            name: input.name,
            discount_percentage: input.discount_percentage,
            plan_ids: planIds,
          },
        );
        return saved;
      });
      return { message: M.saved, data: presentAdminDiscount(row) };
    },

    async updateDiscount(viewer: UserRow, id: number, input: DiscountUpdateInput) {
      const { discount, role } = await loadDiscount(viewer, id);
      const planIds = await checkPlanIds(input.plan_ids, discount.organizationId);
      const row = await transactions.run(async () => {
        const saved = await plans.updateDiscount(id, {
          name: input.name,
          description: input.description,
          discountPercentage: input.discount_percentage,
          planIds,
        });
        await audit(
          viewer,
          role,
          discount.organizationId,
          'discount.update',
          { type: 'subscription_discount', id },
          {
            name: input.name,
            discount_percentage: input.discount_percentage,
            plan_ids: planIds,
          },
        );
        return saved!;
      });
      return { message: M.saved, data: presentAdminDiscount(row) };
    },

    async archiveDiscount(viewer: UserRow, id: number) {
      const { discount, role } = await loadDiscount(viewer, id);
      const row = await transactions.run(async () => {
        const saved = await plans.updateDiscount(id, { isActive: false });
        await audit(
          viewer,
          role,
          discount.organizationId,
          'discount.archive',
          { type: 'subscription_discount', id },
          {
            name: discount.name,
          },
        );
        return saved!;
      });
      return { message: M.discountArchived, data: presentAdminDiscount(row) };
    },
  };
}
export type PlansAdmin = ReturnType<typeof createPlansAdmin>;
