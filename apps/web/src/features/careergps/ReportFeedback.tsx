import { useState } from 'react';
import { AGENT_MESSAGES as M } from '@careerhub/shared';
import { CheckCircle2, Star } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { notify } from '../../lib/notify';
import { sendReportFeedback } from './api';

/** 1 to 5 stars, then a text box, then submit, then a thank-you state (spec 2.12). */
export function ReportFeedback({ reportId, initial }: { reportId: number; initial: number | null }) {
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(initial !== null);
  const shown = stars ?? initial ?? 0;

  async function submit() {
    if (!stars) return;
    setBusy(true);
    try {
      await sendReportFeedback(reportId, stars, text);
      setDone(true);
      setStars(null);
    } catch {
      notify(M.feedbackFailed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="feedback-title" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="feedback-title" className="font-semibold text-text">
        How useful was this report?
      </h2>
      {done && stars === null ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-text">
          <CheckCircle2 aria-hidden="true" className="size-5 text-primary" />
          {M.feedbackThanks}
        </p>
      ) : null}
      <div role="group" aria-label="Rate this report" className="mt-2 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-label={`${n} star${n > 1 ? 's' : ''}`}
            aria-pressed={shown === n}
            onClick={() => setStars(n)}
            className="rounded p-1 text-amber-500 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <Star aria-hidden="true" className={cn('size-6', n <= shown && 'fill-current')} />
          </button>
        ))}
      </div>
      {stars !== null && (
        <div className="mt-3 flex flex-col gap-2">
          <label htmlFor="report-feedback" className="text-sm font-medium text-text">
            Tell us more (optional)
          </label>
          <textarea
            id="report-feedback"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            maxLength={2000}
            className="rounded-lg border border-border bg-surface p-2 text-sm text-text"
          />
          <Button className="self-start" loading={busy} onClick={() => void submit()}>
            Submit
          </Button>
        </div>
      )}
    </section>
  );
}
