import type { GroupType } from '@careerhub/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { follows, groups, profiles, uploadedFiles, users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';

export function createFollowsRepository(db: Db) {
  return {
    async follow(followerId: number, targetType: string, targetId: number): Promise<boolean> {
      const rows = await db
        .insert(follows)
        .values({ followerId, targetType, targetId })
        .onConflictDoNothing()
        .returning();
      return rows.length === 1;
    },
    async unfollow(followerId: number, targetType: string, targetId: number): Promise<boolean> {
      const rows = await db
        .delete(follows)
        .where(
          and(
            eq(follows.followerId, followerId),
            eq(follows.targetType, targetType),
            eq(follows.targetId, targetId),
          ),
        )
        .returning();
      return rows.length === 1;
    },
    async isFollowing(followerId: number, targetType: string, targetId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(follows)
        .where(
          and(
            eq(follows.followerId, followerId),
            eq(follows.targetType, targetType),
            eq(follows.targetId, targetId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    async followersCount(targetType: string, targetId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(follows)
        .where(and(eq(follows.targetType, targetType), eq(follows.targetId, targetId)));
      return row?.n ?? 0;
    },
    async followingCount(followerId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(follows)
        .where(eq(follows.followerId, followerId));
      return row?.n ?? 0;
    },
    /**
     * People a user follows, newest first; closed accounts and trial users are no longer listed.
     * `search` matches their full name.
     */
    async followedUsers(followerId: number, limit: number, offset: number, search?: string) {
      const where = and(
        eq(follows.followerId, followerId),
        eq(follows.targetType, 'user'),
        eq(users.isActive, true),
        eq(users.isTrialUser, false),
        search
          ? sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
          : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            nameSlug: users.nameSlug,
          })
          .from(follows)
          .innerJoin(users, eq(users.id, follows.targetId))
          .where(where)
          // The target id breaks ties of the same instant, so pages neither repeat nor skip anyone.
          .orderBy(desc(follows.createdAt), desc(follows.targetId))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(follows)
          .innerJoin(users, eq(users.id, follows.targetId))
          .where(where),
      ]);
      return { rows, count: count?.n ?? 0 };
    },
    async userName(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ? `${row.first} ${row.last}`.trim() : undefined;
    },
    /** Name, slug and picture key of a user: how a notification shows the person who followed. */
    async personCard(id: number) {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          nameSlug: users.nameSlug,
          pictureKey: uploadedFiles.storageKey,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(uploadedFiles, eq(uploadedFiles.id, profiles.pictureFileId))
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },
    async groupName(id: number, groupType: GroupType): Promise<string | undefined> {
      const [row] = await db
        .select({ name: groups.name })
        .from(groups)
        .where(and(eq(groups.id, id), eq(groups.groupType, groupType)))
        .limit(1);
      return row?.name;
    },
  };
}
export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
