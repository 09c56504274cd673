import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn';
import { FieldShell, controlClasses, describedBy } from './FieldMessages';

export interface ComboboxOption {
  value: string;
  label: string;
}

interface ComboboxFieldProps {
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  id?: string;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  className?: string;
  placeholder?: string;
  /** Most options shown at once while typing (the list scrolls). */
  limit?: number;
}

/** Lower case without accents: "Côte" and "cote" match. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A searchable list (the ARIA combobox pattern): type to filter, arrows and Enter or a click to
 * choose, Escape to close. Only a listed option becomes the value; leaving the box with text that
 * names no option puts the chosen one back, and leaving it empty clears the value.
 */
export function ComboboxField({
  label,
  options,
  value,
  onChange,
  id,
  error,
  hint,
  disabled,
  className,
  placeholder,
  limit = 300,
}: ComboboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-list`;
  const selected = options.find((o) => o.value === value);
  const shown = selected?.label ?? value;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => {
    const query = fold((text ?? '').trim());
    const found = query ? options.filter((o) => fold(o.label).includes(query)) : options;
    // Names that start with the query come first ("Ind" → India before Dominica).
    return (
      query
        ? [...found].sort(
            (a, b) => Number(!fold(a.label).startsWith(query)) - Number(!fold(b.label).startsWith(query)),
          )
        : found
    ).slice(0, limit);
  }, [options, text, limit]);

  const choose = (option: ComboboxOption | undefined) => {
    if (option) onChange(option.value);
    setText(null);
    setOpen(false);
  };
  const leave = () => {
    if (text !== null) {
      const typed = fold(text.trim());
      if (typed === '') onChange('');
      else choose(options.find((o) => fold(o.label) === typed));
    }
    setText(null);
    setOpen(false);
  };
  const move = (delta: number) => {
    setOpen(true);
    const next = Math.max(0, Math.min(matches.length - 1, active + delta));
    setActive(next);
    listRef.current?.children[next]?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(open ? 1 : 0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setText(null);
      setOpen(false);
    }
  };
  const { describedBy: described } = describedBy(inputId, hint, error);
  const activeId = open && matches[active] ? `${listId}-${matches[active].value}` : undefined;

  return (
    <FieldShell inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder}
          value={text ?? shown}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(e) => e.target.select()}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={leave}
          className={cn('h-11 pr-9', controlClasses(error))}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={`${label}: choices`}
          hidden={!open || matches.length === 0}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
        >
          {matches.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${option.value}`}
              role="option"
              aria-selected={option.value === value}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(option);
              }}
              onMouseMove={() => setActive(index)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm text-text',
                index === active && 'bg-primary-soft',
                option.value === value && 'font-semibold',
              )}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
    </FieldShell>
  );
}
