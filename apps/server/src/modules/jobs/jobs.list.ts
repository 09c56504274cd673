import { createHash } from 'node:crypto';
import { desc, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { jobPosts } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { preparedRead } from '../../platform/db/prepared.js';
import { intArrayLiteral, textArrayLiteral } from './sql.js';

/** The job lists' reads: the board and a group's jobs (decision 0051). */

export interface JobFilters {
  viewerId: number | null;
  isStaff: boolean;
  groupId?: number | undefined;
  /** approved only, pending only (the viewer's drafts), or both (approved + the viewer's drafts). */
  statuses: Array<'approved' | 'pending'>;
  search?: string | undefined;
  jobTypes: string[];
  jobLocations: string[];
  careerStages: number[];
  skills: number[];
  countries: string[];
}

/**
 * How a value enters a job list's WHERE: inline as a parameter (`bindInline`), or as a named
 * placeholder of a prepared statement (`listReads` in the repository). The SQL text depends only on which names are
 * bound, never on their values.
 */
export type Bind = (name: string, value: unknown) => SQLWrapper;
const bindInline: Bind = (_name, value) => sql`${value}`;

/** Who administers a job's drafts: its author, managers of its group, staff. */
const administers = (viewer: SQLWrapper) => sql`(jobs.created_by = ${viewer} OR EXISTS (
  SELECT 1 FROM group_memberships am WHERE am.group_id = jobs.group_id AND am.user_id = ${viewer}
    AND am.membership_type = 'member' AND am.status = 'accepted' AND am.role IN ('admin', 'leader')))`;
/** Jobs of private groups are for the group's members (and staff). */
const visibleGroup = (viewer: SQLWrapper | null) =>
  viewer === null
    ? sql`EXISTS (SELECT 1 FROM groups g WHERE g.id = jobs.group_id AND g.visibility = 0)`
    : sql`EXISTS (SELECT 1 FROM groups g WHERE g.id = jobs.group_id AND (g.visibility = 0 OR EXISTS (
        SELECT 1 FROM group_memberships vm WHERE vm.group_id = g.id AND vm.user_id = ${viewer})))`;

/** The WHERE of a job list: visibility, drafts, search and the board filters (on the table `jobs`). */
export function jobListConditions(f: JobFilters, bind: Bind = bindInline): SQL {
  const parts: SQL[] = [];
  const statusParts: SQL[] = [];
  const viewer = f.viewerId === null ? null : bind('viewer', f.viewerId);
  if (f.statuses.includes('approved')) statusParts.push(sql`jobs.job_status = 'approved'`);
  if (f.statuses.includes('pending') && viewer !== null)
    statusParts.push(
      f.isStaff
        ? sql`jobs.job_status = 'pending'`
        : sql`(jobs.job_status = 'pending' AND ${administers(viewer)})`,
    );
  parts.push(statusParts.length ? sql`(${sql.join(statusParts, sql` OR `)})` : sql`FALSE`);
  if (!f.isStaff) parts.push(visibleGroup(viewer));
  if (f.groupId) parts.push(sql`jobs.group_id = ${bind('group', f.groupId)}`);
  if (f.search)
    parts.push(
      sql`(jobs.search_vector @@ plainto_tsquery('simple', ${bind('search', f.search)}) OR jobs.title ILIKE ${bind('pattern', `%${f.search.replace(/[\\%_]/g, '\\$&')}%`)})`,
    );
  if (f.jobTypes.length)
    parts.push(sql`jobs.job_type = ANY(${bind('types', textArrayLiteral(f.jobTypes))}::text[])`);
  if (f.jobLocations.length)
    parts.push(sql`jobs.job_location = ANY(${bind('locations', textArrayLiteral(f.jobLocations))}::text[])`);
  if (f.careerStages.length)
    parts.push(sql`jobs.career_stages && ${bind('stages', intArrayLiteral(f.careerStages))}::int[]`);
  if (f.skills.length) parts.push(sql`jobs.skills && ${bind('skills', intArrayLiteral(f.skills))}::int[]`);
  if (f.countries.length)
    parts.push(sql`jobs.countries && ${bind('countries', textArrayLiteral(f.countries))}::text[]`);
  return sql.join(parts, sql` AND `);
}

/** A job as the lists read it: every column but the search vector, which only the WHERE uses. */
const { searchVector: _searchVector, ...LIST_COLUMNS } = getTableColumns(jobPosts);
export type JobListRow = Omit<typeof jobPosts.$inferSelect, 'searchVector'>;

/**
 * The name of a job list's prepared statements: one per shape of filters (which are set, who
 * reads), whose SQL text never changes, so the same shape is the same statement in every process.
 */
const shapeName = (kind: string, shape: string) =>
  `jobs_${kind}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;

/** The page and the capped total of a job list, prepared once per shape of filters. */
export function createJobListReads(db: Db) {
  const listShapes = new Map<
    string,
    {
      page: (values: Record<string, unknown>) => Promise<JobListRow[]>;
      count: (values: Record<string, unknown>) => Promise<Array<{ n: number }>>;
    }
  >();
  function listReads(filters: JobFilters) {
    const values: Record<string, unknown> = {};
    const where = jobListConditions(filters, (name, value) => {
      values[name] = value;
      return sql.placeholder(name);
    });
    const reader = filters.isStaff ? 'staff' : filters.viewerId === null ? 'anonymous' : 'member';
    const shape = `${filters.statuses.join('+')}|${reader}|${Object.keys(values).join(',')}`;
    let reads = listShapes.get(shape);
    if (!reads) {
      reads = {
        page: preparedRead(db, shapeName('list', shape), (on) =>
          on
            .select(LIST_COLUMNS)
            .from(jobPosts)
            .where(where)
            .orderBy(desc(jobPosts.id))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        ),
        count: preparedRead(db, shapeName('count', shape), (on) =>
          on
            .select({ n: sql<number>`count(*)::int` })
            .from(sql`(SELECT 1 FROM jobs WHERE ${where} LIMIT ${sql.placeholder('cap')}) capped`),
        ),
      };
      listShapes.set(shape, reads);
    }
    return { reads, values };
  }
  return listReads;
}
