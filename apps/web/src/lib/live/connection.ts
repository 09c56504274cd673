import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api';
import { emitLiveEvent } from './events';
import { createLiveSocket, liveSocketUrl, type LiveConnectionState, type SocketLike } from './socket';

/** The one live connection of this tab; every received event goes to the live event bus. */
export const liveSocket = createLiveSocket({
  urlFor: (token) => liveSocketUrl(window.location, token),
  getToken: () => api.tokens.getAccess(),
  // The socket was refused with the token it holds: refresh unless another request or tab already did.
  refreshToken: (refused) => api.refreshAccessToken(refused),
  onEvent: emitLiveEvent,
  // The browser's WebSocket has these members; its handler types name DOM events the client does not need.
  createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
});

/** Connected or not, for the UI ("No connection established"). */
export function useLiveConnectionState(): LiveConnectionState {
  return useSyncExternalStore(liveSocket.subscribe, liveSocket.getState, () => 'idle');
}

/**
 * Keeps the connection open while `enabled` (a signed-in member); closes it when that ends
 * (logout clears the token, leaving the member layout unmounts). Coming back online retries at once.
 */
export function useLiveConnection(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    liveSocket.start();
    const retry = () => liveSocket.retryNow();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      liveSocket.stop();
    };
  }, [enabled]);
}
