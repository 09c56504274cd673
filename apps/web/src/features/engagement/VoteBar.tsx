import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import { ENGAGEMENT_MESSAGES as M, type VotableType, type VoteType } from '@careerhub/shared';
import { cn } from '../../components/ui/cn';
import { loginPathFor } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIsSignedIn } from '../auth/session';
import { useVote } from './api';

interface VoteState {
  score: number;
  vote: VoteType | null;
}

/** What a click does before the server answers (spec 4 Vote): same vote clears, a switch moves by 2. */
export function optimisticVote(state: VoteState, asked: VoteType): VoteState {
  const value = (v: VoteType | null) => (v === 'upvote' ? 1 : v === 'downvote' ? -1 : 0);
  const vote = state.vote === asked ? null : asked;
  return { vote, score: state.score - value(state.vote) + value(vote) };
}

/**
 * Upvote, score, downvote. The score moves at once and settles on the server's answer; on failure
 * it goes back and says "Something went wrong". Anonymous visitors go to /login?next=here.
 */
export function VoteBar({
  contentType,
  objectId,
  score,
  userVote,
  label,
  size = 'md',
  className,
}: {
  contentType: VotableType;
  objectId: number;
  score: number;
  userVote: VoteType | null;
  /** What is voted on, for screen readers ("Upvote {label}"). */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const vote = useVote();
  const [state, setState] = useState<VoteState>({ score, vote: userVote });
  // A fresh answer from the server (a refetch of the item) replaces what is shown.
  const [shown, setShown] = useState({ score, userVote });
  if (shown.score !== score || shown.userVote !== userVote) {
    setShown({ score, userVote });
    setState({ score, vote: userVote });
  }

  function cast(asked: VoteType) {
    if (!signedIn) {
      void navigate(loginPathFor(location));
      return;
    }
    const before = state;
    setState(optimisticVote(state, asked));
    vote.mutate(
      { content_type: contentType, object_id: objectId, vote_type: asked },
      {
        onSuccess: (answer) => setState({ score: answer.total_score, vote: answer.user_vote_type }),
        onError: () => {
          setState(before);
          notify(M.voteFailed, 'error');
        },
      },
    );
  }

  const icon = size === 'sm' ? 'size-4' : 'size-5';
  const button = (active: boolean, tone: string) =>
    cn(
      'grid place-items-center rounded-full transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none disabled:opacity-60',
      size === 'sm' ? 'size-7' : 'size-9',
      active ? tone : 'text-muted',
    );
  return (
    <div
      role="group"
      aria-label={`Votes on ${label}`}
      className={cn(
        'relative z-10 inline-flex items-center gap-0.5 rounded-full border border-border bg-surface px-1',
        className,
      )}
    >
      <button
        type="button"
        aria-pressed={state.vote === 'upvote'}
        aria-label={`Upvote ${label}`}
        className={button(state.vote === 'upvote', 'bg-primary-soft text-primary')}
        onClick={() => cast('upvote')}
      >
        <ArrowBigUp aria-hidden="true" className={cn(icon, state.vote === 'upvote' && 'fill-current')} />
      </button>
      <span
        aria-live="polite"
        className={cn(
          'min-w-6 text-center font-semibold text-text tabular-nums',
          size === 'sm' ? 'text-xs' : 'text-sm',
        )}
      >
        <span className="sr-only">Score </span>
        {state.score}
      </span>
      <button
        type="button"
        aria-pressed={state.vote === 'downvote'}
        aria-label={`Downvote ${label}`}
        className={button(state.vote === 'downvote', 'bg-red-50 text-danger')}
        onClick={() => cast('downvote')}
      >
        <ArrowBigDown aria-hidden="true" className={cn(icon, state.vote === 'downvote' && 'fill-current')} />
      </button>
    </div>
  );
}
