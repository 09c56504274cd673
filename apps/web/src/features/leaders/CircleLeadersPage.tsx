import { Link } from 'react-router';
import { BadgeCheck, ClipboardCheck, Clock, SlidersHorizontal } from 'lucide-react';
import { LEADERS_TEXT as T, PAGE_SIZES } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button, buttonClasses } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { useAddressFilters } from '../../lib/useAddressFilters';
import { useIdentity } from '../auth/identity';
import { CatalogGrid } from '../catalog/CatalogGrid';
import { useTopicAreas } from '../content/api';
import { useCertification, useLeaders } from './api';
import { LeaderCard } from './cards';
import { LEADER_FILTERS, isFiltered, leaderQuery } from './filters';

/**
 * "Become a Leader" for registered members who are not leaders yet ("Application under Review",
 * disabled, while pending), and the review queue's link for staff.
 */
function BecomeLeader() {
  const identity = useIdentity().data;
  const review = identity?.is_staff ? (
    <Link to="/leader-certification/review" className={buttonClasses('outline')}>
      <ClipboardCheck aria-hidden="true" className="size-4" />
      {T.queueTitle}
    </Link>
  ) : null;
  const eligible = Boolean(identity && !identity.is_trial_user && !identity.is_certified);
  const state = useCertification(eligible);
  let apply = null;
  if (eligible && state.data && !state.data.is_certified) {
    apply =
      state.data.application?.status === 'pending' ? (
        <Button variant="outline" disabled>
          <Clock aria-hidden="true" className="size-4" />
          {T.underReview}
        </Button>
      ) : (
        <Link to="/leader-certification" className={buttonClasses('primary')}>
          <BadgeCheck aria-hidden="true" className="size-4" />
          {T.becomeLeader}
        </Link>
      );
  }
  if (!review && !apply) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {review}
      {apply}
    </div>
  );
}

/** /circle-leaders: certified leaders, 9 a page, filtered by search, topic area, field and job function. */
export default function CircleLeadersPage() {
  const list = useAddressFilters(LEADER_FILTERS, ['search'], isFiltered);
  const { options } = useAppConfig();
  const areas = useTopicAreas();
  const leaders = useLeaders(leaderQuery(list.filters));
  const option = (items: ReadonlyArray<{ value: string | number; label: string }>) =>
    items.map((o) => ({ value: String(o.value), label: o.label }));

  return (
    <div className="@container flex flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold text-text sm:text-3xl">{T.leadersTitle}</h1>
          <p className="mt-1 text-muted">{T.leadersIntro}</p>
        </div>
        <BecomeLeader />
      </header>
      <section
        aria-label={T.filters}
        className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <FormField label={T.searchLeaders} type="search" {...list.text('search')} />
          </div>
          <Button
            variant="outline"
            aria-expanded={list.showFilters}
            aria-controls="leader-filters"
            onClick={list.toggleFilters}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {T.filters}
          </Button>
          {isFiltered(list.filters) && (
            <Button variant="ghost" onClick={list.clear}>
              {T.clearFilters}
            </Button>
          )}
        </div>
        <div
          id="leader-filters"
          hidden={!list.showFilters}
          className="grid gap-3 @sm:grid-cols-2 @2xl:grid-cols-3"
        >
          <SelectField
            label={T.topicArea}
            placeholder={T.any}
            options={(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={list.filters.topic_area}
            onChange={(e) => list.update({ topic_area: e.target.value })}
          />
          <SelectField
            label={T.professionalField}
            placeholder={T.any}
            options={option(options.professional_fields)}
            value={list.filters.professional_field}
            onChange={(e) => list.update({ professional_field: e.target.value })}
          />
          <SelectField
            label={T.jobFunction}
            placeholder={T.any}
            options={option(options.job_functions)}
            value={list.filters.job_function}
            onChange={(e) => list.update({ job_function: e.target.value })}
          />
        </div>
      </section>
      <CatalogGrid
        label={T.leadersTitle}
        items={leaders.data?.data}
        count={leaders.data?.pagination.count ?? 0}
        isPending={leaders.isPending}
        isError={leaders.isError}
        onRetry={() => void leaders.refetch()}
        empty={T.noLeaders}
        errorTitle={T.couldNotFetchLeaders}
        page={list.filters.page}
        pageSize={PAGE_SIZES.circleLeaders}
        onPageChange={list.setPage}
        render={(leader) => <LeaderCard leader={leader} />}
        minWidth="18rem"
      />
    </div>
  );
}
