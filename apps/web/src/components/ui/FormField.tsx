import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';
import { FieldMessages, describedBy } from './FieldMessages';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The message under the field; marks the input invalid and is linked with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Something on the label's line, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
}

/** A labelled input with its hint and error text wired up for assistive technology. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, hint, labelAside, id, className, ...inputProps },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const ids = describedBy(inputId, hint, error);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-text">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          'h-11 w-full rounded-lg border bg-surface px-3 text-base text-text shadow-sm transition sm:text-sm',
          'placeholder:text-slate-500 focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none',
          error ? 'border-danger' : 'border-slate-300',
        )}
        {...inputProps}
      />
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
});
