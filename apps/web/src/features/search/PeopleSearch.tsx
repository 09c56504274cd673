import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, SEARCH_TEXT, UI_TEXT } from '@careerhub/shared';
import { Search, X } from 'lucide-react';
import { cn } from '../../components/ui/cn';
import { useDebounced } from '../../lib/useDebounced';
import { usePeopleSearch, type SearchResultItem } from './api';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();

function ResultOption({
  item,
  id,
  active,
  onPick,
}: {
  item: SearchResultItem;
  id: string;
  active: boolean;
  onPick: () => void;
}) {
  const detail = [item.description, item.institution_name].filter(Boolean).join(' · ');
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keep the focus in the field: the click still lands and picks the person.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2',
        active ? 'bg-primary-soft' : 'hover:bg-slate-50',
      )}
    >
      {item.image ? (
        <img src={item.image} alt="" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
        >
          {initials(item.name)}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-text">{item.name}</span>
        {detail && <span className="block truncate text-xs text-muted">{detail}</span>}
      </span>
    </li>
  );
}

interface PeopleSearchProps {
  /**
   * `bar`: in the top bar from 640 px (a field from md, below md a button that opens the field over
   * the bar). `drawer`: the field at the top of the menu drawer below 640 px, where the top bar has
   * no room left for one more control.
   */
  variant: 'bar' | 'drawer';
  /** Called after a person was picked (the drawer closes). */
  onPicked?: () => void;
}

/**
 * People search (spec section 7: GET /search/?type=user, debounced 500 ms, from 2 characters): a
 * combobox with a listbox of people; arrows move, Enter opens the profile, Escape closes.
 */
export function PeopleSearch({ variant, onPicked }: PeopleSearchProps) {
  const inDrawer = variant === 'drawer';
  const navigate = useNavigate();
  const base = useId();
  const listId = `${base}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // The highlighted option belongs to the results of one search term; a new term starts unhighlighted.
  const [highlight, setHighlight] = useState({ term: '', index: -1 });
  const typed = text.trim();
  const term = useDebounced(typed, LIMITS.autocompleteDebounceMs);
  const query = usePeopleSearch(term);
  const results = term === typed && query.data ? query.data : [];
  const active = highlight.term === term ? highlight.index : -1;

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  const showPopup = open && typed.length >= LIMITS.searchMinChars;
  let status: string | null = null;
  if (showPopup) {
    if (term !== typed || query.isFetching) status = UI_TEXT.searching;
    else if (query.isError) status = UI_TEXT.couldNotFetchItems;
    else if (results.length === 0) status = UI_TEXT.noResults;
  }
  const listed = showPopup && !status ? results : [];

  function collapse(returnFocus: boolean) {
    setOpen(false);
    setExpanded(false);
    if (returnFocus) requestAnimationFrame(() => openerRef.current?.focus());
  }

  function pick(item: SearchResultItem) {
    if (!item.name_slug) return;
    setText('');
    setOpen(false);
    setExpanded(false);
    inputRef.current?.blur();
    void navigate(`/profile/${item.name_slug}`);
    onPicked?.();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (listed.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const n = listed.length;
      setHighlight({ term, index: active < 0 ? (step > 0 ? 0 : n - 1) : (active + step + n) % n });
    } else if (e.key === 'Enter') {
      const item = listed[active] ?? (listed.length === 1 ? listed[0] : undefined);
      if (item) {
        e.preventDefault();
        pick(item);
      }
    } else if (e.key === 'Escape') {
      if (showPopup) {
        e.preventDefault();
        setOpen(false);
      } else if (expanded) {
        e.preventDefault();
        collapse(true);
      } else if (text) setText('');
    }
  }

  return (
    <div
      className={
        inDrawer
          ? 'relative mb-4 sm:hidden'
          : 'hidden min-w-0 flex-1 justify-end sm:flex md:relative md:max-w-sm md:justify-start'
      }
    >
      {!inDrawer && (
        <button
          ref={openerRef}
          type="button"
          aria-label={SEARCH_TEXT.openSearch}
          onClick={() => setExpanded(true)}
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-lg text-text hover:bg-slate-100 md:hidden',
            expanded && 'invisible',
          )}
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      )}
      <div
        className={
          inDrawer
            ? 'flex'
            : cn(
                expanded
                  ? 'absolute inset-x-0 top-0 z-20 flex h-16 items-center gap-1.5 bg-surface px-2'
                  : 'hidden',
                'md:static md:z-auto md:flex md:h-auto md:w-full md:bg-transparent md:px-0',
              )
        }
      >
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label={SEARCH_TEXT.label}
            aria-expanded={showPopup && listed.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 && listed[active] ? `${listId}-${active}` : undefined}
            placeholder={SEARCH_TEXT.placeholder}
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onFocus={() => {
              clearTimeout(blurTimer.current);
              setOpen(true);
            }}
            onBlur={() => {
              blurTimer.current = setTimeout(() => {
                setOpen(false);
                if (expanded && !text) setExpanded(false);
              }, LIMITS.suggestionBlurCloseMs);
            }}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-3 pl-9 text-base text-text placeholder:text-slate-500 focus:border-primary focus:bg-surface focus:ring-2 focus:ring-primary/25 focus:outline-none md:text-sm [&::-webkit-search-cancel-button]:hidden"
          />
        </div>
        {expanded && (
          <button
            type="button"
            aria-label={SEARCH_TEXT.closeSearch}
            onClick={() => collapse(true)}
            className="grid size-10 shrink-0 place-items-center rounded-lg text-text hover:bg-slate-100 md:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <div
        className={cn(
          'z-30 mt-1 rounded-xl border border-border bg-surface p-1.5 shadow-lg',
          !inDrawer &&
            'absolute top-full right-2 left-2 md:right-auto md:left-0 md:w-[min(26rem,calc(100vw-2rem))]',
          !showPopup && 'hidden',
        )}
      >
        <p role="status" className={status ? 'px-2.5 py-2 text-sm text-muted' : 'sr-only'}>
          {status ?? ''}
        </p>
        {listed.length > 0 && (
          <ul id={listId} role="listbox" aria-label={SEARCH_TEXT.resultsLabel} className="flex flex-col">
            {listed.map((item, i) => (
              <ResultOption
                key={item.id}
                id={`${listId}-${i}`}
                item={item}
                active={i === active}
                onPick={() => pick(item)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
