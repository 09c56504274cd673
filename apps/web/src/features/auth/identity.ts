import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useIsSignedIn } from './session';
import type { Identity } from '@careerhub/shared';

export type { Identity, OrganizationSummary } from '@careerhub/shared';

export const IDENTITY_KEY = ['identity'] as const;

/** The signed-in user, fetched once a token exists (and never for anonymous visitors). */
export function useIdentity() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: IDENTITY_KEY,
    queryFn: ({ signal }) => api.get<Identity>('/identity/', { signal }),
    enabled: signedIn,
  });
}

/** Administrators of the default organization may switch to the admin view. */
export function isDefaultOrgAdmin(identity: Identity | null | undefined): boolean {
  return identity?.organization?.role === 'admin';
}
