import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { organizationOf, type AuditEntry } from '../audit/audit.js';
import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { GroupRow, GroupsRepository } from '../groups/groups.repository.js';
import { intArray, rowsOf } from '../jobs/sql.js';

/**
 * The viewer's reach in the catalogue (use cases and AI tools), worked out once per request: whose
 * pending items they may approve (administrators of their default organization and its circles;
 * staff everywhere), and their default organization.
 */
export interface CatalogReach {
  user: UserRow | null;
  approvableGroupIds: number[] | 'all';
}

export interface CatalogAccessDeps {
  db: Db;
  groups: Pick<GroupsRepository, 'findById' | 'findByIdForRead' | 'listUserOrganizations'>;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
  hasCertifiedProfile: (userId: number, groupId: number) => Promise<boolean>;
}

/** Visibility of a catalogue row: approved, or the viewer's own, or one they may decide. */
export function visibleWhere(reach: CatalogReach, alias: string) {
  if (reach.approvableGroupIds === 'all') return sql`true`;
  const t = sql.raw(alias);
  const own = reach.user ? sql`${t}.created_by = ${reach.user.id}` : sql`false`;
  const approver = reach.approvableGroupIds.length
    ? sql`${t}.group_id = ANY(${intArray(reach.approvableGroupIds)})`
    : sql`false`;
  return sql`(${t}.status = 'approved' OR ${own} OR ${approver})`;
}

export function createCatalogAccess(deps: CatalogAccessDeps) {
  async function defaultOrganizationOf(user: UserRow): Promise<number | null> {
    const orgs = await deps.groups.listUserOrganizations(user.id);
    const current = orgs.find((o) => o.isDefault) ?? orgs[0];
    return current && current.status === 'accepted' ? current.id : null;
  }

  async function groupAndChildren(orgId: number): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(
      await deps.db.execute(sql`SELECT id FROM groups WHERE id = ${orgId} OR parent_id = ${orgId}`),
    );
    return rows.map((r) => r.id);
  }

  async function reachOf(user: UserRow | null): Promise<CatalogReach> {
    if (!user) return { user, approvableGroupIds: [] };
    if (user.isStaff) return { user, approvableGroupIds: 'all' };
    const orgId = await defaultOrganizationOf(user);
    if (!orgId || !groupsPolicy.isAdmin(await deps.viewerOf(user, orgId)))
      return { user, approvableGroupIds: [] };
    return { user, approvableGroupIds: await groupAndChildren(orgId) };
  }

  /** The group a new item goes to: one the author is an accepted member of (staff: any). */
  async function groupForSubmission(user: UserRow, groupId: number): Promise<GroupRow | null> {
    const group = await deps.groups.findById(groupId);
    if (!group) return null;
    if (user.isStaff) return group;
    const viewer = await deps.viewerOf(user, group.id);
    return viewer.membership?.status === 'accepted' ? group : null;
  }

  /** Leads (leader or admin, accepted) at least one circle. */
  async function leadsACircle(userId: number, circleId?: number): Promise<boolean> {
    const only = circleId ? sql`AND g.id = ${circleId}` : sql``;
    const rows = rowsOf<{ one: number }>(
      await deps.db.execute(sql`
        SELECT 1 AS one FROM group_memberships m JOIN groups g ON g.id = m.group_id
        WHERE m.user_id = ${userId} AND m.status = 'accepted' AND m.role IN ('leader', 'admin')
          AND g.group_type = 'circle' ${only}
        LIMIT 1`),
    );
    return rows.length > 0;
  }

  /** Circle leaders and certified users (account, or a certified profile in their organization); staff. */
  async function maySetDefaultGroup(user: UserRow | null): Promise<boolean> {
    if (!user) return false;
    if (user.isStaff || user.isCertified) return true;
    if (await leadsACircle(user.id)) return true;
    const orgId = await defaultOrganizationOf(user);
    return orgId ? deps.hasCertifiedProfile(user.id, orgId) : false;
  }

  const isApproverFor = (reach: CatalogReach, groupId: number | null) =>
    Boolean(reach.user) &&
    (reach.approvableGroupIds === 'all' || (groupId !== null && reach.approvableGroupIds.includes(groupId)));

  /** The audit entry of an approver's decision on an item of a group (use case, AI tool). */
  async function decisionAudit(
    user: UserRow,
    item: { type: 'use_case' | 'ai_tool'; id: number; groupId: number | null },
    action: string,
    details: Record<string, unknown>,
  ): Promise<AuditEntry> {
    const group = item.groupId ? await deps.groups.findById(item.groupId) : undefined;
    return {
      actorId: user.id,
      actorRole: user.isStaff ? 'staff' : 'admin',
      action,
      targetType: item.type,
      targetId: item.id,
      groupId: group?.id ?? null,
      organizationId: group ? organizationOf(group) : null,
      details,
    };
  }

  /**
   * The admin tables' scope (`admin=true`): the items the viewer may decide. Staff: everything;
   * administrators: their default organization and its circles; anyone else: refused.
   */
  function adminScope(reach: CatalogReach, table: string) {
    if (reach.approvableGroupIds === 'all') return sql`true`;
    if (reach.approvableGroupIds.length === 0) return null;
    return sql`${sql.raw(table)}.group_id = ANY(${intArray(reach.approvableGroupIds)})`;
  }

  return {
    reachOf,
    isApproverFor,
    groupForSubmission,
    maySetDefaultGroup,
    defaultOrganizationOf,
    decisionAudit,
    adminScope,
  };
}
export type CatalogAccess = ReturnType<typeof createCatalogAccess>;
