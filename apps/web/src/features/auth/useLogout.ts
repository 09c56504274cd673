import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { currentOrg, currentRole, uiMode } from '../../lib/preferences';
import { clearSession } from './session';

/** Logout: tell the server (best effort), forget tokens and cached data, go to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const refresh = api.tokens.getRefresh();
    if (refresh)
      await api.post('/logout/', { refresh_token: refresh }, { silent: true }).catch(() => undefined);
    clearSession();
    // View, organization and role choices belong to this session, not to the next person.
    for (const preference of [uiMode, currentOrg, currentRole]) preference.set(null);
    queryClient.clear();
    void navigate('/login', { replace: true });
  };
}
