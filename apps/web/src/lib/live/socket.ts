import type { LiveEvent } from './events';

/**
 * The live connection of one signed-in tab: WebSocket /ws/events/{access token}/.
 *
 * - Reconnects with exponential back-off and jitter (1 s doubling to 30 s) after every loss.
 * - Close code 4401 (token refused): one shared token refresh, then a reconnect with the new token.
 * - An application ping every PING_INTERVAL; a socket that stays silent PONG_TIMEOUT after it is
 *   treated as lost (a half-open TCP connection never fires close on its own).
 * - After every (re)connect it asks for what it missed: { type: 'sync', since_id } with the
 *   highest chat message id it has seen, so messages sent during an outage still arrive; when
 *   the server's `synced` says more are waiting, it asks again from the new mark.
 *
 * Pure logic over an injected WebSocket class, timers and randomness, so it is tested without a
 * browser. The React side (useLiveConnection) only starts, stops and reads the state.
 */

/**
 * idle: not started (signed out). connecting: first attempt under way. open: connected.
 * reconnecting: the connection was lost or could not be made; a retry is scheduled.
 */
export type LiveConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** The part of the browser WebSocket this client uses (the real class or a test stand-in). */
export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
export const PING_INTERVAL_MS = 20_000;
export const PONG_TIMEOUT_MS = 10_000;
/** A connection counts as established (back-off and refresh allowance reset) after this long open, or its first event. */
export const STABLE_AFTER_MS = 5_000;
export const CLOSE_INVALID_TOKEN = 4401;
const OPEN = 1;

export interface LiveSocketOptions {
  /** The address for a token, e.g. wss://host/ws/events/{token}/. */
  urlFor: (token: string) => string;
  getToken: () => string | null;
  /** The API client's single shared refresh for the token the server refused; null when the session is over. */
  refreshToken: (refused: string) => Promise<string | null>;
  /** Every event the server sends (the app hands them to the live event bus). */
  onEvent: (event: LiveEvent) => void;
  createSocket: SocketFactory;
  random?: () => number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s … 30 s, each ±20 % jitter, never above 30 s. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(Math.min(RECONNECT_MAX_MS, base * (0.8 + 0.4 * random())));
}

/** ws:// or wss:// by the page's protocol, same host: /ws/events/{token}/. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws/events/${encodeURIComponent(token)}/`;
}

/** The id of the chat message an event carries (chat_message and ack), if any. */
function messageIdOf(event: LiveEvent): number | null {
  if (event.type !== 'chat_message' && event.type !== 'ack') return null;
  const message = event.message as { id?: unknown } | undefined;
  return typeof message?.id === 'number' ? message.id : null;
}

export function createLiveSocket(options: LiveSocketOptions) {
  const random = options.random ?? Math.random;
  const later = options.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const cancel =
    options.clearTimeout ??
    ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>));

  let state: LiveConnectionState = 'idle';
  let socket: SocketLike | null = null;
  let running = false;
  let attempt = 0;
  let lastMessageId = 0;
  /** A refresh was already tried since the last successful open: a second 4401 backs off instead. */
  let refreshedSinceOpen = false;
  let retryTimer: unknown = null;
  let pingTimer: unknown = null;
  let pongTimer: unknown = null;
  let stableTimer: unknown = null;
  const stateListeners = new Set<() => void>();

  function setState(next: LiveConnectionState) {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) listener();
  }

  function clearTimers() {
    for (const handle of [retryTimer, pingTimer, pongTimer, stableTimer]) if (handle !== null) cancel(handle);
    retryTimer = pingTimer = pongTimer = stableTimer = null;
  }

  /** Forget the socket without waiting for its close handshake. */
  function detach(code = 1000) {
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = current.onclose = current.onmessage = current.onerror = null;
    try {
      current.close(code);
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  function scheduleReconnect() {
    if (!running) return;
    setState('reconnecting');
    const delay = backoffDelay(attempt, random);
    attempt += 1;
    retryTimer = later(() => {
      retryTimer = null;
      connect();
    }, delay);
  }

  function schedulePing() {
    pingTimer = later(() => {
      pingTimer = null;
      if (!send({ type: 'ping' })) return;
      pongTimer = later(() => {
        pongTimer = null;
        // Silent for too long: treat as lost and reconnect.
        lost();
      }, PONG_TIMEOUT_MS);
    }, PING_INTERVAL_MS);
  }

  function lost() {
    clearTimers();
    detach(4000);
    scheduleReconnect();
  }

  async function onInvalidToken(usedToken: string) {
    clearTimers();
    detach();
    setState('reconnecting');
    const current = options.getToken();
    // Another request already replaced the token this socket used: just try the new one.
    if (current && current !== usedToken) {
      connect();
      return;
    }
    if (refreshedSinceOpen) {
      scheduleReconnect();
      return;
    }
    refreshedSinceOpen = true;
    const fresh = await options.refreshToken(usedToken);
    if (!running) return;
    if (!fresh) {
      // The session is over; the next API call sends the user to /login.
      setState('idle');
      running = false;
      return;
    }
    connect();
  }

  function connect() {
    if (!running) return;
    const token = options.getToken();
    if (!token) {
      running = false;
      setState('idle');
      return;
    }
    if (state === 'idle') setState('connecting');
    const ws = options.createSocket(options.urlFor(token));
    socket = ws;
    ws.onopen = () => {
      // The server accepts the socket before it checks the token: the back-off only starts over
      // once the connection has proved itself, or a server that closes at once would be hammered.
      stableTimer = later(markStable, STABLE_AFTER_MS);
      setState('open');
      if (lastMessageId > 0) send({ type: 'sync', since_id: lastMessageId });
      schedulePing();
    };
    ws.onmessage = (message) => {
      markStable();
      // Anything from the server proves the connection alive.
      if (pongTimer !== null) {
        cancel(pongTimer);
        pongTimer = null;
        if (pingTimer === null) schedulePing();
      }
      if (typeof message.data !== 'string') return;
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      if (!event || typeof event.type !== 'string') return;
      const id = messageIdOf(event);
      if (id !== null) noteMessageId(id);
      // A sync answers at most 500 messages: ask for the rest from where it stopped.
      if (event.type === 'synced' && event.has_more === true) send({ type: 'sync', since_id: lastMessageId });
      options.onEvent(event);
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      clearTimers();
      if (!running) return;
      if (event.code === CLOSE_INVALID_TOKEN) void onInvalidToken(token);
      else scheduleReconnect();
    };
    // An error is always followed by close, which decides what happens next.
    ws.onerror = () => undefined;
  }

  function markStable() {
    if (stableTimer !== null) cancel(stableTimer);
    stableTimer = null;
    attempt = 0;
    refreshedSinceOpen = false;
  }

  /** Sends a client event when connected; false when there is no open connection. */
  function send(event: Record<string, unknown>): boolean {
    if (!socket || socket.readyState !== OPEN || state !== 'open') return false;
    try {
      socket.send(JSON.stringify(event));
      return true;
    } catch {
      return false;
    }
  }

  /** The highest chat message id seen (also from HTTP pages), sent as since_id after a reconnect. */
  function noteMessageId(id: number) {
    if (Number.isFinite(id) && id > lastMessageId) lastMessageId = id;
  }

  return {
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      refreshedSinceOpen = false;
      connect();
    },
    /** Logout or leaving the signed-in area: close and stop retrying. */
    stop() {
      running = false;
      clearTimers();
      detach(1000);
      lastMessageId = 0;
      setState('idle');
    },
    /** Retry now instead of waiting out the back-off (the browser came back online). */
    retryNow() {
      if (!running || state !== 'reconnecting' || retryTimer === null) return;
      cancel(retryTimer);
      retryTimer = null;
      connect();
    },
    send,
    noteMessageId,
    getState: () => state,
    getLastMessageId: () => lastMessageId,
    subscribe(listener: () => void) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
  };
}
export type LiveSocket = ReturnType<typeof createLiveSocket>;
