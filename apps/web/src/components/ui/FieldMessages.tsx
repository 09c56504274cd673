import type { ReactNode } from 'react';
import { cn } from './cn';

/** The ids that tie an input to its hint and error text (aria-describedby lists both). */
export function describedBy(inputId: string, hint: ReactNode, error: string | undefined) {
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The hint and error lines under a form control, with the ids describedBy() gave out. */
export function FieldMessages({
  inputId,
  hint,
  error,
}: {
  inputId: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const ids = describedBy(inputId, hint, error);
  return (
    <>
      {hint && (
        <p id={ids.hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}

/** Label, control and messages stacked, as every form field shows them. */
export function FieldShell(props: {
  inputId: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', props.className)}>
      <label htmlFor={props.inputId} className="text-sm font-medium text-text">
        {props.label}
      </label>
      {props.children}
      <FieldMessages inputId={props.inputId} hint={props.hint} error={props.error} />
    </div>
  );
}

/** Border, focus ring and error colour shared by inputs, text areas and selects. */
export const controlClasses = (error: string | undefined) =>
  cn(
    'w-full rounded-lg border bg-surface px-3 text-base text-text shadow-sm transition sm:text-sm',
    'placeholder:text-slate-500 focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none',
    error ? 'border-danger' : 'border-slate-300',
  );
