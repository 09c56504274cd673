import { cappedCountSql, countOf } from '../../platform/db/capped-count.js';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { groupMemberships } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { withAudit, type AuditSpec } from '../audit/audit.js';
import type { GroupCaches } from './group-caches.js';

export type MembershipRow = typeof groupMemberships.$inferSelect;
export type NewMembershipRow = typeof groupMemberships.$inferInsert;

/** A member as the members list and the CSV export read it (membership + person). */
export interface MemberRow {
  membershipId: number;
  userId: number;
  firstName: string;
  lastName: string;
  nameSlug: string;
  email: string;
  isVerified: boolean;
  pictureKey: string | null;
  institutionName: string | null;
  country: string | null;
  role: string;
  status: MembershipRow['status'];
  membershipType: string;
  paymentStatus: MembershipRow['paymentStatus'];
  notes: string | null;
  reason: string | null;
  extraInfo: Record<string, unknown>;
  agentResponses: Record<string, string>;
  joinedAt: Date | null;
  createdAt: Date;
}

export interface MemberFilters {
  status: 'accepted' | 'pending' | 'rejected' | 'unverified';
  role?: string | undefined;
  country?: string | undefined;
  professionalFields?: number[] | undefined;
  isVerified?: boolean | undefined;
  search?: string | undefined;
  systemAgentId?: number | undefined;
  agentResponse?: string | undefined;
}

const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `group_id = ANY('{id}')` rather than `= id`: with a plain equality the planner treats group_id
 * as a constant, drops it from `ORDER BY m.group_id, m.id` and may walk the primary key backwards
 * through every membership of newer groups (seconds for an old, large group). As written, only
 * the (group_id, id) index gives the order, and a page reads about its own rows.
 */
const inGroup = (groupId: number) => sql`m.group_id = ANY(${`{${groupId}}`}::int[])`;

function memberConditions(groupId: number, f: MemberFilters): SQL {
  const parts: SQL[] = [inGroup(groupId), sql`m.membership_type = 'member'`];
  if (f.status === 'unverified') parts.push(sql`NOT u.is_verified`);
  else parts.push(sql`m.status = ${f.status}`);
  if (f.role) parts.push(sql`m.role = ${f.role}`);
  if (f.isVerified !== undefined) parts.push(sql`u.is_verified = ${f.isVerified}`);
  // The member's country as the membership carries it (migration 0035): one index, no profiles.
  if (f.country) parts.push(sql`m.member_country = ${f.country}`);
  if (f.professionalFields?.length) {
    parts.push(sql`EXISTS (SELECT 1 FROM group_profiles gp WHERE gp.user_id = m.user_id
      AND gp.professional_field = ANY(${`{${f.professionalFields.join(',')}}`}::int[]))`);
  }
  if (f.search) parts.push(sql`(u.first_name || ' ' || u.last_name) ILIKE ${likeTerm(f.search)}`);
  if (f.systemAgentId) {
    parts.push(
      f.agentResponse
        ? sql`m.agent_responses ->> ${String(f.systemAgentId)} = ${f.agentResponse}`
        : sql`(m.agent_responses ->> ${String(f.systemAgentId)}) IS NOT NULL`,
    );
  }
  return sql.join(parts, sql` AND `);
}

/** Only the joins the filters read: most lists need none. */
function filterJoins(f: MemberFilters): SQL {
  const needsUser = f.status === 'unverified' || f.isVerified !== undefined || Boolean(f.search);
  return needsUser ? sql`JOIN users u ON u.id = m.user_id` : sql``;
}

const MEMBER_COLUMNS = sql`
  m.id AS "membershipId", m.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",
  u.name_slug AS "nameSlug", u.email, u.is_verified AS "isVerified", f.storage_key AS "pictureKey",
  i.name AS "institutionName", p.country, m.role, m.status, m.membership_type AS "membershipType",
  m.payment_status AS "paymentStatus", m.notes, m.reason, m.extra_info AS "extraInfo",
  m.agent_responses AS "agentResponses", m.joined_at AS "joinedAt", m.created_at AS "createdAt"`;
const MEMBER_JOINS = sql`
  JOIN users u ON u.id = m.user_id
  LEFT JOIN profiles p ON p.user_id = m.user_id
  LEFT JOIN uploaded_files f ON f.id = p.picture_file_id
  LEFT JOIN groups i ON i.id = p.institution_id`;

function toMember(raw: Record<string, unknown>): MemberRow {
  const date = (v: unknown) =>
    v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));
  return { ...(raw as unknown as MemberRow), joinedAt: date(raw.joinedAt), createdAt: date(raw.createdAt)! };
}

/**
 * Memberships of users in groups. The members list and the export read the people's names,
 * pictures and countries in the same query (a join on users and profiles) so that one page is
 * one round trip; those tables stay owned by the auth and profiles modules for every write.
 * Member pages and totals are cached in `caches` (group-caches.ts); every write here drops them.
 */
export function createMembershipsRepository(db: Db, caches: GroupCaches) {
  // Every write here moves the group's version once the write is done (see group-caches.ts):
  // a read that started before cannot leave its answer under the new version.
  const groupsOf = async (ids: number[]) =>
    (
      await db
        .selectDistinct({ groupId: groupMemberships.groupId })
        .from(groupMemberships)
        .where(inArray(groupMemberships.id, ids))
    ).map((r) => r.groupId);
  const changed = (groupIds: number[]) => {
    for (const id of groupIds) caches.membershipsChanged(id);
  };
  async function find(groupId: number, userId: number): Promise<MembershipRow | undefined> {
    const [row] = await db
      .select()
      .from(groupMemberships)
      .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.userId, userId)))
      .limit(1);
    return row;
  }
  return {
    find,
    async findMany(groupId: number, userIds: number[]): Promise<MembershipRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(groupMemberships)
        .where(and(eq(groupMemberships.groupId, groupId), inArray(groupMemberships.userId, userIds)));
    },
    /** A user's membership status (members, not followers) in each of these groups that has one. */
    async statusesIn(userId: number, groupIds: number[]): Promise<Map<number, string>> {
      if (groupIds.length === 0) return new Map();
      const rows = await db
        .select({ groupId: groupMemberships.groupId, status: groupMemberships.status })
        .from(groupMemberships)
        .where(
          and(
            eq(groupMemberships.userId, userId),
            eq(groupMemberships.membershipType, 'member'),
            inArray(groupMemberships.groupId, groupIds),
          ),
        );
      return new Map(rows.map((r) => [r.groupId, r.status]));
    },
    /** The viewer's membership for a request that only reads (cached; see group-caches.ts). */
    findForRead(groupId: number, userId: number): Promise<MembershipRow | null> {
      return caches.viewer(groupId, userId, () => find(groupId, userId));
    },
    /** Inserts, or replaces the earlier membership of the same user (a rejected user applying again). */
    async upsert(row: NewMembershipRow, audit?: AuditSpec<MembershipRow>): Promise<MembershipRow> {
      const { groupId: _g, userId: _u, ...changes } = row;
      const saved = await withAudit(db, audit, async (tx) => {
        const [saved] = await tx
          .insert(groupMemberships)
          .values(row)
          .onConflictDoUpdate({
            target: [groupMemberships.groupId, groupMemberships.userId],
            set: { ...changes, updatedAt: new Date() },
          })
          .returning();
        return saved!;
      });
      changed([row.groupId]);
      return saved;
    },
    async update(id: number, changes: Partial<NewMembershipRow>): Promise<MembershipRow> {
      const [row] = await db
        .update(groupMemberships)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(groupMemberships.id, id))
        .returning();
      if (row) changed([row.groupId]);
      return row!;
    },
    async updateMany(
      ids: number[],
      changes: Partial<NewMembershipRow>,
      audit?: AuditSpec<void>,
    ): Promise<void> {
      if (ids.length === 0) return;
      const groupIds = await groupsOf(ids);
      await withAudit(db, audit, async (tx) => {
        await tx
          .update(groupMemberships)
          .set({ ...changes, updatedAt: new Date() })
          .where(inArray(groupMemberships.id, ids));
      });
      changed(groupIds);
    },
    async remove(id: number, audit?: AuditSpec<unknown>): Promise<void> {
      const removed = await withAudit(db, audit, (tx) =>
        tx
          .delete(groupMemberships)
          .where(eq(groupMemberships.id, id))
          .returning({ groupId: groupMemberships.groupId }),
      );
      changed(removed.map((r) => r.groupId));
    },
    /** Groups where the user is an accepted administrator. */
    async administeredGroupIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ groupId: groupMemberships.groupId })
        .from(groupMemberships)
        .where(
          and(
            eq(groupMemberships.userId, userId),
            eq(groupMemberships.membershipType, 'member'),
            eq(groupMemberships.status, 'accepted'),
            eq(groupMemberships.role, 'admin'),
          ),
        );
      return rows.map((r) => r.groupId);
    },
    /** Accepted administrators and leaders: the group's managers. */
    async managerIds(groupId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: groupMemberships.userId })
        .from(groupMemberships)
        .where(
          and(
            eq(groupMemberships.groupId, groupId),
            eq(groupMemberships.status, 'accepted'),
            inArray(groupMemberships.role, ['admin', 'leader']),
          ),
        );
      return rows.map((r) => r.userId);
    },
    async adminCount(groupId: number): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(groupMemberships)
        .where(
          and(
            eq(groupMemberships.groupId, groupId),
            eq(groupMemberships.status, 'accepted'),
            eq(groupMemberships.role, 'admin'),
          ),
        );
      return rows[0]?.n ?? 0;
    },
    /** Makes this organization membership the user's default, and no other. */
    async setDefault(userId: number, groupId: number): Promise<void> {
      const before = await db
        .select({ groupId: groupMemberships.groupId })
        .from(groupMemberships)
        .where(and(eq(groupMemberships.userId, userId), eq(groupMemberships.isDefault, true)));
      await db.transaction(async (tx) => {
        await tx
          .update(groupMemberships)
          .set({ isDefault: false })
          .where(eq(groupMemberships.userId, userId));
        await tx
          .update(groupMemberships)
          .set({ isDefault: true })
          .where(and(eq(groupMemberships.userId, userId), eq(groupMemberships.groupId, groupId)));
      });
      changed([groupId, ...before.map((r) => r.groupId)]);
    },
    /**
     * One page of members, newest first. The page's ids and the total are found on the
     * memberships (joining users and profiles only when a filter needs them); the people's
     * details are joined for the page's rows only.
     */
    async listMembers(
      groupId: number,
      filters: MemberFilters,
      limit: number,
      offset: number,
    ): Promise<{ rows: MemberRow[]; count: number }> {
      const where = memberConditions(groupId, filters);
      const joins = filterJoins(filters);
      const [rows, count] = await Promise.all([
        caches.memberPage(groupId, filters, limit, offset, async () => {
          const page = (await db.execute(
            sql`SELECT m.id FROM group_memberships m ${joins} WHERE ${where} ORDER BY m.group_id DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`,
          )) as unknown as { rows: Array<{ id: number }> };
          const ids = page.rows.map((r) => r.id);
          if (ids.length === 0) return [];
          const details = (await db.execute(sql`
            SELECT ${MEMBER_COLUMNS} FROM group_memberships m ${MEMBER_JOINS}
            WHERE m.id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY m.id DESC`)) as unknown as {
            rows: Array<Record<string, unknown>>;
          };
          return details.rows.map(toMember);
        }),
        caches.memberTotal(groupId, filters, async () => {
          return countOf(
            await db.execute(cappedCountSql(sql`FROM group_memberships m ${joins} WHERE ${where}`)),
          );
        }),
      ]);
      return { rows, count };
    },
    /**
     * The members after `beforeId` (newest first), one batch: the export walks the whole group
     * this way, so memory holds one batch whatever the group's size.
     */
    async memberBatch(
      groupId: number,
      filters: MemberFilters | null,
      beforeId: number | null,
      size: number,
    ): Promise<MemberRow[]> {
      const where = filters
        ? memberConditions(groupId, filters)
        : sql`${inGroup(groupId)} AND m.membership_type = 'member'`;
      const after = beforeId === null ? sql`TRUE` : sql`m.id < ${beforeId}`;
      const joins = filters ? filterJoins(filters) : sql``;
      // The batch's ids first (index only, stops after `size`), then the people for those rows.
      const result = (await db.execute(sql`
        WITH batch AS MATERIALIZED (
          SELECT m.id FROM group_memberships m ${joins}
          WHERE ${where} AND ${after} ORDER BY m.group_id DESC, m.id DESC LIMIT ${size}
        )
        SELECT ${MEMBER_COLUMNS} FROM batch JOIN group_memberships m ON m.id = batch.id ${MEMBER_JOINS}
        ORDER BY m.id DESC`)) as unknown as { rows: Array<Record<string, unknown>> };
      return result.rows.map(toMember);
    },
  };
}
export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
