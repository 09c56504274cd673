import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ERRORS, UI_TEXT } from '@careerhub/shared';
import { AlertTriangle } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { getErrorMessage, isApiError } from '../../lib/api';
import { AuthCard, AuthPage } from './AuthCard';
import { forgetLinkedinState, linkedinRedirectUri, readLinkedinState } from './social/linkedin';
import { postSocialLogin } from './social/socialApi';
import { useFinishSignIn } from './useFinishSignIn';

/** /linkedin: LinkedIn sends the visitor back here with ?code&state; exchange the code once. */
export default function LinkedinCallbackPage() {
  const [search] = useSearchParams();
  const finish = useFinishSignIn();
  const code = search.get('code');
  const state = search.get('state');

  // A query keyed by the code runs the exchange once, however often the page renders.
  const exchange = useQuery({
    queryKey: ['linkedin-login', code],
    queryFn: async () => {
      const saved = readLinkedinState();
      forgetLinkedinState();
      if (search.get('error')) throw new Error(search.get('error_description') ?? ERRORS.somethingWentWrong);
      // The state proves this browser started the sign-in (no login CSRF through a forged link).
      if (!code || !state || state !== saved.state) throw new Error(ERRORS.somethingWentWrong);
      const pair = await postSocialLogin('linkedin', { code, redirect_uri: linkedinRedirectUri(), state });
      finish(pair, saved.next);
      return pair;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (exchange.isError) {
    const error = exchange.error;
    const message = isApiError(error) ? getErrorMessage(error, ERRORS.somethingWentWrong) : error.message;
    return (
      <AuthPage>
        <AuthCard
          tone="danger"
          icon={<AlertTriangle className="size-6" />}
          title="LinkedIn sign-in failed"
          description={<p role="alert">{message}</p>}
        >
          <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
            {UI_TEXT.backToLogin}
          </Link>
        </AuthCard>
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <AuthCard title="Signing you in" description="Finishing your LinkedIn sign-in…">
        <div className="flex justify-center text-primary">
          <Spinner label="Signing in with LinkedIn" className="[&>span:first-child]:size-8" />
        </div>
      </AuthCard>
    </AuthPage>
  );
}
