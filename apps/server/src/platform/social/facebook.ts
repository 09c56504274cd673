import { createHmac } from 'node:crypto';
import { SocialAuthError, fetchJson, type SocialProfile } from './index.js';

interface DebugToken {
  data?: { is_valid?: boolean; app_id?: string; user_id?: string; error?: { message?: string } };
}
interface Me {
  id?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  picture?: { data?: { url?: string } };
}

/** Checks a Facebook user access token with the Graph API's debug_token, then reads the profile. */
export function createFacebookVerifier(options: { appId: string; appSecret: string; graphUrl: string }) {
  const appToken = `${options.appId}|${options.appSecret}`;
  return async function verifyFacebookToken(accessToken: string, userId: string): Promise<SocialProfile> {
    const debug = await fetchJson(
      `${options.graphUrl}/debug_token?${new URLSearchParams({ input_token: accessToken, access_token: appToken })}`,
    );
    const data = (debug.body as DebugToken).data;
    if (debug.status !== 200 || !data?.is_valid) {
      throw new SocialAuthError(`Facebook token invalid: ${data?.error?.message ?? debug.status}`);
    }
    if (data.app_id !== options.appId) throw new SocialAuthError('Facebook token was issued to another app');
    if (data.user_id !== userId) throw new SocialAuthError('Facebook token belongs to another user');

    const proof = createHmac('sha256', options.appSecret).update(accessToken).digest('hex');
    const me = await fetchJson(
      `${options.graphUrl}/me?${new URLSearchParams({
        fields: 'id,email,first_name,last_name,picture',
        access_token: accessToken,
        appsecret_proof: proof,
      })}`,
    );
    const profile = me.body as Me;
    if (me.status !== 200 || profile.id !== userId)
      throw new SocialAuthError('Facebook profile could not be read');
    if (!profile.email) throw new SocialAuthError('Facebook account has no email');
    return {
      provider: 'facebook',
      providerUserId: profile.id,
      // Facebook only returns confirmed email addresses.
      email: profile.email,
      isEmailVerified: true,
      firstName: profile.first_name ?? '',
      lastName: profile.last_name ?? '',
      picture: profile.picture?.data?.url ?? null,
    };
  };
}
