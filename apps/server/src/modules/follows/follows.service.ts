import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_MESSAGES,
  PROFILE_MESSAGES,
  type GroupType,
} from '@careerhub/shared';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { mediaUrl } from '../../platform/storage/index.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { UserRow } from '../auth/users.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { groupsPolicy } from '../groups/groups.policy.js';
import { profilesPolicy } from '../profiles/profiles.policy.js';
import type { FollowsRepository } from './follows.repository.js';

/**
 * `canSeeGroup` is the groups policy (group-visibility.ts): a group the follower may not see is
 * not found, as on its own page (its name and follower count are not told).
 */
export function createFollowsService(
  repo: FollowsRepository,
  notifications: Pick<NotificationsService, 'notify'>,
  canSeeGroup: (viewer: UserRow, groupId: number) => Promise<boolean>,
  /** Hears of every follow or unfollow by this user (the identity's `followed` count is cached). */
  onChange: (followerId: number) => void = () => undefined,
) {
  /** The followed person hears about it once per new follow (following again after unfollowing counts anew). */
  async function notifyFollowed(follower: UserRow, followedId: number, site: MailSite | undefined) {
    const card = await repo.personCard(follower.id);
    const name = `${follower.firstName} ${follower.lastName}`.trim() || follower.nameSlug;
    await notifications.notify({
      userId: followedId,
      type: 'user_connection',
      notificationType: NOTIFICATION_EVENTS.follow,
      message: NOTIFICATION_MESSAGES.followed(name),
      data: {
        name_slug: follower.nameSlug,
        name,
        image: card?.pictureKey ? mediaUrl(card.pictureKey) : null,
      },
      link: `/profile/${follower.nameSlug}`,
      email: true,
      ...(site ? { site } : {}),
    });
  }

  return {
    async setFollow(
      viewer: UserRow,
      input: { id: number; type: 'user' | GroupType; action: 'follow' | 'unfollow' },
      site?: MailSite,
    ) {
      // Following is for registered users (signed in, not trial), as joining is.
      if (!groupsPolicy.isRegistered(viewer)) throw forbidden();
      if (!profilesPolicy.canFollow(viewer, input.type, input.id))
        throw badRequest(PROFILE_MESSAGES.cannotFollowSelf);
      if (input.type !== 'user' && !(await canSeeGroup(viewer, input.id))) throw notFound();
      const name =
        input.type === 'user' ? await repo.userName(input.id) : await repo.groupName(input.id, input.type);
      if (!name) throw notFound();
      if (input.action === 'follow') {
        const isNew = await repo.follow(viewer.id, input.type, input.id);
        if (isNew && input.type === 'user') await notifyFollowed(viewer, input.id, site);
      } else await repo.unfollow(viewer.id, input.type, input.id);
      onChange(viewer.id);
      return {
        message:
          input.action === 'follow' ? PROFILE_MESSAGES.followed(name) : PROFILE_MESSAGES.unfollowed(name),
        is_following: input.action === 'follow',
        followers_count: await repo.followersCount(input.type, input.id),
      };
    },
    isFollowing: repo.isFollowing,
    followersCount: repo.followersCount,
    followingCount: repo.followingCount,
    followedUsers: repo.followedUsers,
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
