import { PROFILE_TEXT, type CareerEntry } from '@careerhub/shared';
import { Briefcase, GraduationCap } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useCareerEntries } from '../api';

const month = (date: string | null) =>
  date
    ? new Date(`${date}T00:00:00`).toLocaleDateString(undefined, { month: 'short', year: 'numeric' })
    : null;

function period(entry: CareerEntry) {
  const start = month(entry.start_date);
  const end = entry.is_currently_working ? PROFILE_TEXT.present : month(entry.end_date);
  return [start, end].filter(Boolean).join(' – ');
}

/** Career Tree (work) or Education and Learning (education): the entries as a timeline. */
export function CareerTimelineTab({ userId, type }: { userId: number; type: 'work' | 'education' }) {
  const query = useCareerEntries(userId, type);
  const Icon = type === 'work' ? Briefcase : GraduationCap;
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState title={PROFILE_TEXT.couldNotCompleteRequest} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<Icon className="size-6" />}
        title={type === 'work' ? PROFILE_TEXT.emptyCareerTree : PROFILE_TEXT.emptyEducation}
      />
    );
  }
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-primary-soft pl-6">
      {query.data.map((entry) => (
        <li key={entry.id} className="relative rounded-2xl border border-border bg-surface p-4 shadow-sm">
          <span
            aria-hidden="true"
            className="absolute top-5 -left-[2.05rem] grid size-5 place-items-center rounded-full bg-primary text-primary-foreground"
          >
            <Icon className="size-3" />
          </span>
          <h3 className="font-semibold text-text">{entry.title}</h3>
          {entry.institution_name && <p className="text-sm text-text">{entry.institution_name}</p>}
          {period(entry) && <p className="text-xs text-muted">{period(entry)}</p>}
          {entry.description && (
            <p className="mt-2 text-sm whitespace-pre-line text-text">{entry.description}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
