import {
  JOB_MESSAGES as M,
  jobFormIssues,
  jobListPageSize,
  slugify,
  type JobForm,
  type JobListQuery,
  type Job,
  type JobApplicationStatus,
  type JobPatch,
  type EngagementFields,
} from '@careerhub/shared';
import { groupAction } from '../audit/audit.js';
import { forbidden, invalidFields } from '../../http/errors.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import type { UserRow } from '../auth/users.repository.js';
import type { JobAccess, JobAccessDeps } from './jobs.access.js';
import { columnsOf, formOf } from './jobs.forms.js';
import { JOB_GROUP_TYPES, jobsPolicy } from './jobs.policy.js';
import { presentJob } from './jobs.presenter.js';
import { type JobListRow, type JobRow, type JobsRepository } from './jobs.repository.js';

export interface JobsDeps extends JobAccessDeps {
  access: JobAccess;
  /** Whether the user's group profile in that organization is certified (profiles module). */
  hasCertifiedProfile: (userId: number, groupId: number) => Promise<boolean>;
  now?: () => Date;
  /** The reader's bookmarks on the jobs (engagement module's engagementFor). */
  engagementOf?: (userId: number, ids: number[]) => Promise<Map<number, EngagementFields>>;
  /** How long a job list's total is reused (the page itself is always read). */
  countCacheTtlMs?: number;
}

const MIN_SEARCH = 2;

export function createJobsService(deps: JobsDeps) {
  const { jobs, access } = deps;
  const now = deps.now ?? (() => new Date());
  const listTotals = new TtlCache<string, number>(deps.countCacheTtlMs ?? 0);
  // The anonymous board is the same for every visitor: whole pages reused for the same few seconds.
  const publicPages = new TtlCache<
    string,
    { data: Job[]; pagination: { count: number; next: number | null } }
  >(deps.countCacheTtlMs ?? 0, 1_000);
  // Job writes made by this process: pages built from jobs (the server-rendered board) key on it.
  let writes = 0;
  const forgetLists = () => {
    writes += 1;
    listTotals.clear();
    publicPages.clear();
  };

  async function uniqueSlug(title: string): Promise<string> {
    const base = slugify(title) || 'job';
    let slug = base;
    for (let n = 2; await jobs.isSlugTaken(slug); n += 1) slug = `${base}-${n}`;
    return slug;
  }

  /** Jobs with their groups, the viewer's statuses and (for administrators) applicant counts. */
  async function presentMany(user: UserRow | null, rows: JobListRow[]) {
    const ids = rows.map((r) => r.id);
    const [groups, statuses, skillNames, engagement] = await Promise.all([
      jobs.groupsOf(rows.map((r) => r.groupId)),
      user ? jobs.statusesOf(user.id, ids) : Promise.resolve(new Map<number, JobApplicationStatus>()),
      jobs.skillNames(rows.flatMap((r) => r.skills)),
      user && deps.engagementOf ? deps.engagementOf(user.id, ids) : Promise.resolve(undefined),
    ]);
    const groupIds = [...new Set(rows.map((r) => r.groupId))];
    const viewers = new Map(
      await Promise.all(groupIds.map(async (id) => [id, await deps.viewerOf(user, id)] as const)),
    );
    const administered = rows.filter((r) => jobsPolicy.isAdministrator(r, viewers.get(r.groupId)!));
    const counts = await jobs.applicationCounts(administered.map((r) => r.id));
    const at = now();
    return rows.map((r) => {
      const isAdministrator = administered.includes(r);
      return presentJob(r, {
        group: groups.get(r.groupId),
        status: statuses.get(r.id) ?? null,
        isAdministrator,
        counts: isAdministrator ? (counts.get(r.id) ?? { accepted: 0, pending: 0, rejected: 0 }) : null,
        skillNames,
        now: at,
        engagement: engagement?.get(r.id),
      });
    });
  }
  const presentOne = async (user: UserRow | null, job: JobRow) => (await presentMany(user, [job]))[0]!;

  return {
    /** Moves on every job write this process makes (created, edited, deleted). */
    writeCount: () => writes,
    presentMany,

    async create(user: UserRow, form: JobForm) {
      const group = await deps.groups.findById(form.group!);
      if (!group) throw invalidFields({ group: [M.required] });
      if (!JOB_GROUP_TYPES.includes(group.groupType)) throw invalidFields({ group: [M.groupNotAllowed] });
      const viewer = await deps.viewerOf(user, group.id);
      const certified = !user.isStaff && (await deps.hasCertifiedProfile(user.id, group.id));
      if (!jobsPolicy.canPostIn(group, viewer, certified)) throw forbidden(M.noPostPermission);
      const at = now();
      const row = await jobs.insert({
        ...columnsOf({ ...form, application_close_date: form.application_close_date ?? null }, at),
        slug: await uniqueSlug(form.title),
        groupId: group.id,
        createdBy: user.id,
      } as Parameters<JobsRepository['insert']>[0]);
      forgetLists();
      return { message: M.created, data: await presentOne(user, row) };
    },

    async update(user: UserRow, id: number, patch: JobPatch) {
      const { job, group, viewer } = await access.administered(user, id);
      const merged = {
        ...formOf(job),
        ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
      };
      const errors = jobFormIssues(merged as ReturnType<typeof formOf>);
      if (Object.keys(errors).length) throw invalidFields(errors);
      const changes = columnsOf(patch, now());
      if (merged.job_location === 'remote') changes.address = null;
      const row = await jobs.update(
        job.id,
        changes,
        groupAction(
          user,
          viewer,
          group,
          'job.update',
          { type: 'job', id: job.id },
          {
            fields: Object.keys(patch).filter((k) => patch[k as keyof JobPatch] !== undefined),
          },
          'author',
        ),
      );
      forgetLists();
      return { message: patch.extra_info ? M.questionsAdded : M.updated, data: await presentOne(user, row) };
    },

    async remove(user: UserRow, id: number) {
      const { job, group, viewer } = await access.administered(user, id);
      await jobs.remove(
        job.id,
        groupAction(
          user,
          viewer,
          group,
          'job.delete',
          { type: 'job', id: job.id },
          { title: job.title },
          'author',
        ),
      );
      forgetLists();
      return { message: M.deleted };
    },

    async get(user: UserRow | null, id: number) {
      const { job } = await access.byId(user, id);
      return { data: await presentOne(user, job) };
    },

    async getBySlug(user: UserRow | null, slug: string) {
      const { job } = await access.bySlug(user, slug);
      return { data: await presentOne(user, job) };
    },

    /**
     * The board (9 a page) or a group's jobs (12). Published jobs; `view_all` adds the drafts the
     * viewer administers, `job_status=pending` shows only those drafts.
     */
    async list(user: UserRow | null, q: JobListQuery) {
      if (q.job_status === 'rejected') {
        // The filter offers rejected; jobs are never rejected (drafts are pending).
        return { data: [], pagination: { count: 0, next: null } };
      }
      const statuses: Array<'approved' | 'pending'> =
        q.job_status === 'pending'
          ? ['pending']
          : q.job_status === 'approved'
            ? ['approved']
            : q.view_all
              ? ['approved', 'pending']
              : ['approved'];
      const f = q.filters ?? {};
      const search = q.search && q.search.length >= MIN_SEARCH ? q.search : undefined;
      const filters = {
        viewerId: user?.id ?? null,
        isStaff: Boolean(user?.isStaff),
        groupId: q.group_id,
        statuses,
        search,
        jobTypes: [...(q.job_type ?? []), ...(f.job_type ?? [])],
        jobLocations: [...(q.job_location ?? []), ...(f.job_location ?? [])],
        careerStages: [...(q.career_stages ?? []), ...(f.career_stages ?? [])],
        skills: [...(q.skills ?? []), ...(f.skills ?? [])],
        countries: [...(q.countries ?? []), ...(f.countries ?? [])],
      };
      const size = jobListPageSize(q);
      const read = async () => {
        // Totals move slowly: reused for a few seconds per viewer and filters, dropped on this
        // instance's writes; concurrent misses share one count (getOrLoad).
        const [rows, count] = await Promise.all([
          jobs.list(filters, size, (q.page - 1) * size),
          listTotals.getOrLoad(JSON.stringify(filters), () => jobs.count(filters)),
        ]);
        return {
          data: await presentMany(user, rows),
          pagination: { count, next: q.page * size < count ? q.page + 1 : null },
        };
      };
      // The anonymous board is one answer for every visitor: concurrent misses share one read.
      if (user !== null) return read();
      return publicPages.getOrLoad(JSON.stringify({ ...filters, page: q.page, size }), read);
    },

    /** A published job for the SEO page; null for drafts, private groups and unknown slugs. */
    async publicJob(slug: string) {
      const job = await jobs.findBySlug(slug);
      if (!job || job.jobStatus !== 'approved') return null;
      try {
        const { group } = await access.load(null, job);
        return { job, group };
      } catch {
        return null;
      }
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
