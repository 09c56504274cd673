import type { JobApplicationStatus } from '@careerhub/shared';
import { LIST_COUNT_CAP } from '@careerhub/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { groups, jobApplications, jobPosts } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { preparedRead } from '../../platform/db/prepared.js';
import { entryOf, withAudit, type AuditSpec } from '../audit/audit.js';
import { insertAuditEntry } from '../audit/audit.repository.js';
import { createRecommendationsRepository } from './recommendations.repository.js';
import { createJobListReads, type JobFilters, type JobListRow } from './jobs.list.js';
import { dateOf, intArray, rowsOf } from './sql.js';

export { jobListConditions, type JobFilters, type JobListRow } from './jobs.list.js';

export type JobRow = typeof jobPosts.$inferSelect;
export type NewJob = typeof jobPosts.$inferInsert;
export type ApplicationRow = typeof jobApplications.$inferSelect;
export interface JobGroup {
  id: number;
  name: string;
  nameSlug: string;
  logo: string | null;
  groupType: string;
}
export interface ApplicationCounts {
  accepted: number;
  pending: number;
  rejected: number;
}
/** An applicant with the person's public fields, for the applicants tab and the CSV. */
export interface ApplicantRow {
  applicationId: number;
  userId: number;
  firstName: string;
  lastName: string;
  nameSlug: string;
  email: string;
  pictureKey: string | null;
  resumeKey: string | null;
  institutionName: string | null;
  country: string | null;
  status: JobApplicationStatus;
  answers: Record<string, unknown>;
  createdAt: Date;
}
const APPLICANT_COLUMNS = sql`
  a.id AS "applicationId", a.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",
  u.name_slug AS "nameSlug", u.email, pf.storage_key AS "pictureKey", rf.storage_key AS "resumeKey",
  i.name AS "institutionName", p.country, a.status, a.answers, a.created_at AS "createdAt"`;
const APPLICANT_JOINS = sql`
  JOIN users u ON u.id = a.user_id
  LEFT JOIN profiles p ON p.user_id = a.user_id
  LEFT JOIN uploaded_files pf ON pf.id = p.picture_file_id
  LEFT JOIN uploaded_files rf ON rf.id = a.resume_file_id
  LEFT JOIN groups i ON i.id = p.institution_id`;
const toApplicant = (raw: Record<string, unknown>): ApplicantRow => ({
  ...(raw as unknown as ApplicantRow),
  createdAt: dateOf(raw.createdAt),
});

/**
 * Jobs and applications. The applicants list and the recommendations read people's names,
 * pictures, skills and career answers in their queries (users, profiles, profile_topics,
 * group_profiles), so a page is one round trip; writes to those tables stay with their owners.
 */
export function createJobsRepository(db: Db) {
  // The job page and the board's cards: built once (platform/db/prepared.ts).
  const jobById = preparedRead(db, 'jobs_by_id', (on) =>
    on
      .select()
      .from(jobPosts)
      .where(eq(jobPosts.id, sql.placeholder('id')))
      .limit(1),
  );
  const jobBySlug = preparedRead(db, 'jobs_by_slug', (on) =>
    on
      .select()
      .from(jobPosts)
      .where(eq(jobPosts.slug, sql.placeholder('slug')))
      .limit(1),
  );
  const groupCards = preparedRead(db, 'jobs_group_cards', (on) =>
    on
      .select({
        id: groups.id,
        name: groups.name,
        nameSlug: groups.nameSlug,
        logo: groups.logo,
        groupType: groups.groupType,
      })
      .from(groups)
      .where(sql`${groups.id} = ANY(${sql.placeholder('ids')}::int[])`),
  );
  const listReads = createJobListReads(db);
  return {
    ...createRecommendationsRepository(db),
    async insert(job: NewJob): Promise<JobRow> {
      const [row] = await db.insert(jobPosts).values(job).returning();
      return row!;
    },
    async update(id: number, changes: Partial<NewJob>, audit?: AuditSpec<JobRow>): Promise<JobRow> {
      return withAudit(db, audit, async (tx) => {
        const [row] = await tx
          .update(jobPosts)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(jobPosts.id, id))
          .returning();
        return row!;
      });
    },
    async remove(id: number, audit?: AuditSpec<void>) {
      await withAudit(db, audit, async (tx) => {
        await tx.delete(jobPosts).where(eq(jobPosts.id, id));
      });
    },
    async findById(id: number): Promise<JobRow | undefined> {
      const [row] = await jobById({ id });
      return row;
    },
    async findBySlug(slug: string): Promise<JobRow | undefined> {
      const [row] = await jobBySlug({ slug });
      return row;
    },
    async isSlugTaken(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: jobPosts.id })
        .from(jobPosts)
        .where(eq(jobPosts.slug, slug))
        .limit(1);
      return Boolean(row);
    },
    /**
     * One page of jobs newest first, and how many match (exact up to LIST_COUNT_CAP, decision
     * 0026). Both are prepared once per shape of filters (issue 25 item 3): drizzle builds each
     * text once and PostgreSQL plans it once per connection, instead of both on every request.
     * The page walks the (job_status, id) or primary key index backwards and stops after `limit`;
     * the total walks the board's (job_status, job_type, job_location, group_id) index.
     */
    async list(filters: JobFilters, limit: number, offset: number): Promise<JobListRow[]> {
      const { reads, values } = listReads(filters);
      return reads.page({ ...values, limit, offset });
    },
    async count(filters: JobFilters): Promise<number> {
      const { reads, values } = listReads(filters);
      const [row] = await reads.count({ ...values, cap: LIST_COUNT_CAP + 1 });
      return row?.n ?? 0;
    },
    async groupsOf(ids: number[]): Promise<Map<number, JobGroup>> {
      if (ids.length === 0) return new Map();
      const rows = await groupCards({ ids: `{${[...new Set(ids)].map((n) => Math.trunc(n)).join(',')}}` });
      return new Map(rows.map((r) => [r.id, r]));
    },
    /** Applicants per status for each job. */
    async applicationCounts(jobIds: number[]): Promise<Map<number, ApplicationCounts>> {
      if (jobIds.length === 0) return new Map();
      const rows = rowsOf<{ job_id: number } & ApplicationCounts>(
        await db.execute(sql`
          SELECT job_id,
            count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
            count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE status = 'rejected')::int AS rejected
          FROM job_applications WHERE job_id = ANY(${intArray(jobIds)}) GROUP BY job_id`),
      );
      return new Map(
        rows.map((r) => [r.job_id, { accepted: r.accepted, pending: r.pending, rejected: r.rejected }]),
      );
    },
    /** The viewer's application status for each job they applied to. */
    async statusesOf(userId: number, jobIds: number[]): Promise<Map<number, JobApplicationStatus>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db
        .select({ jobId: jobApplications.jobId, status: jobApplications.status })
        .from(jobApplications)
        .where(and(eq(jobApplications.userId, userId), inArray(jobApplications.jobId, jobIds)));
      return new Map(rows.map((r) => [r.jobId, r.status]));
    },
    /** Names of skills (topics) by id. */
    async skillNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`SELECT id, name FROM topics WHERE id = ANY(${intArray([...new Set(ids)])})`),
      );
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async findApplication(jobId: number, userId: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)))
        .limit(1);
      return row;
    },
    /** A new application; undefined when the user applied in the meantime (unique job + user). */
    async insertApplication(row: typeof jobApplications.$inferInsert): Promise<ApplicationRow | undefined> {
      const [created] = await db.insert(jobApplications).values(row).onConflictDoNothing().returning();
      return created;
    },
    /** Withdraws a pending application: false when it was no longer pending. */
    async withdraw(id: number): Promise<boolean> {
      const rows = await db
        .delete(jobApplications)
        .where(and(eq(jobApplications.id, id), eq(jobApplications.status, 'pending')))
        .returning({ id: jobApplications.id });
      return rows.length > 0;
    },
    /** Answers a pending application once: false when it was not pending any more. */
    async answer(id: number, status: 'accepted' | 'rejected', audit?: AuditSpec<unknown>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(jobApplications)
          .set({ status, updatedAt: new Date() })
          .where(and(eq(jobApplications.id, id), eq(jobApplications.status, 'pending')))
          .returning({ id: jobApplications.id });
        // Recorded only when the answer was given (a repeated answer changes nothing).
        if (rows.length > 0 && audit) await insertAuditEntry(tx as unknown as Db, entryOf(audit, undefined));
        return rows.length > 0;
      });
    },
    async listApplicants(
      jobId: number,
      status: string,
      search: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: ApplicantRow[]; count: number }> {
      const where = sql`a.job_id = ${jobId} AND a.status = ${status}${
        search
          ? sql` AND (u.first_name || ' ' || u.last_name) ILIKE ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}`
          : sql``
      }`;
      const [page, count] = await Promise.all([
        db.execute(sql`SELECT ${APPLICANT_COLUMNS} FROM job_applications a ${APPLICANT_JOINS}
          WHERE ${where} ORDER BY a.id DESC LIMIT ${limit} OFFSET ${offset}`),
        db
          .execute(
            sql`SELECT count(*)::int AS n FROM job_applications a JOIN users u ON u.id = a.user_id WHERE ${where}`,
          )
          .then((r) => rowsOf<{ n: number }>(r)[0]?.n ?? 0),
      ]);
      return { rows: rowsOf<Record<string, unknown>>(page).map(toApplicant), count };
    },
    /** Applicants older than `beforeId`, one batch, for the streamed CSV. */
    async applicantBatch(jobId: number, status: string | null, beforeId: number | null, size: number) {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          WITH batch AS MATERIALIZED (
            SELECT a.id FROM job_applications a
            WHERE a.job_id = ${jobId} ${status ? sql`AND a.status = ${status}` : sql``}
              ${beforeId === null ? sql`` : sql`AND a.id < ${beforeId}`}
            ORDER BY a.id DESC LIMIT ${size}
          )
          SELECT ${APPLICANT_COLUMNS} FROM batch JOIN job_applications a ON a.id = batch.id ${APPLICANT_JOINS}
          ORDER BY a.id DESC`),
      );
      return rows.map(toApplicant);
    },

    /** Name, picture key and institution of people, for recommendation cards. */
    async peopleCards(userIds: number[]) {
      if (userIds.length === 0) return [];
      return rowsOf<{
        id: number;
        first_name: string;
        last_name: string;
        name_slug: string;
        picture_key: string | null;
        institution_name: string | null;
      }>(
        await db.execute(sql`
          SELECT u.id, u.first_name, u.last_name, u.name_slug, f.storage_key AS picture_key, i.name AS institution_name
          FROM users u LEFT JOIN profiles p ON p.user_id = u.id
          LEFT JOIN uploaded_files f ON f.id = p.picture_file_id
          LEFT JOIN groups i ON i.id = p.institution_id
          WHERE u.id = ANY(${intArray(userIds)}) AND u.is_active`),
      );
    },
    /** Owner and kind of an uploaded file (a resume given with an application). */
    async fileOf(id: number): Promise<{ ownerId: number | null; kind: string } | undefined> {
      return rowsOf<{ ownerId: number | null; kind: string }>(
        await db.execute(sql`SELECT owner_id AS "ownerId", kind FROM uploaded_files WHERE id = ${id}`),
      )[0];
    },
    /** The resume on the user's profile. */
    async profileResume(userId: number): Promise<number | null> {
      return (
        rowsOf<{ id: number | null }>(
          await db.execute(sql`SELECT resume_file_id AS id FROM profiles WHERE user_id = ${userId}`),
        )[0]?.id ?? null
      );
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
