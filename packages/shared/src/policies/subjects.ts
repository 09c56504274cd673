/**
 * What the permission rules look at, in the shape both sides hold: the server's rows carry these
 * fields as they are; the web app turns its `/identity/` answer into a PolicyUser with
 * `policyUserOf`. The rules are pure functions of these and the item; the server stays the
 * authority (the web app only hides what the server would refuse).
 */
export interface PolicyUser {
  id: number;
  isStaff: boolean;
  isTrialUser: boolean;
  isCertified?: boolean;
}

/** A user's membership row in one group. */
export interface PolicyMembership {
  userId: number;
  role: string;
  status: string;
  membershipType: string;
}

/** Who is asking, and their membership in the group in question (null when none). */
export interface GroupViewer<
  U extends PolicyUser = PolicyUser,
  M extends PolicyMembership = PolicyMembership,
> {
  user: U | null;
  membership: M | null;
}

/** The identity answer's fields the rules need (`GET /identity/`). */
export interface IdentityFlags {
  id: number;
  is_staff: boolean;
  is_trial_user?: boolean;
  is_certified?: boolean;
}

export const policyUserOf = (identity: IdentityFlags | null | undefined): PolicyUser | null =>
  identity
    ? {
        id: identity.id,
        isStaff: identity.is_staff,
        isTrialUser: Boolean(identity.is_trial_user),
        isCertified: Boolean(identity.is_certified),
      }
    : null;
