import type { UserRow } from '../auth/users.repository.js';

/** Who may do what with profiles, in one place. */
export const profilesPolicy = {
  /** Owners edit their own profile; staff may edit (and import) any. */
  canEdit: (viewer: UserRow, targetUserId: number) => viewer.id === targetUserId || viewer.isStaff,
  /** Registered owners import into their own profile; staff import into anyone's (spec section 6). */
  canImport: (viewer: UserRow, targetUserId: number) =>
    !viewer.isTrialUser && (viewer.id === targetUserId || viewer.isStaff),
  /** Career advice is written by certified members who are not influencers. */
  canWriteCareerAdvice: (owner: Pick<UserRow, 'isCertified' | 'isInfluencer'>) =>
    owner.isCertified && !owner.isInfluencer,
  /** Private details (email, alternate email, specific needs) are for the owner and staff. */
  canSeePrivate: (viewer: UserRow | null, targetUserId: number) =>
    Boolean(viewer && (viewer.id === targetUserId || viewer.isStaff)),
  /** Nobody follows themselves. */
  canFollow: (viewer: UserRow, targetType: string, targetId: number) =>
    !(targetType === 'user' && targetId === viewer.id),
};
