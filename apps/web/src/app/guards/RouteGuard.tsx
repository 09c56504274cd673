import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIdentity } from '../../features/auth/identity';
import { useIsSignedIn } from '../../features/auth/session';
import { uiMode } from '../../lib/preferences';
import { ErrorState } from '../../components/ui/ErrorState';
import { Spinner } from '../../components/ui/Spinner';
import { GUARDS, evaluateGuards, needsIdentity, type GuardName } from './guards';

/** Runs a guard chain from the table and either renders the page or redirects. */
export function RouteGuard({ chain, children }: { chain: GuardName; children: ReactNode }) {
  const location = useLocation();
  const isSignedIn = useIsSignedIn();
  const identityQuery = useIdentity();
  const mode = uiMode.useValue();
  const ctx = {
    isSignedIn,
    identity: identityQuery.data ?? null,
    pathname: location.pathname,
    search: location.search,
    isAdminMode: mode === 'admin',
  };

  // Login must stay reachable when the account cannot be loaded: that is how one gets out of it.
  if (needsIdentity(ctx) && !(identityQuery.isError && chain === 'guest')) {
    if (identityQuery.isError)
      return <ErrorState title="We could not load your account." className="flex-1" />;
    return (
      <div className="grid flex-1 place-items-center py-20 text-primary">
        <Spinner label="Loading your account" />
      </div>
    );
  }
  const redirect = evaluateGuards(GUARDS[chain], ctx);
  if (!redirect) return children;
  // <Navigate> draws nothing and moves on in an effect: the frames until the next page draws
  // show the loading state rather than an empty screen (right after a verified code, say).
  return (
    <>
      <Navigate to={redirect} replace />
      <div className="grid flex-1 place-items-center py-20 text-primary">
        <Spinner label="Loading page" />
      </div>
    </>
  );
}
