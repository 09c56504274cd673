import { useEffect, useState } from 'react';
import type { TokenPair } from '@careerhub/shared';
import { loadScript } from './loadScript';
import { notifySocialError, postSocialLogin } from './socialApi';
import { SocialButton } from './SocialButton';

interface FacebookAuth {
  authResponse?: { accessToken: string; userID: string } | null;
  status?: string;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: FacebookAuth) => void, options: { scope: string }): void;
  logout(callback?: () => void): void;
  getLoginStatus(callback: (response: FacebookAuth) => void): void;
}
declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

/** Facebook SDK login: its access token and user id go to POST /facebook/login/. */
export function FacebookButton({
  appId,
  onSignedIn,
}: {
  appId: string;
  onSignedIn: (pair: TokenPair) => void;
}) {
  const [isReady, setIsReady] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadScript('https://connect.facebook.net/en_US/sdk.js')
      .then(() => {
        if (cancelled || !window.FB) return;
        window.FB.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
        setIsReady(true);
      })
      .catch(notifySocialError);
    return () => {
      cancelled = true;
    };
  }, [appId]);

  function login() {
    if (!window.FB) return;
    setIsBusy(true);
    window.FB.login(
      (response) => {
        const auth = response.authResponse;
        // The person closed the Facebook window: nothing to report.
        if (!auth) return setIsBusy(false);
        postSocialLogin('facebook', { access_token: auth.accessToken, user_id: auth.userID })
          .then(onSignedIn)
          .catch((error: unknown) => {
            setIsBusy(false);
            notifySocialError(error);
          });
      },
      { scope: 'email,public_profile' },
    );
  }

  return (
    <SocialButton provider="facebook" onClick={login} disabled={!isReady} loading={isBusy}>
      Continue with Facebook
    </SocialButton>
  );
}

/** Logout also ends the Facebook SDK session when one is open in this page. */
export function forgetFacebookSession() {
  window.FB?.getLoginStatus((response) => {
    if (response.status === 'connected') window.FB?.logout();
  });
}
