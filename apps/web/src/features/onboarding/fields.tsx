import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../components/ui/cn';

interface Choice {
  value: string | number;
  label: string;
  description?: string | undefined;
}

interface ChoiceGroupProps {
  legend: string;
  choices: readonly Choice[];
  error?: string | undefined;
  /** Radio buttons for one answer, checkboxes for several. */
  multiple?: boolean;
  isChecked: (value: string | number) => boolean;
  onToggle: (value: string | number) => void;
  name: string;
  required?: boolean;
  columns?: 1 | 2;
  hint?: ReactNode;
}

/** A fieldset of radio buttons or checkboxes drawn as cards; arrow keys move within radios. */
export function ChoiceGroup({
  legend,
  choices,
  error,
  multiple = false,
  isChecked,
  onToggle,
  name,
  required,
  columns = 2,
  hint,
}: ChoiceGroupProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 text-sm font-medium text-text">
        {legend}
        {required && <span className="sr-only"> (required)</span>}
      </legend>
      {hint && <p className="-mt-1 mb-1 text-xs text-muted">{hint}</p>}
      <div className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {choices.map((choice) => {
          const checked = isChecked(choice.value);
          return (
            <label
              key={choice.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border bg-surface px-3.5 py-3 text-sm transition',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40',
                checked ? 'border-primary bg-primary-soft/60' : 'border-slate-300 hover:border-primary/50',
              )}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={String(choice.value)}
                checked={checked}
                onChange={() => onToggle(choice.value)}
                className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-text">{choice.label}</span>
                {choice.description && (
                  <span className="line-clamp-2 text-xs text-muted">{choice.description}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Hint and error lines under a field, with the ids its aria-describedby points at. */
function fieldNotes(id: string, hint: ReactNode, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    notes: (
      <>
        {hint && (
          <p id={hintId} className="text-xs text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </>
    ),
  };
}

const CONTROL =
  'w-full rounded-lg border bg-surface px-3 text-base text-text shadow-sm sm:text-sm focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, id, className, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const { describedBy, notes } = fieldNotes(inputId, hint, error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-text">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(CONTROL, 'py-2', error ? 'border-danger' : 'border-slate-300')}
        {...rest}
      />
      {notes}
    </div>
  );
}

interface NativeSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Choice[];
  placeholder: string;
  error?: string | undefined;
  id: string;
}

/** A native select: keyboard and screen-reader behaviour come from the browser. */
export function NativeSelect({ label, value, onChange, options, placeholder, error, id }: NativeSelectProps) {
  const { describedBy, notes } = fieldNotes(id, undefined, error);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(CONTROL, 'h-11', error ? 'border-danger' : 'border-slate-300')}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {notes}
    </div>
  );
}
