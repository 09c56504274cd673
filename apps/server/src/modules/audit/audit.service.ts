import { AUDIT_MESSAGES, type AuditLogQuery } from '@careerhub/shared';
import { Readable } from 'node:stream';
import { forbidden } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import type { Viewer } from '../groups/groups.policy.js';
import { UTF8_BOM, csvLine } from '../groups/members.csv.js';
import { auditPolicy } from './audit.policy.js';
import { AUDIT_CSV_COLUMNS, auditCsvValues, presentAuditEntry } from './audit.presenter.js';
import type { AuditRepository, AuditScope } from './audit.repository.js';

export interface AuditDeps {
  repo: AuditRepository;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
  administeredGroupIds: (userId: number) => Promise<number[]>;
  exportBatchSize?: number;
}

/** Reading the audit log: staff everything, administrators their groups' entries, others 403. */
export function createAuditService(deps: AuditDeps) {
  async function scopeOf(user: UserRow, groupId: number | undefined): Promise<AuditScope> {
    if (groupId === undefined) {
      if (auditPolicy.canReadAll(user)) return { all: true };
      const ids = await deps.administeredGroupIds(user.id);
      if (ids.length === 0) throw forbidden(AUDIT_MESSAGES.forbidden);
      return { groupIds: ids };
    }
    if (!auditPolicy.canReadGroup(await deps.viewerOf(user, groupId)))
      throw forbidden(AUDIT_MESSAGES.forbidden);
    return { groupIds: [groupId] };
  }

  return {
    async list(user: UserRow, q: AuditLogQuery) {
      const scope = await scopeOf(user, q.group_id);
      const { rows, count } = await deps.repo.list(scope, q.page_size, (q.page - 1) * q.page_size);
      return {
        data: rows.map(presentAuditEntry),
        pagination: { count, next: q.page * q.page_size < count ? q.page + 1 : null },
      };
    },

    /** The log as CSV, streamed one batch at a time (newest first). */
    async exportCsv(user: UserRow, groupId: number | undefined) {
      const scope = await scopeOf(user, groupId);
      const size = deps.exportBatchSize ?? 1000;
      const repo = deps.repo;
      async function* lines() {
        yield UTF8_BOM + csvLine(AUDIT_CSV_COLUMNS);
        let before: number | null = null;
        for (;;) {
          const rows = await repo.batch(scope, before, size);
          if (rows.length === 0) return;
          yield rows.map((r) => csvLine(auditCsvValues(r))).join('');
          before = rows[rows.length - 1]!.id;
          if (rows.length < size) return;
        }
      }
      return { stream: Readable.from(lines()), filename: `audit-log${groupId ? `-${groupId}` : ''}.csv` };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
