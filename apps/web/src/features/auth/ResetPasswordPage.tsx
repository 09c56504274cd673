import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TEXT, AUTH_MESSAGES, LIMITS, UI_TEXT, resetPasswordSchema } from '@careerhub/shared';
import { KeyRound, LinkIcon } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { Spinner } from '../../components/ui/Spinner';
import { applyServerErrors, useZodForm } from '../../components/form';
import { api, getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AUTH_LINK, AuthCard, AuthPage } from './AuthCard';
import { IDENTITY_KEY } from './identity';
import { clearSession, isSignedIn } from './session';

/** The link is single-use and expires: asking first spares a form that cannot succeed. */
function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-password', token],
    queryFn: ({ signal }) =>
      api.get<{ is_valid: boolean }>(`/reset-password/${encodeURIComponent(token)}/`, {
        signal,
        anonymous: true,
        silent: true,
      }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

function ExpiredLink() {
  return (
    <AuthCard
      icon={<LinkIcon className="size-6" />}
      tone="danger"
      title={ACCOUNT_TEXT.resetExpiredTitle}
      description={
        <p role="alert">
          {AUTH_MESSAGES.resetInvalid} {ACCOUNT_TEXT.resetExpiredText}
        </p>
      }
      footer={
        <Link to="/login" className={AUTH_LINK}>
          {UI_TEXT.backToLogin}
        </Link>
      }
    >
      <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
        {UI_TEXT.requestNewLink}
      </Link>
    </AuthCard>
  );
}

/** /reset-password/{token}: the link from the recovery email; a new password, then login. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useResetLinkCheck(token);
  const form = useZodForm(resetPasswordSchema, { token, password: '', confirm_password: '' }, 'reset');
  const [isUsedUp, setIsUsedUp] = useState(false);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await api.post('/reset-password/', data, { anonymous: true, silent: true });
      notify(AUTH_MESSAGES.passwordChanged, 'success');
      // Every session of the account just ended on the server, this browser's included.
      if (isSignedIn()) {
        clearSession();
        queryClient.removeQueries({ queryKey: IDENTITY_KEY });
      }
      void navigate('/login', { replace: true });
    } catch (failure) {
      // Used or expired between opening the page and sending the form.
      if (getFieldErrors(failure).token) return setIsUsedUp(true);
      const { fields } = applyServerErrors(form, failure);
      if (fields.length === 0) notify(getErrorMessage(failure), 'error');
    }
  });

  let content;
  if (check.isPending) {
    content = (
      <AuthCard title={ACCOUNT_TEXT.resetTitle}>
        <div className="grid place-items-center py-6 text-primary">
          <Spinner label={ACCOUNT_TEXT.resetChecking} />
        </div>
      </AuthCard>
    );
  } else if (isUsedUp || check.data?.is_valid === false) {
    content = <ExpiredLink />;
  } else {
    // When the check itself failed (network), the form is still offered: the POST decides.
    content = (
      <AuthCard
        icon={<KeyRound className="size-6" />}
        title={ACCOUNT_TEXT.resetTitle}
        description={<p>{ACCOUNT_TEXT.resetIntro}</p>}
        footer={
          <Link to="/login" className={AUTH_LINK}>
            {UI_TEXT.backToLogin}
          </Link>
        }
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField
            label={ACCOUNT_TEXT.newPassword}
            type="password"
            autoComplete="new-password"
            hint={`At least ${LIMITS.passwordMin} characters.`}
            {...form.field('password')}
          />
          <FormField
            label={ACCOUNT_TEXT.confirmNewPassword}
            type="password"
            autoComplete="new-password"
            {...form.field('confirm_password')}
          />
          <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="w-full">
            {UI_TEXT.setNewPassword}
          </Button>
        </form>
      </AuthCard>
    );
  }
  return <AuthPage>{content}</AuthPage>;
}
