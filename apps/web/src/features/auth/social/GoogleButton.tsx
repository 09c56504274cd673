import { useEffect, useRef } from 'react';
import type { TokenPair } from '@careerhub/shared';
import { loadScript } from './loadScript';
import { notifySocialError, postSocialLogin } from './socialApi';

interface GoogleCredential {
  credential: string;
  select_by?: string;
}
interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: GoogleCredential) => void }): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
  disableAutoSelect(): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

/** Google Identity Services button: its ID token (credential) goes to POST /google/login/. */
export function GoogleButton({
  clientId,
  onSignedIn,
}: {
  clientId: string;
  onSignedIn: (pair: TokenPair) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    let cancelled = false;
    loadScript('https://accounts.google.com/gsi/client')
      .then(() => {
        const id = window.google?.accounts?.id;
        if (cancelled || !id || !container.current) return;
        id.initialize({
          client_id: clientId,
          callback: ({ credential, select_by }) => {
            postSocialLogin('google', {
              access_token: credential,
              one_tap: select_by?.startsWith('auto') ?? false,
            })
              .then((pair) => onSignedInRef.current(pair))
              .catch(notifySocialError);
          },
        });
        id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: container.current.offsetWidth || 320,
        });
      })
      .catch(notifySocialError);
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return <div ref={container} className="flex h-11 w-full justify-center" />;
}

/** Logout also ends Google's automatic sign-in for this site. */
export function forgetGoogleSession() {
  window.google?.accounts?.id?.disableAutoSelect();
}
