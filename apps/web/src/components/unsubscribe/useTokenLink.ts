import { useEffect, useRef, useState } from 'react';
import { api, getErrorMessage } from '../../lib/api';

export type TokenLinkPhase<T> =
  { name: 'working' } | { name: 'done'; state: T } | { name: 'failed'; message: string };

/**
 * An emailed unsubscribe link (notifications, newsletters): opening the page spends the link's
 * token once on `unsubscribePath` (also under StrictMode's double effects), and the page can turn
 * the same thing back on through `resubscribePath`. No sign-in: the token is the authority.
 */
export function useTokenLink<T>(
  token: string,
  paths: { unsubscribe: string; resubscribe: string },
  invalidLink: string,
) {
  const [phase, setPhase] = useState<TokenLinkPhase<T>>(() =>
    token ? { name: 'working' } : { name: 'failed', message: invalidLink },
  );
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    api
      .post<T>(paths.unsubscribe, { token }, { anonymous: true, silent: true })
      .then((state) => setPhase({ name: 'done', state }))
      .catch((error: unknown) => setPhase({ name: 'failed', message: getErrorMessage(error) }));
  }, [token, paths.unsubscribe]);

  const setSubscribed = async (subscribe: boolean) => {
    setBusy(true);
    try {
      const path = subscribe ? paths.resubscribe : paths.unsubscribe;
      const state = await api.post<T>(path, { token }, { anonymous: true, silent: true });
      setPhase({ name: 'done', state });
    } catch (error) {
      setPhase({ name: 'failed', message: getErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return { phase, busy, setSubscribed };
}
