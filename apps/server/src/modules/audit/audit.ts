import type { Db } from '../../platform/db/index.js';
import type { UserRow } from '../auth/users.repository.js';
import type { Viewer } from '../groups/groups.policy.js';
import { insertAuditEntry } from './audit.repository.js';

/** One administrator or staff action, as other modules describe it. */
export interface AuditEntry {
  actorId: number;
  actorRole: string;
  action: string;
  targetType: string;
  targetId: number | null;
  groupId: number | null;
  organizationId: number | null;
  details: Record<string, unknown>;
}

/** The entry, or a function of what the write returned (a created row's id). */
export type AuditSpec<T> = AuditEntry | ((result: T) => AuditEntry);

/** The actor's standing in the group they act in: staff first, else their membership role. */
export function actorRoleOf(viewer: Viewer, fallback = 'member'): string {
  if (viewer.user?.isStaff) return 'staff';
  const m = viewer.membership;
  return m?.membershipType === 'member' && m.status === 'accepted' ? m.role : fallback;
}

/** The organization of a group: itself for organizations and institutions, else its parent. */
export function organizationOf(group: { id: number; groupType: string; parentId: number | null }) {
  return group.groupType === 'organization' || group.groupType === 'institution' ? group.id : group.parentId;
}

/** An entry for an action on or in a group. */
export function groupAction(
  actor: UserRow,
  viewer: Viewer,
  group: { id: number; groupType: string; parentId: number | null },
  action: string,
  target: { type: string; id: number | null },
  details: Record<string, unknown> = {},
  fallbackRole?: string,
): AuditEntry {
  return {
    actorId: actor.id,
    actorRole: actorRoleOf(viewer, fallbackRole),
    action,
    targetType: target.type,
    targetId: target.id,
    groupId: group.id,
    organizationId: organizationOf(group),
    details,
  };
}

/** The entry of a spec, given what the write returned. */
export const entryOf = <T>(audit: AuditSpec<T>, result: T): AuditEntry =>
  typeof audit === 'function' ? audit(result) : audit;

/**
 * Runs a write and records its audit entry in one transaction (no entry: the write alone). A
 * failed write records nothing; a failed record undoes the write.
 */
export async function withAudit<T>(
  db: Db,
  audit: AuditSpec<T> | undefined,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  if (!audit) return write(db);
  return db.transaction(async (tx) => {
    const result = await write(tx as unknown as Db);
    await insertAuditEntry(tx as unknown as Db, entryOf(audit, result));
    return result;
  });
}
