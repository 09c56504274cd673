import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LIMITS, UI_TEXT, VALIDATION } from '@careerhub/shared';
import { X } from 'lucide-react';
import { cn } from '../../components/ui/cn';
import { api } from '../../lib/api';
import type { Named } from './api';

/** A chosen item: an existing topic, or a new name the server creates on save. */
export type TagValue = Named | { id: null; name: string };

interface TagPickerProps {
  label: string;
  topicType: 'skill' | 'general';
  value: TagValue[];
  onChange: (value: TagValue[]) => void;
  max?: number;
  error?: string | undefined;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Tag picker (spec section 5): suggestions after 2 typed characters, debounced 500 ms; Enter adds
 * the highlighted or matching suggestion, else the typed text; at most `max` items; the list
 * closes 200 ms after the field loses focus.
 */
export function TagPicker({
  label,
  topicType,
  value,
  onChange,
  max = LIMITS.multiPicker,
  error,
}: TagPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [limitError, setLimitError] = useState<string | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = useDebounced(text.trim(), LIMITS.autocompleteDebounceMs);
  const enabled = search.length >= LIMITS.searchMinChars;
  const query = useQuery({
    queryKey: ['topics', topicType, search],
    enabled,
    queryFn: ({ signal }) =>
      api.get<{ data: Named[] }>('/topics/', {
        signal,
        silent: true,
        query: { topic_type: topicType, search, page_size: 8 },
      }),
  });
  const chosen = new Set(value.map((v) => v.name.toLowerCase()));
  const suggestions = (query.data?.data ?? []).filter((s) => !chosen.has(s.name.toLowerCase()));
  const showList = open && text.trim().length >= LIMITS.searchMinChars;

  function add(item: TagValue) {
    // The server's rules for topics and skills: 2+ characters, no name twice whatever its case.
    if (item.name.trim().length < 2) return setLimitError(VALIDATION.tagMin);
    if (chosen.has(item.name.trim().toLowerCase())) {
      setText('');
      return setLimitError(VALIDATION.tagDuplicate(item.name.trim()));
    }
    if (value.length >= max)
      return setLimitError(topicType === 'skill' ? VALIDATION.maxSkills : VALIDATION.maxTopics);
    setLimitError(null);
    onChange([...value, item]);
    setText('');
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.max(-1, Math.min(suggestions.length - 1, i + step)));
    } else if (event.key === 'Enter') {
      const typed = text.trim();
      if (!typed) return; // an empty field lets Enter submit the step
      event.preventDefault();
      const match =
        suggestions[active] ?? suggestions.find((s) => s.name.toLowerCase() === typed.toLowerCase());
      add(match ?? { id: null, name: typed });
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const listId = `${id}-list`;
  const message = limitError ?? error;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-text">
        {label}
      </label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((item) => (
            <li
              key={item.name}
              className="flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-text"
            >
              {item.name}
              <button
                type="button"
                aria-label={`Remove ${item.name}`}
                onClick={() => onChange(value.filter((v) => v !== item))}
                className="grid size-6 place-items-center rounded-full text-muted hover:bg-white hover:text-text"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          aria-invalid={message ? true : undefined}
          autoComplete="off"
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
        {showList && (
          <ul
            id={listId}
            role="listbox"
            aria-label={`${label} suggestions`}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-lg"
          >
            {query.isFetching || !enabled || search !== text.trim() ? (
              <li
                role="option"
                aria-selected={false}
                aria-disabled="true"
                className="px-3 py-2 text-sm text-muted"
              >
                {UI_TEXT.searching}
              </li>
            ) : suggestions.length === 0 ? (
              <li
                role="option"
                aria-selected={false}
                aria-disabled="true"
                className="px-3 py-2 text-sm text-muted"
              >
                {UI_TEXT.noResults} Press Enter to add “{text.trim()}”.
              </li>
            ) : (
              suggestions.map((s, i) => (
                <li
                  key={s.id}
                  id={`${id}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => add(s)}
                  className={cn(
                    'cursor-pointer rounded-lg px-3 py-2 text-sm text-text',
                    i === active && 'bg-primary-soft',
                  )}
                >
                  {s.name}
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Type at least 2 characters, then pick a suggestion or press Enter. Up to {max}.
      </p>
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
