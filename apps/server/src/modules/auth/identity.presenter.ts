import {
  CIRCLE_DISCOUNT,
  MEMBERSHIP_TIERS,
  identitySchema,
  type Identity,
  type OrganizationSummary,
  type ProfileCompletion,
  type UserSubscription,
} from '@careerhub/shared';
import type { UserOrganizationRow } from '../groups/groups.repository.js';
import type { IdentityCareer } from '../profiles/completion-facts.js';
import { entitlements } from './entitlements.js';
import type { UserRow } from './users.repository.js';

function presentOrganization(row: UserOrganizationRow): OrganizationSummary {
  return {
    id: row.id,
    name: row.name,
    name_slug: row.nameSlug,
    logo: row.logo,
    domain: row.domain,
    description: row.description,
    membership_type: row.membershipType,
    group_type: row.groupType,
    role: row.role,
    status: row.status,
  };
}

/**
 * The identity of the signed-in user; the unread count comes from the notifications module, the
 * follows and career entries from the profiles module, the subscription from the payments module
 * (the free-tier defaults below when it gives none).
 */
export function presentIdentity(
  user: UserRow,
  organizations: UserOrganizationRow[],
  completion: ProfileCompletion,
  career: IdentityCareer,
  unreadNotifications: number,
  subscription?: UserSubscription,
  membershipCard: string | null = null,
): Identity {
  const current = organizations.find((o) => o.isDefault) ?? organizations[0] ?? null;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name_slug: user.nameSlug,
    is_staff: user.isStaff,
    is_verified: user.isVerified,
    is_trial_user: user.isTrialUser,
    is_influencer: user.isInfluencer,
    is_certified: user.isCertified,
    followed: career.followed,
    joined_at: user.createdAt.toISOString(),
    unread_notifications_count: unreadNotifications,
    organization: current ? presentOrganization(current) : null,
    switchable_orgs: organizations.filter((o) => o.status === 'accepted').map(presentOrganization),
    user_subscription: subscription ?? {
      applied_membership_tier: MEMBERSHIP_TIERS.free,
      payment_status: null,
      one_to_one_chat: entitlements.canStartOneToOneChat(user),
      use_ama: entitlements.canUseAma(user),
      circle_discount_percent: CIRCLE_DISCOUNT.default,
      is_institutional_membership: false,
      can_create_membership_card: false,
      can_use_premium_agents: false,
    },
    work_experiences: career.work_experiences,
    education_background: career.education_background,
    membership_card: membershipCard,
    profile_completion: completion,
  };
}

/**
 * GET /identity/ answers the same body to the same user until something it is made of changes,
 * and every part already comes from a cache that a write replaces (the user row, the user's
 * organizations, the completion facts, the unread count). So the checked and serialized body is
 * kept per user with the very objects it was made from, and reused while each is still the same
 * object (the same value for the count and the brand flag): any write that drops one of those
 * caches makes the next request build the body again. With those caches off (a zero time limit)
 * nothing is ever reused.
 */
export function createIdentityBodies(maxUsers = 10_000) {
  const bodies = new Map<number, { parts: readonly unknown[]; body: string }>();
  return {
    /** The JSON of presentIdentity(...), checked against identitySchema like any response. */
    bodyOf(
      user: UserRow,
      organizations: UserOrganizationRow[],
      completion: ProfileCompletion,
      career: IdentityCareer,
      unreadNotifications: number,
      brandFlag: unknown,
      subscription?: UserSubscription,
      membershipCard: string | null = null,
    ): string {
      // The subscription is a fresh object per request: compared by its JSON.
      const subscriptionKey = subscription ? JSON.stringify(subscription) : null;
      const parts = [
        user,
        organizations,
        completion,
        career,
        unreadNotifications,
        brandFlag,
        subscriptionKey,
        membershipCard,
      ] as const;
      const kept = bodies.get(user.id);
      if (kept && kept.parts.every((part, i) => part === parts[i])) return kept.body;
      const body = JSON.stringify(
        identitySchema.encode(
          presentIdentity(
            user,
            organizations,
            completion,
            career,
            unreadNotifications,
            subscription,
            membershipCard,
          ),
        ),
      );
      bodies.delete(user.id);
      if (bodies.size >= maxUsers) bodies.delete(bodies.keys().next().value!);
      bodies.set(user.id, { parts, body });
      return body;
    },
  };
}
