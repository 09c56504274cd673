import type { LeaderListQuery } from '@careerhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { intArray, rowsOf } from '../jobs/sql.js';

const like = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
const where = (parts: SQL[]) => sql.join(parts, sql` AND `);

/** A directory page: its rows and the total the pager needs. */
export interface DirectoryPage<T> {
  rows: T[];
  count: number;
}

export interface LeaderRow {
  id: number;
  firstName: string;
  lastName: string;
  nameSlug: string;
  title: string | null;
  shortBio: string | null;
  pictureKey: string | null;
  level: number;
  circles: number;
  total: number;
}

export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  nameSlug: string;
  title: string | null;
  shortBio: string | null;
  country: string | null;
  pictureKey: string | null;
  isCertified: boolean;
  total: number;
}

export interface OrgRow {
  id: number;
  name: string;
  nameSlug: string;
  description: string;
  logo: string | null;
  country: string | null;
  members: number;
  total: number;
}

/** A certified leader's level: the profile's leadership_certification_details.level, 1 when unset. */
const LEVEL = sql`(CASE WHEN p.leadership_certification_details->>'level' IN ('1', '2', '3')
  THEN (p.leadership_certification_details->>'level')::int ELSE 1 END)`;

/** Circles a person leads: accepted admin or leader memberships of circles. */
const CIRCLES_LED = sql`(SELECT count(*)::int FROM group_memberships gm JOIN groups g ON g.id = gm.group_id
  WHERE gm.user_id = u.id AND g.group_type = 'circle' AND gm.membership_type = 'member'
    AND gm.status = 'accepted' AND gm.role IN ('admin', 'leader'))`;

/** People who can be listed: active, registered accounts. */
const LISTED = sql`u.is_active AND NOT u.is_trial_user`;

/**
 * The SQL of the three directories (content-ai-admin.md 2.8, 2.9): certified circle leaders,
 * highly influential people and highly influential organizations. One query per page, the total
 * from a window count, and the leaders' topic areas in a second query for the page's ids.
 */
export function createDirectoriesRepository(db: Db) {
  return {
    async leaders(q: LeaderListQuery): Promise<DirectoryPage<LeaderRow>> {
      const filters = [sql`u.is_certified`, LISTED];
      if (q.search) {
        filters.push(
          sql`((u.first_name || ' ' || u.last_name) ILIKE ${like(q.search)} OR p.title ILIKE ${like(q.search)})`,
        );
      }
      if (q.topic_area !== undefined) {
        filters.push(sql`EXISTS (SELECT 1 FROM profile_topics pt JOIN topics t ON t.id = pt.topic_id
          WHERE pt.user_id = u.id AND t.topic_area_id = ${q.topic_area})`);
      }
      if (q.professional_field !== undefined) {
        filters.push(sql`EXISTS (SELECT 1 FROM group_profiles gp
          WHERE gp.user_id = u.id AND gp.professional_field = ${q.professional_field})`);
      }
      if (q.job_function !== undefined) {
        filters.push(sql`EXISTS (SELECT 1 FROM group_profiles gp
          WHERE gp.user_id = u.id AND gp.job_function = ${q.job_function})`);
      }
      const rows = rowsOf<LeaderRow>(
        await db.execute(sql`
          SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.name_slug AS "nameSlug",
            p.title, p.short_bio AS "shortBio", f.storage_key AS "pictureKey", ${LEVEL} AS level,
            ${CIRCLES_LED} AS circles, (count(*) OVER ())::int AS total
          FROM users u
          LEFT JOIN profiles p ON p.user_id = u.id
          LEFT JOIN uploaded_files f ON f.id = p.picture_file_id
          WHERE ${where(filters)}
          ORDER BY level DESC, circles DESC, u.id
          LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`),
      );
      const from = sql`users u LEFT JOIN profiles p ON p.user_id = u.id`;
      return { rows, count: rows[0]?.total ?? (await countOf(db, from, filters)) };
    },

    /** The topic areas of each user's profile topics, by name. */
    async topicAreasOf(
      userIds: number[],
    ): Promise<Map<number, Array<{ id: number; name: string; slug: string }>>> {
      const out = new Map<number, Array<{ id: number; name: string; slug: string }>>();
      if (userIds.length === 0) return out;
      const rows = rowsOf<{ userId: number; id: number; name: string; slug: string }>(
        await db.execute(sql`
          SELECT DISTINCT pt.user_id AS "userId", ta.id, ta.name, ta.slug
          FROM profile_topics pt
          JOIN topics t ON t.id = pt.topic_id
          JOIN topic_areas ta ON ta.id = t.topic_area_id
          WHERE pt.user_id = ANY(${intArray(userIds)})
          ORDER BY ta.name`),
      );
      for (const { userId, ...area } of rows) out.set(userId, [...(out.get(userId) ?? []), area]);
      return out;
    },

    async people(q: { search?: string | undefined; page: number; page_size: number }) {
      const filters = [sql`u.is_influencer`, sql`u.is_verified`, LISTED];
      if (q.search) filters.push(sql`(u.first_name || ' ' || u.last_name) ILIKE ${like(q.search)}`);
      const rows = rowsOf<PersonRow>(
        await db.execute(sql`
          SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.name_slug AS "nameSlug",
            p.title, p.short_bio AS "shortBio", p.country, f.storage_key AS "pictureKey",
            u.is_certified AS "isCertified", (count(*) OVER ())::int AS total
          FROM users u
          LEFT JOIN profiles p ON p.user_id = u.id
          LEFT JOIN uploaded_files f ON f.id = p.picture_file_id
          WHERE ${where(filters)}
          ORDER BY u.first_name, u.last_name, u.id
          LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`),
      );
      return { rows, count: rows[0]?.total ?? (await countOf(db, sql`users u`, filters)) };
    },

    async organizations(q: { search?: string | undefined; page: number; page_size: number }) {
      const filters = [sql`g.group_type = 'organization'`, sql`g.is_influencer`, sql`g.visibility = 0`];
      if (q.search) filters.push(sql`g.name ILIKE ${like(q.search)}`);
      const rows = rowsOf<OrgRow>(
        await db.execute(sql`
          SELECT g.id, g.name, g.name_slug AS "nameSlug", g.description, g.logo, g.country,
            (SELECT count(*)::int FROM group_memberships gm WHERE gm.group_id = g.id
              AND gm.membership_type = 'member' AND gm.status = 'accepted') AS members,
            (count(*) OVER ())::int AS total
          FROM groups g
          WHERE ${where(filters)}
          ORDER BY g.name, g.id
          LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`),
      );
      return { rows, count: rows[0]?.total ?? (await countOf(db, sql`groups g`, filters)) };
    },
  };
}

/** The total when the page itself is past the end (no row carries the window count). */
async function countOf(db: Db, from: SQL, filters: SQL[]): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where(filters)}`),
  );
  return row?.n ?? 0;
}
