import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, PROFILE_TEXT, profileUpdateSchema, type Profile } from '@careerhub/shared';
import { BadgeCheck, Mail } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { getErrorMessage } from '../../lib/api';
import { applyServerErrors, useZodForm } from '../../components/form';
import { notify } from '../../lib/notify';
import { IDENTITY_KEY } from '../auth/identity';
import { OtpField } from '../auth/OtpField';
import { emptyOtp, otpCode } from '../auth/otpDigits';
import { showOtpError, useOtpForm } from '../auth/otpForm';
import {
  PROFILE_KEY_ROOT,
  resendAlternateOtp,
  switchToAlternateEmail,
  updateProfile,
  verifyAlternateOtp,
} from './api';

type Busy = null | 'resend' | 'primary';

/** The one field of the form: the shared profile rule for an alternate address (trimmed, required, an email). */
const emailSchema = profileUpdateSchema.pick({ alternate_email: true });

/**
 * Alternate email (spec section 4): none → added (an OTP is mailed) → verified → may be made
 * primary, after which the old primary address can no longer sign in.
 */
export function AlternateEmail({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(!profile.alternate_email);
  const form = useZodForm(emailSchema, { alternate_email: '' }, 'alternate-email');
  const otpForm = useOtpForm('alternate_email', 'alternate-otp');
  const verifying = otpForm.formState.isSubmitting;
  const [busy, setBusy] = useState<Busy>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROFILE_KEY_ROOT }),
      queryClient.invalidateQueries({ queryKey: IDENTITY_KEY }),
    ]);

  async function run(kind: Busy, action: () => Promise<void>) {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  const send = form.handleSubmit(async ({ alternate_email }) => {
    try {
      await updateProfile({ alternate_email });
      notify(AUTH_MESSAGES.otpSentAlternate, 'success');
      setEditing(false);
      otpForm.reset({ otp: emptyOtp() });
      await refresh();
    } catch (error) {
      // The server's message goes beside the one field, whether it names the field or not.
      const { fields, formMessage } = applyServerErrors(form, error);
      if (!fields.length)
        form.setError('alternate_email', { message: formMessage || getErrorMessage(error) });
    }
  });

  const verify = otpForm.handleSubmit(async ({ otp }) => {
    try {
      const result = await verifyAlternateOtp(otp);
      notify(result.message, 'success');
      await refresh();
    } catch (error) {
      showOtpError(otpForm, error);
    }
  });

  const resend = () =>
    run('resend', async () => {
      try {
        notify((await resendAlternateOtp()).message, 'success');
      } catch (error) {
        notify(getErrorMessage(error, AUTH_MESSAGES.couldNotResend), 'error');
      }
    });

  const makePrimary = () =>
    run('primary', async () => {
      try {
        notify((await switchToAlternateEmail()).message, 'success');
        setEditing(true);
        await refresh();
      } catch (error) {
        notify(getErrorMessage(error, AUTH_MESSAGES.couldNotSwitchEmail), 'error');
      }
    });

  const current = profile.alternate_email;
  return (
    <section aria-labelledby="alternate-email-title" className="flex flex-col gap-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-muted">{PROFILE_TEXT.primaryEmail}</dt>
          <dd className="mt-0.5 flex min-w-0 items-center gap-1.5 font-medium text-text">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <span className="truncate" title={profile.email ?? undefined}>
              {profile.email}
            </span>
          </dd>
        </div>
        {current && (
          <div className="min-w-0">
            <dt className="text-muted">{PROFILE_TEXT.alternateEmail}</dt>
            <dd className="mt-0.5 flex min-w-0 flex-wrap items-center gap-2 font-medium text-text">
              <span className="max-w-full truncate" title={current}>
                {current}
              </span>
              <span
                className={
                  profile.is_alternate_email_verified
                    ? 'inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-800'
                    : 'rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900'
                }
              >
                {profile.is_alternate_email_verified && (
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                )}
                {profile.is_alternate_email_verified ? PROFILE_TEXT.verified : PROFILE_TEXT.notVerified}
              </span>
            </dd>
          </div>
        )}
      </dl>
      <h3 id="alternate-email-title" className="sr-only">
        {PROFILE_TEXT.alternateEmail}
      </h3>

      {current && !profile.is_alternate_email_verified && !editing && (
        <form noValidate onSubmit={(e) => void verify(e)} className="flex flex-col gap-3">
          <p id="alternate-otp-hint" className="text-sm text-muted">
            {PROFILE_TEXT.otpHint}
          </p>
          <div className="max-w-sm">
            <OtpField
              form={otpForm}
              legend="Verification code"
              hideLegend
              hintId="alternate-otp-hint"
              disabled={busy !== null || verifying}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              size="sm"
              loading={verifying}
              disabled={!otpCode(otpForm.watch('otp')) || busy !== null}
            >
              {PROFILE_TEXT.verifyAlternateEmail}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void resend()} loading={busy === 'resend'}>
              {PROFILE_TEXT.resendCode}
            </Button>
          </div>
        </form>
      )}

      {current && profile.is_alternate_email_verified && !editing && (
        <div>
          <Button size="sm" onClick={() => void makePrimary()} loading={busy === 'primary'}>
            {PROFILE_TEXT.makePrimary}
          </Button>
        </div>
      )}

      {editing ? (
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={(e) => void send(e)}
        >
          <FormField
            className="flex-1"
            type="email"
            autoComplete="email"
            label={current ? PROFILE_TEXT.changeAlternateEmail : PROFILE_TEXT.addAlternateEmail}
            {...form.field('alternate_email')}
          />
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {PROFILE_TEXT.sendCode}
            </Button>
            {current && (
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {PROFILE_TEXT.cancel}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {PROFILE_TEXT.changeAlternateEmail}
          </Button>
        </div>
      )}
    </section>
  );
}
