import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, UI_TEXT, type Identity, type TokenPair } from '@careerhub/shared';
import { MailCheck } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { api, getErrorMessage, getFieldErrors, isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AUTH_LINK, AuthCard, AuthPage } from './AuthCard';
import { IDENTITY_KEY, useIdentity } from './identity';
import { safeNextPath } from './loginForm';
import { OtpInput } from './OtpInput';
import { emptyOtp, otpCode } from './otpDigits';
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
  const form = useRef<HTMLFormElement>(null);
  const [boxes, setBoxes] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const resendWait = useCountdown();
  const code = otpCode(boxes);

  // A verified code leads to the registration wizard: its code loads while the user types, so
  // no blank screen sits between the success and the wizard.
  useEffect(() => {
    void import('../onboarding/OnboardingPage');
  }, []);

  const focusFirstBox = () => form.current?.querySelector<HTMLInputElement>('input')?.focus();

  async function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code) return;
    setIsVerifying(true);
    setError(null);
    try {
      const result = await api.post<TokenPair & { message: string }>(
        '/verify-otp/',
        { otp: code, type: 'registration' },
        { silent: true },
      );
      signIn(result.access, result.refresh);
      // The guards read identity: it must say "verified" before we move on, or they send us back.
      const fresh = await api.get<Identity>('/identity/');
      queryClient.setQueryData(IDENTITY_KEY, fresh);
      notify(AUTH_MESSAGES.otpVerified, 'success');
      void navigate(safeNextPath(search.get('next')), { replace: true });
    } catch (failure) {
      setIsVerifying(false);
      setError(getFieldErrors(failure).otp ?? getErrorMessage(failure));
      // The boxes were disabled while checking; give the focus back so the code can be fixed.
      setTimeout(focusFirstBox);
    }
  }

  async function onResend() {
    setIsResending(true);
    try {
      const result = await api.post<{ message: string }>(
        '/resend-otp/',
        { type: 'registration' },
        { silent: true },
      );
      setBoxes(emptyOtp());
      setError(null);
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
        <form ref={form} noValidate onSubmit={onVerify} className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-text">Verification code</legend>
            <OtpInput
              value={boxes}
              onChange={(next) => {
                setBoxes(next);
                setError(null);
              }}
              errorId={error ? 'otp-error' : undefined}
              hintId="otp-hint"
              disabled={isVerifying}
            />
            {error && (
              <p id="otp-error" role="alert" className="text-sm font-medium text-danger">
                {error}
              </p>
            )}
          </fieldset>
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
