import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { checkLogin, UI_TEXT, type TokenPair } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { applyServerErrors, useZodForm } from '../../components/form';
import { api, getErrorMessage, isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useHydrated } from '../../lib/useHydrated';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { IDENTITY_KEY } from './identity';
import { afterSignInPath, signupHref } from './loginForm';
import { MarketingPanel } from './MarketingPanel';
import { signIn } from './session';
import { SocialLogin } from './SocialLogin';

const FORM_ERROR_STATUSES = new Set([400, 401, 422]);

export default function LoginPage() {
  // The server draws this page before the app runs (decision 0048). A submit from that copy would
  // be the browser's own: a GET with the password in the address. Its button waits for the app.
  const drawnByServer = !useHydrated();
  const { ui } = useAppConfig();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // checkLogin answers as the server's loginSchema does, without loading zod on this page.
  const form = useZodForm(checkLogin, { email: '', password: '' }, 'login');

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const pair = await api.post<TokenPair>('/token/', data, { anonymous: true });
      queryClient.removeQueries({ queryKey: IDENTITY_KEY });
      signIn(pair.access, pair.refresh);
      void navigate(afterSignInPath(search), { replace: true });
    } catch (error) {
      applyServerErrors(form, error);
      // Other statuses already got their global message from the API client.
      if (isApiError(error) && error.status !== null && FORM_ERROR_STATUSES.has(error.status)) {
        notify(getErrorMessage(error), 'error');
      }
    }
  });

  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 items-start gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-stretch lg:py-16">
      <section className="mx-auto w-full max-w-md lg:my-auto rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-text sm:text-3xl">Welcome back</h1>
        <p className="mt-2 text-muted">Log in to continue to {ui.name}.</p>
        <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-5">
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.field('email')}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...form.field('password')}
            labelAside={
              <Link
                to="/forgot-password"
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {UI_TEXT.forgotPassword}
              </Link>
            }
          />
          <Button
            type="submit"
            size="lg"
            loading={form.formState.isSubmitting}
            disabled={drawnByServer}
            className="mt-1 w-full"
          >
            Log in
          </Button>
        </form>
        <SocialLogin next={afterSignInPath(search)} />
        <p className="mt-8 text-center text-sm text-muted">
          New to {ui.name}?{' '}
          <Link
            to={signupHref(search)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </p>
      </section>
      <MarketingPanel />
    </div>
  );
}
