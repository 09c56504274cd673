import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';

/** A list of ids as one bound parameter (an int[] literal). */
const idArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One item awaiting an administrator, as a pending source reads it. */
export interface TodoRow {
  type: string;
  id: number;
  title: string;
  subtitle: string | null;
  createdAt: Date;
  link: string;
  verdict: string | null;
  reasons: string[];
}

/**
 * The admin dashboard's reads (decision 0025). Totals come from the counters the triggers of
 * migration 0018 keep; the rest are counts and oldest-first pages on indexes of small sets (one
 * organization's jobs and resources). Read-only: every write stays with the module owning the table.
 */
export function createAdminRepository(db: Db) {
  return {
    /** The organization and the groups under it (circles, events, their events), at most four levels. */
    async subtreeIds(orgId: number): Promise<number[]> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          WITH RECURSIVE tree(id, depth) AS (
            SELECT id, 0 FROM groups WHERE id = ${orgId}
            UNION ALL
            SELECT g.id, t.depth + 1 FROM groups g JOIN tree t ON g.parent_id = t.id WHERE t.depth < 3
          ) SELECT id FROM tree`),
      );
      return rows.map((r) => r.id);
    },
    async counters(groupId: number): Promise<Record<string, number>> {
      const rows = rowsOf<{ metric: string; n: number }>(
        await db.execute(sql`SELECT metric, n FROM group_counters WHERE group_id = ${groupId}`),
      );
      return Object.fromEntries(rows.map((r) => [r.metric, Number(r.n)]));
    },
    async totalCircles(orgId: number): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM groups WHERE parent_id = ${orgId} AND group_type = 'circle'`,
        ),
      );
      return row?.n ?? 0;
    },
    async countJobs(groupIds: number[], status?: string): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM jobs
          WHERE group_id = ANY(${idArray(groupIds)})
          ${status ? sql`AND job_status = ${status}` : sql``}`),
      );
      return row?.n ?? 0;
    },
    async countPendingResources(groupIds: number[]): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM contents
          WHERE group_id = ANY(${idArray(groupIds)})
          AND type IN ('resource', 'prompt') AND status = 'pending'`),
      );
      return row?.n ?? 0;
    },
    /** Pending use cases or AI tools of the organization's groups (issue 19's admin tables). */
    async countPendingCatalog(table: 'use_cases' | 'ai_tools', groupIds: number[]): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}
          WHERE group_id = ANY(${idArray(groupIds)}) AND status = 'pending'`),
      );
      return row?.n ?? 0;
    },
    async pendingCatalog(
      table: 'use_cases' | 'ai_tools',
      groupIds: number[],
      limit: number,
    ): Promise<TodoRow[]> {
      const useCases = table === 'use_cases';
      const rows = rowsOf<{ id: number; title: string; slug: string; created_at: string | Date }>(
        await db.execute(sql`
          SELECT id, ${sql.raw(useCases ? 'title' : 'name')} AS title, slug, created_at FROM ${sql.raw(table)}
          WHERE group_id = ANY(${idArray(groupIds)}) AND status = 'pending'
          ORDER BY id LIMIT ${limit}`),
      );
      return rows.map((r) => ({
        type: useCases ? 'use_case' : 'ai_tool',
        id: r.id,
        title: r.title,
        subtitle: null,
        createdAt: new Date(r.created_at),
        link: useCases ? `/usecase/${r.slug}` : `/ai-tool/${r.slug}`,
        verdict: null,
        reasons: [],
      }));
    },
    /** Weekly sums since `from`: members' metrics of the organization itself, the rest of its tree. */
    async weekly(orgId: number, groupIds: number[], from: string) {
      return rowsOf<{ week: string; metric: string; n: number }>(
        await db.execute(sql`
          SELECT to_char(week, 'YYYY-MM-DD') AS week, metric, sum(n)::int AS n FROM group_weekly_counters
          WHERE week >= ${from}::date AND (
            (metric IN ('new_members', 'active_members') AND group_id = ${orgId})
            OR (metric IN ('applications', 'posts') AND group_id = ANY(${idArray(groupIds)})))
          GROUP BY 1, 2`),
      );
    },
    async pendingMembers(orgId: number, agentId: number | null, limit: number): Promise<TodoRow[]> {
      const rows = rowsOf<{
        id: number;
        user_id: number;
        name: string;
        email: string;
        created_at: string | Date;
        status: string | null;
        reasons: string[] | null;
      }>(
        await db.execute(sql`
          SELECT m.id, m.user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email, m.created_at,
                 v.status, v.reasons
          FROM group_memberships m JOIN users u ON u.id = m.user_id
          LEFT JOIN system_agent_verdicts v ON v.agent_id = ${agentId ?? 0} AND v.entity = 'user'
               AND v.group_id = m.group_id AND v.entity_id = m.user_id
          WHERE m.group_id = ${orgId} AND m.membership_type = 'member' AND m.status = 'pending'
          ORDER BY m.id LIMIT ${limit}`),
      );
      return rows.map((r) => ({
        type: 'member',
        id: r.user_id,
        title: r.name || r.email,
        subtitle: r.email,
        createdAt: new Date(r.created_at),
        link: '/admin-dashboard/members?status=pending',
        verdict: r.status,
        reasons: r.reasons ?? [],
      }));
    },
    async pendingJobs(groupIds: number[], limit: number): Promise<TodoRow[]> {
      const rows = rowsOf<{
        id: number;
        title: string;
        slug: string;
        created_at: string | Date;
        group: string;
      }>(
        await db.execute(sql`
          SELECT j.id, j.title, j.slug, j.created_at, g.name AS group FROM jobs j JOIN groups g ON g.id = j.group_id
          WHERE j.group_id = ANY(${idArray(groupIds)}) AND j.job_status = 'pending'
          ORDER BY j.id LIMIT ${limit}`),
      );
      return rows.map((r) => ({
        type: 'job',
        id: r.id,
        title: r.title,
        subtitle: r.group,
        createdAt: new Date(r.created_at),
        link: `/job/${r.slug}`,
        verdict: null,
        reasons: [],
      }));
    },
    async pendingResources(groupIds: number[], limit: number): Promise<TodoRow[]> {
      const rows = rowsOf<{
        id: number;
        title: string;
        slug: string;
        created_at: string | Date;
        type: string;
      }>(
        await db.execute(sql`
          SELECT id, title, slug, created_at, type FROM contents
          WHERE group_id = ANY(${idArray(groupIds)})
            AND type IN ('resource', 'prompt') AND status = 'pending'
          ORDER BY id LIMIT ${limit}`),
      );
      return rows.map((r) => ({
        type: 'resource',
        id: r.id,
        title: r.title,
        subtitle: r.type === 'prompt' ? 'Prompt' : 'Resource',
        createdAt: new Date(r.created_at),
        link: `/resource/${r.slug}`,
        verdict: null,
        reasons: [],
      }));
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
