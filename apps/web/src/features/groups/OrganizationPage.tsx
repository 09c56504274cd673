import { Navigate, useParams, useSearchParams } from 'react-router';
import { GROUP_MESSAGES, GROUPS_TEXT as T, type Group } from '@careerhub/shared';
import { Building2, MapPin, Users } from 'lucide-react';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { isApiError } from '../../lib/api';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { useGroupBySlug } from './api';
import { GroupJobsTab } from '../jobs/GroupJobsTab';
import { GroupPostsTab, GroupResourcesTab } from '../content/GroupContentTabs';
import { GroupCardsTab } from './GroupCardsTab';
import { GroupHeaderActions } from './GroupHeaderActions';
import { JoinControl } from './JoinControl';
import { GroupNotFound, GroupPageSkeleton, InfoCard, Paragraphs, RouteTabs } from './parts';
import { PeopleTab } from './PeopleTab';
import { DonateTab } from '../payments/DonateTab';
import { RichTextView } from '../../components/richtext';

interface OrgTab {
  path: string;
  label: string;
}

/** Tabs of section 2: influencer organizations get Overview and AI Impact only. */
export function organizationTabs(group: Group, showJobMenu: boolean): OrgTab[] {
  if (group.is_influencer)
    return [
      { path: 'overview', label: T.tabOverview },
      { path: 'impact', label: T.tabAiImpact },
    ];
  return [
    { path: 'overview', label: T.tabOverview },
    { path: 'people', label: T.tabPeople },
    { path: 'circles', label: T.tabCircles },
    { path: 'events', label: T.tabEvents },
    { path: 'resources', label: T.tabResources },
    { path: 'posts', label: T.tabPosts },
    ...(group.donation_details && group.donation_details.length > 0
      ? [{ path: 'donate', label: T.tabDonate }]
      : []),
    ...(showJobMenu ? [{ path: 'jobs', label: T.tabJobBoard }] : []),
  ];
}

/** The tab bar shows to members, administrators, and on influencer organizations. */
export const showsOrgTabs = (group: Group) =>
  group.membership_status === 'accepted' || Boolean(group.permissions?.can_manage) || group.is_influencer;

export default function OrganizationPage() {
  const { slug, tab } = useParams();
  const [params] = useSearchParams();
  const { ui } = useAppConfig();
  const query = useGroupBySlug(slug);

  if (query.isPending) return <GroupPageSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return <GroupNotFound message={GROUP_MESSAGES.orgNotFound} />;
    return <ErrorState title="Something went wrong" className="flex-1" />;
  }
  const group = query.data;
  const base = `/org/${group.name_slug}`;
  const tabs = showsOrgTabs(group) ? organizationTabs(group, ui.show_job_menu) : [];
  const current = tab ?? 'overview';
  if (tab && !tabs.some((t) => t.path === tab)) return <Navigate to={base} replace />;

  return (
    <div className="@container flex flex-col gap-5 p-4 sm:p-6">
      <header className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
        {group.cover_image ? (
          <img src={group.cover_image} alt="" className="h-28 w-full object-cover sm:h-40" />
        ) : (
          <div aria-hidden="true" className="h-28 bg-gradient-to-r from-primary to-primary/60 sm:h-40" />
        )}
        <div className="flex flex-col gap-4 px-4 pb-5 sm:flex-row sm:flex-wrap sm:items-end sm:px-6">
          {group.logo ? (
            <img
              src={group.logo}
              alt={`${group.name} logo`}
              className="-mt-10 size-20 rounded-2xl bg-surface object-cover ring-4 ring-surface sm:size-24"
            />
          ) : (
            <span
              aria-hidden="true"
              className="-mt-10 grid size-20 place-items-center rounded-2xl bg-primary text-primary-foreground ring-4 ring-surface sm:size-24"
            >
              <Building2 className="size-9" />
            </span>
          )}
          <div className="min-w-0 flex-1 sm:min-w-56">
            <h1 className="text-2xl font-bold tracking-tight break-words text-text">{group.name}</h1>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              {group.country && (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4" />
                  {group.country}
                </span>
              )}
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-4" />
                {T.members(group.total_members)}
              </span>
              <span>{T.circles(group.total_circles)}</span>
            </div>
          </div>
          <div className="flex w-full flex-wrap items-start justify-between gap-3">
            <GroupHeaderActions group={group} />
            <JoinControl group={group} />
          </div>
        </div>
      </header>
      <InfoCard title={T.about}>
        <RichTextView value={group.description_blocks ?? group.description} />
      </InfoCard>
      {tabs.length > 0 && (
        <>
          <RouteTabs base={base} tabs={tabs} label={group.name} />
          <OrgTabContent group={group} tab={current} status={params.get('status')} />
        </>
      )}
    </div>
  );
}

function OrgTabContent({ group, tab, status }: { group: Group; tab: string; status: string | null }) {
  switch (tab) {
    case 'people':
      return <PeopleTab group={group} initialStatus={status} />;
    case 'circles':
      return <GroupCardsTab parent={group} kind="circles" />;
    case 'events':
      return <GroupCardsTab parent={group} kind="events" />;
    case 'resources':
      return <GroupResourcesTab group={group} />;
    case 'posts':
      return <GroupPostsTab group={group} />;
    case 'jobs':
      return <GroupJobsTab group={group} />;
    case 'donate':
      return (group.donation_details?.length ?? 0) > 0 ? (
        <DonateTab group={group} />
      ) : (
        <EmptyState title={T.tabDonate} description={T.donateEmpty} />
      );
    case 'impact':
      return group.impact ? (
        <InfoCard title={T.tabAiImpact}>
          <Paragraphs text={group.impact} />
        </InfoCard>
      ) : (
        <EmptyState title={T.impactEmpty} />
      );
    default:
      return <EmptyState title={T.tabOverview} description={T.overviewEmpty} />;
  }
}
