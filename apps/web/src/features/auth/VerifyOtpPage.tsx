import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, UI_TEXT, type Identity, type TokenPair } from '@careerhub/shared';
import { MailCheck } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { api, getErrorMessage, isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AUTH_LINK, AuthCard, AuthPage } from './AuthCard';
import { IDENTITY_KEY, useIdentity } from './identity';
import { safeNextPath } from './loginForm';
import { OtpField } from './OtpField';
import { emptyOtp, otpCode } from './otpDigits';
import { showOtpError, useOtpForm } from './otpForm';
import { signIn } from './session';
import { useCountdown } from './useCountdown';
import { useLogout } from './useLogout';

/** /verify-otp?next=: the registration code from the email, then on to next (default /). */
export default function VerifyOtpPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const identity = useIdentity().data;
  const form = useOtpForm('registration', 'otp');
  const [isResending, setIsResending] = useState(false);
  const resendWait = useCountdown();
  const code = otpCode(form.watch('otp'));
  const isVerifying = form.formState.isSubmitting;

  // A verified code leads to the registration wizard: its code loads while the user types, so
  // no blank screen sits between the success and the wizard.
  useEffect(() => {
    void import('../onboarding/OnboardingPage');
  }, []);

  const focusFirstBox = () => document.getElementById(`${form.idPrefix}-otp`)?.focus();

  const onVerify = form.handleSubmit(async (body) => {
    try {
      const result = await api.post<TokenPair & { message: string }>('/verify-otp/', body, {
        silent: true,
      });
      signIn(result.access, result.refresh);
      // The guards read identity: it must say "verified" before we move on, or they send us back.
      const fresh = await api.get<Identity>('/identity/');
      queryClient.setQueryData(IDENTITY_KEY, fresh);
      notify(AUTH_MESSAGES.otpVerified, 'success');
      void navigate(safeNextPath(search.get('next')), { replace: true });
    } catch (failure) {
      // Under the boxes; they were disabled while checking, so the focus comes back once enabled.
      showOtpError(form, failure);
    }
  });

  async function onResend() {
    setIsResending(true);
    try {
      const result = await api.post<{ message: string }>(
        '/resend-otp/',
        { type: 'registration' },
        { silent: true },
      );
      form.reset({ otp: emptyOtp() });
      notify(result.message || AUTH_MESSAGES.otpResent, 'success');
      focusFirstBox();
    } catch (failure) {
      // The server allows one code a minute: say how long to wait and count it down on the button.
      if (isApiError(failure) && failure.status === 429 && failure.retryAfter)
        resendWait.start(failure.retryAfter);
      notify(getErrorMessage(failure, AUTH_MESSAGES.couldNotResend), 'error');
    } finally {
      setIsResending(false);
    }
  }

  return (
    <AuthPage>
      <AuthCard
        icon={<MailCheck className="size-6" />}
        title="Check your email"
        description={
          <p>
            Enter the 6-digit code we sent to{' '}
            {identity?.email ? (
              // The full stop stays with the address: it never wraps onto a line of its own.
              <span className="inline-flex max-w-full align-bottom">
                <strong className="min-w-0 truncate font-semibold text-text" title={identity.email}>
                  {identity.email}
                </strong>
                .
              </span>
            ) : (
              'your email.'
            )}
          </p>
        }
        footer={
          <p>
            Not your account?{' '}
            <button type="button" onClick={() => void logout()} className={AUTH_LINK}>
              {UI_TEXT.logout}
            </button>
          </p>
        }
      >
        <form noValidate onSubmit={(e) => void onVerify(e)} className="flex flex-col gap-5">
          <OtpField form={form} legend="Verification code" hintId="otp-hint" disabled={isVerifying} />
          <Button type="submit" size="lg" className="w-full" disabled={!code} loading={isVerifying}>
            {UI_TEXT.verify}
          </Button>
          <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted">
            <span>Didn&apos;t get it?</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void onResend()}
              loading={isResending}
              disabled={resendWait.seconds > 0}
            >
              {UI_TEXT.resend}
              {resendWait.seconds > 0 && <span className="tabular-nums"> in {resendWait.seconds} s</span>}
            </Button>
          </div>
        </form>
        <p id="otp-hint" className="mt-6 rounded-xl bg-primary-soft/60 px-4 py-3 text-sm text-text">
          The email comes from a no-reply address,{' '}
          <strong className="font-semibold [overflow-wrap:anywhere]">
            no-reply@{window.location.hostname}
          </strong>
          . If you cannot find it, look in your spam or promotions folder.
        </p>
      </AuthCard>
    </AuthPage>
  );
}
