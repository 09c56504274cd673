import { ADMIN_MESSAGES as M, type AdminTodosQuery } from '@careerhub/shared';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { AdminRepository, TodoRow } from './admin.repository.js';
import { pendingSources, type OrgScope } from './admin.sources.js';

export interface AdminDeps {
  repo: AdminRepository;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
  groupOf: (groupId: number) => Promise<{ id: number; groupType: string } | undefined>;
  registrationAgentId: () => Promise<number | null>;
  now?: () => Date;
}

export const WEEKS = 12;
const DAY = 86_400_000;
/** The Monday (UTC) starting the week of `d`, as YYYY-MM-DD. */
export function weekStart(d: Date): string {
  const day = (d.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - day * DAY);
  return monday.toISOString().slice(0, 10);
}
/** Deepest to-do page served: the merge reads offset + size from each source. */
const MAX_TODO_ROWS = 5000;

/** The admin dashboard (content-ai-admin.md 2.14): metrics and to-dos of one organization. */
export function createAdminService(deps: AdminDeps) {
  const sources = pendingSources(deps.repo);
  const now = deps.now ?? (() => new Date());

  async function scopeOf(user: UserRow, orgId: number): Promise<OrgScope> {
    const viewer = await deps.viewerOf(user, orgId);
    if (!groupsPolicy.isAdmin(viewer)) throw forbidden(M.notAdmin);
    const group = await deps.groupOf(orgId);
    if (!group) throw notFound();
    // Independent reads: in parallel on PostgreSQL's pool (PGlite runs them one after another).
    const [groupIds, counters, registrationAgentId] = await Promise.all([
      deps.repo.subtreeIds(orgId),
      deps.repo.counters(orgId),
      deps.registrationAgentId(),
    ]);
    return { orgId, groupIds, counters, registrationAgentId };
  }

  return {
    async metrics(user: UserRow, orgId: number) {
      const scope = await scopeOf(user, orgId);
      const first = weekStart(new Date(now().getTime() - (WEEKS - 1) * 7 * DAY));
      const [counts, rows, totalCircles, totalJobs] = await Promise.all([
        Promise.all(sources.map((source) => source.count(scope))),
        deps.repo.weekly(orgId, scope.groupIds, first),
        deps.repo.totalCircles(orgId),
        deps.repo.countJobs(scope.groupIds),
      ]);
      const pending: Record<string, number> = {};
      sources.forEach((source, i) => (pending[source.metric] = counts[i]!));
      const weekly = Array.from({ length: WEEKS }, (_, i) => {
        const week = weekStart(new Date(Date.parse(`${first}T00:00:00Z`) + i * 7 * DAY));
        const at = (metric: string) => rows.find((r) => r.week === week && r.metric === metric)?.n ?? 0;
        return {
          week,
          new_members: at('new_members'),
          applications: at('applications'),
          posts: at('posts'),
          active_members: at('active_members'),
        };
      });
      return {
        total_members: Math.max(0, scope.counters.members_accepted ?? 0),
        total_circles: totalCircles,
        total_jobs: totalJobs,
        pending,
        total_pending_members: pending.total_pending_members ?? 0,
        total_pending_jobs: pending.total_pending_jobs ?? 0,
        total_pending_resources: pending.total_pending_resources ?? 0,
        total_pending_ai_tools: pending.total_pending_ai_tools ?? 0,
        total_pending_use_cases: pending.total_pending_use_cases ?? 0,
        weekly,
      };
    },

    /** Every source's oldest items merged, oldest first. */
    async todos(user: UserRow, q: AdminTodosQuery) {
      const scope = await scopeOf(user, q.group_id);
      const offset = (q.page - 1) * q.page_size;
      let count = 0;
      for (const source of sources) count += await source.count(scope);
      const want = Math.min(offset + q.page_size, MAX_TODO_ROWS);
      const all: TodoRow[] = [];
      if (offset < want) for (const source of sources) all.push(...(await source.oldest(scope, want)));
      all.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      const page = all.slice(offset, offset + q.page_size);
      return {
        data: page.map((t) => ({
          type: t.type,
          id: t.id,
          title: t.title,
          subtitle: t.subtitle,
          created_at: t.createdAt.toISOString(),
          link: t.link,
          verdict: (t.verdict ?? null) as 'accepted' | 'rejected' | 'pending' | null,
          reasons: t.reasons,
        })),
        pagination: {
          count,
          next: offset + q.page_size < Math.min(count, MAX_TODO_ROWS) ? q.page + 1 : null,
        },
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
