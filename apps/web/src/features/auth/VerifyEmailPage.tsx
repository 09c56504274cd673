import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TEXT, AUTH_MESSAGES, LIMITS, UI_TEXT } from '@careerhub/shared';
import { CircleCheck, CircleX, LinkIcon, MailCheck } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { api, getErrorMessage } from '../../lib/api';
import { AuthCard, AuthPage } from './AuthCard';
import { IDENTITY_KEY } from './identity';
import { signIn } from './session';

interface VerifyEmailResponse {
  message: string;
  access_token: string;
  refresh_token: string;
}

const goHome = (
  <Link to="/" className={buttonClasses('primary', 'lg', 'w-full')}>
    {UI_TEXT.goToHome}
  </Link>
);

/**
 * /verify-email/{token}: the one-click link of the sign-up email. Verifying, then Email Verified
 * (signed in, home after 2 s), Verification Failed, or Invalid Request without a token.
 */
export default function VerifyEmailPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A query keyed by the token posts it once, however often the page renders (the key is single-use).
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const result = await api.post<VerifyEmailResponse>(
        '/users/verify-email/',
        { verification_key: token },
        { anonymous: true, silent: true },
      );
      queryClient.removeQueries({ queryKey: IDENTITY_KEY });
      signIn(result.access_token, result.refresh_token);
      return result;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const isVerified = verification.isSuccess;

  useEffect(() => {
    if (!isVerified) return;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), LIMITS.verifyRedirectMs);
    return () => window.clearTimeout(timer);
  }, [isVerified, navigate]);

  let card;
  if (!token) {
    card = (
      <AuthCard
        tone="danger"
        icon={<LinkIcon className="size-6" />}
        title={UI_TEXT.invalidRequest}
        description={<p role="alert">{ACCOUNT_TEXT.invalidRequestText}</p>}
      >
        {goHome}
      </AuthCard>
    );
  } else if (verification.isError) {
    card = (
      <AuthCard
        tone="danger"
        icon={<CircleX className="size-6" />}
        title={UI_TEXT.verificationFailed}
        description={
          <p role="alert">
            {getErrorMessage(verification.error, AUTH_MESSAGES.verifyEmailFailed)}{' '}
            {ACCOUNT_TEXT.verifyFailedHint}
          </p>
        }
      >
        {goHome}
      </AuthCard>
    );
  } else if (isVerified) {
    card = (
      <AuthCard
        tone="success"
        icon={<CircleCheck className="size-6" />}
        title={AUTH_MESSAGES.emailVerified}
        description={<p role="status">{ACCOUNT_TEXT.verifiedText}</p>}
      />
    );
  } else {
    card = (
      <AuthCard
        icon={<MailCheck className="size-6" />}
        title={UI_TEXT.verifying}
        description={<p>{ACCOUNT_TEXT.verifyingText}</p>}
      >
        <div className="flex justify-center text-primary">
          <Spinner label={UI_TEXT.verifying} className="[&>span:first-child]:size-8" />
        </div>
      </AuthCard>
    );
  }
  return <AuthPage>{card}</AuthPage>;
}
