import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CLASSROOM_MESSAGES as C, type Group } from '@careerhub/shared';
import { buttonClasses } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { CLASSROOM_RETURN_KEY } from './classroom';
import { groupPath } from './paths';

interface CallbackAnswer {
  message: string;
  group: Pick<Group, 'id' | 'name_slug' | 'group_type'>;
}

/** Google sends the browser here after the consent screen: finish connecting, back to the group. */
export default function ClassroomCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const state = params.get('state');
  // Google's own refusal (the user pressed Cancel) or a visit without a code: nothing to send.
  const refused =
    params.get('error') === 'access_denied'
      ? 'Google Classroom was not connected: access was not allowed.'
      : params.get('error') || !code || !state
        ? C.invalidState
        : null;
  const [failed, setFailed] = useState<string | null>(null);
  const error = refused ?? failed;
  const sent = useRef(false);

  useEffect(() => {
    if (refused || sent.current) return;
    sent.current = true;
    api
      .post<CallbackAnswer>('/classroom/callback/', { code, state }, { silent: true })
      .then((answer) => {
        notify(answer.message, 'success');
        const back = sessionStorage.getItem(CLASSROOM_RETURN_KEY);
        sessionStorage.removeItem(CLASSROOM_RETURN_KEY);
        void navigate(back?.startsWith('/') ? back : `${groupPath(answer.group)}/people`, { replace: true });
      })
      .catch((e: unknown) => setFailed(getErrorMessage(e, C.invalidState)));
  }, [refused, code, state, navigate]);

  return (
    <main id="main" className="grid min-h-[60vh] place-items-center p-6">
      {error ? (
        <div className="flex max-w-md flex-col items-center gap-4 text-center">
          <h1 className="text-xl font-semibold text-text">Google Classroom</h1>
          <p role="alert" className="text-muted">
            {error}
          </p>
          <Link to={sessionStorage.getItem(CLASSROOM_RETURN_KEY) ?? '/'} className={buttonClasses('primary')}>
            Back
          </Link>
        </div>
      ) : (
        <div className="flex items-center gap-3 text-muted">
          <Spinner label="Connecting Google Classroom" />
          <span aria-hidden="true">Connecting Google Classroom…</span>
        </div>
      )}
    </main>
  );
}
