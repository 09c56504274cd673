import { inArray, sql, type SQL } from 'drizzle-orm';
import { jobPosts } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import type { PersonFacts } from './ranking.js';
import { intArray, rowsOf, SKILL_HITS, textArray } from './sql.js';

type JobRow = typeof jobPosts.$inferSelect;

// Reads for the explainable ranking (job and applicant recommendations): candidates are filtered
// in SQL, scored by ranking.ts. Part of the jobs repository (createJobsRepository spreads it in).

export function createRecommendationsRepository(db: Db) {
  return {
    /**
     * What people bring, for ranking: skills, country, and the career answers of their most
     * recently updated group profile.
     */
    async personFacts(userIds: number[]): Promise<Map<number, PersonFacts>> {
      if (userIds.length === 0) return new Map();
      const ids = intArray(userIds);
      const rows = rowsOf<{
        user_id: number;
        skills: number[] | string | null;
        country: string | null;
        career_stage: number | null;
        job_function: number | null;
        professional_field: number | null;
      }>(
        await db.execute(sql`
          SELECT u.id AS user_id, p.country,
            (SELECT coalesce(array_agg(pt.topic_id), '{}') FROM profile_topics pt
              WHERE pt.user_id = u.id AND pt.kind = 'skill') AS skills,
            gp.career_stage, gp.job_function, gp.professional_field
          FROM users u
          LEFT JOIN profiles p ON p.user_id = u.id
          LEFT JOIN LATERAL (
            SELECT career_stage, job_function, professional_field FROM group_profiles
            WHERE user_id = u.id ORDER BY updated_at DESC LIMIT 1) gp ON TRUE
          WHERE u.id = ANY(${ids})`),
      );
      return new Map(
        rows.map((r) => [
          r.user_id,
          {
            skills: parseIntArray(r.skills),
            country: r.country,
            careerStage: r.career_stage,
            jobFunction: r.job_function,
            professionalField: r.professional_field,
          },
        ]),
      );
    },
    /**
     * Open, published jobs the user has not applied to: up to `limit` sharing skills (most shared
     * first), plus the newest ones for their career stage or country (GIN indexes).
     */
    async jobCandidates(
      userId: number,
      facts: PersonFacts,
      visible: SQL,
      now: Date,
      limit: number,
    ): Promise<JobRow[]> {
      const open = sql`${visible}
        AND jobs.application_close_date > ${now.toISOString()}
        AND (jobs.application_open_date IS NULL OR jobs.application_open_date <= ${now.toISOString()})
        AND NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = jobs.id AND a.user_id = ${userId})`;
      // Jobs sharing skills, most shared first (GIN index on skills)...
      const bySkills = facts.skills.length
        ? rowsOf<{ id: number }>(
            await db.execute(sql`
              SELECT jobs.id FROM jobs WHERE ${open} AND jobs.skills && ${intArray(facts.skills)}
              ORDER BY cardinality(ARRAY(SELECT unnest(jobs.skills) INTERSECT SELECT unnest(${intArray(facts.skills)}))) DESC,
                jobs.id DESC
              LIMIT ${limit}`),
          )
        : [];
      // ...and the newest jobs for the user's career stage or country (without scoring thousands of them).
      const others: SQL[] = [];
      if (facts.careerStage !== null)
        others.push(sql`jobs.career_stages && ${intArray([facts.careerStage])}`);
      if (facts.country) others.push(sql`jobs.countries && ${textArray([facts.country])}`);
      const byProfile = others.length
        ? rowsOf<{ id: number }>(
            await db.execute(sql`
              SELECT jobs.id FROM jobs WHERE ${open} AND (${sql.join(others, sql` OR `)})
              ORDER BY jobs.id DESC LIMIT ${Math.ceil(limit / 2)}`),
          )
        : [];
      const idRows = [...bySkills, ...byProfile.filter((r) => !bySkills.some((b) => b.id === r.id))];
      const ids = idRows.map((r) => r.id);
      if (ids.length === 0) return [];
      const rows = await db.select().from(jobPosts).where(inArray(jobPosts.id, ids));
      const order = new Map(ids.map((id, i) => [id, i]));
      return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    },
    /**
     * Accepted members of `groupId` who have not applied to the job, best candidates first: those
     * with most of the job's skills (profile_topics by topic), then the newest members; filtered by
     * the group profile's extra_info (uni_batch, department, affiliation) when asked.
     */
    async applicantCandidates(
      job: JobRow,
      groupId: number,
      extraInfo: Record<string, string | number>,
      limit: number,
    ): Promise<number[]> {
      const extra = Object.keys(extraInfo).length
        ? sql`AND EXISTS (SELECT 1 FROM group_profiles gp WHERE gp.user_id = m.user_id AND gp.group_id = ${groupId}
            AND gp.extra_info @> ${JSON.stringify(extraInfo)}::jsonb)`
        : sql``;
      const pool = sql`m.group_id = ${groupId} AND m.membership_type = 'member' AND m.status = 'accepted'
        AND NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = ${job.id} AND a.user_id = m.user_id)
        ${extra}`;
      // The people with most of the job's skills (index only), then which of them are in the pool
      // (one probe each on the group's (group_id, user_id) index): the pool is never read whole.
      const hits = job.skills.length
        ? rowsOf<{ user_id: number }>(
            await db.execute(sql`
              SELECT pt.user_id FROM profile_topics pt
              WHERE pt.kind = 'skill' AND pt.topic_id = ANY(${intArray(job.skills)})
              GROUP BY pt.user_id ORDER BY count(*) DESC, pt.user_id DESC LIMIT ${SKILL_HITS}`),
          ).map((r) => r.user_id)
        : [];
      const inPool = hits.length
        ? new Set(
            rowsOf<{ user_id: number }>(
              await db.execute(
                sql`SELECT m.user_id FROM group_memberships m WHERE ${pool} AND m.user_id = ANY(${intArray(hits)})`,
              ),
            ).map((r) => r.user_id),
          )
        : new Set<number>();
      const bySkills = hits.filter((id) => inPool.has(id)).slice(0, limit);
      if (bySkills.length >= limit) return bySkills;
      const recent = rowsOf<{ user_id: number }>(
        await db.execute(sql`
          SELECT m.user_id FROM group_memberships m
          WHERE ${pool} ${bySkills.length ? sql`AND m.user_id <> ALL(${intArray(bySkills)})` : sql``}
          ORDER BY m.group_id DESC, m.id DESC LIMIT ${limit - bySkills.length}`),
      ).map((r) => r.user_id);
      return [...bySkills, ...recent];
    },
  };
}

/** node-postgres parses int[]; a text form like {1,2} is read here too. */
function parseIntArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}
