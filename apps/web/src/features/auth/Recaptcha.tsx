import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { loadScript } from './social/loadScript';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  reset(widgetId?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export interface RecaptchaHandle {
  /** A token is good for one submission: after a failed signup the box must be ticked again. */
  reset(): void;
}

interface RecaptchaProps {
  siteKey: string;
  onChange: (token: string | null) => void;
  error?: string | undefined;
  errorId: string;
}

/** reCAPTCHA v2 checkbox, loaded from Google only when the site has a key. */
export const Recaptcha = forwardRef<RecaptchaHandle, RecaptchaProps>(function Recaptcha(
  { siteKey, onChange, error, errorId },
  ref,
) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [failed, setFailed] = useState(false);

  useImperativeHandle(ref, () => ({
    reset() {
      if (widgetId.current !== null) window.grecaptcha?.reset(widgetId.current);
      onChangeRef.current(null);
    },
  }));

  useEffect(() => {
    let cancelled = false;
    loadScript('https://www.google.com/recaptcha/api.js?render=explicit')
      .then(() =>
        window.grecaptcha?.ready(() => {
          if (cancelled || !container.current || widgetId.current !== null) return;
          widgetId.current = window.grecaptcha!.render(container.current, {
            sitekey: siteKey,
            callback: (token) => onChangeRef.current(token),
            'expired-callback': () => onChangeRef.current(null),
          });
        }),
      )
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  return (
    <div className="flex flex-col gap-1.5">
      <div ref={container} className="min-h-[78px]" />
      {failed && (
        <p className="text-sm text-muted">
          The reCAPTCHA check could not load. Reload the page to try again.
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
