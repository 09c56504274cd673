import { and, eq } from 'drizzle-orm';
import { learningPathProgress } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';

/** All SQL of the learning path: the steps members marked done themselves. */
export function createLearningPathRepository(db: Db) {
  return {
    async markedSteps(userId: number): Promise<Set<string>> {
      const rows = await db
        .select({ step: learningPathProgress.step })
        .from(learningPathProgress)
        .where(eq(learningPathProgress.userId, userId));
      return new Set(rows.map((r) => r.step));
    },

    /** Idempotent both ways: marking a marked step keeps its first time, undoing a bare step is a no-op. */
    async setMarked(userId: number, step: string, done: boolean): Promise<void> {
      if (done) await db.insert(learningPathProgress).values({ userId, step }).onConflictDoNothing();
      else
        await db
          .delete(learningPathProgress)
          .where(and(eq(learningPathProgress.userId, userId), eq(learningPathProgress.step, step)));
    },
  };
}
export type LearningPathRepository = ReturnType<typeof createLearningPathRepository>;
