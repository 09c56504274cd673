import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { INVITATION_MESSAGES, JOB_MESSAGES, JOBS_ADMIN_TEXT as T } from '@careerhub/shared';
import { Check, Sparkles, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FormField } from '../../../components/ui/FormField';
import { SelectField } from '../../../components/ui/SelectField';
import { Skeleton } from '../../../components/ui/Skeleton';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { MemberAvatar } from '../../groups/MemberAvatar';
import { useApplicantRecommendations, useInviteToJob, useVerifiedGroups, type TalentFilters } from './api';
import { isPublished, type AdminJob, type RecommendedApplicant } from './types';

const NO_FILTERS: TalentFilters = { groupId: undefined, affiliation: '', batch: '', department: '' };

/**
 * The job's Recommendations tab (Find Talents, section 6): members of the job's group, or of
 * another verified group, who fit the job, each with the reason, and an invitation to apply.
 */
export function JobRecommendationsTab({ job }: { job: AdminJob }) {
  const [draft, setDraft] = useState<TalentFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<TalentFilters>(NO_FILTERS);
  const query = useApplicantRecommendations(job.id, filters);
  const groups = useVerifiedGroups();
  const failed = query.isError;
  useEffect(() => {
    if (failed) notify(JOB_MESSAGES.couldNotFetchRecommended, 'error');
  }, [failed]);

  const groupOptions = [
    ...(job.group ? [{ value: '', label: job.group.name }] : []),
    ...(groups.data ?? [])
      .filter((g) => g.id !== job.group?.id)
      .map((g) => ({ value: String(g.id), label: g.name })),
  ];
  const set = <K extends keyof TalentFilters>(key: K, value: TalentFilters[K]) =>
    setDraft((f) => ({ ...f, [key]: value }));
  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  return (
    <section aria-labelledby="job-talent-heading" className="@container flex flex-col gap-4">
      <div>
        <h2 id="job-talent-heading" className="text-lg font-semibold text-text">
          {T.recommendationsHeading}
        </h2>
        <p className="text-sm text-muted">{T.recommendationsIntro}</p>
      </div>
      <form
        onSubmit={apply}
        className="grid gap-3 rounded-xl border border-border bg-surface p-3 @lg:p-4 @xl:grid-cols-3 @xl:items-end"
      >
        <SelectField
          label={T.talentGroup}
          className="@xl:col-span-3"
          options={groupOptions}
          value={draft.groupId === undefined ? '' : String(draft.groupId)}
          onChange={(e) => set('groupId', e.target.value ? Number(e.target.value) : undefined)}
        />
        <FormField
          label={T.affiliation}
          value={draft.affiliation}
          onChange={(e) => set('affiliation', e.target.value)}
        />
        <FormField label={T.batch} value={draft.batch} onChange={(e) => set('batch', e.target.value)} />
        <FormField
          label={T.department}
          value={draft.department}
          onChange={(e) => set('department', e.target.value)}
        />
        <Button type="submit" variant="outline" className="@xl:col-span-3 @xl:justify-self-end">
          {T.findTalents}
        </Button>
      </form>
      {!isPublished(job) && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {T.draftNoInvite}
        </p>
      )}
      {query.isPending ? (
        <ul aria-busy="true" aria-label={T.recommendationsHeading} className="grid gap-3 @2xl:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="flex gap-3 rounded-xl border border-border bg-surface p-4">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState
          title={JOB_MESSAGES.couldNotFetchRecommended}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              {T.tryAgain}
            </Button>
          }
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<Sparkles className="size-6" />}
          title={T.noRecommendations}
          description={T.noRecommendationsText}
        />
      ) : (
        <ul aria-label={T.recommendationsHeading} className="grid gap-3 @2xl:grid-cols-2">
          {query.data.map((person) => (
            <TalentCard key={person.id} job={job} person={person} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TalentCard({ job, person }: { job: AdminJob; person: RecommendedApplicant }) {
  const invite = useInviteToJob(job.id);
  const [invited, setInvited] = useState(false);
  async function send() {
    try {
      const answer = await invite.mutateAsync([person.id]);
      notify(answer.message || INVITATION_MESSAGES.sent, 'success');
      setInvited(true);
    } catch (error) {
      notify(getErrorMessage(error, T.couldNotInvite), 'error');
    }
  }
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm @sm:flex-row @sm:items-start">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <MemberAvatar name={person.name} image={person.image} className="size-10" />
        <div className="min-w-0">
          <Link
            to={`/profile/${person.name_slug}`}
            className="font-medium text-text hover:text-primary hover:underline"
          >
            {person.name}
          </Link>
          {person.institution_name && <p className="text-xs text-muted">{person.institution_name}</p>}
          <p className="mt-1 text-sm break-words text-text">{person.reason}</p>
        </div>
      </div>
      <Button
        size="sm"
        variant={invited ? 'ghost' : 'outline'}
        className="self-start"
        aria-label={invited ? `${T.invited}: ${person.name}` : T.inviteName(person.name)}
        loading={invite.isPending}
        disabled={invited || !isPublished(job)}
        onClick={() => void send()}
      >
        {invited ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <UserPlus aria-hidden="true" className="size-4" />
        )}
        {invited ? T.invited : T.invite}
      </Button>
    </li>
  );
}
