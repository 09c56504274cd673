import { Link } from 'react-router';
import { PROFILE_TEXT } from '@careerhub/shared';
import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
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

/** Career Circles: the circles a user belongs to and the people they follow. */
export function CareerCirclesTab({ userId }: { userId: number }) {
  const circles = useCircles(userId);
  const people = useConnections(userId);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Section title="Circles">
        {circles.isPending ? (
          <Loading />
        ) : circles.isError ? (
          <ErrorState title={PROFILE_TEXT.couldNotCompleteRequest} className="py-6" />
        ) : circles.data.length === 0 ? (
          <EmptyState title={PROFILE_TEXT.emptyCircles} className="py-6" />
        ) : (
          <ul className="flex flex-col gap-2">
            {circles.data.map((c) => (
              <li key={c.id}>{c.name}</li>
            ))}
          </ul>
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
