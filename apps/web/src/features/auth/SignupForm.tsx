import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, LIMITS, UI_TEXT, VALIDATION, type TokenPair } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { api, getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AUTH_LINK } from './AuthCard';
import { focusFirstError } from '../../components/form/validate';
import { loginHref, verifyOtpPath } from './loginForm';
import { Recaptcha, type RecaptchaHandle } from './Recaptcha';
import {
  EMPTY_SIGNUP,
  SIGNUP_FIELDS,
  validateSignup,
  type SignupErrors,
  type SignupField,
  type SignupValues,
} from './signupForm';
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
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;
  const hasErrors = Object.values(errors).some(Boolean);

  const update = (field: SignupField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateSignup(values, { isRequired: Boolean(ui.captcha_site_key), token: captchaToken });
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstError(checked.errors, SIGNUP_FIELDS, idPrefix);
      return;
    }
    setIsSubmitting(true);
    let registered: RegisterResponse;
    try {
      registered = await api.post<RegisterResponse>('/register/', checked.data, {
        anonymous: true,
        silent: true,
      });
    } catch (error) {
      setIsSubmitting(false);
      captcha.current?.reset();
      const fieldErrors = getFieldErrors(error) as SignupErrors;
      setErrors(fieldErrors);
      focusFirstError(fieldErrors, SIGNUP_FIELDS, idPrefix);
      // Field problems are shown on the form; anything else is the server's own words.
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      notify(
        hasFieldErrors ? AUTH_MESSAGES.couldNotSignup : getErrorMessage(error, AUTH_MESSAGES.couldNotSignup),
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
        { email: checked.data.email, password: checked.data.password },
        { anonymous: true, silent: true },
      );
      finish(pair, verifyPath);
    } catch {
      loginThenVerify();
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {hasErrors && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {VALIDATION.formSummary}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={id('first_name')}
          label="First name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={(e) => update('first_name')(e.target.value)}
          error={errors.first_name}
        />
        <FormField
          id={id('last_name')}
          label="Last name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={(e) => update('last_name')(e.target.value)}
          error={errors.last_name}
        />
      </div>
      <FormField
        id={id('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => update('email')(e.target.value)}
        error={errors.email}
      />
      <FormField
        id={id('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${LIMITS.passwordMin} characters.`}
        value={values.password}
        onChange={(e) => update('password')(e.target.value)}
        error={errors.password}
      />
      <FormField
        id={id('confirm_password')}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.confirm_password}
        onChange={(e) => update('confirm_password')(e.target.value)}
        error={errors.confirm_password}
      />
      <label className="flex items-start gap-3 text-sm text-text">
        <input
          type="checkbox"
          checked={values.subscribe_to_newsletter}
          onChange={(e) =>
            setValues((current) => ({ ...current, subscribe_to_newsletter: e.target.checked }))
          }
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-primary"
        />
        <span>Send me the newsletter with new circles, events and jobs.</span>
      </label>
      {ui.captcha_site_key && (
        <Recaptcha
          ref={captcha}
          siteKey={ui.captcha_site_key}
          errorId={id('recaptcha_response-error')}
          error={errors.recaptcha_response}
          onChange={(token) => {
            setCaptchaToken(token);
            if (token) setErrors((current) => ({ ...current, recaptcha_response: undefined }));
          }}
        />
      )}
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
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
