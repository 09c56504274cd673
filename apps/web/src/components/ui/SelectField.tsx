import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { FieldShell, controlClasses, describedBy } from './FieldMessages';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  /** The empty first choice, e.g. "Not set". */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled native select (keyboard and screen-reader behaviour of the platform) with its error text. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell inputId={inputId} label={label} error={error} className={className}>
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, undefined, error).describedBy}
        className={cn('h-11', controlClasses(error))}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
