import type { AuditRow } from './audit.repository.js';

/** An audit entry as the API shows it. */
export function presentAuditEntry(r: AuditRow) {
  return {
    id: r.id,
    actor: r.actorId === null ? null : { id: r.actorId, name: r.actorName, email: r.actorEmail },
    actor_role: r.actorRole,
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    group_id: r.groupId,
    organization_id: r.organizationId,
    details: r.details,
    created_at: r.createdAt.toISOString(),
  };
}

export const AUDIT_CSV_COLUMNS = [
  'When',
  'Actor',
  'Actor Email',
  'Role',
  'Action',
  'Target Type',
  'Target Id',
  'Group Id',
  'Organization Id',
  'Details',
];

export const auditCsvValues = (r: AuditRow) => [
  r.createdAt.toISOString(),
  r.actorName,
  r.actorEmail,
  r.actorRole,
  r.action,
  r.targetType,
  r.targetId,
  r.groupId,
  r.organizationId,
  JSON.stringify(r.details),
];
