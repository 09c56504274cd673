import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { UseCase } from '@careerhub/shared';
import { CheckCircle2, Clock } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIsSignedIn } from '../auth/session';
import { useGroupBySlug, useJoinGroup } from '../groups/api';
import { JoinDialog } from '../groups/JoinDialog';
import { USE_CASES_KEY } from './api';
import { CATALOG_TEXT as T } from './text';

type Circle = NonNullable<UseCase['default_group_detail']>;

/**
 * The default training circle and the application from the use case (content-ai-admin 4): not
 * applied → Applying → Requested (pending) → Accepted for Training. A circle with questions asks
 * them first (the groups module's join dialog).
 */
export function TrainingCircle({ circle }: { circle: Circle }) {
  const signedIn = useIsSignedIn();
  const client = useQueryClient();
  const join = useJoinGroup(circle);
  const [asking, setAsking] = useState(false);
  const full = useGroupBySlug(asking ? circle.name_slug : undefined);
  const status = circle.membership_status;

  async function apply() {
    if (circle.has_questions) {
      setAsking(true);
      return;
    }
    try {
      await join.mutateAsync({});
      notify(T.applicationSubmitted, 'success');
      void client.invalidateQueries({ queryKey: USE_CASES_KEY });
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Link to={`/circle/${circle.name_slug}`} className="font-medium text-primary hover:underline">
        {circle.name}
      </Link>
      {status === 'accepted' ? (
        <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {T.accepted}
        </span>
      ) : status === 'pending' ? (
        <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
          <Clock aria-hidden="true" className="size-4" />
          {T.requested}
        </span>
      ) : signedIn ? (
        <Button size="sm" className="self-start" loading={join.isPending} onClick={() => void apply()}>
          {join.isPending ? T.applying : T.applyForTraining}
        </Button>
      ) : (
        <Link
          to={`/login?next=${encodeURIComponent(window.location.pathname)}`}
          className={buttonClasses('primary', 'sm') + ' self-start'}
        >
          {T.applyForTraining}
        </Link>
      )}
      {asking && full.data && (
        <JoinDialog
          group={full.data}
          open
          onOpenChange={(open) => {
            if (open) return;
            setAsking(false);
            void client.invalidateQueries({ queryKey: USE_CASES_KEY });
          }}
        />
      )}
    </div>
  );
}
