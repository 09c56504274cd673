import { Link, useLocation } from 'react-router';
import { GROUP_MESSAGES, GROUPS_TEXT as T, type Group } from '@careerhub/shared';
import { Bell, BellRing } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIsSignedIn } from '../auth/session';
import { useFollowGroup } from './api';

/**
 * Follow / Following for people who are not members (membership_type follower): they get the
 * group's news without applying. Members never see it; signed-out visitors go to sign-in with
 * `follow=true` (spec: "Anonymous visitors are sent to login when joining or following").
 */
export function FollowButton({ group }: { group: Group }) {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const follow = useFollowGroup(group);
  if (group.membership_status !== null) return null;
  if (!signedIn) {
    const next = encodeURIComponent(location.pathname);
    return (
      <Link to={`/login?next=${next}&follow=true`} className={buttonClasses('outline', 'sm')}>
        <Bell aria-hidden="true" className="size-4" />
        {T.follow}
      </Link>
    );
  }
  const following = group.is_following;
  async function toggle() {
    try {
      const result = await follow.mutateAsync(following ? 'unfollow' : 'follow');
      notify(result.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error, GROUP_MESSAGES.couldNotFollow), 'error');
    }
  }
  return (
    <Button
      variant="outline"
      size="sm"
      title={following ? T.unfollowHint : undefined}
      loading={follow.isPending}
      onClick={() => void toggle()}
    >
      {following ? (
        <BellRing aria-hidden="true" className="size-4" />
      ) : (
        <Bell aria-hidden="true" className="size-4" />
      )}
      {following ? T.following : T.follow}
    </Button>
  );
}
