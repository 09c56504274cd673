import { GROUP_MANAGER_ROLES, type GroupRole } from '../constants.js';
import type { GroupViewer as Viewer, PolicyMembership, PolicyUser } from './subjects.js';

const isAcceptedMember = (m: PolicyMembership | null) =>
  m?.membershipType === 'member' && m.status === 'accepted';

/** How far a role reaches when roles are granted: admin above leader above every other role. */
const ROLE_RANK: Record<string, number> = { admin: 3, leader: 2 };
export const roleRank = (role: string) => ROLE_RANK[role] ?? 1;
/** A membership that holds a role now (pending requests included: they become that role on accept). */
const holdsRole = (m: PolicyMembership | null) =>
  m?.membershipType === 'member' && (m.status === 'accepted' || m.status === 'pending');

/** Admin or leader: the roles that manage a group. */
export const isManagerRole = (role: string | null | undefined) =>
  GROUP_MANAGER_ROLES.includes((role ?? '') as GroupRole);

/**
 * Who may do what with groups, memberships and invitations (spec section 6), in one place.
 * Staff act as managers of every group; every other right comes from the membership.
 */
export const groupsPolicy = {
  /** Admin or leader with accepted status: a group manager. */
  isManager: ({ user, membership }: Viewer) =>
    Boolean(user?.isStaff) || (isAcceptedMember(membership) && isManagerRole(membership!.role)),
  isAdmin: ({ user, membership }: Viewer) =>
    Boolean(user?.isStaff) || (isAcceptedMember(membership) && membership!.role === 'admin'),
  /** Public groups are for everyone; private ones (visibility 20) for their members, invitees answer through the invitation. */
  canView: (group: { visibility: number }, { user, membership }: Viewer) =>
    group.visibility === 0 || Boolean(user?.isStaff) || membership !== null,
  canEdit: (viewer: Viewer) => groupsPolicy.isManager(viewer),
  canManageMembers: (viewer: Viewer) => groupsPolicy.isManager(viewer),
  /** Everyone who can see the group sees its accepted members; the other tabs are the managers'. */
  canListMembers: (viewer: Viewer, status: string) => status === 'accepted' || groupsPolicy.isManager(viewer),
  /** Answers to join questions, notes and e-mail addresses: managers (and the member themself). */
  canSeePrivateMemberFields: (viewer: Viewer) => groupsPolicy.isManager(viewer),
  canInvite: (viewer: Viewer) => groupsPolicy.isManager(viewer),
  /** Registered users (signed in, not trial) join, follow and answer invitations. */
  isRegistered: <U extends PolicyUser>(user: U | null): user is U => Boolean(user && !user.isTrialUser),
  /** Organizations and institutions are created by staff (the spec does not say; see docs/decisions). */
  canCreateTopLevel: (user: PolicyUser) => user.isStaff,
  /** Circle creation needs leadership certification. */
  canCreateCircle: (user: PolicyUser) => user.isStaff || Boolean(user.isCertified),
  /**
   * Events, resources and jobs need an administrator of the parent organization whose group
   * profile there is certified.
   */
  canCreateCertifiedContent: (parentViewer: Viewer, hasCertifiedGroupProfile: boolean) =>
    Boolean(parentViewer.user?.isStaff) || (groupsPolicy.isAdmin(parentViewer) && hasCertifiedGroupProfile),
  /**
   * Jobs: an accepted admin or leader (spec: "job groups are limited to admin/leader groups")
   * whose group profile in that organization is certified, or staff.
   */
  canPostJobs: (viewer: Viewer, hasCertifiedGroupProfile: boolean) =>
    Boolean(viewer.user?.isStaff) || (groupsPolicy.isManager(viewer) && hasCertifiedGroupProfile),
  /**
   * Role grants (add-member, Classroom sync), checked against the granter's own rights: staff grant
   * any role; a manager grants roles up to their own (only admins grant admin), never to themself,
   * and never changes the role of someone whose role is above their own.
   */
  canGrantRole: (granter: Viewer, role: string, targetUserId: number, target: PolicyMembership | null) => {
    if (granter.user?.isStaff) return true;
    if (!granter.user || !groupsPolicy.isManager(granter)) return false;
    if (granter.user.id === targetUserId) return false;
    const own = roleRank(granter.membership!.role);
    if (roleRank(role) > own) return false;
    return !(holdsRole(target) && roleRank(target!.role) > own);
  },
  /** Accepted members other than the acting manager themself can be removed. */
  canRemove: (actorId: number, target: PolicyMembership | null) =>
    target !== null &&
    target.userId !== actorId &&
    target.membershipType === 'member' &&
    target.status === 'accepted',
  /** Rejected users and non-members can be added with a role. */
  canAdd: (target: PolicyMembership | null) =>
    target === null || target.membershipType === 'follower' || target.status === 'rejected',
  /** Leaving or cancelling is allowed when pending or accepted. */
  canLeave: (membership: PolicyMembership | null) =>
    membership !== null &&
    membership.membershipType === 'member' &&
    (membership.status === 'pending' || membership.status === 'accepted'),
};
