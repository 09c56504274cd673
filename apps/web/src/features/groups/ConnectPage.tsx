import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import {
  GROUPS_TEXT as T,
  PAGE_SIZES,
  type Page,
  type GroupCard,
  type SearchResult,
} from '@careerhub/shared';
import { Search } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../components/ui/cn';
import { api } from '../../lib/api';
import { useDebounced } from '../../lib/useDebounced';
import { MemberAvatar } from './MemberAvatar';
import { groupPath, groupTypeLabel } from './paths';

export const CONNECTIONS = ['all', 'circle', 'organization', 'user', 'event'] as const;
export type Connection = (typeof CONNECTIONS)[number];
const LABELS: Record<Connection, string> = {
  all: T.connectionAll,
  circle: T.connectionCircle,
  organization: T.connectionOrganization,
  user: T.connectionUser,
  event: T.connectionEvent,
};

interface Item {
  key: string;
  name: string;
  image: string | null;
  type: string;
  description: string | null;
  to: string;
}

const fromSearch = (r: SearchResult): Item => ({
  key: `${r.type}-${r.id}`,
  name: r.name,
  image: r.image,
  type: r.type,
  description: r.description,
  to:
    r.type === 'user'
      ? `/profile/${r.name_slug}`
      : groupPath({ group_type: r.type as GroupCard['group_type'], name_slug: r.name_slug }),
});
const fromCard = (g: GroupCard): Item => ({
  key: `${g.group_type}-${g.id}`,
  name: g.name,
  image: g.logo ?? g.cover_image,
  type: g.group_type,
  description: g.description,
  to: groupPath(g),
});

/** Which call lists a connection type, and its page size. */
export function connectionRequest(connection: Connection, search: string, page: number) {
  const term = search.length >= 2 ? search : undefined;
  switch (connection) {
    case 'circle':
      return {
        path: '/circles/',
        query: { search: term, page, page_size: PAGE_SIZES.connectionsCircles },
        size: PAGE_SIZES.connectionsCircles,
      };
    case 'event':
      return {
        path: '/events/',
        query: { search: term, page, page_size: PAGE_SIZES.connectionsEvents },
        size: PAGE_SIZES.connectionsEvents,
      };
    case 'organization':
      return {
        path: '/groups/',
        query: { group_type: 'organization', search: term, page, page_size: PAGE_SIZES.search },
        size: PAGE_SIZES.search,
      };
    default:
      return {
        path: '/search/',
        query: {
          type: connection === 'user' ? 'user' : 'all',
          search: term,
          page,
          page_size: PAGE_SIZES.search,
        },
        size: PAGE_SIZES.search,
      };
  }
}

/** /connect?connection=…: people, organizations, circles and events to connect with. */
export default function ConnectPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('connection');
  const connection: Connection = CONNECTIONS.includes(raw as Connection) ? (raw as Connection) : 'all';
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(text.trim(), 500);
  const request = connectionRequest(connection, search, page);
  const query = useQuery({
    queryKey: ['connect', connection, search, page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await api.get<Page<SearchResult | GroupCard>>(request.path, {
        signal,
        silent: true,
        query: request.query,
      });
      const items = answer.data.map((row) => ('group_type' in row ? fromCard(row) : fromSearch(row)));
      return { items, count: answer.pagination.count };
    },
  });

  return (
    <div className="@container flex flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-text">{T.connectTitle}</h1>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div role="group" aria-label={T.connectionFilter} className="flex flex-wrap gap-1.5">
          {CONNECTIONS.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === connection}
              onClick={() => {
                setParams({ connection: c });
                setPage(1);
              }}
              className={cn(
                'h-9 rounded-full border px-4 text-sm font-medium',
                c === connection
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface text-text hover:bg-slate-50',
              )}
            >
              {LABELS[c]}
            </button>
          ))}
        </div>
        <label className="relative md:w-80">
          <span className="sr-only">{T.searchPlaceholders[connection]}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            value={text}
            placeholder={T.searchPlaceholders[connection]}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
            className="h-10 w-full rounded-lg border border-slate-300 bg-surface pr-3 pl-9 text-sm text-text focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none"
          />
        </label>
      </div>
      {query.isPending ? (
        <div aria-hidden="true" className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
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
      ) : query.data.items.length === 0 ? (
        <EmptyState title={T.nothingFound} description={T.nothingFoundText} />
      ) : (
        <>
          <ul className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-3">
            {query.data.items.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className="flex h-full items-start gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm hover:border-primary/50"
                >
                  <MemberAvatar name={item.name} image={item.image} className="size-11" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-text">{item.name}</span>
                    <span className="block text-xs text-muted">{groupTypeLabel(item.type)}</span>
                    {item.description && (
                      <span className="mt-1 line-clamp-2 block text-sm text-muted">
                        {item.description.slice(0, 200)}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {query.data.count > request.size && (
            <Pager page={page} pageSize={request.size} count={query.data.count} onPageChange={setPage} />
          )}
        </>
      )}
    </div>
  );
}
