import { lazy, Suspense, useState } from 'react';
import {
  EMPLOYMENT_TYPES,
  JOBS_ADMIN_TEXT as A,
  JOBS_BOARD_TEXT as T,
  WORK_MODES,
  type Page,
} from '@careerhub/shared';
import { Plus } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { FilterBar } from '../../components/ui/FilterBar';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TagPicker, type TagItem } from '../../components/ui/TagPicker';
import { api } from '../../lib/api';
import { useAddressFilters } from '../../lib/useAddressFilters';
import { isDefaultOrgAdmin, useIdentity } from '../auth/identity';
import { useIsSignedIn } from '../auth/session';
import { usePostableGroups } from './admin/api';
import { EMPTY_FILTERS, filtersFromSearch, hasFilters, searchFromFilters } from './board';
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

/** The board's filters in the address. */
const BOARD_FILTERS = { read: filtersFromSearch, write: searchFromFilters, empty: EMPTY_FILTERS };

/** /jobs: the Job Board. Filters live in the address; typing waits 300 ms before asking. */
export default function JobBoardPage() {
  const board = useAddressFilters(BOARD_FILTERS, ['search', 'country'], hasFilters);
  const { filters, update } = board;
  const { options } = useAppConfig();
  const canCreate = useCanCreateJob();
  const [creating, setCreating] = useState(false);
  const activeCount =
    [filters.jobType, filters.location, filters.careerStage, filters.country.trim()].filter(Boolean).length +
    filters.skills.length;

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

      <FilterBar
        label={T.filtersLabel}
        search={{ label: T.searchLabel, placeholder: T.searchPlaceholder, ...board.text('search') }}
        list={board}
        panelId="job-filters"
        activeCount={activeCount}
        filtered={hasFilters(filters)}
        clearLabel={T.clearFilters}
      >
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
          <FormField label={T.country} autoComplete="country-name" {...board.text('country')} />
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
      </FilterBar>

      <JobList filters={filters} onPageChange={board.setPage} />
      {creating && (
        <Suspense fallback={null}>
          <JobFormDialog open onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
