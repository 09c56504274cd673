import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  groups,
  manualPayments,
  membershipCards,
  paymentEvents,
  profiles,
  paymentInstructions,
  paymentLedger,
  providerPayments,
  subscriptionDiscounts,
  subscriptionPlans,
  subscriptionPrices,
  uploadedFiles,
  userSubscriptions,
  users,
} from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PriceRow = typeof subscriptionPrices.$inferSelect;
export type DiscountRow = typeof subscriptionDiscounts.$inferSelect;
export type SubscriptionRow = typeof userSubscriptions.$inferSelect;
export type NewSubscription = typeof userSubscriptions.$inferInsert;
export type ManualPaymentRow = typeof manualPayments.$inferSelect;
export type LedgerEntry = typeof paymentLedger.$inferInsert;
export type ProviderPaymentRow = typeof providerPayments.$inferSelect;
export type CardRow = typeof membershipCards.$inferSelect;

export interface ManualPaymentView extends ManualPaymentRow {
  /** The plan and price of a subscription payment; null for a donation. */
  plan: PlanRow | null;
  price: PriceRow | null;
  organizationName: string | null;
  receiptName: string | null;
  receiptKey: string | null;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
}

/** All SQL of the payments module. */
export function createPaymentsRepository(db: Db) {
  const viewSelect = {
    payment: manualPayments,
    plan: subscriptionPlans,
    price: subscriptionPrices,
    organizationName: groups.name,
    receiptName: uploadedFiles.originalName,
    receiptKey: uploadedFiles.storageKey,
    userFirstName: users.firstName,
    userLastName: users.lastName,
    userEmail: users.email,
  };
  const viewQuery = () =>
    db
      .select(viewSelect)
      .from(manualPayments)
      .leftJoin(subscriptionPrices, eq(subscriptionPrices.id, manualPayments.priceId))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPrices.planId))
      .innerJoin(users, eq(users.id, manualPayments.userId))
      .leftJoin(groups, eq(groups.id, manualPayments.organizationId))
      .leftJoin(uploadedFiles, eq(uploadedFiles.id, manualPayments.receiptId));
  type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];
  const toView = ({ payment, ...rest }: ViewRow): ManualPaymentView => ({ ...payment, ...rest });

  return {
    async discountsByIds(ids: number[]): Promise<DiscountRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(subscriptionDiscounts)
        .where(and(inArray(subscriptionDiscounts.id, ids), eq(subscriptionDiscounts.isActive, true)));
    },

    async priceWithPlan(priceId: number): Promise<{ price: PriceRow; plan: PlanRow } | undefined> {
      const [row] = await db
        .select({ price: subscriptionPrices, plan: subscriptionPlans })
        .from(subscriptionPrices)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPrices.planId))
        .where(
          and(
            eq(subscriptionPrices.id, priceId),
            eq(subscriptionPrices.isActive, true),
            eq(subscriptionPlans.isActive, true),
          ),
        );
      return row;
    },

    async subscriptionOf(
      userId: number,
    ): Promise<{ subscription: SubscriptionRow; plan: PlanRow; price: PriceRow } | undefined> {
      const [row] = await db
        .select({ subscription: userSubscriptions, plan: subscriptionPlans, price: subscriptionPrices })
        .from(userSubscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .innerJoin(subscriptionPrices, eq(subscriptionPrices.id, userSubscriptions.priceId))
        .where(eq(userSubscriptions.userId, userId));
      return row;
    },

    async subscriptionByStripeId(stripeSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.stripeSubscriptionId, stripeSubscriptionId));
      return row;
    },

    async saveSubscription(values: NewSubscription): Promise<void> {
      const { userId: _userId, ...rest } = values;
      await db
        .insert(userSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: userSubscriptions.userId,
          set: { ...rest, updatedAt: new Date() },
        });
    },

    async updateSubscription(userId: number, patch: Partial<NewSubscription>): Promise<void> {
      await db
        .update(userSubscriptions)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(userSubscriptions.userId, userId));
    },

    async insertManualPayment(values: typeof manualPayments.$inferInsert): Promise<ManualPaymentRow> {
      const [row] = await db.insert(manualPayments).values(values).returning();
      return row!;
    },

    async manualPayment(id: number): Promise<ManualPaymentView | undefined> {
      const [row] = await viewQuery().where(eq(manualPayments.id, id));
      return row ? toView(row) : undefined;
    },

    /** The member's newest manual payment that still waits for a receipt or a review. */
    async openManualPaymentOf(userId: number): Promise<ManualPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(manualPayments)
        .where(
          and(
            eq(manualPayments.userId, userId),
            eq(manualPayments.kind, 'subscription'),
            inArray(manualPayments.status, ['awaiting_receipt', 'submitted']),
          ),
        )
        .orderBy(desc(manualPayments.id))
        .limit(1);
      return row;
    },

    /**
     * Moves a manual payment from one status to the next; undefined when it was not in `from`
     * any more (another reviewer got there first), so a payment is confirmed once.
     */
    async moveManualPayment(
      id: number,
      from: string,
      patch: Partial<typeof manualPayments.$inferInsert>,
    ): Promise<ManualPaymentRow | undefined> {
      const [row] = await db
        .update(manualPayments)
        .set(patch)
        .where(and(eq(manualPayments.id, id), eq(manualPayments.status, from)))
        .returning();
      return row;
    },

    /** Manual payments in a status for the review queue: of these organizations, or all (null). */
    async reviewQueue(
      organizationIds: number[] | null,
      status: string,
      page: number,
      size: number,
    ): Promise<{ rows: ManualPaymentView[]; count: number }> {
      const where: SQL[] = [eq(manualPayments.status, status)];
      if (organizationIds) {
        if (organizationIds.length === 0) return { rows: [], count: 0 };
        where.push(inArray(manualPayments.organizationId, organizationIds));
      }
      const rows = await viewQuery()
        .where(and(...where))
        .orderBy(status === 'submitted' ? asc(manualPayments.id) : desc(manualPayments.id))
        .limit(size)
        .offset((page - 1) * size);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(manualPayments)
        .where(and(...where));
      return { rows: rows.map(toView), count: counted?.n ?? 0 };
    },

    async instructions(organizationId: number) {
      const [row] = await db
        .select()
        .from(paymentInstructions)
        .where(eq(paymentInstructions.organizationId, organizationId));
      return row;
    },

    async saveInstructions(organizationId: number, instructions: string, updatedBy: number) {
      const [row] = await db
        .insert(paymentInstructions)
        .values({ organizationId, instructions, updatedBy })
        .onConflictDoUpdate({
          target: paymentInstructions.organizationId,
          set: { instructions, updatedBy, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    async appendLedger(entry: LedgerEntry): Promise<void> {
      await db.insert(paymentLedger).values(entry);
    },

    /** Ledger rows for the CSV export, oldest first, with the member's name when they still exist. */
    async ledger(organizationIds: number[] | null) {
      const where =
        organizationIds === null
          ? undefined
          : organizationIds.length === 0
            ? sql`false`
            : inArray(paymentLedger.organizationId, organizationIds);
      return db
        .select({
          entry: paymentLedger,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(paymentLedger)
        .leftJoin(users, eq(users.id, paymentLedger.userId))
        .where(where)
        .orderBy(asc(paymentLedger.id));
    },

    async fileFacts(id: number) {
      const [row] = await db
        .select({ id: uploadedFiles.id, ownerId: uploadedFiles.ownerId, mimeType: uploadedFiles.mimeType })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.id, id));
      return row;
    },

    /** Records a provider event id; false when it was recorded before (the event was applied). */
    async claimEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length === 1;
    },

    /** Whether a provider event was applied already (a cheap look before any provider call). */
    async eventSeen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, id));
      return Boolean(row);
    },

    /** A price and its plan, active or not (a provider event may name a price retired since). */
    async anyPriceWithPlan(priceId: number): Promise<{ price: PriceRow; plan: PlanRow } | undefined> {
      const [row] = await db
        .select({ price: subscriptionPrices, plan: subscriptionPlans })
        .from(subscriptionPrices)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPrices.planId))
        .where(eq(subscriptionPrices.id, priceId));
      return row;
    },

    async insertProviderPayment(values: typeof providerPayments.$inferInsert): Promise<ProviderPaymentRow> {
      const [row] = await db.insert(providerPayments).values(values).returning();
      return row!;
    },

    async providerPaymentBySession(sessionId: string): Promise<ProviderPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(providerPayments)
        .where(eq(providerPayments.checkoutSessionId, sessionId));
      return row;
    },

    /** open → completed once; undefined when it was completed before. */
    async completeProviderPayment(
      sessionId: string,
      paymentIntentId: string | null,
      at: Date,
    ): Promise<ProviderPaymentRow | undefined> {
      const [row] = await db
        .update(providerPayments)
        .set({ status: 'completed', paymentIntentId, completedAt: at })
        .where(and(eq(providerPayments.checkoutSessionId, sessionId), eq(providerPayments.status, 'open')))
        .returning();
      return row;
    },

    async cardOf(userId: number): Promise<CardRow | undefined> {
      const [row] = await db.select().from(membershipCards).where(eq(membershipCards.userId, userId));
      return row;
    },

    async cardByToken(token: string): Promise<CardRow | undefined> {
      const [row] = await db.select().from(membershipCards).where(eq(membershipCards.token, token));
      return row;
    },

    async cardByImage(imageKey: string): Promise<CardRow | undefined> {
      const [row] = await db.select().from(membershipCards).where(eq(membershipCards.imageKey, imageKey));
      return row;
    },

    /** A new card, or the same card (number and token kept) redrawn for another plan. */
    async saveCard(values: {
      userId: number;
      token: string;
      planId: number;
      imageKey: string;
    }): Promise<CardRow> {
      const [row] = await db
        .insert(membershipCards)
        .values(values)
        .onConflictDoUpdate({
          target: membershipCards.userId,
          set: { planId: values.planId, imageKey: values.imageKey, generatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    /** Storage key of the member's profile picture, when they have one. */
    async photoKeyOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ key: uploadedFiles.storageKey })
        .from(profiles)
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, profiles.pictureFileId))
        .where(eq(profiles.userId, userId));
      return row?.key ?? null;
    },

    async insertPlan(values: typeof subscriptionPlans.$inferInsert): Promise<PlanRow> {
      const [row] = await db.insert(subscriptionPlans).values(values).returning();
      return row!;
    },
    async insertPrice(values: typeof subscriptionPrices.$inferInsert): Promise<PriceRow> {
      const [row] = await db.insert(subscriptionPrices).values(values).returning();
      return row!;
    },
    async insertDiscount(values: typeof subscriptionDiscounts.$inferInsert): Promise<DiscountRow> {
      const [row] = await db.insert(subscriptionDiscounts).values(values).returning();
      return row!;
    },
    async planCount(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(subscriptionPlans);
      return row?.n ?? 0;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
