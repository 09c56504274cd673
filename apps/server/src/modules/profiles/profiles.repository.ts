import type { CareerEntryType } from '@careerhub/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  careerEntries,
  groupProfiles,
  groups,
  profileTopics,
  profiles,
  topics,
  uploadedFiles,
  users,
} from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type GroupProfileRow = typeof groupProfiles.$inferSelect;
export type CareerEntryRow = typeof careerEntries.$inferSelect;
export type ProfileChanges = Partial<Omit<typeof profiles.$inferInsert, 'userId'>>;

/**
 * All SQL of the profile tables: profiles, their skills and topics, group profiles, career entries.
 * `onChange` hears of every write to a user's profile or group profile (cache invalidation).
 */
export function createProfilesRepository(db: Db, onChange: (userId: number) => void = () => undefined) {
  return {
    async get(userId: number): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row;
    },
    async upsert(userId: number, changes: ProfileChanges) {
      await db
        .insert(profiles)
        .values({ userId, ...changes })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...changes, updatedAt: new Date() } });
      onChange(userId);
    },
    async fileKeys(
      ids: Array<number | null>,
    ): Promise<Map<number, { key: string; mimeType: string; ownerId: number | null; name: string }>> {
      const wanted = ids.filter((id): id is number => id !== null);
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({
          id: uploadedFiles.id,
          key: uploadedFiles.storageKey,
          mimeType: uploadedFiles.mimeType,
          ownerId: uploadedFiles.ownerId,
          name: uploadedFiles.originalName,
        })
        .from(uploadedFiles)
        .where(sql`${uploadedFiles.id} IN ${wanted}`);
      return new Map(rows.map(({ id, ...file }) => [id, file]));
    },
    async topicsOf(
      userId: number,
    ): Promise<{ skills: Array<{ id: number; name: string }>; topics: Array<{ id: number; name: string }> }> {
      const rows = await db
        .select({ id: topics.id, name: topics.name, kind: profileTopics.kind })
        .from(profileTopics)
        .innerJoin(topics, eq(topics.id, profileTopics.topicId))
        .where(eq(profileTopics.userId, userId))
        .orderBy(asc(profileTopics.position));
      return {
        skills: rows.filter((r) => r.kind === 'skill').map(({ id, name }) => ({ id, name })),
        topics: rows.filter((r) => r.kind === 'general').map(({ id, name }) => ({ id, name })),
      };
    },
    async setTopics(userId: number, kind: 'skill' | 'general', topicIds: number[]) {
      await db.transaction(async (tx) => {
        await tx
          .delete(profileTopics)
          .where(and(eq(profileTopics.userId, userId), eq(profileTopics.kind, kind)));
        if (topicIds.length) {
          await tx
            .insert(profileTopics)
            .values(topicIds.map((topicId, position) => ({ userId, topicId, kind, position })));
        }
      });
    },
    /** Rebuilds the text people search finds this user by: name, title, bio, skills and topics. */
    async refreshSearchText(userId: number) {
      await db.execute(sql`
        INSERT INTO profiles (user_id, search_text)
        SELECT u.id, concat_ws(' ', u.first_name, u.last_name, p.title, p.location, p.country, p.short_bio,
          (SELECT string_agg(t.name, ' ') FROM profile_topics pt JOIN topics t ON t.id = pt.topic_id WHERE pt.user_id = u.id))
        FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ${userId}
        ON CONFLICT (user_id) DO UPDATE SET search_text = EXCLUDED.search_text`);
    },
    async institutionName(id: number | null): Promise<string | null> {
      if (!id) return null;
      const [row] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, id)).limit(1);
      return row?.name ?? null;
    },

    async groupProfile(userId: number, groupId: number | null): Promise<GroupProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(groupProfiles)
        .where(
          and(
            eq(groupProfiles.userId, userId),
            groupId === null ? isNull(groupProfiles.groupId) : eq(groupProfiles.groupId, groupId),
          ),
        )
        .limit(1);
      return row;
    },
    async groupProfileById(id: number): Promise<GroupProfileRow | undefined> {
      const [row] = await db.select().from(groupProfiles).where(eq(groupProfiles.id, id)).limit(1);
      return row;
    },
    /** The group profile used for the profile page: the default organization's, else the newest. */
    async primaryGroupProfile(userId: number): Promise<GroupProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(groupProfiles)
        .where(eq(groupProfiles.userId, userId))
        .orderBy(desc(groupProfiles.updatedAt))
        .limit(1);
      return row;
    },
    async insertGroupProfile(row: typeof groupProfiles.$inferInsert): Promise<GroupProfileRow> {
      const [created] = await db.insert(groupProfiles).values(row).returning();
      onChange(created!.userId);
      return created!;
    },
    async updateGroupProfile(
      id: number,
      changes: Partial<typeof groupProfiles.$inferInsert>,
    ): Promise<GroupProfileRow> {
      const [row] = await db
        .update(groupProfiles)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(groupProfiles.id, id))
        .returning();
      if (row) onChange(row.userId);
      return row!;
    },

    async careerEntries(userId: number, type?: CareerEntryType): Promise<CareerEntryRow[]> {
      return db
        .select()
        .from(careerEntries)
        .where(and(eq(careerEntries.userId, userId), type ? eq(careerEntries.type, type) : undefined))
        .orderBy(
          desc(careerEntries.isCurrentlyWorking),
          sql`${careerEntries.startDate} DESC NULLS LAST`,
          desc(careerEntries.id),
        );
    },
    async careerEntry(id: number): Promise<CareerEntryRow | undefined> {
      const [row] = await db.select().from(careerEntries).where(eq(careerEntries.id, id)).limit(1);
      return row;
    },
    async insertCareerEntry(row: typeof careerEntries.$inferInsert): Promise<CareerEntryRow> {
      const [created] = await db.insert(careerEntries).values(row).returning();
      onChange(created!.userId);
      return created!;
    },
    async updateCareerEntry(
      id: number,
      changes: Partial<typeof careerEntries.$inferInsert>,
    ): Promise<CareerEntryRow> {
      const [row] = await db.update(careerEntries).set(changes).where(eq(careerEntries.id, id)).returning();
      if (row) onChange(row.userId);
      return row!;
    },
    async deleteCareerEntry(id: number) {
      const [row] = await db
        .delete(careerEntries)
        .where(eq(careerEntries.id, id))
        .returning({ userId: careerEntries.userId });
      if (row) onChange(row.userId);
    },
    async userIdBySlug(slug: string): Promise<number | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.nameSlug, slug)).limit(1);
      return row?.id;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
