import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import { LIMITS, PROFILE_TEXT, UI_TEXT, VALIDATION } from '@careerhub/shared';
import { X } from 'lucide-react';
import { cn } from './cn';

/** A chosen item: an existing one (id) or a typed name not created yet (id null). */
export interface TagItem {
  id: number | null;
  name: string;
}

export interface TagPickerProps<T extends TagItem = TagItem> {
  label: string;
  value: T[];
  onChange: (value: T[]) => void;
  /** Suggestions for a search text (called with at least 2 characters, `debounceMs` after typing stops). */
  loadSuggestions: (search: string, signal: AbortSignal) => Promise<T[]>;
  /** False for pickers of existing things only (people): Enter never adds the typed text. */
  allowNew?: boolean;
  /** How a suggestion is drawn (a person with a picture, say); its name by default. */
  renderOption?: (item: T) => ReactNode;
  /** What makes two items the same; the name in any case by default. */
  itemKey?: (item: T) => string;
  /** Accessible name of the chosen items' list; "Chosen: {label}" by default. */
  chosenLabel?: string;
  /** The line under the field; the spec's tag hint with the maximum by default. */
  hint?: string;
  debounceMs?: number;
  /** Turns a typed name into an item (e.g. creates it on the server); without it the name is kept as typed. */
  createItem?: (name: string) => Promise<T | null>;
  max?: number;
  /** Shown when one more than `max` is added; "You can only add up to {max} items" by default. */
  limitMessage?: string | undefined;
  error?: string | undefined;
  /** Shown in the list when suggestions cannot be loaded. */
  loadErrorText?: string;
  id?: string;
  disabled?: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Keeps downshift's own handling of this event away: the picker's rules decide. */
const takeOver = (event: { nativeEvent: Event }) => {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
};

/** Suggestions for the typed text: loaded from 2 characters, 500 ms after typing stops. */
function useSuggestions<T>(
  typed: string,
  loadSuggestions: (search: string, signal: AbortSignal) => Promise<T[]>,
  debounceMs: number,
) {
  const [result, setResult] = useState<{ search: string; items: T[]; failed: boolean } | null>(null);
  const load = useRef(loadSuggestions);
  useEffect(() => {
    load.current = loadSuggestions;
  }, [loadSuggestions]);
  useEffect(() => {
    if (typed.length < LIMITS.searchMinChars) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load
        .current(typed, controller.signal)
        .then((items) => setResult({ search: typed, items, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ search: typed, items: [], failed: true });
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, debounceMs]);
  return result;
}

/**
 * Multi-item picker (spec section 5) on downshift's combobox and multiple-selection hooks, so
 * keyboard and screen-reader behaviour follow the ARIA combobox pattern: suggestions after 2 typed
 * characters, debounced 500 ms; arrows move through them, Enter adds the highlighted one, a
 * matching one or the typed name; Escape closes the list; Backspace in an empty field removes the
 * last chip (arrow left walks the chips, Delete removes one); at most `max` items; the list closes
 * 200 ms after the field loses focus.
 */
export function TagPicker<T extends TagItem = TagItem>({
  label,
  value,
  onChange,
  loadSuggestions,
  allowNew = true,
  renderOption = (item) => item.name,
  itemKey = (item) => item.name.trim().toLowerCase(),
  chosenLabel,
  hint,
  debounceMs = LIMITS.autocompleteDebounceMs,
  createItem,
  max = LIMITS.multiPicker,
  limitMessage,
  error,
  loadErrorText = UI_TEXT.couldNotFetchItems,
  id,
  disabled,
}: TagPickerProps<T>) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [limitError, setLimitError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // The list closes 200 ms after the field loses focus (a click on a suggestion lands first).
  const [isBlurred, setIsBlurred] = useState(false);
  useEffect(() => {
    if (!isBlurred) return;
    const timer = setTimeout(() => setOpen(false), LIMITS.suggestionBlurCloseMs);
    return () => clearTimeout(timer);
  }, [isBlurred]);

  const typed = text.trim();
  const loaded = useSuggestions(typed, loadSuggestions, debounceMs);
  const isCurrent = loaded?.search === typed;
  const suggestions = isCurrent ? loaded.items : [];
  const chosenKeys = new Set(value.map(itemKey));
  const visible = suggestions.filter((s) => !chosenKeys.has(itemKey(s)));
  const showList = open && typed.length >= LIMITS.searchMinChars;

  async function add(item: T) {
    // The server's rules for topics and skills, said before anything is sent: 2+ characters, once each.
    if (item.name.trim().length < 2) return setLimitError(VALIDATION.tagMin);
    if (chosenKeys.has(itemKey(item))) {
      setText('');
      return setLimitError(VALIDATION.tagDuplicate(item.name.trim()));
    }
    if (value.length >= max) return setLimitError(limitMessage ?? VALIDATION.maxItems(max));
    let chosen: T | null = item;
    if (item.id === null && createItem) {
      setAdding(true);
      chosen = await createItem(item.name).finally(() => setAdding(false));
      if (!chosen) return;
    }
    setLimitError(null);
    onChange([...value, chosen]);
    setText('');
  }

  function remove(item: T) {
    setLimitError(null);
    onChange(value.filter((v) => v !== item));
  }

  const multiple = useMultipleSelection<T>({
    selectedItems: value,
    itemToKey: (item) => (item ? itemKey(item) : ''),
    onSelectedItemsChange: ({ selectedItems }) => {
      setLimitError(null);
      onChange(selectedItems);
    },
  });
  const combobox = useCombobox<T>({
    items: visible,
    inputValue: text,
    isOpen: showList,
    selectedItem: null,
    itemToString: (item) => item?.name ?? '',
    inputId,
    labelId: `${inputId}-label`,
    menuId: `${inputId}-list`,
    getItemId: (index) => `${inputId}-opt-${index}`,
    onStateChange: ({ type, inputValue, selectedItem }) => {
      const types = useCombobox.stateChangeTypes;
      if (type === types.InputChange) {
        setText(inputValue ?? '');
        setOpen(true);
        setIsBlurred(false);
      } else if (type === types.InputKeyDownArrowDown || type === types.InputKeyDownArrowUp) {
        setOpen(true);
      } else if (type === types.ItemClick && selectedItem) {
        void add(selectedItem);
      }
    },
  });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      takeOver(event);
      // An empty field lets Enter do what it does in the form around it.
      if (!typed) return;
      event.preventDefault();
      const highlighted = showList ? visible[combobox.highlightedIndex] : undefined;
      const match = highlighted ?? suggestions.find((s) => same(s.name, typed));
      if (match) void add(match);
      // A typed name is an item not created yet (T's other fields come with createItem).
      else if (allowNew) void add({ id: null, name: typed } as T);
    } else if (event.key === 'Escape') {
      takeOver(event);
      if (!showList) return; // a closed list leaves Escape to the dialog around it
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const dropdown = multiple.getDropdownProps({ preventKeyAction: showList, onKeyDown });
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const message = limitError ?? error;
  const enterToAdd = allowNew ? ` ${PROFILE_TEXT.pressEnterToAdd(typed)}` : '';
  const status = !isCurrent
    ? UI_TEXT.searching
    : loaded.failed
      ? `${loadErrorText}${enterToAdd}`
      : visible.length === 0
        ? `${UI_TEXT.noResults}${enterToAdd}`
        : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label {...combobox.getLabelProps({ id: labelId })} className="text-sm font-medium text-text">
        {label}
      </label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={chosenLabel ?? `Chosen: ${label}`}>
          {value.map((item, index) => (
            <li
              key={itemKey(item)}
              className="flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-text"
            >
              {item.name}
              {/* Roving focus (downshift): arrow left from the field reaches the chips; Delete or Backspace removes. */}
              <button
                type="button"
                {...multiple.getSelectedItemProps({
                  selectedItem: item,
                  index,
                  onClick: (event: MouseEvent) => {
                    takeOver(event); // removed here: a second downshift action would undo it
                    remove(item);
                  },
                })}
                aria-label={PROFILE_TEXT.remove(item.name)}
                disabled={disabled}
                className="grid size-6 place-items-center rounded-full text-muted hover:bg-surface hover:text-text focus:ring-2 focus:ring-primary/40 focus:outline-none"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          {...combobox.getInputProps({
            ...dropdown,
            // With the list open the chips ignore keys, and the picker's Enter and Escape still run.
            onKeyDown: dropdown.onKeyDown ?? onKeyDown,
            'aria-describedby': `${hintId}${message ? ` ${errorId}` : ''}`,
            'aria-invalid': message ? true : undefined,
            'aria-busy': adding || undefined,
            disabled,
            onFocus: () => setIsBlurred(false),
            onBlur: (event: FocusEvent<HTMLInputElement>) => {
              takeOver(event); // nothing is chosen on blur; the list closes 200 ms later
              setIsBlurred(true);
            },
          })}
          className={cn(
            'h-11 w-full rounded-lg border bg-surface px-3 text-base text-text shadow-sm sm:text-sm',
            'focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none',
            message ? 'border-danger' : 'border-slate-300',
          )}
        />
        <ul
          {...combobox.getMenuProps({ 'aria-label': `${label} suggestions` })}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-lg"
        >
          {showList && status && (
            <li
              role="option"
              aria-selected={false}
              aria-disabled="true"
              className="px-3 py-2 text-sm text-muted"
            >
              {status}
            </li>
          )}
          {showList &&
            !status &&
            visible.map((s, index) => (
              <li
                key={itemKey(s)}
                {...combobox.getItemProps({ item: s, index })}
                className={cn(
                  'cursor-pointer rounded-lg px-3 py-2 text-sm text-text',
                  index === combobox.highlightedIndex && 'bg-primary-soft',
                )}
              >
                {renderOption(s)}
              </li>
            ))}
        </ul>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {hint ?? PROFILE_TEXT.tagHint(max)}
      </p>
      {message && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
