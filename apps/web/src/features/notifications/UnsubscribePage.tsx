import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_TEXT, type EmailKind } from '@careerhub/shared';
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Spinner } from '../../components/ui/Spinner';
import { api, getErrorMessage } from '../../lib/api';
import { useIsSignedIn } from '../auth/session';

interface LinkState {
  kind: EmailKind;
  label: string;
  enabled: boolean;
  email: string;
  message: string;
}

type Phase = { name: 'working' } | { name: 'done'; state: LinkState } | { name: 'failed'; message: string };

/**
 * /notification/unsubscribe?token=…: the link at the foot of every notification email. Opening it
 * turns that one kind of email off, signed in or not, and offers to turn it back on.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useIsSignedIn();
  const [phase, setPhase] = useState<Phase>(() =>
    token ? { name: 'working' } : { name: 'failed', message: NOTIFICATION_TEXT.invalidLink },
  );
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once, also under StrictMode's double effects: the link turns the kind off a single time.
    if (started.current || !token) return;
    started.current = true;
    api
      .post<LinkState>('/notification/unsubscribe/', { token }, { anonymous: true, silent: true })
      .then((state) => setPhase({ name: 'done', state }))
      .catch((error: unknown) => setPhase({ name: 'failed', message: getErrorMessage(error) }));
  }, [token]);

  const setSubscribed = async (subscribe: boolean) => {
    setBusy(true);
    try {
      const path = subscribe ? '/notification/resubscribe/' : '/notification/unsubscribe/';
      const state = await api.post<LinkState>(path, { token }, { anonymous: true, silent: true });
      setPhase({ name: 'done', state });
    } catch (error) {
      setPhase({ name: 'failed', message: getErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="px-4 py-12 sm:px-6">
      <section
        aria-labelledby="unsubscribe-heading"
        className="mx-auto w-full max-w-lg rounded-3xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8"
      >
        <h1 id="unsubscribe-heading" className="text-2xl font-bold tracking-tight text-text">
          {NOTIFICATION_TEXT.unsubscribeHeading}
        </h1>
        {phase.name === 'working' && (
          <div className="mt-8 flex flex-col items-center gap-3 text-primary" aria-live="polite">
            <Spinner label={NOTIFICATION_TEXT.unsubscribing} />
            <p className="text-sm text-muted">{NOTIFICATION_TEXT.unsubscribing}</p>
          </div>
        )}
        {phase.name === 'failed' && (
          <ErrorState
            title={phase.message}
            description="Open the link from the email again, or change your email settings after signing in."
            className="py-8"
          />
        )}
        {phase.name === 'done' && (
          <div className="mt-6 flex flex-col items-center gap-4" role="status">
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary"
            >
              {phase.state.enabled ? <BellRing className="size-6" /> : <BellOff className="size-6" />}
            </span>
            <p className="font-semibold text-text">
              {phase.state.enabled
                ? NOTIFICATION_TEXT.resubscribed(phase.state.label)
                : NOTIFICATION_TEXT.unsubscribed(phase.state.label)}
            </p>
            <p className="truncate text-sm text-muted" title={phase.state.email}>
              {phase.state.email}
            </p>
            <Button variant="outline" loading={busy} onClick={() => void setSubscribed(!phase.state.enabled)}>
              {phase.state.enabled ? NOTIFICATION_TEXT.unsubscribeAgain : NOTIFICATION_TEXT.resubscribe}
            </Button>
          </div>
        )}
        <p className="mt-8 text-sm">
          <Link
            to={signedIn ? '/notification/settings' : '/login?next=%2Fnotification%2Fsettings'}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {NOTIFICATION_TEXT.manageAll}
          </Link>
        </p>
      </section>
    </div>
  );
}
