export type SocialProvider = 'google' | 'facebook' | 'linkedin';

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/** What a provider vouches for after its token or code checked out. */
export interface SocialProfile {
  provider: SocialProvider;
  providerUserId: string;
  email: string;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | null;
}

export class SocialAuthError extends Error {}

export async function fetchJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
  } catch (err) {
    throw new SocialAuthError(`provider unreachable: ${(err as Error).message}`);
  }
  const text = await res.text();
  try {
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  } catch {
    throw new SocialAuthError(`provider answered ${res.status} with a non-JSON body`);
  }
}

export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}
