import { ERRORS, type TokenPair } from '@careerhub/shared';
import { api, getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';

export type SocialProvider = 'google' | 'facebook' | 'linkedin';
export type SocialLoginResult = TokenPair & { is_new_user: boolean };

/** POST /{provider}/login/: the server checks the provider's token and answers with our pair. */
export function postSocialLogin(provider: SocialProvider, body: Record<string, unknown>) {
  return api.post<SocialLoginResult>(`/${provider}/login/`, body, { anonymous: true, silent: true });
}

/** Social errors show the provider's (or server's) message, else "Something went wrong". */
export function notifySocialError(error: unknown) {
  notify(getErrorMessage(error, ERRORS.somethingWentWrong), 'error');
}
