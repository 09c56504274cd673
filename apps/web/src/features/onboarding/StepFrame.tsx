import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { ONBOARDING_TEXT as T, VALIDATION } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';

export interface Progress {
  /** 1-based position among the counted steps. */
  current: number;
  total: number;
  titles: readonly string[];
}

interface StepFrameProps {
  title: string;
  description?: ReactNode;
  progress: Progress | null;
  children?: ReactNode;
  onSubmit: () => void;
  onBack?: (() => void) | undefined;
  onSkip?: (() => void) | undefined;
  submitLabel?: string;
  busy?: boolean;
  /** A message for the whole form (server failure, or the "correct the errors" summary). */
  formError?: string | null | undefined;
}

/**
 * One wizard step: progress, heading (focused when the step appears, so screen readers and
 * keyboard users start at the top), the fields, then Back / Skip / Next. Enter submits (Next).
 */
export function StepFrame({
  title,
  description,
  progress,
  children,
  onSubmit,
  onBack,
  onSkip,
  submitLabel = T.next,
  busy = false,
  formError,
}: StepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [title]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <section className="mx-auto w-full max-w-2xl rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
      {progress && <ProgressBar {...progress} />}
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-text focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {description && <div className="mt-2 text-muted">{description}</div>}
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5" aria-label={title}>
        {children}
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
            {formError}
          </p>
        )}
        <div className="mt-2 flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center">
          {onBack && (
            <Button variant="outline" onClick={onBack} disabled={busy}>
              {T.back}
            </Button>
          )}
          <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
            {onSkip && (
              <Button variant="ghost" onClick={onSkip} disabled={busy}>
                {T.skip}
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}

function ProgressBar({ current, total, titles }: Progress) {
  const percent = Math.round((current / total) * 100);
  return (
    <div className="mb-6">
      <div className="flex items-center justify-between gap-2 text-sm">
        <p className="font-semibold text-primary">
          Step {current} of {total}
        </p>
        <p className="text-muted">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Profile setup progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`Step ${current} of ${total}: ${titles[current - 1] ?? ''}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-3 hidden flex-wrap gap-x-3 gap-y-1 text-xs text-muted md:flex" aria-label="Steps">
        {titles.map((t, i) => (
          <li
            key={t}
            aria-current={i + 1 === current ? 'step' : undefined}
            className={cn(i + 1 === current && 'font-semibold text-text', i + 1 < current && 'text-primary')}
          >
            {t}
          </li>
        ))}
      </ol>
    </div>
  );
}

export const FORM_SUMMARY = VALIDATION.formSummary;
