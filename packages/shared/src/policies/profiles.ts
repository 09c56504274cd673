import type { PolicyUser } from './subjects.js';

/** Who may do what with profiles (spec sections 5 and 6): the server and the web app call these. */
export const profilesPolicy = {
  /** Owners edit their own profile; staff may edit any. */
  canEdit: (viewer: PolicyUser, targetUserId: number) => viewer.id === targetUserId || viewer.isStaff,
  /** Registered owners import into their own profile; staff import into anyone's (spec section 6). */
  canImport: (viewer: PolicyUser | null, targetUserId: number) =>
    Boolean(viewer && !viewer.isTrialUser && (viewer.id === targetUserId || viewer.isStaff)),
  /** Career advice is written by certified members who are not influencers. */
  canWriteCareerAdvice: (owner: { isCertified: boolean; isInfluencer: boolean }) =>
    owner.isCertified && !owner.isInfluencer,
  /** Private details (email, alternate email, specific needs) are for the owner and staff. */
  canSeePrivate: (viewer: PolicyUser | null, targetUserId: number) =>
    Boolean(viewer && (viewer.id === targetUserId || viewer.isStaff)),
  /** Nobody follows themselves. */
  canFollow: (viewer: PolicyUser, targetType: string, targetId: number) =>
    !(targetType === 'user' && targetId === viewer.id),
};
