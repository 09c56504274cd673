import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { GROUPS_TEXT as T, LIMITS, LIMITED_SEATS_BADGE, SDGS, type Group } from '@careerhub/shared';
import { CalendarClock, CalendarDays, ExternalLink, Users } from 'lucide-react';
import { ErrorState } from '../../components/ui/ErrorState';
import { isApiError } from '../../lib/api';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { useGroupBySlug } from './api';
import { GroupHeaderActions } from './GroupHeaderActions';
import { JoinControl } from './JoinControl';
import { Badge, GroupNotFound, GroupPageSkeleton, InfoCard, Paragraphs, RouteTabs, dateRange } from './parts';
import { PeopleTab } from './PeopleTab';
import { groupTypeLabel } from './paths';
import { GroupPostsTab, GroupResourcesTab } from '../content/GroupContentTabs';
import { RichTextView } from '../../components/richtext';

/** Circle detail (/circle/{slug}) and event detail (/event/{slug}) with their sub-routes (section 2). */
export default function GroupDetailPage({ kind }: { kind: 'circle' | 'event' }) {
  const { slug, tab } = useParams();
  const [params] = useSearchParams();
  const query = useGroupBySlug(slug);
  if (query.isPending) return <GroupPageSkeleton />;
  if (query.isError || query.data.group_type !== kind) {
    if (!query.isError || (isApiError(query.error) && query.error.status === 404))
      return <GroupNotFound message={kind === 'circle' ? T.circleNotFound : T.eventNotFound} />;
    return <ErrorState title="Something went wrong" className="flex-1" />;
  }
  const group = query.data;
  const base = `/${kind}/${group.name_slug}`;
  const manage = Boolean(group.permissions?.can_manage);
  const tabs = [
    { path: 'overview', label: T.tabOverview },
    { path: 'people', label: T.tabPeople },
    { path: 'resources', label: T.tabResources },
    { path: 'posts', label: T.tabPosts },
    ...(manage ? [{ path: 'admin', label: T.tabAdmin }] : []),
  ];
  const current = tab ?? 'overview';
  if (!tabs.some((t) => t.path === current)) return <Navigate to={base} replace />;
  const showTabs = !(kind === 'event' && group.is_external);

  return (
    <div className="@container flex flex-col gap-5 p-4 sm:p-6">
      <Hero group={group} base={base} />
      {showTabs && <RouteTabs base={base} tabs={tabs} label={group.name} />}
      {current === 'overview' || !showTabs ? (
        <Overview group={group} />
      ) : current === 'people' ? (
        <PeopleTab group={group} initialStatus={params.get('status')} />
      ) : current === 'admin' ? (
        <PeopleTab group={group} initialStatus={params.get('status') ?? 'pending'} />
      ) : current === 'resources' ? (
        <GroupResourcesTab group={group} />
      ) : (
        <GroupPostsTab group={group} />
      )}
    </div>
  );
}

function Hero({ group, base }: { group: Group; base: string }) {
  const dates = dateRange(group.start_date, group.end_date);
  const appDates = dateRange(group.application_open_date, group.application_close_date);
  const max = group.maximum_size ?? LIMITS.circleHeroSeatFallback;
  const isEvent = group.group_type === 'event';
  const pending = group.pending_members_count ?? 0;
  return (
    <header className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <div className="relative">
        {group.cover_image ? (
          <img src={group.cover_image} alt="" className="h-36 w-full object-cover sm:h-52" />
        ) : (
          <div aria-hidden="true" className="h-36 bg-gradient-to-br from-primary to-primary/50 sm:h-52" />
        )}
        {isEvent && group.event_type && (
          <span className="absolute top-3 left-3 rounded-full bg-surface/95 px-3 py-1 text-xs font-semibold text-text shadow">
            {groupTypeLabel(group.event_type)}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-5 p-4 sm:p-6 @3xl:flex-row @3xl:items-start @3xl:justify-between">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap gap-1.5">
            {group.lifecycle_label && (
              <Badge tone={group.lifecycle === 'application_open' ? 'good' : 'neutral'}>
                {group.lifecycle_label}
              </Badge>
            )}
            {group.has_limited_seats && <Badge tone="warn">{LIMITED_SEATS_BADGE}</Badge>}
            {group.circle_type && <Badge tone="brand">{group.circle_type}</Badge>}
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words text-text sm:text-3xl">
            {group.name}
          </h1>
          <dl className="flex flex-col gap-1.5 text-sm text-muted">
            {dates && (
              <div className="flex flex-wrap items-center gap-x-1.5">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                <dt className="sr-only">{T.dates}</dt>
                <dd>{dates}</dd>
              </div>
            )}
            {appDates && (
              <div className="flex flex-wrap items-center gap-x-1.5">
                <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                <dt>{T.applicationDates}:</dt>
                <dd>{appDates}</dd>
              </div>
            )}
            {!(isEvent && group.is_external) && (
              <div className="flex flex-wrap items-center gap-x-1.5">
                <Users aria-hidden="true" className="size-4 shrink-0" />
                <dt className="sr-only">{T.tabPeople}</dt>
                <dd>
                  {isEvent ? T.participants(group.total_members) : T.membersOfMax(group.total_members, max)}
                </dd>
              </div>
            )}
            {group.external_link && (
              <div className="flex flex-wrap items-center gap-x-1.5">
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                <dt className="sr-only">{T.externalLink}</dt>
                <dd>
                  <a
                    href={group.external_link}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary underline"
                  >
                    {T.externalLink}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          {group.permissions?.can_manage && pending > 0 && (
            <Link
              to={`${base}/people?status=pending`}
              className="self-start text-sm font-semibold text-primary underline"
            >
              {T.pendingRequests(pending)}
            </Link>
          )}
          <GroupHeaderActions group={group} />
        </div>
        <div className="flex shrink-0 flex-col gap-3 @3xl:w-64">
          {group.is_paid && group.price !== null && (
            <div className="rounded-xl border border-border bg-slate-50 p-4">
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">{T.price}</p>
              <p className="text-2xl font-bold text-text">{`$${group.price.toFixed(2)}`}</p>
              {group.paid_features.length > 0 && (
                <ul className="mt-2 list-inside list-disc text-sm text-text">
                  {group.paid_features.slice(0, 3).map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {!(isEvent && group.is_external) && <JoinControl group={group} />}
        </div>
      </div>
    </header>
  );
}

function Overview({ group }: { group: Group }) {
  const { options } = useAppConfig();
  const labels = (list: Array<{ value: string | number; label: string }>, ids: number[]) =>
    ids.map((id) => list.find((o) => Number(o.value) === id)?.label).filter((l): l is string => Boolean(l));
  const side: Array<{ title: string; items: string[] }> = [
    { title: T.topics, items: (group.topics_detailed ?? []).map((t) => t.name) },
    { title: T.careerStages, items: labels(options.career_stages, group.career_stages) },
    { title: T.professionalFields, items: labels(options.professional_fields, group.professional_fields) },
    { title: T.functionalAreas, items: labels(options.job_functions, group.job_functions) },
    { title: T.businessValue, items: group.business_value ? [group.business_value] : [] },
    { title: T.complexity, items: group.complexity ? [group.complexity] : [] },
    { title: T.innovationCategory, items: group.innovation_category ? [group.innovation_category] : [] },
    {
      title: T.relevantSdgs,
      items: group.relevant_sdgs.map((id) => SDGS[id - 1]?.name ?? '').filter(Boolean),
    },
    {
      title: T.countries,
      items: group.countries.length > 0 ? group.countries.slice(0, 4) : [T.global],
    },
  ];
  return (
    <div className="grid gap-4 @3xl:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <InfoCard title={T.description}>
          <RichTextView value={group.description_blocks ?? group.description} />
          {group.use_cases_detailed.length > 0 && (
            <ul className="mt-3 list-inside list-disc">
              {group.use_cases_detailed.map((u) => (
                <li key={u.title}>{u.title}</li>
              ))}
            </ul>
          )}
        </InfoCard>
        {group.objective && (
          <InfoCard title={T.objective}>
            <Paragraphs text={group.objective} />
          </InfoCard>
        )}
        {group.member_requirements && (
          <InfoCard title={T.memberRequirements}>
            <Paragraphs text={group.member_requirements} />
          </InfoCard>
        )}
      </div>
      <div className="flex flex-col gap-4">
        {side
          .filter((card) => card.items.length > 0)
          .map((card) => (
            <InfoCard key={card.title} title={card.title}>
              <ul className="flex flex-wrap gap-1.5">
                {card.items.map((item) => (
                  <li key={item}>
                    <Badge>{item}</Badge>
                  </li>
                ))}
              </ul>
            </InfoCard>
          ))}
      </div>
    </div>
  );
}
