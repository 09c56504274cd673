import type { CertificationAnswer, CertificationStatus } from '@careerhub/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { certificationApplications } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { rowsOf } from '../jobs/sql.js';

export type ApplicationRow = typeof certificationApplications.$inferSelect;

/** An application in the staff queue, with its applicant and reviewer. */
export interface QueueRow extends ApplicationRow {
  firstName: string;
  lastName: string;
  nameSlug: string;
  email: string;
  title: string | null;
  pictureKey: string | null;
  reviewerName: string | null;
  total: number;
}

/** The SQL of leadership certification applications. */
export function createCertificationRepository(db: Db) {
  return {
    async latestOf(userId: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(certificationApplications)
        .where(eq(certificationApplications.userId, userId))
        .orderBy(desc(certificationApplications.id))
        .limit(1);
      return row;
    },

    /** Stores a pending application; undefined when one is already pending (the partial unique index). */
    async insertPending(userId: number, answers: CertificationAnswer[]): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .insert(certificationApplications)
        .values({ userId, answers, status: 'pending' })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async findById(id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(certificationApplications)
        .where(eq(certificationApplications.id, id))
        .limit(1);
      return row;
    },

    /** Records the decision on a pending application; undefined when it was no longer pending. */
    async decide(
      id: number,
      decision: {
        status: CertificationStatus;
        level: number | null;
        reviewNote: string | null;
        reviewedBy: number;
      },
    ): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .update(certificationApplications)
        .set({ ...decision, reviewedAt: new Date() })
        .where(and(eq(certificationApplications.id, id), eq(certificationApplications.status, 'pending')))
        .returning();
      return row;
    },

    /** The queue by status: oldest first while waiting, newest decisions first afterwards. */
    async queue(
      status: CertificationStatus,
      page: number,
      pageSize: number,
      onlyId?: number,
    ): Promise<{ rows: QueueRow[]; count: number }> {
      const order = status === 'pending' ? sql`a.id` : sql`a.reviewed_at DESC, a.id DESC`;
      const rows = rowsOf<QueueRow>(
        await db.execute(sql`
          SELECT a.id, a.user_id AS "userId", a.answers, a.status, a.level, a.review_note AS "reviewNote",
            a.reviewed_by AS "reviewedBy", a.reviewed_at AS "reviewedAt", a.created_at AS "createdAt",
            u.first_name AS "firstName", u.last_name AS "lastName", u.name_slug AS "nameSlug", u.email,
            p.title, f.storage_key AS "pictureKey",
            NULLIF(trim(r.first_name || ' ' || r.last_name), '') AS "reviewerName",
            (count(*) OVER ())::int AS total
          FROM certification_applications a
          JOIN users u ON u.id = a.user_id
          LEFT JOIN profiles p ON p.user_id = a.user_id
          LEFT JOIN uploaded_files f ON f.id = p.picture_file_id
          LEFT JOIN users r ON r.id = a.reviewed_by
          WHERE ${onlyId === undefined ? sql`a.status = ${status}` : sql`a.id = ${onlyId}`}
          ORDER BY ${order}
          LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
      );
      if (rows.length > 0 || page === 1) return { rows, count: rows[0]?.total ?? 0 };
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM certification_applications WHERE status = ${status}`,
        ),
      );
      return { rows, count: row?.n ?? 0 };
    },
  };
}
export type CertificationRepository = ReturnType<typeof createCertificationRepository>;
