import { useState, type FormEvent } from 'react';
import {
  ACCOUNT_TEXT,
  AUTH_MESSAGES,
  LIMITS,
  UI_TEXT,
  VALIDATION,
  changePasswordSchema,
  type TokenPair,
} from '@careerhub/shared';
import { CircleCheck, KeyRound } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { api, getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AccountDataSection } from './AccountDataSection';
import { focusFirstError, validateForm, type FieldErrors } from '../../components/form/validate';
import { signIn } from './session';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };
const ID_PREFIX = 'change';

/**
 * /change-password: current, new and confirmation. The server ends every session of the account
 * and hands this one a fresh pair, so the user stays signed in here only.
 */
export default function ChangePasswordPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const [isChanged, setIsChanged] = useState(false);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setIsChanged(false);
    // "Passwords do not match" sits on both fields: fixing either clears both.
    setErrors((current) =>
      field === 'current_password'
        ? { ...current, current_password: undefined }
        : { ...current, [field]: undefined, ...matchCleared(current) },
    );
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(changePasswordSchema, values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstError(checked.errors, FIELDS, ID_PREFIX);
      return;
    }
    setSubmitting(true);
    try {
      const result = await api.post<TokenPair & { message: string }>('/change-password/', checked.data, {
        silent: true,
      });
      signIn(result.access, result.refresh);
      setValues(EMPTY);
      setErrors({});
      setIsChanged(true);
      notify(AUTH_MESSAGES.passwordChanged, 'success');
    } catch (failure) {
      const fieldErrors = getFieldErrors(failure) as FieldErrors<Field>;
      setErrors(fieldErrors);
      focusFirstError(fieldErrors, FIELDS, ID_PREFIX);
      if (Object.keys(fieldErrors).length === 0) notify(getErrorMessage(failure), 'error');
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField
      id={`${ID_PREFIX}-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      hint={hint}
      value={values[name]}
      onChange={(e) => update(name)(e.target.value)}
      error={errors[name]}
    />
  );

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <section className="mx-auto w-full max-w-xl rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
            <KeyRound aria-hidden="true" className="size-5" />
          </span>
          <h1
            id="change-password-heading"
            className="text-2xl font-bold tracking-tight text-text sm:text-3xl"
          >
            {UI_TEXT.changePassword}
          </h1>
        </div>
        <p className="mt-3 text-muted">{ACCOUNT_TEXT.changeIntro}</p>
        {isChanged && (
          <p
            role="status"
            className="mt-6 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2.5 text-sm font-medium text-green-800"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {AUTH_MESSAGES.passwordChanged}
          </p>
        )}
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="change-password-heading"
          className="mt-8 flex flex-col gap-5"
        >
          {field('current_password', ACCOUNT_TEXT.currentPassword, 'current-password')}
          {field(
            'new_password',
            ACCOUNT_TEXT.newPassword,
            'new-password',
            `At least ${LIMITS.passwordMin} characters.`,
          )}
          {field('confirm_password', ACCOUNT_TEXT.confirmNewPassword, 'new-password')}
          <Button type="submit" size="lg" loading={submitting} className="self-start">
            {UI_TEXT.changePassword}
          </Button>
        </form>
      </section>
      <AccountDataSection />
    </div>
  );
}

/** Drops the mismatch message from both password fields (it is only true of the pair). */
function matchCleared(errors: FieldErrors<Field>): FieldErrors<Field> {
  const cleared: FieldErrors<Field> = {};
  for (const name of ['new_password', 'confirm_password'] as const) {
    if (errors[name] === VALIDATION.passwordsMismatch) cleared[name] = undefined;
  }
  return cleared;
}
