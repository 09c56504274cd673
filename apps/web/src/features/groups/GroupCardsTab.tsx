import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  EVENT_TYPES,
  GROUPS_TEXT as T,
  PAGE_SIZES,
  SDGS,
  type Group,
  type GroupCard,
} from '@careerhub/shared';
import { CalendarDays, Plus, Tag, Users } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { SelectField } from '../../components/ui/SelectField';
import { Skeleton } from '../../components/ui/Skeleton';
import { api } from '../../lib/api';
import { useGroupList } from './api';
import { GroupFormDialog } from './GroupFormDialog';
import { Badge, dateRange } from './parts';
import { groupPath, groupTypeLabel } from './paths';

/** The viewer's own state on a card: Member, Applied to join, or not accepted. */
const MEMBERSHIP_LABELS = {
  accepted: T.statusMember,
  pending: T.appliedToJoin,
  rejected: T.statusNotAccepted,
} as const;

/** "Free", or the price in USD as the detail page's price card shows it. */
export const priceLabel = (card: Pick<GroupCard, 'is_paid' | 'price'>) =>
  card.is_paid && card.price !== null ? `$${card.price.toFixed(2)}` : T.free;

/** A group card: cover, type, lifecycle label, dates, members, and View Circle / View Event. */
export function GroupCardView({ card }: { card: GroupCard }) {
  const dates = dateRange(card.start_date, card.end_date);
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      {card.cover_image ? (
        <img src={card.cover_image} alt="" className="h-28 w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="h-28 bg-gradient-to-br from-primary/80 to-primary/40" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="brand">{card.event_type ?? card.circle_type ?? card.group_type}</Badge>
          {card.registration_label && (
            <Badge tone={card.registration_label === 'Registration Open' ? 'good' : 'neutral'}>
              {card.registration_label}
            </Badge>
          )}
          {card.has_limited_seats && <Badge tone="warn">Limited Seats Available</Badge>}
          {card.membership_status && (
            <Badge tone={card.membership_status === 'accepted' ? 'good' : 'neutral'}>
              {MEMBERSHIP_LABELS[card.membership_status]}
            </Badge>
          )}
        </div>
        <h3 className="line-clamp-2 font-semibold text-text">{card.name}</h3>
        <p className="line-clamp-3 text-sm text-muted">{card.description.slice(0, 200)}</p>
        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-xs text-muted">
          {dates && (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {dates}
            </span>
          )}
          <span className="inline-flex items-center gap-1 font-medium text-text">
            <Tag aria-hidden="true" className="size-3.5 text-muted" />
            {priceLabel(card)}
          </span>
          {!card.is_external && (
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-3.5" />
              {T.members(card.total_members)}
            </span>
          )}
        </div>
        <Link
          to={groupPath(card)}
          className={buttonClasses('outline', 'sm', 'mt-2 self-start')}
          aria-label={`${card.group_type === 'event' ? T.viewEvent : T.viewCircle}: ${card.name}`}
        >
          {card.group_type === 'event'
            ? T.eventDetails
            : card.group_type === 'circle'
              ? T.viewCircle
              : T.viewEvent}
        </Link>
      </div>
    </article>
  );
}

export function CardGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-64 rounded-2xl" />
      ))}
    </div>
  );
}

/** Circles or events of an organization, with Create for those allowed. */
export function GroupCardsTab({ parent, kind }: { parent: Group; kind: 'circles' | 'events' }) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [filters, setFilters] = useState({ type: '', sdg: '', active: false });
  const pageSize = kind === 'circles' ? PAGE_SIZES.circles : PAGE_SIZES.events;
  const query = useGroupList(kind, {
    parent_group: parent.id,
    page,
    page_size: pageSize,
    ...(filters.type ? { [kind === 'circles' ? 'circle_type' : 'event_type']: filters.type } : {}),
    ...(filters.sdg && kind === 'circles' ? { sdg: filters.sdg } : {}),
    ...(filters.active ? { is_active: 'true' } : {}),
  });
  const circleTypes = useQuery({
    queryKey: ['groups', parent.id, 'circle-types'],
    enabled: kind === 'circles',
    queryFn: ({ signal }) =>
      api.get<{ data: string[] }>(`/groups/${parent.id}/circle-types/`, { signal, silent: true }),
    select: (answer) => answer.data,
  });
  const setFilter = (patch: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const canCreate =
    kind === 'circles' ? parent.permissions?.can_create_circle : parent.permissions?.can_create_event;
  const title = kind === 'circles' ? T.tabCircles : T.tabEvents;
  return (
    <section aria-labelledby={`${kind}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${kind}-heading`} className="text-lg font-semibold text-text">
          {title}
        </h2>
        {canCreate && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {kind === 'circles' ? T.createCircle : T.createEvent}
          </Button>
        )}
      </div>
      <div className="grid gap-3 @xl:grid-cols-3 @xl:items-end">
        <SelectField
          label={kind === 'circles' ? T.circleType : T.eventType}
          placeholder={T.allTypes}
          options={
            kind === 'circles'
              ? (circleTypes.data ?? []).map((t) => ({ value: t, label: t }))
              : EVENT_TYPES.map((t) => ({ value: t, label: groupTypeLabel(t) }))
          }
          value={filters.type}
          onChange={(e) => setFilter({ type: e.target.value })}
        />
        {kind === 'circles' && (
          <SelectField
            label={T.goal}
            placeholder={T.allGoals}
            options={SDGS.map((g) => ({ value: String(g.id), label: `${g.id}. ${g.name}` }))}
            value={filters.sdg}
            onChange={(e) => setFilter({ sdg: e.target.value })}
          />
        )}
        <label className="flex h-11 items-center gap-2 text-sm text-text">
          <input
            type="checkbox"
            checked={filters.active}
            onChange={(e) => setFilter({ active: e.target.checked })}
            className="size-4 accent-[var(--color-primary)]"
          />
          {T.activeOnly}
        </label>
      </div>
      {query.isPending ? (
        <CardGridSkeleton />
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
        <EmptyState title={kind === 'circles' ? T.noCircles : T.noEvents} />
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
              page={page}
              pageSize={pageSize}
              count={query.data.pagination.count}
              onPageChange={setPage}
            />
          )}
        </>
      )}
      {creating && (
        <GroupFormDialog
          mode="create"
          groupType={kind === 'circles' ? 'circle' : 'event'}
          parent={parent}
          onClose={() => setCreating(false)}
        />
      )}
    </section>
  );
}
