import { SECURITY_LEVELS } from '@careerhub/shared';
import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { GroupRow } from '../groups/groups.repository.js';

/** What the policy needs to know about an item. */
export interface ContentFacts {
  type: string;
  status: string;
  securityLevel: number;
  isPremium: boolean;
  createdBy: number | null;
  groupId: number | null;
}

/**
 * The viewer's standing where an item lives: their membership of its group, and whether they may
 * approve items of that group (admin or certified in it, when it is or sits under their default
 * organization).
 */
export interface Standing {
  viewer: Viewer;
  isApprover: boolean;
  hasPremiumViewing: boolean;
}

const isAccepted = (viewer: Viewer) =>
  viewer.membership?.membershipType === 'member' && viewer.membership.status === 'accepted';
const isAuthor = (item: ContentFacts, user: UserRow | null) => Boolean(user && item.createdBy === user.id);

/** The organization a group belongs to: itself for organizations and institutions, else its parent. */
export const organizationOf = (group: Pick<GroupRow, 'id' | 'groupType' | 'parentId'>): number | null =>
  group.groupType === 'organization' || group.groupType === 'institution' ? group.id : group.parentId;

/**
 * Who may do what with posts, newsletters, resources, prompts and career tips (spec
 * groups-jobs-payments section 6; content-ai-admin sections 4 and 6), in one place.
 */
export const contentsPolicy = {
  /**
   * Posts and newsletters: accepted members or group admins; in a paid group a member's payment
   * must be confirmed first (managers and staff excepted).
   */
  canPost(group: GroupRow, viewer: Viewer): boolean {
    if (groupsPolicy.isAdmin(viewer) || groupsPolicy.isManager(viewer)) return true;
    if (!groupsPolicy.isRegistered(viewer.user) || !isAccepted(viewer)) return false;
    return !group.isPaid || viewer.membership!.paymentStatus === 'confirmed';
  },
  /**
   * Resources, prompts and career tips: certified users (the account's certification, or a
   * certified group profile in the group's organization) and admins of the group or its
   * organization. Staff always.
   */
  canContribute: (user: UserRow, isCertifiedThere: boolean, isAdminThere: boolean) =>
    user.isStaff || user.isCertified || isCertifiedThere || isAdminThere,
  /** Approve and reject: staff, or an admin or certified user whose default organization holds the item. */
  isApprover: (
    user: UserRow | null,
    itemOrganizationId: number | null,
    defaultOrganizationId: number | null,
    isAdminOrCertifiedThere: boolean,
  ) =>
    Boolean(user) &&
    (user!.isStaff ||
      (itemOrganizationId !== null &&
        itemOrganizationId === defaultOrganizationId &&
        isAdminOrCertifiedThere)),
  /** Resources and prompts: approve and reject whenever not approved. Career tips: reject only while pending. */
  canApprove: (item: ContentFacts, standing: Standing) =>
    standing.isApprover && isReviewed(item.type) && item.status !== 'approved',
  canReject: (item: ContentFacts, standing: Standing) =>
    standing.isApprover &&
    isReviewed(item.type) &&
    (item.type === 'career_tip' ? item.status === 'pending' : item.status !== 'approved'),
  /** Edit and delete: the author only. */
  canEdit: (item: ContentFacts, user: UserRow | null) => isAuthor(item, user),
  canDelete: (item: ContentFacts, user: UserRow | null) => isAuthor(item, user),
  /**
   * Seeing an item: approved ones for everyone who may see its group's content, private ones
   * (security level 20) for the group's accepted members; pending and rejected ones for their
   * author and approvers. Staff see all.
   */
  canSee(item: ContentFacts, standing: Standing, group: GroupRow | null): boolean {
    const { user } = standing.viewer;
    if (user?.isStaff || isAuthor(item, user)) return true;
    if (item.status !== 'approved' && !standing.isApprover) return false;
    if (item.securityLevel >= SECURITY_LEVELS.private && !isAccepted(standing.viewer)) return false;
    return group === null || groupsPolicy.canView(group, standing.viewer);
  },
  /**
   * A premium item opens in full for its author, staff and users whose subscription grants premium
   * viewing; everyone else (anonymous visitors included) gets the preview without files.
   */
  isLocked: (item: ContentFacts, user: UserRow | null, hasPremiumViewing: boolean) =>
    item.isPremium && !(user && (user.isStaff || item.createdBy === user.id || hasPremiumViewing)),
  /** Share is offered unless the item is private. */
  canShare: (item: ContentFacts) => item.securityLevel === SECURITY_LEVELS.public,
};

/** Items that go through approval (posts and newsletters are published as written). */
export const isReviewed = (type: string) => type === 'resource' || type === 'prompt' || type === 'career_tip';
