import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS, PROFILE_TEXT, UI_TEXT, VALIDATION } from '@careerhub/shared';
import { X } from 'lucide-react';
import { cn } from './cn';

/** A chosen item: an existing one (id) or a typed name not created yet (id null). */
export interface TagItem {
  id: number | null;
  name: string;
}

export interface TagPickerProps {
  label: string;
  value: TagItem[];
  onChange: (value: TagItem[]) => void;
  /** Suggestions for a search text (called with at least 2 characters, 500 ms after typing stops). */
  loadSuggestions: (search: string, signal: AbortSignal) => Promise<TagItem[]>;
  /** Turns a typed name into an item (e.g. creates it on the server); without it the name is kept as typed. */
  createItem?: (name: string) => Promise<TagItem | null>;
  max?: number;
  /** Shown when one more than `max` is added; "You can only add up to {max} items" by default. */
  limitMessage?: string;
  error?: string | undefined;
  /** Shown in the list when suggestions cannot be loaded. */
  loadErrorText?: string;
  id?: string;
  disabled?: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Multi-item picker (spec section 5): suggestions after 2 typed characters, debounced 500 ms; a
 * typed value matching a suggestion selects it; Enter adds; at most `max` items ("You can only add
 * up to {n} items"); the suggestion list closes 200 ms after the field loses focus.
 */
export function TagPicker({
  label,
  value,
  onChange,
  loadSuggestions,
  createItem,
  max = LIMITS.multiPicker,
  limitMessage,
  error,
  loadErrorText = UI_TEXT.couldNotFetchItems,
  id,
  disabled,
}: TagPickerProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [limitError, setLimitError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<TagItem[]>([]);
  const [searched, setSearched] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const load = useRef(loadSuggestions);
  useEffect(() => {
    load.current = loadSuggestions;
  }, [loadSuggestions]);

  const typed = text.trim();
  useEffect(() => {
    if (typed.length < LIMITS.searchMinChars) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load
        .current(typed, controller.signal)
        .then((items) => {
          setSuggestions(items);
          setLoadFailed(false);
          setSearched(typed);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setSuggestions([]);
          setLoadFailed(true);
          setSearched(typed);
        });
    }, LIMITS.autocompleteDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const visible = suggestions.filter((s) => !value.some((v) => same(v.name, s.name)));
  const isCurrent = searched === typed;
  const showList = open && typed.length >= LIMITS.searchMinChars;

  async function add(item: TagItem) {
    // The server's rules for topics and skills, said before anything is sent: 2+ characters, once each.
    if (item.name.trim().length < 2) return setLimitError(VALIDATION.tagMin);
    if (value.some((v) => same(v.name, item.name))) {
      setText('');
      return setLimitError(VALIDATION.tagDuplicate(item.name.trim()));
    }
    if (value.length >= max) return setLimitError(limitMessage ?? VALIDATION.maxItems(max));
    let chosen: TagItem | null = item;
    if (item.id === null && createItem) {
      setAdding(true);
      chosen = await createItem(item.name).finally(() => setAdding(false));
      if (!chosen) return;
    }
    setLimitError(null);
    onChange([...value, chosen]);
    setText('');
    setActive(-1);
  }

  function remove(item: TagItem) {
    setLimitError(null);
    onChange(value.filter((v) => v !== item));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.max(-1, Math.min(visible.length - 1, i + step)));
    } else if (event.key === 'Enter') {
      // An empty field lets Enter do what it does in the form around it.
      if (!typed) return;
      event.preventDefault();
      const match = (isCurrent ? visible[active] : undefined) ?? suggestions.find((s) => same(s.name, typed));
      void add(match ?? { id: null, name: typed });
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && !text && value.length > 0) {
      remove(value[value.length - 1]!);
    }
  }

  const listId = `${inputId}-list`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const message = limitError ?? error;
  const optionClass = 'px-3 py-2 text-sm text-muted';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-text">
        {label}
      </label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Chosen: ${label}`}>
          {value.map((item) => (
            <li
              key={item.name}
              className="flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-text"
            >
              {item.name}
              <button
                type="button"
                aria-label={PROFILE_TEXT.remove(item.name)}
                disabled={disabled}
                onClick={() => remove(item)}
                className="grid size-6 place-items-center rounded-full text-muted hover:bg-surface hover:text-text"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          id={inputId}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${inputId}-opt-${active}` : undefined}
          aria-describedby={`${hintId}${message ? ` ${errorId}` : ''}`}
          aria-invalid={message ? true : undefined}
          aria-busy={adding || undefined}
          autoComplete="off"
          disabled={disabled}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => clearTimeout(blurTimer.current)}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), LIMITS.suggestionBlurCloseMs);
          }}
          className={cn(
            'h-11 w-full rounded-lg border bg-surface px-3 text-base text-text shadow-sm sm:text-sm',
            'focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none',
            message ? 'border-danger' : 'border-slate-300',
          )}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-lg"
        >
          {showList &&
            (!isCurrent ? (
              <li role="option" aria-selected={false} aria-disabled="true" className={optionClass}>
                {UI_TEXT.searching}
              </li>
            ) : loadFailed ? (
              <li role="option" aria-selected={false} aria-disabled="true" className={optionClass}>
                {loadErrorText} {PROFILE_TEXT.pressEnterToAdd(typed)}
              </li>
            ) : visible.length === 0 ? (
              <li role="option" aria-selected={false} aria-disabled="true" className={optionClass}>
                {UI_TEXT.noResults} {PROFILE_TEXT.pressEnterToAdd(typed)}
              </li>
            ) : (
              visible.map((s, i) => (
                <li
                  key={`${s.id}-${s.name}`}
                  id={`${inputId}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => void add(s)}
                  className={cn(
                    'cursor-pointer rounded-lg px-3 py-2 text-sm text-text hover:bg-slate-50',
                    i === active && 'bg-primary-soft',
                  )}
                >
                  {s.name}
                </li>
              ))
            ))}
        </ul>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {PROFILE_TEXT.tagHint(max)}
      </p>
      {message && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
