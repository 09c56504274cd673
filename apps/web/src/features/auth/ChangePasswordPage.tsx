import { useState } from 'react';
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
import { applyServerErrors, useZodForm } from '../../components/form';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AccountDataSection } from './AccountDataSection';
import { signIn } from './session';

type Field = 'current_password' | 'new_password' | 'confirm_password';
type Values = Record<Field, string>;
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

/**
 * /change-password: current, new and confirmation. The server ends every session of the account
 * and hands this one a fresh pair, so the user stays signed in here only.
 */
export default function ChangePasswordPage() {
  const form = useZodForm(changePasswordSchema, EMPTY, 'change');
  const [isChanged, setIsChanged] = useState(false);

  const onEdit = (name: Field) => {
    setIsChanged(false);
    form.clearOnEdit(name);
    if (name === 'current_password') return;
    // "Passwords do not match" sits on both fields: fixing either clears both.
    for (const other of ['new_password', 'confirm_password'] as const)
      if (form.getFieldState(other).error?.message === VALIDATION.passwordsMismatch) form.clearErrors(other);
  };

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const result = await api.post<TokenPair & { message: string }>('/change-password/', data, {
        silent: true,
      });
      signIn(result.access, result.refresh);
      form.reset(EMPTY);
      setIsChanged(true);
      notify(AUTH_MESSAGES.passwordChanged, 'success');
    } catch (failure) {
      const { fields } = applyServerErrors(form, failure);
      if (fields.length === 0) notify(getErrorMessage(failure), 'error');
    }
  });

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      hint={hint}
      {...form.register(name, { onChange: () => onEdit(name) })}
      id={`${form.idPrefix}-${name}`}
      error={form.errorOf(name)}
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
          <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="self-start">
            {UI_TEXT.changePassword}
          </Button>
        </form>
      </section>
      <AccountDataSection />
    </div>
  );
}
