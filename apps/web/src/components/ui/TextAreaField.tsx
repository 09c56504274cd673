import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { FieldShell, controlClasses, describedBy } from './FieldMessages';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  /** Under the field, e.g. a live "120 / 400 words" counter. */
  hint?: ReactNode;
}

/** A labelled multi-line input with its hint and error text wired up like FormField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className, rows = 4, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error).describedBy}
        className={cn('py-2', controlClasses(error))}
        {...rest}
      />
    </FieldShell>
  );
});
