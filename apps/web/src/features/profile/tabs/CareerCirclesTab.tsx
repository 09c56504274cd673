import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZES, PROFILE_TEXT, type UserCircle } from '@careerhub/shared';
import { CalendarDays, Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Pager } from '../../../components/ui/Pager';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useCircles, useConnections } from '../api';
import { Section } from './Section';

function Loading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
    </div>
  );
}

const day = (date: string | null) =>
  date
    ? new Date(date).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })
    : null;

/** One circle: its name (to the circle page), type, organization, the member's role and the dates. */
function CircleItem({ circle }: { circle: UserCircle }) {
  const dates = [day(circle.start_date), day(circle.end_date)].filter(Boolean).join(' – ');
  const details = [circle.circle_type, circle.organization?.name].filter(Boolean).join(' · ');
  return (
    <article className="flex gap-3">
      {circle.logo ? (
        <img src={circle.logo} alt="" className="size-10 shrink-0 rounded-xl object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary"
        >
          <Users className="size-5" />
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-0.5">
        <Link to={`/circle/${circle.name_slug}`} className="font-medium text-primary hover:underline">
          {circle.name}
        </Link>
        {details && <p className="text-muted">{details}</p>}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted">
          {circle.membership_role !== 'member' && (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 capitalize text-text">
              {circle.membership_role.replace('-', ' ')}
            </span>
          )}
          {dates && (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {dates}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** Career Circles: the circles a user belongs to and the people they follow. */
export function CareerCirclesTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const circles = useCircles(userId, page);
  const people = useConnections(userId);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Section title="Circles">
        {circles.isPending ? (
          <Loading />
        ) : circles.isError ? (
          <ErrorState title={PROFILE_TEXT.couldNotCompleteRequest} className="py-6" />
        ) : circles.data.data.length === 0 ? (
          <EmptyState title={PROFILE_TEXT.emptyCircles} className="py-6" />
        ) : (
          <div className="flex flex-col gap-4">
            <ul aria-label="Circles" className="flex flex-col gap-3">
              {circles.data.data.map((c) => (
                <li key={c.id}>
                  <CircleItem circle={c} />
                </li>
              ))}
            </ul>
            {circles.data.pagination.count > PAGE_SIZES.connectionsCircles && (
              <Pager
                page={page}
                pageSize={PAGE_SIZES.connectionsCircles}
                count={circles.data.pagination.count}
                onPageChange={setPage}
              />
            )}
          </div>
        )}
      </Section>
      <Section title="Following">
        {people.isPending ? (
          <Loading />
        ) : people.isError ? (
          <ErrorState title={PROFILE_TEXT.couldNotCompleteRequest} className="py-6" />
        ) : people.data.data.length === 0 ? (
          <EmptyState
            icon={<Users className="size-6" />}
            title={PROFILE_TEXT.emptyConnections}
            className="py-6"
          />
        ) : (
          <ul className="flex flex-col gap-2">
            {people.data.data.map((p) => (
              <li key={p.id}>
                <Link to={`/profile/${p.name_slug}`} className="font-medium text-primary hover:underline">
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
