import { Link } from 'react-router';
import { JOBS_ADMIN_TEXT as T, type GroupQuestion } from '@careerhub/shared';
import { CalendarDays, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { MemberAvatar } from '../../groups/MemberAvatar';
import { answerRows } from '../../groups/answers';
import { Badge, formatDate } from '../../groups/parts';
import type { JobApplicant } from './types';

type Action = 'accept' | 'reject';

/** One applicant: profile link, contact, answers in question order, resume, and the decision. */
export function ApplicantCard({
  applicant: a,
  questions,
  busy,
  onAnswer,
}: {
  applicant: JobApplicant;
  questions: GroupQuestion[];
  /** Which decision is on its way for this applicant, if any; any decision disables both buttons. */
  busy: { action: Action | null; any: boolean };
  onAnswer: (action: Action) => void;
}) {
  const answers = answerRows(questions, a.extra_info);
  return (
    <li
      aria-label={a.name}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm @xl:flex-row @xl:items-start @xl:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <MemberAvatar name={a.name} image={a.image} className="size-10" />
        <div className="min-w-0">
          <Link
            to={`/profile/${a.name_slug}`}
            className="font-medium text-text hover:text-primary hover:underline"
          >
            {a.name}
          </Link>
          {a.institution_name && <p className="text-xs text-muted">{a.institution_name}</p>}
          {a.email && (
            <p className="truncate text-xs text-muted" title={a.email}>
              {a.email}
            </p>
          )}
          {answers.length > 0 && (
            <dl aria-label={T.answersOf(a.name)} className="mt-2 flex flex-col gap-1 text-sm">
              {answers.map(([id, label, value]) => (
                <div key={id}>
                  <dt className="text-xs font-medium text-muted">{label}</dt>
                  <dd className="break-words whitespace-pre-line text-text">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2 text-sm @xl:items-end @xl:text-right">
        <p className="inline-flex items-center gap-1.5 text-muted">
          <CalendarDays aria-hidden="true" className="size-4" />
          {`${T.colApplied} ${formatDate(a.applied_at) ?? ''}`}
        </p>
        {a.resume ? (
          <a
            href={a.resume}
            target="_blank"
            rel="noreferrer"
            aria-label={`${T.viewResume}: ${a.name}`}
            className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" />
            {T.viewResume}
          </a>
        ) : (
          <span className="text-muted">{T.noResume}</span>
        )}
        {a.status === 'pending' ? (
          <div className="flex flex-wrap gap-1.5">
            <Button
              size="sm"
              aria-label={`${T.accept} ${a.name}`}
              loading={busy.action === 'accept'}
              disabled={busy.any}
              onClick={() => onAnswer('accept')}
            >
              {T.accept}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${T.reject} ${a.name}`}
              loading={busy.action === 'reject'}
              disabled={busy.any}
              onClick={() => onAnswer('reject')}
            >
              {T.reject}
            </Button>
          </div>
        ) : (
          <span>
            <Badge tone={a.status === 'accepted' ? 'good' : 'neutral'}>
              {a.status === 'accepted' ? T.statusAccepted : T.statusRejected}
            </Badge>
          </span>
        )}
      </div>
    </li>
  );
}
