import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { GroupRow } from '../groups/groups.repository.js';
import type { JobRow } from './jobs.repository.js';

/** Groups that post jobs: organizations and institutions (their group profiles carry the certification). */
export const JOB_GROUP_TYPES = ['organization', 'institution'];

/**
 * Who may do what with jobs (spec section 6), in one place. `viewer` is the user's relation to
 * the job's group.
 */
export const jobsPolicy = {
  /** Signed in and not a trial account: apply, unapply, answer invitations. */
  isRegistered: (user: UserRow | null): user is UserRow => groupsPolicy.isRegistered(user),
  /** Post a job in a group: admin/leader with a certified group profile there, or staff. */
  canPostIn: (group: GroupRow, viewer: Viewer, hasCertifiedGroupProfile: boolean) =>
    JOB_GROUP_TYPES.includes(group.groupType) && groupsPolicy.canPostJobs(viewer, hasCertifiedGroupProfile),
  /**
   * The job administrator (is_administrator): its author, a manager of its group, or staff. They
   * edit it, add questions, see drafts, applicants and recommendations, and invite.
   */
  isAdministrator: (job: JobRow, viewer: Viewer) =>
    Boolean(viewer.user) &&
    (viewer.user!.isStaff || job.createdBy === viewer.user!.id || groupsPolicy.isManager(viewer)),
  /** Published jobs for whoever can see the group; drafts (pending) for the job's administrators only. */
  canSee: (job: JobRow, group: GroupRow, viewer: Viewer) =>
    jobsPolicy.isAdministrator(job, viewer) ||
    (job.jobStatus === 'approved' && groupsPolicy.canView(group, viewer)),
  canApply: (job: JobRow, user: UserRow | null) =>
    job.jobStatus === 'approved' && jobsPolicy.isRegistered(user),
};
