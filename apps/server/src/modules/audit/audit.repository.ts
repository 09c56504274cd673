import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import type { AuditEntry } from './audit.js';

export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null; actorEmail: string | null };

/** Written by other modules' repositories inside their own transaction (see withAudit). */
export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Which entries a reader gets: all (staff), or those of some organizations or groups. */
export type AuditScope = { all: true } | { groupIds: number[] };

export function createAuditRepository(db: Db) {
  const scoped = (scope: AuditScope, before?: number): SQL | undefined => {
    const parts: Array<SQL | undefined> = [];
    if (!('all' in scope)) {
      parts.push(
        scope.groupIds.length === 0
          ? sql`FALSE`
          : or(inArray(auditLog.organizationId, scope.groupIds), inArray(auditLog.groupId, scope.groupIds)),
      );
    }
    if (before !== undefined) parts.push(lt(auditLog.id, before));
    return and(...parts);
  };
  const select = () =>
    db
      .select({
        row: auditLog,
        actorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId));
  const flat = (r: {
    row: typeof auditLog.$inferSelect;
    actorName: string | null;
    actorEmail: string | null;
  }) => ({
    ...r.row,
    actorName: r.actorName,
    actorEmail: r.actorEmail,
  });
  return {
    /** One page, newest first. */
    async list(
      scope: AuditScope,
      limit: number,
      offset: number,
    ): Promise<{ rows: AuditRow[]; count: number }> {
      const where = scoped(scope);
      const [rows, total] = await Promise.all([
        select().where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(where),
      ]);
      return { rows: rows.map(flat), count: total[0]?.n ?? 0 };
    },
    /** The next batch of an export, newest first, below `before` (keyset: no OFFSET over a long log). */
    async batch(scope: AuditScope, before: number | null, size: number): Promise<AuditRow[]> {
      const rows = await select()
        .where(scoped(scope, before ?? undefined))
        .orderBy(desc(auditLog.id))
        .limit(size);
      return rows.map(flat);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
