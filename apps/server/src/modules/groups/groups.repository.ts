import { and, eq } from 'drizzle-orm';
import { groupMemberships, groups } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';

export type GroupRow = typeof groups.$inferSelect;
export type NewGroup = typeof groups.$inferInsert;
export type NewMembership = typeof groupMemberships.$inferInsert;

export function createGroupsRepository(db: Db) {
  return {
    async findBySlug(slug: string): Promise<GroupRow | undefined> {
      const [row] = await db.select().from(groups).where(eq(groups.nameSlug, slug)).limit(1);
      return row;
    },
    async insert(group: NewGroup): Promise<GroupRow> {
      const [row] = await db.insert(groups).values(group).returning();
      return row!;
    },
    async addMembership(membership: NewMembership) {
      await db.insert(groupMemberships).values(membership).onConflictDoNothing();
    },
    async findDefaultForDomain(domain: string): Promise<GroupRow | undefined> {
      const [row] = await db
        .select()
        .from(groups)
        .where(and(eq(groups.domain, domain), eq(groups.isDefault, true)))
        .limit(1);
      return row;
    },
  };
}
export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
