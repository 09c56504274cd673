import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_TEXT, AUTH_MESSAGES, UI_TEXT, forgotPasswordSchema } from '@careerhub/shared';
import { KeyRound, MailCheck } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { api, getFieldErrors, isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AUTH_LINK, AuthCard, AuthPage } from './AuthCard';
import { validateForm } from '../../components/form/validate';

const EMAIL_ID = 'forgot-email';

/**
 * /forgot-password: one email field and Recover my account. The server answers the same whether
 * the address has an account or not, and so does this page.
 */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(forgotPasswordSchema, { email });
    if ('errors' in checked) {
      setError(checked.errors.email);
      document.getElementById(EMAIL_ID)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await api.post('/forgot-password/', checked.data, { anonymous: true, silent: true });
      notify(AUTH_MESSAGES.recovery, 'success');
      setSentTo(checked.data.email);
    } catch (failure) {
      const fieldError = getFieldErrors(failure).email;
      if (fieldError) {
        setError(fieldError);
        document.getElementById(EMAIL_ID)?.focus();
      }
      // A throttled caller hears why; everything else gets the spec's recovery failure.
      const throttled = isApiError(failure) && failure.status === 429;
      notify(throttled ? failure.message : AUTH_MESSAGES.couldNotRecover, 'error');
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <AuthPage>
        <AuthCard
          icon={<MailCheck className="size-6" />}
          tone="success"
          title={ACCOUNT_TEXT.forgotSentTitle}
          description={
            <p role="status" className="[overflow-wrap:anywhere]">
              {ACCOUNT_TEXT.forgotSentText(sentTo)}
            </p>
          }
          footer={
            <Link to="/login" className={AUTH_LINK}>
              {UI_TEXT.backToLogin}
            </Link>
          }
        >
          <Button variant="outline" className="w-full" onClick={() => setSentTo(null)}>
            {ACCOUNT_TEXT.useAnotherEmail}
          </Button>
        </AuthCard>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <AuthCard
        icon={<KeyRound className="size-6" />}
        title={ACCOUNT_TEXT.forgotTitle}
        description={<p>{ACCOUNT_TEXT.forgotIntro}</p>}
        footer={
          <p>
            {ACCOUNT_TEXT.rememberedIt}{' '}
            <Link to="/login" className={AUTH_LINK}>
              {UI_TEXT.backToLogin}
            </Link>
          </p>
        }
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField
            id={EMAIL_ID}
            label="Email"
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" size="lg" loading={submitting} className="w-full">
            {UI_TEXT.recoverAccount}
          </Button>
        </form>
      </AuthCard>
    </AuthPage>
  );
}
