import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TEXT, AUTH_MESSAGES, LIMITS, UI_TEXT, resetPasswordSchema } from '@careerhub/shared';
import { KeyRound, LinkIcon } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { Spinner } from '../../components/ui/Spinner';
import { api, getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AUTH_LINK, AuthCard, AuthPage } from './AuthCard';
import { focusFirstError, validateForm, type FieldErrors } from '../../components/form/validate';
import { IDENTITY_KEY } from './identity';
import { clearSession, isSignedIn } from './session';

const FIELDS = ['password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];
const ID_PREFIX = 'reset';

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
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const [isUsedUp, setIsUsedUp] = useState(false);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(resetPasswordSchema, { token, ...values });
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstError(checked.errors, FIELDS, ID_PREFIX);
      return;
    }
    setSubmitting(true);
    try {
      await api.post('/reset-password/', checked.data, { anonymous: true, silent: true });
      notify(AUTH_MESSAGES.passwordChanged, 'success');
      // Every session of the account just ended on the server, this browser's included.
      if (isSignedIn()) {
        clearSession();
        queryClient.removeQueries({ queryKey: IDENTITY_KEY });
      }
      void navigate('/login', { replace: true });
    } catch (failure) {
      setSubmitting(false);
      const fieldErrors = getFieldErrors(failure);
      // Used or expired between opening the page and sending the form.
      if (fieldErrors.token) return setIsUsedUp(true);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors, FIELDS, ID_PREFIX);
      if (Object.keys(fieldErrors).length === 0) notify(getErrorMessage(failure), 'error');
    }
  }

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
            id={`${ID_PREFIX}-password`}
            label={ACCOUNT_TEXT.newPassword}
            type="password"
            autoComplete="new-password"
            hint={`At least ${LIMITS.passwordMin} characters.`}
            value={values.password}
            onChange={(e) => update('password')(e.target.value)}
            error={errors.password}
          />
          <FormField
            id={`${ID_PREFIX}-confirm_password`}
            label={ACCOUNT_TEXT.confirmNewPassword}
            type="password"
            autoComplete="new-password"
            value={values.confirm_password}
            onChange={(e) => update('confirm_password')(e.target.value)}
            error={errors.confirm_password}
          />
          <Button type="submit" size="lg" loading={submitting} className="w-full">
            {UI_TEXT.setNewPassword}
          </Button>
        </form>
      </AuthCard>
    );
  }
  return <AuthPage>{content}</AuthPage>;
}
