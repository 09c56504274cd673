import { and, desc, eq, sql } from 'drizzle-orm';
import {
  notificationCounters,
  notificationEmailPreferences,
  notificationEmailThrottle,
  notifications,
} from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'isRead' | 'createdAt'>;

/** All SQL of the notifications module. Every write keeps notification_counters exact. */
export function createNotificationsRepository(db: Db) {
  return {
    /** Stores a notification and returns it with the user's new unread count. */
    async insert(row: NewNotification): Promise<{ notification: NotificationRow; unread: number }> {
      return db.transaction(async (tx) => {
        const [notification] = await tx.insert(notifications).values(row).returning();
        const [counter] = await tx
          .insert(notificationCounters)
          .values({ userId: row.userId, unread: 1 })
          .onConflictDoUpdate({
            target: notificationCounters.userId,
            set: { unread: sql`${notificationCounters.unread} + 1` },
          })
          .returning({ unread: notificationCounters.unread });
        return { notification: notification!, unread: counter!.unread };
      });
    },

    async list(userId: number, limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(notifications)
          .where(eq(notifications.userId, userId)),
      ]);
      return { rows, count: count?.n ?? 0 };
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ unread: notificationCounters.unread })
        .from(notificationCounters)
        .where(eq(notificationCounters.userId, userId))
        .limit(1);
      return row?.unread ?? 0;
    },

    /**
     * Marks one of the user's notifications read. Undefined when the user has no notification with
     * that id and type; reading an already read one changes nothing.
     */
    async markRead(
      userId: number,
      id: number,
      type: string,
    ): Promise<{ notification: NotificationRow; unread: number } | undefined> {
      return db.transaction(async (tx) => {
        const mine = and(
          eq(notifications.id, id),
          eq(notifications.userId, userId),
          eq(notifications.type, type),
        );
        const [updated] = await tx
          .update(notifications)
          .set({ isRead: true })
          .where(and(mine, eq(notifications.isRead, false)))
          .returning();
        if (updated) {
          const unread = await decrement(tx, userId, 1);
          return { notification: updated, unread };
        }
        const [existing] = await tx.select().from(notifications).where(mine).limit(1);
        if (!existing) return undefined;
        return { notification: existing, unread: await counterOf(tx, userId) };
      });
    },

    /** Marks every unread notification of the user read; returns the new unread count. */
    async markAllRead(userId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
          .returning({ id: notifications.id });
        // Decrement by what this statement changed: a notification committed meanwhile stays counted.
        return updated.length > 0 ? decrement(tx, userId, updated.length) : counterOf(tx, userId);
      });
    },

    async emailPreferences(userId: number): Promise<Map<string, boolean>> {
      const rows = await db
        .select({ kind: notificationEmailPreferences.kind, enabled: notificationEmailPreferences.enabled })
        .from(notificationEmailPreferences)
        .where(eq(notificationEmailPreferences.userId, userId));
      return new Map(rows.map((r) => [r.kind, r.enabled]));
    },

    async setEmailPreferences(userId: number, changes: Array<{ kind: string; enabled: boolean }>) {
      if (changes.length === 0) return;
      await db
        .insert(notificationEmailPreferences)
        .values(changes.map((c) => ({ userId, kind: c.kind, enabled: c.enabled })))
        .onConflictDoUpdate({
          target: [notificationEmailPreferences.userId, notificationEmailPreferences.kind],
          set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
        });
    },

    /**
     * Claims the right to send one throttled email: true (and the time recorded) when none was
     * sent for this user and key within `intervalSeconds`. Safe across instances: one row, one winner.
     */
    async claimEmailSlot(userId: number, key: string, intervalSeconds: number): Promise<boolean> {
      const rows = await db
        .insert(notificationEmailThrottle)
        .values({ userId, key })
        .onConflictDoUpdate({
          target: [notificationEmailThrottle.userId, notificationEmailThrottle.key],
          set: { sentAt: sql`now()` },
          setWhere: sql`${notificationEmailThrottle.sentAt} <= now() - make_interval(secs => ${intervalSeconds})`,
        })
        .returning({ userId: notificationEmailThrottle.userId });
      return rows.length === 1;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function decrement(tx: Tx, userId: number, by: number): Promise<number> {
  const [row] = await tx
    .update(notificationCounters)
    .set({ unread: sql`greatest(0, ${notificationCounters.unread} - ${by})` })
    .where(eq(notificationCounters.userId, userId))
    .returning({ unread: notificationCounters.unread });
  return row?.unread ?? 0;
}

async function counterOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ unread: notificationCounters.unread })
    .from(notificationCounters)
    .where(eq(notificationCounters.userId, userId))
    .limit(1);
  return row?.unread ?? 0;
}
