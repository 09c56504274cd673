import { desc, eq, sql } from 'drizzle-orm';
import { feedback, userServices, users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';

/** Feedback sent from /feedback, and the services a user joined. */
export function createFeedbackRepository(db: Db) {
  return {
    async insert(row: typeof feedback.$inferInsert) {
      const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id });
      return created!.id;
    },
    async list(limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: feedback.id,
            title: feedback.title,
            content: feedback.content,
            host: feedback.host,
            createdAt: feedback.createdAt,
            email: users.email,
          })
          .from(feedback)
          .leftJoin(users, eq(users.id, feedback.userId))
          .orderBy(desc(feedback.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(feedback),
      ]);
      return { rows, count: count?.n ?? 0 };
    },
    async joinedServices(userId: number): Promise<string[]> {
      const rows = await db
        .select({ service: userServices.service })
        .from(userServices)
        .where(eq(userServices.userId, userId));
      return rows.map((r) => r.service);
    },
    async joinService(userId: number, service: string) {
      await db.insert(userServices).values({ userId, service }).onConflictDoNothing();
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
