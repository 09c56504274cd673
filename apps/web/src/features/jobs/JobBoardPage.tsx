import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  EMPLOYMENT_TYPES,
  JOBS_ADMIN_TEXT as A,
  JOBS_BOARD_TEXT as T,
  WORK_MODES,
  type Page,
} from '@careerhub/shared';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TagPicker, type TagItem } from '../../components/ui/TagPicker';
import { api } from '../../lib/api';
import { useDebounced } from '../../lib/useDebounced';
import { isDefaultOrgAdmin, useIdentity } from '../auth/identity';
import { useIsSignedIn } from '../auth/session';
import { usePostableGroups } from './admin/api';
import { EMPTY_FILTERS, filtersFromSearch, hasFilters, searchFromFilters, type BoardFilters } from './board';
import { JobList } from './JobList';

// Only administrators open the job form: its code (and the form schemas) loads when they do.
const JobFormDialog = lazy(() => import('./form/JobFormDialog').then((m) => ({ default: m.JobFormDialog })));

const loadSkills = async (search: string, signal: AbortSignal): Promise<TagItem[]> =>
  (
    await api.get<Page<{ id: number; name: string }>>('/topics/', {
      signal,
      silent: true,
      query: { topic_type: 'skill', search, page_size: 8 },
    })
  ).data;

/**
 * Create Job for organization administrators: hidden when a default organization exists and the
 * user is not its administrator (section 2), and when there is nowhere the user may post.
 */
export function useCanCreateJob() {
  const signedIn = useIsSignedIn();
  const { data: identity } = useIdentity();
  const allowed =
    signedIn && identity !== undefined && (!identity.organization || isDefaultOrgAdmin(identity));
  const postable = usePostableGroups(allowed);
  return allowed && (postable.data?.length ?? 0) > 0;
}

/** /jobs: the Job Board. Filters live in the address; typing waits 300 ms before asking. */
export default function JobBoardPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = filtersFromSearch(params);
  const [searchText, setSearchText] = useState(filters.search);
  const [countryText, setCountryText] = useState(filters.country);
  const search = useDebounced(searchText, 300);
  const country = useDebounced(countryText, 300);
  const { options } = useAppConfig();
  const canCreate = useCanCreateJob();
  const [creating, setCreating] = useState(false);
  // Phones see the search first and open the filters on demand; wider screens show them at once.
  const [showFilters, setShowFilters] = useState(
    () =>
      hasFilters(filters) ||
      typeof window.matchMedia !== 'function' ||
      window.matchMedia('(min-width: 768px)').matches,
  );
  const activeCount =
    [filters.jobType, filters.location, filters.careerStage, filters.country.trim()].filter(Boolean).length +
    filters.skills.length;

  const update = (patch: Partial<BoardFilters>) =>
    setParams(searchFromFilters({ ...filters, page: 1, ...patch }), { replace: true });

  useEffect(() => {
    // A debounced text that settles after the visitor has left the board (a card's Apply link, say)
    // must not write its query onto the next page's address.
    if (window.location.pathname !== pathname) return;
    // Only settled texts move the address (typing again within 300 ms waits for the new text).
    if (search !== searchText || country !== countryText) return;
    if (search.trim() !== filters.search || country.trim() !== filters.country) update({ search, country });
    // update() reads the current filters; the texts and the address decide when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, country, searchText, countryText, filters.search, filters.country]);

  const choices = (values: readonly string[], labels: Record<string, string>) =>
    values.map((v) => ({ value: v, label: labels[v] ?? v }));

  return (
    <div className="@container flex flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-text sm:text-3xl">{T.heading}</h1>
          <p className="mt-1 text-muted">{T.subheading}</p>
        </div>
        {canCreate && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {A.createJob}
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
          aria-controls="job-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {activeCount > 0 ? `${T.filtersLabel} (${activeCount})` : T.filtersLabel}
        </Button>
        <div id="job-filters" hidden={!showFilters} className="flex flex-col gap-4">
          <div className="grid gap-3 @lg:grid-cols-2 @4xl:grid-cols-4">
            <SelectField
              label={T.jobType}
              placeholder={T.anyOption}
              options={choices(EMPLOYMENT_TYPES, A.jobTypes)}
              value={filters.jobType}
              onChange={(e) => update({ jobType: e.target.value })}
            />
            <SelectField
              label={T.location}
              placeholder={T.anyOption}
              options={choices(WORK_MODES, A.jobLocations)}
              value={filters.location}
              onChange={(e) => update({ location: e.target.value })}
            />
            <SelectField
              label={T.careerStage}
              placeholder={T.anyOption}
              options={options.career_stages.map((o) => ({ value: String(o.value), label: o.label }))}
              value={filters.careerStage}
              onChange={(e) => update({ careerStage: e.target.value })}
            />
            <FormField
              label={T.country}
              value={countryText}
              autoComplete="country-name"
              onChange={(e) => setCountryText(e.target.value)}
            />
          </div>
          <TagPicker
            label={T.skills}
            value={filters.skills}
            onChange={(skills) =>
              update({ skills: skills.flatMap((s) => (s.id === null ? [] : [{ id: s.id, name: s.name }])) })
            }
            loadSuggestions={loadSkills}
            max={7}
          />
        </div>
        {hasFilters(filters) && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => {
              setSearchText('');
              setCountryText('');
              setParams(searchFromFilters(EMPTY_FILTERS), { replace: true });
            }}
          >
            {T.clearFilters}
          </Button>
        )}
      </section>

      <JobList
        filters={filters}
        onPageChange={(page) => setParams(searchFromFilters({ ...filters, page }))}
      />
      {creating && (
        <Suspense fallback={null}>
          <JobFormDialog open onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
