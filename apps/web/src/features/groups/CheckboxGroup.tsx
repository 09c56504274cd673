import { cn } from '../../components/ui/cn';

interface CheckboxGroupProps {
  legend: string;
  options: ReadonlyArray<{ value: number; label: string }>;
  value: number[];
  onChange: (value: number[]) => void;
  error?: string | undefined;
  className?: string;
}

/** A fieldset of checkboxes for a list of ids (career stages, SDGs, use cases). */
export function CheckboxGroup({ legend, options, value, onChange, error, className }: CheckboxGroupProps) {
  const errorId = `${legend.replace(/\W+/g, '-').toLowerCase()}-error`;
  return (
    <fieldset
      className={cn('flex flex-col gap-2', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-text">{legend}</legend>
      <div className="grid max-h-48 gap-1.5 overflow-y-auto rounded-lg border border-slate-300 p-2.5 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm text-text">
            <input
              type="checkbox"
              checked={value.includes(option.value)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value),
                )
              }
              className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
