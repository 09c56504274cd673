import { useSearchParams } from 'react-router';
import { NEWSLETTER_TEXT, type NewsletterSubscription } from '@careerhub/shared';
import { MailCheck, MailX } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { TokenLinkCard, TokenLinkIcon } from '../../components/unsubscribe/TokenLinkCard';
import { useTokenLink } from '../../components/unsubscribe/useTokenLink';

const PATHS = { unsubscribe: '/newsletters/unsubscribe/', resubscribe: '/newsletters/resubscribe/' };

/**
 * /newsletter/unsubscribe?token=…: the link at the foot of every newsletter. Opening it stops
 * that group's newsletters for the member, signed in or not, and offers to subscribe again.
 */
export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const { phase, busy, setSubscribed } = useTokenLink<NewsletterSubscription>(
    params.get('token') ?? '',
    PATHS,
    NEWSLETTER_TEXT.invalidLink,
  );
  const subscribed = phase.name === 'done' && phase.state.subscribed;

  return (
    <TokenLinkCard
      id="newsletter-unsubscribe-heading"
      heading={subscribed ? NEWSLETTER_TEXT.resubscribedTitle : NEWSLETTER_TEXT.unsubscribedTitle}
      phase={phase}
      working="Unsubscribing…"
      failedHint="Open the link from the newsletter again."
      done={(state) => (
        <>
          <TokenLinkIcon>
            {state.subscribed ? <MailCheck className="size-6" /> : <MailX className="size-6" />}
          </TokenLinkIcon>
          <p className="font-semibold text-text">
            {state.subscribed
              ? NEWSLETTER_TEXT.resubscribed(state.group.name)
              : NEWSLETTER_TEXT.unsubscribed(state.group.name)}
          </p>
          <p className="max-w-full truncate text-sm text-muted" title={state.email}>
            {state.email}
          </p>
          {!state.subscribed && <p className="text-sm text-muted">{NEWSLETTER_TEXT.mistake}</p>}
          <Button variant="outline" loading={busy} onClick={() => void setSubscribed(!state.subscribed)}>
            {state.subscribed ? NEWSLETTER_TEXT.unsubscribeButton : NEWSLETTER_TEXT.resubscribeButton}
          </Button>
        </>
      )}
    />
  );
}
