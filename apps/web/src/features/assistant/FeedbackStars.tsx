import { useState } from 'react';
import { ASSISTANT_MESSAGES as M } from '@careerhub/shared';
import { Star } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { notify } from '../../lib/notify';
import { sendFeedback } from './api';

/** Stars first; a chosen star opens the comment box, then Send (spec 2.11). */
export function FeedbackStars({ chatId, initial }: { chatId: number; initial: number | null }) {
  const [stars, setStars] = useState<number | null>(null);
  const [sent, setSent] = useState<number | null>(initial);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const shown = stars ?? sent ?? 0;

  async function submit() {
    if (!stars) return;
    setBusy(true);
    try {
      await sendFeedback(chatId, stars, comment);
      setSent(stars);
      setStars(null);
      setComment('');
      notify(M.chatFeedbackThanks, 'success');
    } catch {
      notify(M.feedbackFailed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2">
      <div role="group" aria-label="Rate this answer" className="flex items-center gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-label={`${n} star${n > 1 ? 's' : ''}`}
            aria-pressed={shown === n}
            onClick={() => setStars(n)}
            className="rounded p-0.5 text-amber-500 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <Star aria-hidden="true" className={cn('size-4', n <= shown && 'fill-current')} />
          </button>
        ))}
        {sent !== null && stars === null && (
          <span className="ml-2 text-xs text-muted">Thanks for rating</span>
        )}
      </div>
      {stars !== null && (
        <div className="mt-2 flex flex-col gap-2">
          <label htmlFor={`ama-comment-${chatId}`} className="text-xs font-medium text-text">
            Tell us more (optional)
          </label>
          <textarea
            id={`ama-comment-${chatId}`}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            rows={2}
            maxLength={2000}
            className="rounded-lg border border-border bg-surface p-2 text-sm text-text"
          />
          <Button size="sm" className="self-start" loading={busy} onClick={() => void submit()}>
            Send feedback
          </Button>
        </div>
      )}
    </div>
  );
}
