import { useQueryClient } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { IDENTITY_KEY, type Identity } from './identity';
import { isSignedIn, useIsSignedIn } from './session';
// Loaded when first opened: the sign-up form (and its validation) stays out of every page's first load.
const SignupDialog = lazy(() => import('./SignupDialog').then((m) => ({ default: m.SignupDialog })));

/**
 * Asks for an account in place. Returns true when the visitor is a registered user (signed in,
 * not a trial user) and the action may go ahead; otherwise opens the sign-up dialog and returns
 * false. The spec shows sign-up as a dialog to anonymous users who try to bookmark: bookmark
 * (favorite) buttons call this first.
 */
export type RequireAccount = (reason?: string) => boolean;

const RequireAccountContext = createContext<RequireAccount | null>(null);

/** Holds the one sign-up dialog of the app (mounted in the root layout, inside the router). */
export function RequireAccountProvider({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const location = useLocation();
  // The page the dialog was opened on: moving elsewhere (Log in, the OTP step after sign-up) closes it.
  const [asked, setAsked] = useState<{ key: string; reason?: string } | null>(null);

  const requireAccount = useCallback<RequireAccount>(
    (reason) => {
      // The identity the guards and layouts already fetched; read, never fetched from here.
      const isTrial = queryClient.getQueryData<Identity>(IDENTITY_KEY)?.is_trial_user === true;
      if (signedIn && !isTrial) return true;
      setAsked({ key: location.key, ...(reason ? { reason } : {}) });
      return false;
    },
    [signedIn, queryClient, location.key],
  );
  const open = asked !== null && asked.key === location.key;

  return (
    <RequireAccountContext.Provider value={requireAccount}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <SignupDialog
            open
            onOpenChange={(next) => {
              if (!next) setAsked(null);
            }}
            {...(asked.reason ? { reason: asked.reason } : {})}
          />
        </Suspense>
      )}
    </RequireAccountContext.Provider>
  );
}

/** The RequireAccount of the app; outside the provider (a page rendered alone) it only checks for a session. */
export function useRequireAccount(): RequireAccount {
  return useContext(RequireAccountContext) ?? isSignedIn;
}
