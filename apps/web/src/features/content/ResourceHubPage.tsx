import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PAGE_SIZES, type Page } from '@careerhub/shared';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TagPicker, type TagItem } from '../../components/ui/TagPicker';
import { api } from '../../lib/api';
import { useDebounced } from '../../lib/useDebounced';
import { useIsSignedIn } from '../auth/session';
import { useTopicAreas } from './api';
import { CareerTipsPicker } from './CareerTipsPicker';
import {
  EMPTY_HUB_FILTERS,
  hasHubFilters,
  hubFiltersFromSearch,
  hubQuery,
  searchFromHubFilters,
  type HubFilters,
} from './hubFilters';
import { useCanContribute } from './permissions';
import { ResourceFormDialog } from './ResourceFormDialog';
import { ResourceGrid } from './ResourceGrid';
import { CONTENT_TEXT as T } from './text';

export const loadTopics = async (search: string, signal: AbortSignal): Promise<TagItem[]> =>
  (
    await api.get<Page<{ id: number; name: string }>>('/topics/', {
      signal,
      silent: true,
      query: { topic_type: 'general', search, page_size: 8 },
    })
  ).data;

/** /resourcehub: the grid of approved resources and prompts; every filter lives in the address. */
export default function ResourceHubPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = hubFiltersFromSearch(params);
  const [searchText, setSearchText] = useState(filters.search);
  const search = useDebounced(searchText, 300);
  const { options } = useAppConfig();
  const signedIn = useIsSignedIn();
  const areas = useTopicAreas(signedIn);
  const canContribute = useCanContribute();
  const [contributing, setContributing] = useState(false);
  const [showFilters, setShowFilters] = useState(
    () =>
      hasHubFilters(filters) ||
      typeof window.matchMedia !== 'function' ||
      window.matchMedia('(min-width: 768px)').matches,
  );
  const activeCount =
    [filters.topicArea, filters.careerStage, filters.type].filter(Boolean).length + filters.topics.length;

  const update = (patch: Partial<HubFilters>) =>
    setParams(searchFromHubFilters({ ...filters, page: 1, ...patch }), { replace: true });

  useEffect(() => {
    // A text that settles after leaving the hub must not write onto the next page's address.
    if (window.location.pathname !== pathname) return;
    if (search !== searchText) return;
    if (search.trim() !== filters.search) update({ search });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, searchText, filters.search]);

  return (
    <div className="@container flex flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-text sm:text-3xl">{T.hubHeading}</h1>
          <p className="mt-1 text-muted">{T.hubSubheading}</p>
        </div>
        {canContribute && (
          <Button onClick={() => setContributing(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {T.contribute}
          </Button>
        )}
      </header>

      <section
        aria-label={T.filtersLabel}
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm"
      >
        <FormField
          label={T.searchLabel}
          type="search"
          placeholder={T.searchPlaceholder}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          aria-expanded={showFilters}
          aria-controls="hub-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {activeCount > 0 ? `${T.filtersLabel} (${activeCount})` : T.filtersLabel}
        </Button>
        <div id="hub-filters" hidden={!showFilters} className="flex flex-col gap-4">
          <div className="grid gap-3 @lg:grid-cols-3">
            <SelectField
              label={T.topicAreaLabel}
              placeholder={T.anyOption}
              options={(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              value={filters.topicArea}
              onChange={(e) => update({ topicArea: e.target.value })}
            />
            <SelectField
              label={T.careerStageLabel}
              placeholder={T.anyOption}
              options={options.career_stages.map((o) => ({ value: String(o.value), label: o.label }))}
              value={filters.careerStage}
              onChange={(e) => update({ careerStage: e.target.value })}
            />
            <SelectField
              label={T.typeLabel}
              placeholder={T.anyOption}
              options={Object.entries(T.typeOptions).map(([value, label]) => ({ value, label }))}
              value={filters.type}
              onChange={(e) => update({ type: e.target.value as HubFilters['type'] })}
            />
          </div>
          <TagPicker
            label={T.topicsLabel}
            value={filters.topics}
            onChange={(topics) =>
              update({ topics: topics.flatMap((t) => (t.id === null ? [] : [{ id: t.id, name: t.name }])) })
            }
            loadSuggestions={loadTopics}
            max={7}
          />
        </div>
        {hasHubFilters(filters) && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => {
              setSearchText('');
              setParams(searchFromHubFilters(EMPTY_HUB_FILTERS), { replace: true });
            }}
          >
            {T.clearFilters}
          </Button>
        )}
      </section>

      <ResourceGrid
        query={hubQuery(filters)}
        page={filters.page}
        pageSize={PAGE_SIZES.resources}
        onPageChange={(page) => setParams(searchFromHubFilters({ ...filters, page }))}
        emptyHint={hasHubFilters(filters) ? T.noResourcesHint : undefined}
      />

      {signedIn && <CareerTipsPicker />}
      {canContribute && (
        <ResourceFormDialog open={contributing} onClose={() => setContributing(false)} kind="resource" />
      )}
    </div>
  );
}
