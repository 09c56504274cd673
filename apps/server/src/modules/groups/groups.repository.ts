import { slugify } from '@careerhub/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { groupMemberships, groups } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { TtlCache } from '../../platform/ttl-cache.js';

export type GroupRow = typeof groups.$inferSelect;
export type NewGroup = typeof groups.$inferInsert;
export type NewMembership = typeof groupMemberships.$inferInsert;

export function createGroupsRepository(db: Db, cacheTtlMs = 0) {
  // A user's organizations are part of every identity response: cached, dropped on membership writes.
  const orgsByUser = new TtlCache<number, UserOrganizationRow[]>(cacheTtlMs);
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
      orgsByUser.delete(membership.userId);
      await db.insert(groupMemberships).values(membership).onConflictDoNothing();
      orgsByUser.delete(membership.userId);
    },
    listUserOrganizations: (userId: number) => orgsByUser.getOrLoad(userId, () => listUserOrganizations(db, userId)),
    /** An institution by name (case-insensitive), created when missing. */
    async findOrCreateInstitution(name: string, createdBy: number | null): Promise<GroupRow> {
      const [existing] = await db
        .select()
        .from(groups)
        .where(and(eq(groups.groupType, 'institution'), sql`lower(${groups.name}) = lower(${name})`))
        .limit(1);
      if (existing) return existing;
      const base = slugify(name) || 'institution';
      let slug = base;
      for (let n = 2; await this.findBySlug(slug); n += 1) slug = `${base}-${n}`;
      const [row] = await db.insert(groups).values({ name, nameSlug: slug, groupType: 'institution', createdBy }).returning();
      return row!;
    },
    invalidateUser(userId: number) {
      orgsByUser.delete(userId);
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

export interface UserOrganizationRow {
  id: number;
  name: string;
  nameSlug: string;
  logo: string | null;
  domain: string | null;
  description: string;
  membershipType: string | null;
  groupType: string;
  role: string;
  status: string;
  isDefault: boolean;
}

/** Organizations and institutions a user belongs to, default first. */
export async function listUserOrganizations(db: Db, userId: number): Promise<UserOrganizationRow[]> {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      nameSlug: groups.nameSlug,
      logo: groups.logo,
      domain: groups.domain,
      description: groups.description,
      membershipType: groups.membershipType,
      groupType: groups.groupType,
      role: groupMemberships.role,
      status: groupMemberships.status,
      isDefault: groupMemberships.isDefault,
    })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(and(eq(groupMemberships.userId, userId), inArray(groups.groupType, ['organization', 'institution'])))
    .orderBy(desc(groupMemberships.isDefault), asc(groups.name));
}
