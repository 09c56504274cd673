import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_CIRCLE_TYPES, EVENT_TYPES, GROUPS_TEXT as T, PAGE_SIZES, SDGS } from '@careerhub/shared';
import { Search } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { SelectField } from '../../components/ui/SelectField';
import { useDebounced } from '../../lib/useDebounced';
import { useGroupList } from './api';
import { CardGridSkeleton, GroupCardView } from './GroupCardsTab';
import { groupTypeLabel } from './paths';
import { listFilters, listQuery, type ListKind } from './groupListFilters';

const TEXT = {
  circles: {
    title: T.circlesTitle,
    intro: T.circlesIntro,
    search: T.searchPlaceholders.circle,
    empty: T.noCircles,
  },
  events: {
    title: T.eventsTitle,
    intro: T.eventsIntro,
    search: T.searchPlaceholders.event,
    empty: T.noEvents,
  },
} as const;

/**
 * /circles and /events: every circle or event the viewer may see, 9 a page (the connections
 * area), searched from 2 characters; the search, filters and page live in the address.
 */
export default function GroupListPage({ kind }: { kind: ListKind }) {
  const [params, setParams] = useSearchParams();
  const filters = listFilters(kind, params);
  const [text, setText] = useState(filters.search);
  const debounced = useDebounced(text.trim(), 500);
  const copy = TEXT[kind];
  const pageSize = kind === 'circles' ? PAGE_SIZES.connectionsCircles : PAGE_SIZES.connectionsEvents;

  const update = (patch: Record<string, string>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (resetPage) next.delete('page');
    setParams(next, { replace: true });
  };
  // The typed search reaches the address once it settles (and the page goes back to 1).
  useEffect(() => {
    if (debounced !== filters.search) update({ search: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // Back and forward (or Clear filters) change the address: the box follows it.
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    if (text.trim() !== filters.search) setText(filters.search);
  }

  const query = useGroupList(kind, listQuery(kind, filters, pageSize));
  const filtered = Boolean(filters.search || filters.type || filters.sdg || filters.active);

  return (
    <div className="@container flex flex-col gap-5 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-bold text-text">{copy.title}</h1>
        <p className="mt-1 text-muted">{copy.intro}</p>
      </header>
      <form
        role="search"
        aria-label={copy.search}
        onSubmit={(e) => e.preventDefault()}
        className="grid gap-3 @lg:grid-cols-2 @lg:items-end @4xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${kind}-search`} className="text-sm font-medium text-text">
            {copy.search}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id={`${kind}-search`}
              type="search"
              value={text}
              aria-describedby={`${kind}-search-hint`}
              onChange={(e) => setText(e.target.value)}
              className="h-11 w-full rounded-lg border border-slate-300 bg-surface pr-3 pl-9 text-sm text-text focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none"
            />
          </div>
          <p
            id={`${kind}-search-hint`}
            className={text.trim().length === 1 ? 'text-xs text-muted' : 'sr-only'}
          >
            {T.searchMinLength}
          </p>
        </div>
        <SelectField
          label={kind === 'circles' ? T.circleType : T.eventType}
          placeholder={T.allTypes}
          options={
            kind === 'circles'
              ? DEFAULT_CIRCLE_TYPES.map((t) => ({ value: t, label: t }))
              : EVENT_TYPES.map((t) => ({ value: t, label: groupTypeLabel(t) }))
          }
          value={filters.type}
          onChange={(e) => update({ type: e.target.value })}
        />
        {kind === 'circles' ? (
          <SelectField
            label={T.goal}
            placeholder={T.allGoals}
            options={SDGS.map((g) => ({ value: String(g.id), label: `${g.id}. ${g.name}` }))}
            value={filters.sdg}
            onChange={(e) => update({ sdg: e.target.value })}
          />
        ) : null}
        <label className="flex h-11 items-center gap-2 text-sm text-text">
          <input
            type="checkbox"
            checked={filters.active}
            onChange={(e) => update({ active: e.target.checked ? 'true' : '' })}
            className="size-4 accent-[var(--color-primary)]"
          />
          {T.activeOnly}
        </label>
      </form>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading">
          <CardGridSkeleton count={6} />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Could not fetch items."
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          title={copy.empty}
          action={
            filtered ? (
              <Button
                variant="outline"
                onClick={() => {
                  setText('');
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                {T.clearFilters}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
            {query.data.data.map((card) => (
              <li key={card.id} className="flex">
                <GroupCardView card={card} />
              </li>
            ))}
          </ul>
          {query.data.pagination.count > pageSize && (
            <Pager
              page={filters.page}
              pageSize={pageSize}
              count={query.data.pagination.count}
              onPageChange={(page) => update({ page: page > 1 ? String(page) : '' }, false)}
            />
          )}
        </>
      )}
    </div>
  );
}
