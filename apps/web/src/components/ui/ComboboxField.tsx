import { useId, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useCombobox } from 'downshift';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn';
import { FieldMessages, controlClasses, describedBy } from './FieldMessages';

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

/** Keeps downshift's own handling of this event away: the field's rules decide. */
const takeOver = (event: { nativeEvent: Event }) => {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
};

/**
 * A searchable list on downshift's combobox hook (the ARIA combobox pattern): type to filter,
 * arrows and Enter or a click to choose, Escape to close. Only a listed option becomes the value;
 * leaving the box with text that names no option puts the chosen one back, and leaving it empty
 * clears the value.
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
  const selected = options.find((o) => o.value === value) ?? null;
  const shown = selected?.label ?? value;
  // What the person typed since the last choice; null shows the chosen option's name.
  const [text, setText] = useState<string | null>(null);

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

  const types = useCombobox.stateChangeTypes;
  const combobox = useCombobox<ComboboxOption>({
    items: matches,
    itemToString: (option) => option?.label ?? '',
    selectedItem: selected,
    inputValue: text ?? shown,
    defaultHighlightedIndex: 0,
    inputId,
    labelId: `${inputId}-label`,
    menuId: listId,
    getItemId: (index) => `${listId}-${matches[index]?.value ?? index}`,
    onStateChange: ({ type, inputValue, selectedItem }) => {
      if (type === types.InputChange) return setText(inputValue ?? '');
      if (type === types.ItemClick || type === types.InputKeyDownEnter) {
        if (selectedItem) onChange(selectedItem.value);
        setText(null);
      }
    },
  });

  const leave = () => {
    if (text !== null) {
      const typed = fold(text.trim());
      if (typed === '') onChange('');
      else {
        const option = options.find((o) => fold(o.label) === typed);
        if (option) onChange(option.value);
      }
    }
    setText(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    if (!combobox.isOpen) return takeOver(event); // a closed list leaves Escape to the dialog around it
    event.stopPropagation();
    setText(null);
  };
  const { describedBy: described } = describedBy(inputId, hint, error);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label {...combobox.getLabelProps()} className="text-sm font-medium text-text">
        {label}
      </label>
      <div className="relative">
        <input
          {...combobox.getInputProps({
            'aria-invalid': error ? true : undefined,
            'aria-describedby': described,
            disabled,
            placeholder,
            onKeyDown,
            onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select(),
            onBlur: leave,
          })}
          className={cn('h-11 pr-9', controlClasses(error))}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
        <ul
          {...combobox.getMenuProps({ 'aria-label': `${label}: choices` })}
          hidden={!combobox.isOpen || matches.length === 0}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
        >
          {combobox.isOpen &&
            matches.map((option, index) => (
              <li
                key={option.value}
                {...combobox.getItemProps({ item: option, index })}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm text-text',
                  index === combobox.highlightedIndex && 'bg-primary-soft',
                  option.value === value && 'font-semibold',
                )}
              >
                {option.label}
              </li>
            ))}
        </ul>
      </div>
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}
