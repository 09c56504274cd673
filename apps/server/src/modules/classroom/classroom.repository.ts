import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { classroomConnections, classroomSyncs } from '../../db/schema/index.js';

export type ClassroomSyncRow = typeof classroomSyncs.$inferSelect;

/** The classroom module's tables: connected Google accounts and the log of roster syncs. */
export function createClassroomRepository(db: Db) {
  return {
    async connection(userId: number) {
      const [row] = await db
        .select()
        .from(classroomConnections)
        .where(eq(classroomConnections.userId, userId))
        .limit(1);
      return row;
    },
    async saveConnection(userId: number, googleEmail: string | null, refreshTokenSealed: string) {
      await db
        .insert(classroomConnections)
        .values({ userId, googleEmail, refreshTokenSealed })
        .onConflictDoUpdate({
          target: classroomConnections.userId,
          set: { googleEmail, refreshTokenSealed, updatedAt: new Date() },
        });
    },
    async deleteConnection(userId: number) {
      await db.delete(classroomConnections).where(eq(classroomConnections.userId, userId));
    },
    async recordSync(row: typeof classroomSyncs.$inferInsert) {
      await db.insert(classroomSyncs).values(row);
    },
    async lastSyncs(groupId: number, limit = 5): Promise<ClassroomSyncRow[]> {
      return db
        .select()
        .from(classroomSyncs)
        .where(eq(classroomSyncs.groupId, groupId))
        .orderBy(desc(classroomSyncs.createdAt), desc(classroomSyncs.id))
        .limit(limit);
    },
  };
}
export type ClassroomRepository = ReturnType<typeof createClassroomRepository>;
