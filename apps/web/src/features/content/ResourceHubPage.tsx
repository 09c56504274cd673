import { useState } from 'react';
import { PAGE_SIZES, type Page } from '@careerhub/shared';
import { Plus } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { FilterBar } from '../../components/ui/FilterBar';
import { SelectField } from '../../components/ui/SelectField';
import { TagPicker, type TagItem } from '../../components/ui/TagPicker';
import { api } from '../../lib/api';
import { useAddressFilters } from '../../lib/useAddressFilters';
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

/** The hub's filters in the address. */
const HUB_FILTERS = { read: hubFiltersFromSearch, write: searchFromHubFilters, empty: EMPTY_HUB_FILTERS };

/** /resourcehub: the grid of approved resources and prompts; every filter lives in the address. */
export default function ResourceHubPage() {
  const hub = useAddressFilters(HUB_FILTERS, ['search'], hasHubFilters);
  const { filters, update } = hub;
  const { options } = useAppConfig();
  const signedIn = useIsSignedIn();
  const areas = useTopicAreas(signedIn);
  const canContribute = useCanContribute();
  const [contributing, setContributing] = useState(false);
  const activeCount =
    [filters.topicArea, filters.careerStage, filters.type].filter(Boolean).length + filters.topics.length;

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

      <FilterBar
        label={T.filtersLabel}
        search={{ label: T.searchLabel, placeholder: T.searchPlaceholder, ...hub.text('search') }}
        list={hub}
        panelId="hub-filters"
        activeCount={activeCount}
        filtered={hasHubFilters(filters)}
        clearLabel={T.clearFilters}
      >
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
      </FilterBar>

      <ResourceGrid
        query={hubQuery(filters)}
        page={filters.page}
        pageSize={PAGE_SIZES.resources}
        onPageChange={hub.setPage}
        emptyHint={hasHubFilters(filters) ? T.noResourcesHint : undefined}
      />

      {signedIn && <CareerTipsPicker />}
      {canContribute && (
        <ResourceFormDialog open={contributing} onClose={() => setContributing(false)} kind="resource" />
      )}
    </div>
  );
}
