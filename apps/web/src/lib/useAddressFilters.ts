import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useMediaQuery } from '../components/ui/useMediaQuery';
import { useDebounced } from './useDebounced';

/** How a list page's filters are read from and written to the address. */
export interface AddressFilters<F extends { page: number }> {
  read: (params: URLSearchParams) => F;
  /** Leaves out what is empty (page 1 included), so a plain list has a plain address. */
  write: (filters: F) => URLSearchParams;
  empty: F;
}

/** Free-text filters wait this long after the last key before they reach the address (and the server). */
export const FILTER_TYPING_MS = 300;

/** Wide screens (and no screen at all: the server, and the browser hydrating its markup) show the filters. */
const WIDE = '(min-width: 768px)';

/**
 * A list page's filters kept in the address, so a filtered list can be shared and reloaded:
 * `update` changes filters and goes back to page 1 (replacing the history entry), `setPage` adds
 * an entry, `clear` empties everything. Text filters (`texts`) are typed into a draft that reaches
 * the address once it has settled for 300 ms, and never onto another page's address when the
 * visitor has moved on. `showFilters`: phones see the search first and open the filters on
 * demand; wider screens, or a list already filtered, show them at once.
 */
export function useAddressFilters<F extends { page: number }, T extends keyof F & string>(
  codec: AddressFilters<F>,
  texts: readonly T[],
  isFiltered: (filters: F) => boolean = () => false,
) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = codec.read(params);
  const draftOf = (from: F) => Object.fromEntries(texts.map((key) => [key, String(from[key] ?? '')]));
  const [draft, setDraft] = useState<Record<string, string>>(() => draftOf(filters));
  const settled = useDebounced(draft, FILTER_TYPING_MS);
  const [filteredAtStart] = useState(() => isFiltered(filters));
  const wide = useMediaQuery(WIDE, true);
  // Until the visitor opens or closes them, the filters follow the screen (and the server's render).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const showFilters = chosen ?? (filteredAtStart || wide);

  // The router renders a new address in a transition: on a busy device a filter can change after
  // the address did (the search text just settled) but before this render shows it. What this
  // render last wrote is the base of the next write until a render shows the new address, so the
  // second write does not put the older address back.
  const rendered = params.toString();
  const written = useRef<{ from: string; to: URLSearchParams } | null>(null);
  const latest = (): F => (written.current?.from === rendered ? codec.read(written.current.to) : filters);
  useEffect(() => {
    // A render showed another address: the write it carried (or a later navigation) is the base now.
    if (written.current && written.current.from !== rendered) written.current = null;
  }, [rendered]);
  const write = (next: URLSearchParams, replace: boolean) => {
    written.current = { from: rendered, to: next };
    setParams(next, { replace });
  };

  const update = (patch: Partial<F>) => write(codec.write({ ...latest(), page: 1, ...patch }), true);
  const setPage = (page: number) => write(codec.write({ ...latest(), page }), false);
  const clear = () => {
    setDraft(draftOf(codec.empty));
    write(codec.write(codec.empty), true);
  };

  const inAddress = texts.map((key) => String(filters[key] ?? '')).join('\u0000');
  useEffect(() => {
    // A text that settles after the visitor has left the list (a card's link, say) must not write its query onto the next page's address.
    if (window.location.pathname !== pathname) return;
    // Only settled texts move the address (typing again within 300 ms waits for the new text).
    if (settled !== draft) return;
    const changed = texts.some((key) => settled[key]!.trim() !== String(filters[key] ?? '').trim());
    if (changed) update(Object.fromEntries(texts.map((key) => [key, settled[key]!.trim()])) as Partial<F>);
    // update() reads the current filters; the texts and the address decide when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, draft, inAddress]);

  /** Binds a text filter's input: its draft value and change. */
  const text = (key: T) => ({
    value: draft[key] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  return {
    filters,
    params,
    update,
    setPage,
    clear,
    text,
    showFilters,
    toggleFilters: () => setChosen(!showFilters),
  };
}

/** Filters that are plain strings in the address under their own names (the catalogue lists), and the page. */
export function flatAddressFilters<K extends string>(
  keys: readonly K[],
): AddressFilters<Record<K, string> & { page: number }> {
  type Flat = Record<K, string> & { page: number };
  const empty = { ...Object.fromEntries(keys.map((key) => [key, ''])), page: 1 } as Flat;
  return {
    empty,
    read: (params) => {
      const page = Number(params.get('page'));
      return {
        ...Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])),
        page: Number.isInteger(page) && page > 1 ? page : 1,
      } as Flat;
    },
    write: (filters) => {
      const params = new URLSearchParams();
      for (const key of keys) if (filters[key].trim()) params.set(key, filters[key].trim());
      if (filters.page > 1) params.set('page', String(filters.page));
      return params;
    },
  };
}
