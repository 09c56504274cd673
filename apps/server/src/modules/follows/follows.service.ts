import { PROFILE_MESSAGES } from '@careerhub/shared';
import { badRequest, notFound } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import { profilesPolicy } from '../profiles/profiles.policy.js';
import type { FollowsRepository } from './follows.repository.js';

export function createFollowsService(repo: FollowsRepository) {
  return {
    async setFollow(viewer: UserRow, input: { id: number; type: string; action: 'follow' | 'unfollow' }) {
      if (!profilesPolicy.canFollow(viewer, input.type, input.id)) throw badRequest(PROFILE_MESSAGES.cannotFollowSelf);
      const name = input.type === 'user' ? await repo.userName(input.id) : await repo.groupName(input.id, input.type);
      if (!name) throw notFound();
      if (input.action === 'follow') await repo.follow(viewer.id, input.type, input.id);
      else await repo.unfollow(viewer.id, input.type, input.id);
      return {
        message: input.action === 'follow' ? PROFILE_MESSAGES.followed(name) : PROFILE_MESSAGES.unfollowed(name),
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
