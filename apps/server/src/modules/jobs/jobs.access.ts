import { JOB_MESSAGES as M } from '@careerhub/shared';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import type { Viewer } from '../groups/groups.policy.js';
import type { GroupRow, GroupsRepository } from '../groups/groups.repository.js';
import { jobsPolicy } from './jobs.policy.js';
import type { JobRow, JobsRepository } from './jobs.repository.js';

export interface JobAccessDeps {
  jobs: JobsRepository;
  groups: Pick<GroupsRepository, 'findById'>;
  /** The user's membership in a group (groups module). */
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
}

export interface LoadedJob {
  job: JobRow;
  group: GroupRow;
  viewer: Viewer;
  isAdministrator: boolean;
}

/** Loading a job for a viewer: 404 with the spec's text when it does not exist or is not theirs to see. */
export function createJobAccess(deps: JobAccessDeps) {
  async function load(user: UserRow | null, job: JobRow | undefined): Promise<LoadedJob> {
    if (!job) throw notFound(M.notFound);
    const group = await deps.groups.findById(job.groupId);
    if (!group) throw notFound(M.notFound);
    const viewer = await deps.viewerOf(user, group.id);
    if (!jobsPolicy.canSee(job, group, viewer)) throw notFound(M.notFound);
    return { job, group, viewer, isAdministrator: jobsPolicy.isAdministrator(job, viewer) };
  }
  return {
    load,
    byId: async (user: UserRow | null, id: number) => load(user, await deps.jobs.findById(id)),
    bySlug: async (user: UserRow | null, slug: string) => load(user, await deps.jobs.findBySlug(slug)),
    /** The job, when the user administers it; 403 for people who only see it. */
    async administered(user: UserRow, id: number): Promise<LoadedJob> {
      const loaded = await load(user, await deps.jobs.findById(id));
      if (!loaded.isAdministrator) throw forbidden(M.notAdministrator);
      return loaded;
    },
  };
}
export type JobAccess = ReturnType<typeof createJobAccess>;
