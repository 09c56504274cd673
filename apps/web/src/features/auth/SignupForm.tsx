import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, LIMITS, UI_TEXT, VALIDATION, type TokenPair } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { applyServerErrors, useZodForm } from '../../components/form';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AUTH_LINK } from './AuthCard';
import { loginHref, verifyOtpPath } from './loginForm';
import { Recaptcha, type RecaptchaHandle } from './Recaptcha';
import { EMPTY_SIGNUP, validateSignup, type toRegisterPayload } from './signupForm';
import { useFinishSignIn } from './useFinishSignIn';

interface RegisterResponse {
  message: string;
  redirect_to_login: boolean;
  email: string;
}

interface SignupFormProps {
  /** The login URL's query (next, join, follow) carried to the login link and after verification. */
  search: URLSearchParams;
  /** Distinct ids when the form is on the page and in a dialog at once. */
  idPrefix?: string;
}

/**
 * The registration form: validated with the server's schema, then POST /register/, the spec's
 * 15-second toast, automatic login and the OTP step (which returns to next).
 */
export function SignupForm({ search, idPrefix = 'signup' }: SignupFormProps) {
  const { ui } = useAppConfig();
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const captcha = useRef<RecaptchaHandle>(null);
  const captchaToken = useRef<string | null>(null);
  const form = useZodForm(
    (values: typeof EMPTY_SIGNUP) =>
      validateSignup(values, { isRequired: Boolean(ui.captcha_site_key), token: captchaToken.current }),
    EMPTY_SIGNUP,
    idPrefix,
  );
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  async function register(data: ReturnType<typeof toRegisterPayload>) {
    let registered: RegisterResponse;
    try {
      registered = await api.post<RegisterResponse>('/register/', data, { anonymous: true, silent: true });
    } catch (error) {
      captcha.current?.reset();
      captchaToken.current = null;
      const { fields } = applyServerErrors(form, error, {
        recaptcha_response: 'recaptcha_response' as never,
      });
      // Field problems are shown on the form; anything else is the server's own words.
      notify(
        fields.length > 0
          ? AUTH_MESSAGES.couldNotSignup
          : getErrorMessage(error, AUTH_MESSAGES.couldNotSignup),
        'error',
      );
      return;
    }
    notify(AUTH_MESSAGES.registered, 'success', LIMITS.signupToastMs);
    const verifyPath = verifyOtpPath(search);
    // The account exists; without redirect_to_login (or if the automatic login fails) the
    // visitor logs in by hand and the OTP step still follows.
    const loginThenVerify = () => void navigate(loginHref(new URLSearchParams({ next: verifyPath })));
    if (!registered.redirect_to_login) return loginThenVerify();
    try {
      const pair = await api.post<TokenPair>(
        '/token/',
        { email: data.email, password: data.password },
        { anonymous: true, silent: true },
      );
      finish(pair, verifyPath);
    } catch {
      loginThenVerify();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(register)(event)}
      className="flex flex-col gap-5"
    >
      {hasErrors && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {VALIDATION.formSummary}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" {...form.field('first_name')} />
        <FormField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
      </div>
      <FormField label="Email" type="email" inputMode="email" autoComplete="email" {...form.field('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${LIMITS.passwordMin} characters.`}
        {...form.field('password')}
      />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <label className="flex items-start gap-3 text-sm text-text">
        <input
          type="checkbox"
          {...form.register('subscribe_to_newsletter')}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-primary"
        />
        <span>Send me the newsletter with new circles, events and jobs.</span>
      </label>
      {ui.captcha_site_key && (
        <Recaptcha
          ref={captcha}
          siteKey={ui.captcha_site_key}
          errorId={`${idPrefix}-recaptcha_response-error`}
          error={form.errorOf('recaptcha_response' as never)}
          onChange={(token) => {
            captchaToken.current = token;
            if (token) form.clearErrors('recaptcha_response' as never);
          }}
        />
      )}
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="mt-1 w-full">
        {UI_TEXT.createAccount}
      </Button>
    </form>
  );
}

/** Under the sign-up form: the terms, and login for those who already have an account. */
export function SignupFooter({ search }: { search: URLSearchParams }) {
  return (
    <div className="flex flex-col gap-3 text-center text-sm text-muted">
      <p>
        By creating an account you agree to the{' '}
        <Link to="/terms-and-conditions" className={AUTH_LINK}>
          {UI_TEXT.termsAndConditions}
        </Link>
        .
      </p>
      <p>
        Already have an account?{' '}
        <Link to={loginHref(search)} className={AUTH_LINK}>
          {UI_TEXT.logIn}
        </Link>
      </p>
    </div>
  );
}
