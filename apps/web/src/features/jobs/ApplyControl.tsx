import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { JOB_MESSAGES as M, JOBS_BOARD_TEXT as T } from '@careerhub/shared';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { getErrorMessage, getFieldErrors, isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIsSignedIn } from '../auth/session';
import { useApplyJob, useUnapplyJob, type Job } from './api';
import { applyStateOf } from './board';

/** The apply dialog's code: fetched when Apply is pointed at, focused or pressed, not with the board. */
const loadApplyDialog = () => import('./ApplyDialog');
const ApplyDialog = lazy(loadApplyDialog);

/** Apply / Unapply / the application's status, by the rules of section 4 (Job). */
export function ApplyControl({ job, compact = false }: { job: Job; compact?: boolean }) {
  const signedIn = useIsSignedIn();
  const apply = useApplyJob(job.id);
  const unapply = useUnapplyJob(job.id);
  const [dialog, setDialog] = useState<null | { resumeMissing: boolean }>(null);
  const state = applyStateOf(job, signedIn);
  const questions = job.extra_info?.questions ?? [];
  const size = compact ? 'sm' : 'md';

  async function applyNow() {
    // Questions are answered first; without questions the profile resume is sent at once.
    if (questions.length > 0) return setDialog({ resumeMissing: false });
    try {
      const result = await apply.mutateAsync({});
      notify(result.message, 'success');
    } catch (error) {
      if (isApiError(error) && getFieldErrors(error).resume) return setDialog({ resumeMissing: true });
      notify(getErrorMessage(error, M.couldNotApply), 'error');
    }
  }
  async function withdraw() {
    try {
      const result = await unapply.mutateAsync();
      notify(result.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    }
  }

  switch (state.kind) {
    case 'signIn': {
      const next = encodeURIComponent(`/job/${job.slug}`);
      return (
        <Link
          to={`/signup?next=${next}`}
          className={buttonClasses('primary', size)}
          aria-label={compact ? T.applyTo(job.title) : undefined}
        >
          {T.apply}
        </Link>
      );
    }
    case 'apply':
      return (
        <>
          <Button
            size={size}
            loading={apply.isPending}
            onPointerEnter={() => void loadApplyDialog()}
            onFocus={() => void loadApplyDialog()}
            onClick={() => void applyNow()}
            aria-label={compact ? T.applyTo(job.title) : undefined}
          >
            {T.apply}
          </Button>
          {dialog && (
            <Suspense fallback={null}>
              <ApplyDialog job={job} resumeMissing={dialog.resumeMissing} onClose={() => setDialog(null)} />
            </Suspense>
          )}
        </>
      );
    case 'unapply':
      return (
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status="pending" />
          <Button
            size={size}
            variant="outline"
            loading={unapply.isPending}
            onClick={() => void withdraw()}
            aria-label={compact ? T.unapplyFrom(job.title) : undefined}
          >
            {T.unapply}
          </Button>
        </div>
      );
    case 'answered':
      return <StatusBadge status={state.status} />;
    case 'closed':
      return <span className="text-sm font-medium text-muted">{T.closed}</span>;
    default:
      return null;
  }
}

export function StatusBadge({ status }: { status: 'pending' | 'accepted' | 'rejected' }) {
  const look = {
    pending: { Icon: Clock, cls: 'bg-amber-50 text-amber-900 ring-amber-200' },
    accepted: { Icon: CheckCircle2, cls: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
    rejected: { Icon: XCircle, cls: 'bg-rose-50 text-rose-800 ring-rose-200' },
  }[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${look.cls}`}
    >
      <look.Icon aria-hidden="true" className="size-4" />
      {T.statusBadge[status]}
    </span>
  );
}
