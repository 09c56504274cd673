import { GROUP_MANAGER_ROLES, JOB_GROUP_TYPES } from '@careerhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { cappedCountSql, countOf } from '../../platform/db/capped-count.js';
import type { Db } from '../../platform/db/index.js';
import type { GroupRow } from './groups.repository.js';

/*
 * The group lists' SQL: the WHERE clause every group list shares (visibility, filters, where the
 * viewer may post jobs), the raw `SELECT g.*` rows mapped to drizzle's shape, and the groups a
 * member belongs to.
 */

export type GroupListRow = GroupRow & { totalMembers: number };
/** A group on a member's profile or connections: the group, its parent organization and the member's role. */
export type MemberGroupRow = GroupListRow & {
  memberRole: string;
  memberJoinedAt: Date | null;
  parent: { id: number; name: string; nameSlug: string } | null;
};
export type MemberCircleRow = MemberGroupRow;
export type MemberGroupsArgs = [
  userId: number,
  groupType: string,
  viewer: { id: number | null; isStaff: boolean },
  limit: number,
  offset: number,
  search?: string,
];

/**
 * Groups of one type `userId` is an accepted member of (not a follower), latest joined first,
 * limited to those the viewer may see (the rule of groupsPolicy.canView, as
 * groupListConditions writes it), with the parent organization and the member's role.
 * `search` matches the group's name, as in the group lists.
 */
export async function listMemberGroups(
  db: Db,
  ...[userId, groupType, viewer, limit, offset, search]: MemberGroupsArgs
): Promise<{ rows: MemberGroupRow[]; count: number }> {
  const visible = groupListConditions({
    groupType,
    search,
    now: new Date(),
    viewerId: viewer.id,
    isStaff: viewer.isStaff,
  });
  // The organization is named only when the viewer may see it too.
  const parentVisible = viewer.isStaff
    ? sql`TRUE`
    : viewer.id
      ? sql`(p.visibility = 0 OR EXISTS (SELECT 1 FROM group_memberships pm WHERE pm.group_id = p.id AND pm.user_id = ${viewer.id}))`
      : sql`p.visibility = 0`;
  const where = sql`um.user_id = ${userId} AND um.membership_type = 'member' AND um.status = 'accepted' AND ${visible}`;
  const [page, count] = await Promise.all([
    db.execute(sql`
      SELECT g.*, um.role AS member_role, um.joined_at AS member_joined_at,
        p.name AS parent_name, p.name_slug AS parent_slug,
        (SELECT count(*)::int FROM group_memberships m
          WHERE m.group_id = g.id AND m.membership_type = 'member' AND m.status = 'accepted') AS total_members
      FROM group_memberships um JOIN groups g ON g.id = um.group_id LEFT JOIN groups p ON p.id = g.parent_id AND ${parentVisible}
      WHERE ${where}
      ORDER BY coalesce(um.joined_at, um.created_at) DESC, g.id DESC LIMIT ${limit} OFFSET ${offset}`),
    db
      .execute(
        cappedCountSql(sql`FROM group_memberships um JOIN groups g ON g.id = um.group_id WHERE ${where}`),
      )
      .then(countOf),
  ]);
  const rows = (page as unknown as { rows: Array<Record<string, unknown>> }).rows.map((raw) => {
    const { member_role, member_joined_at, parent_name, parent_slug, ...group } = raw;
    return {
      ...fromRawGroup(group),
      memberRole: String(member_role),
      memberJoinedAt: member_joined_at ? new Date(String(member_joined_at)) : null,
      parent:
        parent_name !== null && parent_name !== undefined
          ? { id: Number(group.parent_id), name: String(parent_name), nameSlug: String(parent_slug) }
          : null,
    };
  });
  return { rows, count };
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const DATE_COLUMNS = new Set([
  'createdAt',
  'updatedAt',
  'startDate',
  'endDate',
  'applicationOpenDate',
  'applicationCloseDate',
]);

/** A raw `SELECT g.*` row in the shape drizzle gives (camelCase keys, dates as Date). */
export function fromRawGroup(raw: Record<string, unknown>): GroupListRow {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = camel(key);
    row[name] =
      DATE_COLUMNS.has(name) && value !== null && !(value instanceof Date) ? new Date(String(value)) : value;
  }
  row.parentId = raw.parent_id ?? null;
  row.price = raw.price === null || raw.price === undefined ? null : String(raw.price);
  return row as GroupListRow;
}

export interface GroupListFilters {
  search?: string | undefined;
  groupType?: string | undefined;
  isVerified?: boolean | undefined;
  parentId?: number | undefined;
  circleType?: string | undefined;
  sdg?: number | undefined;
  eventType?: string | undefined;
  country?: string | undefined;
  /** Running or taking applications now (not closed or archived). */
  isActive?: boolean | undefined;
  /**
   * Only the groups the viewer may post jobs in (jobsPolicy.canPostIn, in SQL): organizations and
   * institutions, where a non-staff viewer is an accepted admin or leader with a certified group profile.
   */
  canPostJobs?: boolean | undefined;
  now: Date;
  /** Private groups are listed only to their members, and to staff. */
  viewerId: number | null;
  isStaff: boolean;
}

/** The WHERE clause of a group list (alias g). */
export function groupListConditions(f: GroupListFilters): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (!f.isStaff) {
    parts.push(
      f.viewerId
        ? sql`(g.visibility = 0 OR EXISTS (SELECT 1 FROM group_memberships vm WHERE vm.group_id = g.id AND vm.user_id = ${f.viewerId}))`
        : sql`g.visibility = 0`,
    );
  }
  if (f.search) parts.push(sql`g.name ILIKE ${'%' + f.search.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`);
  if (f.groupType) parts.push(sql`g.group_type = ${f.groupType}`);
  if (f.isVerified !== undefined) parts.push(sql`g.is_verified = ${f.isVerified}`);
  if (f.parentId) parts.push(sql`g.parent_id = ${f.parentId}`);
  if (f.circleType) parts.push(sql`g.circle_type = ${f.circleType}`);
  if (f.sdg) parts.push(sql`g.relevant_sdgs @> ${JSON.stringify([f.sdg])}::jsonb`);
  if (f.eventType) parts.push(sql`g.event_type = ${f.eventType}`);
  if (f.country)
    parts.push(sql`(g.country = ${f.country} OR g.countries @> ${JSON.stringify([f.country])}::jsonb)`);
  if (f.isActive === true)
    parts.push(sql`(g.end_date IS NULL OR g.end_date >= ${f.now.toISOString()}::timestamptz)`);
  if (f.isActive === false) parts.push(sql`g.end_date < ${f.now.toISOString()}::timestamptz`);
  if (f.canPostJobs) parts.push(canPostJobsIn(f));
  return sql.join(parts, sql` AND `);
}

/** groupsPolicy.canPostJobs and JOB_GROUP_TYPES as a condition on g (packages/shared/src/policies). */
function canPostJobsIn(f: Pick<GroupListFilters, 'viewerId' | 'isStaff'>): SQL {
  const types = sql`g.group_type IN (${sql.join(
    JOB_GROUP_TYPES.map((t) => sql`${t}`),
    sql`, `,
  )})`;
  if (f.isStaff) return types;
  if (!f.viewerId) return sql`FALSE`;
  const roles = sql.join(
    GROUP_MANAGER_ROLES.map((r) => sql`${r}`),
    sql`, `,
  );
  return sql`${types} AND EXISTS (
    SELECT 1 FROM group_memberships pm
    JOIN group_profiles gp ON gp.user_id = pm.user_id AND gp.group_id = pm.group_id AND gp.is_certified
    WHERE pm.group_id = g.id AND pm.user_id = ${f.viewerId} AND pm.membership_type = 'member'
      AND pm.status = 'accepted' AND pm.role IN (${roles}))`;
}
