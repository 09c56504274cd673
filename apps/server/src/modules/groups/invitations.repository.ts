import { and, eq, sql } from 'drizzle-orm';
import { invitations } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { withAudit, type AuditSpec } from '../audit/audit.js';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;

export function createInvitationsRepository(db: Db) {
  return {
    async insertMany(rows: NewInvitation[], audit?: AuditSpec<InvitationRow[]>): Promise<InvitationRow[]> {
      if (rows.length === 0) return [];
      return withAudit(db, audit, (tx) => tx.insert(invitations).values(rows).returning());
    },
    async findByKey(key: string): Promise<InvitationRow | undefined> {
      const [row] = await db.select().from(invitations).where(eq(invitations.key, key)).limit(1);
      return row;
    },
    /** Answers a pending invitation once: false when it was already answered. */
    async answer(id: number, status: 'accepted' | 'rejected'): Promise<boolean> {
      const rows = await db
        .update(invitations)
        .set({ status, respondedAt: new Date() })
        .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
        .returning({ id: invitations.id });
      return rows.length > 0;
    },
    /** Pending invitations sent to an address before its owner had an account. */
    async pendingForEmail(email: string): Promise<InvitationRow[]> {
      return db
        .select()
        .from(invitations)
        .where(and(sql`lower(${invitations.email}) = lower(${email})`, eq(invitations.status, 'pending')));
    },
  };
}
export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
