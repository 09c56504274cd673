import { groupsPolicy } from './groups.js';
import type { GroupViewer as Viewer, PolicyUser } from './subjects.js';

/** Groups that post jobs: organizations and institutions (their group profiles carry the certification). */
export const JOB_GROUP_TYPES: readonly string[] = ['organization', 'institution'];

interface PolicyJob {
  jobStatus: string;
  createdBy: number | null;
}

/**
 * Who may do what with jobs (spec section 6), in one place. `viewer` is the user's relation to
 * the job's group.
 */
export const jobsPolicy = {
  /** Signed in and not a trial account: apply, unapply, answer invitations. */
  isRegistered: <U extends PolicyUser>(user: U | null): user is U => groupsPolicy.isRegistered(user),
  /** Post a job in a group: admin/leader with a certified group profile there, or staff. */
  canPostIn: (group: { groupType: string }, viewer: Viewer, hasCertifiedGroupProfile: boolean) =>
    JOB_GROUP_TYPES.includes(group.groupType) && groupsPolicy.canPostJobs(viewer, hasCertifiedGroupProfile),
  /**
   * The groups worth asking the server about for posting (the certification is the server's to
   * know): organizations and institutions where the user is a manager, or any of them for staff.
   */
  mayPostInGroupOfType: (user: PolicyUser | null, groupType: string, role: string | null) =>
    Boolean(user) &&
    JOB_GROUP_TYPES.includes(groupType) &&
    groupsPolicy.isManager({
      user,
      membership: role ? { userId: user!.id, role, status: 'accepted', membershipType: 'member' } : null,
    }),
  /**
   * The job administrator (is_administrator): its author, a manager of its group, or staff. They
   * edit it, add questions, see drafts, applicants and recommendations, and invite.
   */
  isAdministrator: (job: PolicyJob, viewer: Viewer) =>
    Boolean(viewer.user) &&
    (viewer.user!.isStaff || job.createdBy === viewer.user!.id || groupsPolicy.isManager(viewer)),
  /** Published jobs for whoever can see the group; drafts (pending) for the job's administrators only. */
  canSee: (job: PolicyJob, group: { visibility: number }, viewer: Viewer) =>
    jobsPolicy.isAdministrator(job, viewer) ||
    (job.jobStatus === 'approved' && groupsPolicy.canView(group, viewer)),
  canApply: (job: PolicyJob, user: PolicyUser | null) =>
    job.jobStatus === 'approved' && jobsPolicy.isRegistered(user),
};
