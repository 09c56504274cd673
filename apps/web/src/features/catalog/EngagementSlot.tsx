import { Share2 } from 'lucide-react';
import type { Engagement } from '@careerhub/shared';
import { notify } from '../../lib/notify';
import { BookmarkButton } from '../engagement/BookmarkButton';
import { VoteBar } from '../engagement/VoteBar';
import { CATALOG_TEXT as T } from './text';

export interface EngagementSlotProps {
  /** The engage module's content type for votes and bookmarks. */
  contentType: 'use_case' | 'ai_tool';
  item: Engagement & { id: number };
  /** The item's address, for Share. */
  path: string;
  title: string;
  variant?: 'card' | 'detail';
}

/** Votes, favourite and Share on use case and AI tool cards and pages. */
export function EngagementSlot({ contentType, item, path, title, variant = 'card' }: EngagementSlotProps) {
  async function share() {
    const url = new URL(path, window.location.origin).toString();
    try {
      if (typeof navigator.share === 'function') await navigator.share({ title, url });
      else {
        await navigator.clipboard.writeText(url);
        notify(T.linkCopied, 'success');
      }
    } catch {
      // The visitor closed the share sheet.
    }
  }
  return (
    <div className={variant === 'card' ? 'relative z-10 flex items-center gap-1' : 'flex items-center gap-2'}>
      <VoteBar
        contentType={contentType}
        objectId={item.id}
        score={item.vote_score}
        userVote={item.user_vote_type}
        label={title}
        size={variant === 'card' ? 'sm' : 'md'}
      />
      <BookmarkButton
        type={contentType}
        objectId={item.id}
        isBookmarked={item.is_bookmarked}
        label={title}
        className="size-8"
      />
      <button
        type="button"
        onClick={() => void share()}
        aria-label={`${T.share}: ${title}`}
        className="inline-flex items-center gap-1 rounded-md p-1.5 text-sm text-muted hover:bg-slate-100 hover:text-text"
      >
        <Share2 aria-hidden="true" className="size-4" />
        {variant === 'detail' && <span>{T.share}</span>}
      </button>
    </div>
  );
}
