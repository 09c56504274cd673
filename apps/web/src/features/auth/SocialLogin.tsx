import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { FacebookButton } from './social/FacebookButton';
import { GoogleButton } from './social/GoogleButton';
import { startLinkedinLogin } from './social/linkedin';
import { SocialButton } from './social/SocialButton';
import { useFinishSignIn } from './useFinishSignIn';

/**
 * Social sign-in, one button per provider the server turned on (ui.social_login) with the
 * public client id it sent. Nothing renders (and no provider script loads) when all are off.
 */
export function SocialLogin({ next }: { next: string | null }) {
  const { ui } = useAppConfig();
  const finish = useFinishSignIn();
  const ids = ui.social_client_ids;
  const google = ui.social_login.google && ids.google;
  const facebook = ui.social_login.facebook && ids.facebook;
  const linkedin = ui.social_login.linkedin && ids.linkedin;
  if (!google && !facebook && !linkedin) return null;

  const onSignedIn = (pair: Parameters<typeof finish>[0]) => finish(pair, next);
  return (
    <div className="mt-6 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wider text-muted uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      {google && <GoogleButton clientId={google} onSignedIn={onSignedIn} />}
      {facebook && <FacebookButton appId={facebook} onSignedIn={onSignedIn} />}
      {linkedin && (
        <SocialButton provider="linkedin" onClick={() => startLinkedinLogin(linkedin, next)}>
          Continue with LinkedIn
        </SocialButton>
      )}
    </div>
  );
}
