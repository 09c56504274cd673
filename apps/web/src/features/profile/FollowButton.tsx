import { useState } from 'react';
import { PROFILE_MESSAGES, PROFILE_TEXT } from '@careerhub/shared';
import { Check, UserMinus, UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';

export type FollowAction = 'follow' | 'unfollow';

interface FollowButtonProps {
  name: string;
  isFollowing: boolean;
  /** Nobody follows themselves: the button is shown disabled. */
  isSelf: boolean;
  onToggle: (action: FollowAction) => Promise<{ message: string }>;
}

/**
 * Follow button (spec section 4): idle, busy, then Followed; disabled for oneself and right after
 * following. A profile that was already followed offers Unfollow. Toasts carry the server's text
 * ("You are now following {name}" / "You have unfollowed {name}"); a failure shows the server error.
 */
export function FollowButton({ name, isFollowing, isSelf, onToggle }: FollowButtonProps) {
  const [following, setFollowing] = useState(isFollowing);
  const [busy, setBusy] = useState(false);
  const [justFollowed, setJustFollowed] = useState(false);

  async function toggle() {
    const action: FollowAction = following ? 'unfollow' : 'follow';
    setBusy(true);
    try {
      const result = await onToggle(action);
      setFollowing(action === 'follow');
      setJustFollowed(action === 'follow');
      notify(
        result.message ||
          (action === 'follow' ? PROFILE_MESSAGES.followed(name) : PROFILE_MESSAGES.unfollowed(name)),
        'success',
      );
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  if (justFollowed) {
    return (
      <Button variant="secondary" disabled>
        <Check aria-hidden="true" className="size-4" />
        {PROFILE_TEXT.followed}
      </Button>
    );
  }
  const Icon = following ? UserMinus : UserPlus;
  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      disabled={isSelf}
      loading={busy}
      onClick={() => void toggle()}
      title={isSelf ? PROFILE_MESSAGES.cannotFollowSelf : undefined}
    >
      {!busy && <Icon aria-hidden="true" className="size-4" />}
      {following ? PROFILE_TEXT.unfollow : PROFILE_TEXT.follow}
    </Button>
  );
}
