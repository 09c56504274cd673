import { useNavigate, useParams } from 'react-router';
import { GROUPS_TEXT as T, INVITATION_MESSAGES } from '@careerhub/shared';
import { MailOpen } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { getErrorMessage, isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useInvitation, useRespondInvitation } from './api';
import { JobCard } from '../jobs/JobCard';
import { GroupCardView } from './GroupCardsTab';
import { GroupNotFound } from './parts';
import { groupPath } from './paths';

/**
 * /invitation/{id}: the invited group or job with Accept and Reject; either answer opens it
 * (accepting a job invitation opens the job, where applying still asks for the resume and answers).
 */
export default function InvitationPage() {
  const { invitationId = '' } = useParams();
  const navigate = useNavigate();
  const query = useInvitation(invitationId);
  const respond = useRespondInvitation(invitationId);

  async function answer(action: 'accept' | 'reject') {
    try {
      const result = await respond.mutateAsync(action);
      notify(result.message, 'success');
      const target = result.data;
      void navigate(
        target.type === 'job'
          ? `/job/${target.slug}`
          : groupPath({ group_type: target.group_type as 'circle', name_slug: target.name_slug }),
      );
    } catch (error) {
      notify(getErrorMessage(error, INVITATION_MESSAGES.couldNotPerform), 'error');
    }
  }

  if (query.isPending)
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading"
        className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4 sm:p-6"
      >
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    );
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return <GroupNotFound message={INVITATION_MESSAGES.notFound} />;
    return <ErrorState title={INVITATION_MESSAGES.couldNotComplete} className="flex-1" />;
  }
  const { invitation } = query.data.results;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 p-4 sm:p-6">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary"
        >
          <MailOpen className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-text">{T.invitationTitle}</h1>
          <p className="text-muted">{invitation.message}</p>
        </div>
      </div>
      {query.data.type === 'job' ? (
        <JobCard job={query.data.results} actions={false} headingLevel={3} />
      ) : (
        <GroupCardView card={query.data.results} />
      )}
      {invitation.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            loading={respond.isPending && respond.variables === 'accept'}
            disabled={respond.isPending}
            onClick={() => void answer('accept')}
          >
            {T.accept}
          </Button>
          <Button
            variant="outline"
            loading={respond.isPending && respond.variables === 'reject'}
            disabled={respond.isPending}
            onClick={() => void answer('reject')}
          >
            {T.reject}
          </Button>
        </div>
      ) : (
        <p role="status" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-text">
          {invitation.status === 'expired' ? T.invitationExpired : T.invitationAnswered(invitation.status)}
        </p>
      )}
    </div>
  );
}
