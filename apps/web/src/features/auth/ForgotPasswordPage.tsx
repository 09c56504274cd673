import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_TEXT, AUTH_MESSAGES, UI_TEXT, forgotPasswordSchema } from '@careerhub/shared';
import { KeyRound, MailCheck } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { applyServerErrors, useZodForm } from '../../components/form';
import { api, isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AUTH_LINK, AuthCard, AuthPage } from './AuthCard';

/**
 * /forgot-password: one email field and Recover my account. The server answers the same whether
 * the address has an account or not, and so does this page.
 */
export default function ForgotPasswordPage() {
  const form = useZodForm(forgotPasswordSchema, { email: '' }, 'forgot');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await api.post('/forgot-password/', data, { anonymous: true, silent: true });
      notify(AUTH_MESSAGES.recovery, 'success');
      setSentTo(data.email);
    } catch (failure) {
      applyServerErrors(form, failure);
      // A throttled caller hears why; everything else gets the spec's recovery failure.
      const throttled = isApiError(failure) && failure.status === 429;
      notify(throttled ? failure.message : AUTH_MESSAGES.couldNotRecover, 'error');
    }
  });

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
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="w-full">
            {UI_TEXT.recoverAccount}
          </Button>
        </form>
      </AuthCard>
    </AuthPage>
  );
}
