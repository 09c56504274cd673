import type { UserRow } from './users.repository.js';

type Subject = Pick<UserRow, 'isVerified' | 'isTrialUser'>;

/**
 * What a user's subscription allows, decided here and nowhere else: the identity shows these
 * values (user_subscription) and the modules enforce them with the same functions. Plans and
 * subscriptions change these rules in this one file.
 */
export const entitlements = {
  /** Starting a one-to-one chat (user_subscription.one_to_one_chat). */
  canStartOneToOneChat: (user: Subject): boolean => user.isVerified && !user.isTrialUser,
  /** The AI assistant (user_subscription.use_ama). */
  canUseAma: (user: Subject): boolean => user.isVerified && !user.isTrialUser,
};
