import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  subscriptionDiscounts,
  subscriptionPlans,
  subscriptionPrices,
  userSubscriptions,
} from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import type { DiscountRow, PlanRow, PriceRow } from './payments.repository.js';

export type NewPlan = typeof subscriptionPlans.$inferInsert;
export type NewPrice = typeof subscriptionPrices.$inferInsert;
export type NewDiscount = typeof subscriptionDiscounts.$inferInsert;
export type PlanWithPrices = PlanRow & { prices: PriceRow[] };

/** Platform plans (no organization) and those of the given organizations. */
const offeredBy = (
  column: typeof subscriptionPlans.organizationId | typeof subscriptionDiscounts.organizationId,
  organizationIds: number[],
): SQL | undefined =>
  organizationIds.length === 0 ? isNull(column) : or(isNull(column), inArray(column, organizationIds));

/** One owner: the platform (null) or an organization. */
const ownedBy = (
  column: typeof subscriptionPlans.organizationId | typeof subscriptionDiscounts.organizationId,
  organizationId: number | null,
): SQL => (organizationId === null ? isNull(column) : eq(column, organizationId));

/** The SQL of plans, their prices and discounts: what /pricing offers and what admins write. */
export function createPlansRepository(db: Db) {
  async function withPrices(plans: PlanRow[]): Promise<PlanWithPrices[]> {
    if (plans.length === 0) return [];
    const prices = await db
      .select()
      .from(subscriptionPrices)
      .where(
        and(
          eq(subscriptionPrices.isActive, true),
          inArray(
            subscriptionPrices.planId,
            plans.map((p) => p.id),
          ),
        ),
      )
      .orderBy(asc(subscriptionPrices.id));
    return plans.map((plan) => ({ ...plan, prices: prices.filter((p) => p.planId === plan.id) }));
  }

  return {
    /** The plans on /pricing: active, of the platform or of the viewer's organizations. */
    async activePlans(organizationIds: number[]): Promise<PlanWithPrices[]> {
      const plans = await db
        .select()
        .from(subscriptionPlans)
        .where(
          and(
            eq(subscriptionPlans.isActive, true),
            offeredBy(subscriptionPlans.organizationId, organizationIds),
          ),
        )
        .orderBy(asc(subscriptionPlans.subscriptionTier), asc(subscriptionPlans.id));
      return withPrices(plans);
    },

    async activeDiscounts(organizationIds: number[]): Promise<DiscountRow[]> {
      return db
        .select()
        .from(subscriptionDiscounts)
        .where(
          and(
            eq(subscriptionDiscounts.isActive, true),
            offeredBy(subscriptionDiscounts.organizationId, organizationIds),
          ),
        )
        .orderBy(asc(subscriptionDiscounts.id));
    },

    /** One owner's plans, archived ones too, with how many members are on each. */
    async plansOf(organizationId: number | null) {
      const plans = await db
        .select()
        .from(subscriptionPlans)
        .where(ownedBy(subscriptionPlans.organizationId, organizationId))
        .orderBy(asc(subscriptionPlans.subscriptionTier), asc(subscriptionPlans.id));
      const counts =
        plans.length === 0
          ? []
          : await db
              .select({ planId: userSubscriptions.planId, count: sql<number>`count(*)::int` })
              .from(userSubscriptions)
              .where(
                and(
                  inArray(
                    userSubscriptions.planId,
                    plans.map((p) => p.id),
                  ),
                  ne(userSubscriptions.status, 'canceled'),
                ),
              )
              .groupBy(userSubscriptions.planId);
      return (await withPrices(plans)).map((plan) => ({
        ...plan,
        subscribers: Number(counts.find((c) => c.planId === plan.id)?.count ?? 0),
      }));
    },

    async discountsOf(organizationId: number | null): Promise<DiscountRow[]> {
      return db
        .select()
        .from(subscriptionDiscounts)
        .where(ownedBy(subscriptionDiscounts.organizationId, organizationId))
        .orderBy(asc(subscriptionDiscounts.id));
    },

    async plan(id: number): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      return row;
    },

    async planWithPrices(id: number): Promise<(PlanWithPrices & { subscribers: number }) | undefined> {
      const plan = await this.plan(id);
      if (!plan) return undefined;
      return (await this.plansOf(plan.organizationId)).find((p) => p.id === id);
    },

    async discount(id: number): Promise<DiscountRow | undefined> {
      const [row] = await db.select().from(subscriptionDiscounts).where(eq(subscriptionDiscounts.id, id));
      return row;
    },

    /** How many of these plans belong to the owner (a discount names only its owner's plans). */
    async countOwnedPlans(ids: number[], organizationId: number | null): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .select({ id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .where(
          and(inArray(subscriptionPlans.id, ids), ownedBy(subscriptionPlans.organizationId, organizationId)),
        );
      return rows.length;
    },

    async insertPlan(values: NewPlan): Promise<PlanRow> {
      const [row] = await db.insert(subscriptionPlans).values(values).returning();
      return row!;
    },

    async updatePlan(id: number, values: Partial<NewPlan>): Promise<void> {
      await db
        .update(subscriptionPlans)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(subscriptionPlans.id, id));
    },

    async activePricesOf(planId: number): Promise<PriceRow[]> {
      return db
        .select()
        .from(subscriptionPrices)
        .where(and(eq(subscriptionPrices.planId, planId), eq(subscriptionPrices.isActive, true)));
    },

    async insertPrice(values: NewPrice): Promise<void> {
      await db.insert(subscriptionPrices).values(values);
    },

    async updatePrice(id: number, values: Partial<NewPrice>): Promise<void> {
      await db.update(subscriptionPrices).set(values).where(eq(subscriptionPrices.id, id));
    },

    async insertDiscount(values: NewDiscount): Promise<DiscountRow> {
      const [row] = await db.insert(subscriptionDiscounts).values(values).returning();
      return row!;
    },

    async updateDiscount(id: number, values: Partial<NewDiscount>): Promise<DiscountRow | undefined> {
      const [row] = await db
        .update(subscriptionDiscounts)
        .set(values)
        .where(eq(subscriptionDiscounts.id, id))
        .returning();
      return row;
    },
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
