import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TokenPair } from '@careerhub/shared';
import { IDENTITY_KEY } from './identity';
import { safeNextPath } from './loginForm';
import { signIn } from './session';

/**
 * Stores a fresh token pair and goes to next. The cached identity belongs to whoever was signed
 * in before (or nobody), so it is dropped first and the guards wait for the new one.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (pair: TokenPair, next: string | null) => {
    queryClient.removeQueries({ queryKey: IDENTITY_KEY });
    signIn(pair.access, pair.refresh);
    void navigate(safeNextPath(next), { replace: true });
  };
}
