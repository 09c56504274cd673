import { cappedCountSql, countOf } from '../../platform/db/capped-count.js';
import { slugify } from '@careerhub/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { groupMemberships, groups } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { preparedRead } from '../../platform/db/prepared.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { withAudit, type AuditSpec } from '../audit/audit.js';
import { createGroupCaches, type GroupCaches } from './group-caches.js';
import {
  fromRawGroup,
  listMemberGroups,
  type GroupListRow,
  type MemberGroupRow,
  type MemberGroupsArgs,
} from './group-lists.repository.js';

export type GroupRow = typeof groups.$inferSelect;
export type NewGroup = typeof groups.$inferInsert;
export type NewMembership = typeof groupMemberships.$inferInsert;

/**
 * `cacheTtlMs`: how long a user's organizations are kept (USER_CACHE_TTL_MS); `caches`: the
 * groups module's read caches (group-caches.ts), which every group write here drops.
 */
export function createGroupsRepository(db: Db, cacheTtlMs = 0, caches: GroupCaches = createGroupCaches(0)) {
  // A user's organizations are part of every identity response: cached, dropped on membership writes.
  const orgsByUser = new TtlCache<number, UserOrganizationRow[]>(cacheTtlMs);
  const groupById = preparedRead(db, 'groups_by_id', (on) =>
    on
      .select()
      .from(groups)
      .where(eq(groups.id, sql.placeholder('id')))
      .limit(1),
  );
  async function findById(id: number): Promise<GroupRow | undefined> {
    const [row] = await groupById({ id });
    return row;
  }
  async function countsOf(groupId: number): Promise<GroupCounts> {
    const result = (await db.execute(sql`
      SELECT
        count(*) FILTER (WHERE m.status = 'accepted')::int AS accepted,
        count(*) FILTER (WHERE m.status = 'pending')::int AS pending,
        count(*) FILTER (WHERE m.status = 'rejected')::int AS rejected,
        count(*) FILTER (WHERE NOT u.is_verified)::int AS unverified
      FROM group_memberships m JOIN users u ON u.id = m.user_id
      WHERE m.group_id = ${groupId} AND m.membership_type = 'member'`)) as unknown as {
      rows: GroupCounts[];
    };
    return result.rows[0] ?? { accepted: 0, pending: 0, rejected: 0, unverified: 0 };
  }
  return {
    caches,
    async findBySlug(slug: string): Promise<GroupRow | undefined> {
      const [row] = await db.select().from(groups).where(eq(groups.nameSlug, slug)).limit(1);
      return row;
    },
    async insert(group: NewGroup): Promise<GroupRow> {
      const [row] = await db.insert(groups).values(group).returning();
      caches.groupChanged(row!.id);
      return row!;
    },
    async addMembership(membership: NewMembership) {
      orgsByUser.delete(membership.userId);
      await db.insert(groupMemberships).values(membership).onConflictDoNothing();
      orgsByUser.delete(membership.userId);
      caches.membershipsChanged(membership.groupId);
    },
    listUserOrganizations: (userId: number) =>
      orgsByUser.getOrLoad(userId, () => listUserOrganizations(db, userId)),
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
      const [row] = await db
        .insert(groups)
        .values({ name, nameSlug: slug, groupType: 'institution', createdBy })
        .returning();
      caches.groupChanged(row!.id);
      return row!;
    },
    invalidateUser(userId: number) {
      orgsByUser.delete(userId);
    },
    findById,
    /** The group for a request that only reads (cached; writes read it afresh with findById). */
    findByIdForRead: (id: number): Promise<GroupRow | undefined> =>
      caches.groupRows.getOrLoad(id, async () => findById(id)),
    async isSlugTaken(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.nameSlug, slug)).limit(1);
      return Boolean(row);
    },
    async update(id: number, changes: Partial<NewGroup>, audit?: AuditSpec<GroupRow>): Promise<GroupRow> {
      const row = await withAudit(db, audit, async (tx) => {
        const [row] = await tx
          .update(groups)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(groups.id, id))
          .returning();
        return row!;
      });
      caches.groupChanged(id);
      return row;
    },
    /** One page of groups with their accepted member counts; the total is counted unless the caller knows it. */
    async list(
      where: SQL,
      limit: number,
      offset: number,
      knownCount?: number,
    ): Promise<{ rows: GroupListRow[]; count: number }> {
      // The page walks the id index and stops at the page's end; the total is a separate count.
      const [page, count] = await Promise.all([
        db.execute(sql`
          SELECT g.*, (SELECT count(*)::int FROM group_memberships m
            WHERE m.group_id = g.id AND m.membership_type = 'member' AND m.status = 'accepted') AS total_members
          FROM groups g WHERE ${where} ORDER BY g.id DESC LIMIT ${limit} OFFSET ${offset}`),
        knownCount ?? db.execute(cappedCountSql(sql`FROM groups g WHERE ${where}`)).then(countOf),
      ]);
      const rows = (page as unknown as { rows: Array<Record<string, unknown>> }).rows;
      return { rows: rows.map(fromRawGroup), count };
    },
    /** How many groups a list's WHERE clause (alias g) matches, exact up to LIST_COUNT_CAP. */
    async count(where: SQL): Promise<number> {
      return countOf(await db.execute(cappedCountSql(sql`FROM groups g WHERE ${where}`)));
    },
    /** Circles `userId` is an accepted member of (see listMemberGroups). */
    listMemberCircles(
      userId: number,
      viewer: { id: number | null; isStaff: boolean },
      limit: number,
      offset: number,
    ): Promise<{ rows: MemberGroupRow[]; count: number }> {
      return listMemberGroups(db, userId, 'circle', viewer, limit, offset);
    },
    listMemberGroups: (...args: MemberGroupsArgs) => listMemberGroups(db, ...args),
    /** Member counts by status (members only, not followers). */
    counts: (groupId: number): Promise<GroupCounts> => caches.groupCounts(groupId, () => countsOf(groupId)),
    async acceptedCount(groupId: number): Promise<number> {
      const result = (await db.execute(sql`
        SELECT count(*)::int AS n FROM group_memberships
        WHERE group_id = ${groupId} AND membership_type = 'member' AND status = 'accepted'`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      return result.rows[0]?.n ?? 0;
    },
    async findDefaults(domain: string | null, countries: string[]): Promise<GroupRow[]> {
      const conditions = [eq(groups.isDefault, true), eq(groups.groupType, 'organization')];
      if (domain) conditions.push(eq(groups.domain, domain));
      if (countries.length) conditions.push(inArray(groups.country, countries));
      return db
        .select()
        .from(groups)
        .where(and(...conditions))
        .orderBy(asc(groups.name))
        .limit(100);
    },
    async metrics(): Promise<Record<string, number>> {
      const result = (await db.execute(sql`
        SELECT group_type, count(*)::int AS n FROM groups WHERE visibility = 0 GROUP BY group_type`)) as unknown as {
        rows: Array<{ group_type: string; n: number }>;
      };
      return Object.fromEntries(result.rows.map((r) => [r.group_type, r.n]));
    },
    async circleTypesUnder(parentId: number): Promise<string[]> {
      const result = (await db.execute(sql`
        SELECT DISTINCT circle_type FROM groups
        WHERE parent_id = ${parentId} AND group_type = 'circle' AND circle_type IS NOT NULL ORDER BY circle_type`)) as unknown as {
        rows: Array<{ circle_type: string }>;
      };
      return result.rows.map((r) => r.circle_type);
    },
    async sdgCountsUnder(parentId: number): Promise<Map<number, number>> {
      const result = (await db.execute(sql`
        SELECT s.sdg::int AS sdg, count(*)::int AS n
        FROM groups g CROSS JOIN LATERAL jsonb_array_elements_text(g.relevant_sdgs) AS s(sdg)
        WHERE g.parent_id = ${parentId} AND g.group_type = 'circle' GROUP BY s.sdg`)) as unknown as {
        rows: Array<{ sdg: number; n: number }>;
      };
      return new Map(result.rows.map((r) => [r.sdg, r.n]));
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

export interface GroupCounts {
  accepted: number;
  pending: number;
  rejected: number;
  unverified: number;
}

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
    .where(
      and(eq(groupMemberships.userId, userId), inArray(groups.groupType, ['organization', 'institution'])),
    )
    .orderBy(desc(groupMemberships.isDefault), asc(groups.name));
}
