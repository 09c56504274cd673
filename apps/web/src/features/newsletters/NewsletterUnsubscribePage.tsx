import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NEWSLETTER_TEXT, type NewsletterSubscription } from '@careerhub/shared';
import { MailCheck, MailX } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Spinner } from '../../components/ui/Spinner';
import { api, getErrorMessage } from '../../lib/api';

type Phase =
  { name: 'working' } | { name: 'done'; state: NewsletterSubscription } | { name: 'failed'; message: string };

/**
 * /newsletter/unsubscribe?token=…: the link at the foot of every newsletter. Opening it stops
 * that group's newsletters for the member, signed in or not, and offers to subscribe again.
 */
export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [phase, setPhase] = useState<Phase>(() =>
    token ? { name: 'working' } : { name: 'failed', message: NEWSLETTER_TEXT.invalidLink },
  );
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once, also under StrictMode's double effects.
    if (started.current || !token) return;
    started.current = true;
    api
      .post<NewsletterSubscription>('/newsletters/unsubscribe/', { token }, { anonymous: true, silent: true })
      .then((state) => setPhase({ name: 'done', state }))
      .catch((error: unknown) => setPhase({ name: 'failed', message: getErrorMessage(error) }));
  }, [token]);

  const setSubscribed = async (subscribe: boolean) => {
    setBusy(true);
    try {
      const path = subscribe ? '/newsletters/resubscribe/' : '/newsletters/unsubscribe/';
      const state = await api.post<NewsletterSubscription>(
        path,
        { token },
        { anonymous: true, silent: true },
      );
      setPhase({ name: 'done', state });
    } catch (error) {
      setPhase({ name: 'failed', message: getErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const subscribed = phase.name === 'done' && phase.state.subscribed;
  return (
    <div className="px-4 py-12 sm:px-6">
      <section
        aria-labelledby="newsletter-unsubscribe-heading"
        className="mx-auto w-full max-w-lg rounded-3xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8"
      >
        <h1 id="newsletter-unsubscribe-heading" className="text-2xl font-bold tracking-tight text-text">
          {subscribed ? NEWSLETTER_TEXT.resubscribedTitle : NEWSLETTER_TEXT.unsubscribedTitle}
        </h1>
        {phase.name === 'working' && (
          <div className="mt-8 flex flex-col items-center gap-3 text-primary" aria-live="polite">
            <Spinner label="Unsubscribing…" />
          </div>
        )}
        {phase.name === 'failed' && (
          <ErrorState
            title={phase.message}
            description="Open the link from the newsletter again."
            className="py-8"
          />
        )}
        {phase.name === 'done' && (
          <div className="mt-6 flex flex-col items-center gap-4" role="status">
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary"
            >
              {subscribed ? <MailCheck className="size-6" /> : <MailX className="size-6" />}
            </span>
            <p className="font-semibold text-text">
              {subscribed
                ? NEWSLETTER_TEXT.resubscribed(phase.state.group.name)
                : NEWSLETTER_TEXT.unsubscribed(phase.state.group.name)}
            </p>
            <p className="max-w-full truncate text-sm text-muted" title={phase.state.email}>
              {phase.state.email}
            </p>
            {!subscribed && <p className="text-sm text-muted">{NEWSLETTER_TEXT.mistake}</p>}
            <Button variant="outline" loading={busy} onClick={() => void setSubscribed(!subscribed)}>
              {subscribed ? NEWSLETTER_TEXT.unsubscribeButton : NEWSLETTER_TEXT.resubscribeButton}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
