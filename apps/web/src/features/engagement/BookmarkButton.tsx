import { useState } from 'react';
import { Heart } from 'lucide-react';
import { ENGAGEMENT_MESSAGES as M, type BookmarkableType } from '@careerhub/shared';
import { cn } from '../../components/ui/cn';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useRequireAccount } from '../auth/RequireAccount';
import { useBookmark } from './api';

/**
 * The favourite icon: toggles the bookmark at once, then "Added to favourites" / "Removed from
 * favourites"; on failure it goes back and shows the server's text or "Could not perform action".
 * Anonymous visitors get the sign-up dialog.
 */
export function BookmarkButton({
  type,
  objectId,
  isBookmarked,
  label,
  className,
}: {
  type: BookmarkableType;
  objectId: number;
  isBookmarked: boolean;
  /** What is saved, for screen readers. */
  label: string;
  className?: string;
}) {
  const requireAccount = useRequireAccount();
  const bookmark = useBookmark();
  const [saved, setSaved] = useState(isBookmarked);
  // A fresh answer from the server (a refetch of the item) replaces what is shown.
  const [shown, setShown] = useState(isBookmarked);
  if (shown !== isBookmarked) {
    setShown(isBookmarked);
    setSaved(isBookmarked);
  }

  function toggle() {
    if (!requireAccount('Create an account to save this to your favourites.')) return;
    const next = !saved;
    setSaved(next);
    bookmark.mutate(
      { type, id: objectId, save: next },
      {
        onSuccess: (answer) => {
          setSaved(answer.is_bookmarked);
          notify(answer.message, 'success');
        },
        onError: (error) => {
          setSaved(!next);
          notify(getErrorMessage(error, M.bookmarkFailed), 'error');
        },
      },
    );
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${label} from favourites` : `Add ${label} to favourites`}
      title={saved ? 'Remove from favourites' : 'Add to favourites'}
      onClick={toggle}
      className={cn(
        'relative z-10 grid size-9 place-items-center rounded-full border border-border bg-surface transition hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none',
        saved ? 'text-danger' : 'text-muted',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-current')} />
    </button>
  );
}
