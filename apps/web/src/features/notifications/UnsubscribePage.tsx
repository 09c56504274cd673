import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_TEXT, type EmailKind } from '@careerhub/shared';
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { TokenLinkCard, TokenLinkIcon } from '../../components/unsubscribe/TokenLinkCard';
import { useTokenLink } from '../../components/unsubscribe/useTokenLink';
import { useIsSignedIn } from '../auth/session';

interface LinkState {
  kind: EmailKind;
  label: string;
  enabled: boolean;
  email: string;
  message: string;
}

const PATHS = { unsubscribe: '/notification/unsubscribe/', resubscribe: '/notification/resubscribe/' };

/**
 * /notification/unsubscribe?token=…: the link at the foot of every notification email. Opening it
 * turns that one kind of email off, signed in or not, and offers to turn it back on.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const signedIn = useIsSignedIn();
  const { phase, busy, setSubscribed } = useTokenLink<LinkState>(
    params.get('token') ?? '',
    PATHS,
    NOTIFICATION_TEXT.invalidLink,
  );

  return (
    <TokenLinkCard
      id="unsubscribe-heading"
      heading={NOTIFICATION_TEXT.unsubscribeHeading}
      phase={phase}
      working={NOTIFICATION_TEXT.unsubscribing}
      failedHint="Open the link from the email again, or change your email settings after signing in."
      done={(state) => (
        <>
          <TokenLinkIcon>
            {state.enabled ? <BellRing className="size-6" /> : <BellOff className="size-6" />}
          </TokenLinkIcon>
          <p className="font-semibold text-text">
            {state.enabled
              ? NOTIFICATION_TEXT.resubscribed(state.label)
              : NOTIFICATION_TEXT.unsubscribed(state.label)}
          </p>
          <p className="max-w-full truncate text-sm text-muted" title={state.email}>
            {state.email}
          </p>
          <Button variant="outline" loading={busy} onClick={() => void setSubscribed(!state.enabled)}>
            {state.enabled ? NOTIFICATION_TEXT.unsubscribeAgain : NOTIFICATION_TEXT.resubscribe}
          </Button>
        </>
      )}
      footer={
        <p className="mt-8 text-sm">
          <Link
            to={signedIn ? '/notification/settings' : '/login?next=%2Fnotification%2Fsettings'}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {NOTIFICATION_TEXT.manageAll}
          </Link>
        </p>
      }
    />
  );
}
