import { appOptions } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { withAudit, type AuditEntry } from '../audit/audit.js';

export function createOptionsRepository(db: Db) {
  return {
    async listAll(): Promise<Array<{ key: string; value: unknown }>> {
      return db.select({ key: appOptions.key, value: appOptions.value }).from(appOptions);
    },
    /** Inserts the options that are missing; existing (possibly staff-edited) ones stay. */
    async insertMissing(entries: Record<string, unknown>): Promise<number> {
      const rows = Object.entries(entries).map(([key, value]) => ({ key, value }));
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(appOptions)
        .values(rows)
        .onConflictDoNothing()
        .returning({ key: appOptions.key });
      return inserted.length;
    },
    /** Writes one option; with an audit entry, both in one transaction (a staff edit). */
    async upsert(key: string, value: unknown, audit?: AuditEntry) {
      await withAudit(db, audit, (tx) =>
        tx
          .insert(appOptions)
          .values({ key, value })
          .onConflictDoUpdate({ target: appOptions.key, set: { value, updatedAt: new Date() } }),
      );
    },
  };
}
export type OptionsRepository = ReturnType<typeof createOptionsRepository>;
