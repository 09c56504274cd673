import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Page, SearchResult } from '@careerhub/shared';
import { api } from '../../lib/api';
import { useDebounced } from '../../lib/useDebounced';

const inputClass =
  'w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm text-text focus-visible:outline-2 focus-visible:outline-primary';

function usePeople(search: string) {
  const term = useDebounced(search.trim(), 250);
  return useQuery({
    queryKey: ['careergps-people', term],
    enabled: term.length > 1,
    queryFn: ({ signal }) =>
      api.get<Page<SearchResult>>('/search/', {
        signal,
        silent: true,
        query: { type: 'user', search: term, page_size: 8 },
      }),
  });
}

/** A member, found by name (more than 1 character, spec 5): the package's recipient, a run's beneficiary. */
export function PersonPicker({
  id,
  label,
  onPick,
}: {
  id: string;
  label: string;
  onPick: (p: SearchResult) => void;
}) {
  const [search, setSearch] = useState('');
  const people = usePeople(search);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-text">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Type a name"
      />
      {people.data && search.trim().length > 1 && (
        <ul className="mt-1 rounded-lg border border-border bg-surface">
          {people.data.data.length === 0 && <li className="p-2 text-sm text-muted">No user found</li>}
          {people.data.data.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="w-full p-2 text-left text-sm text-text hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary"
                onClick={() => {
                  onPick(p);
                  setSearch('');
                }}
              >
                {p.name}
                {p.institution_name ? <span className="text-muted"> · {p.institution_name}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
