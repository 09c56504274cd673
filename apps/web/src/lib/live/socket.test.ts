// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from './events';
import {
  backoffDelay,
  createLiveSocket,
  liveSocketUrl,
  PING_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  STABLE_AFTER_MS,
  type LiveSocketOptions,
  type SocketLike,
} from './socket';

/** A WebSocket stand-in the test drives by hand: open it, feed it messages, close it with a code. */
class StubSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // Server side of the stub.
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(event: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: StubSocket[];
let events: LiveEvent[];
let token: string | null;
let refresh: ReturnType<typeof vi.fn<() => Promise<string | null>>>;

function makeSocket(overrides: Partial<LiveSocketOptions> = {}) {
  return createLiveSocket({
    urlFor: (t) => `ws://test/ws/events/${t}/`,
    getToken: () => token,
    refreshToken: refresh,
    onEvent: (event) => events.push(event),
    createSocket: (url) => {
      const socket = new StubSocket(url);
      sockets.push(socket);
      return socket;
    },
    // No jitter: delays are exactly 1 s, 2 s, 4 s … so the timing assertions are exact.
    random: () => 0.5,
    ...overrides,
  });
}
const last = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  events = [];
  token = 'access-1';
  refresh = vi.fn(async () => {
    token = 'access-2';
    return token;
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles from 1 s to a 30 s ceiling with ±20 % jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(0, () => 1)).toBe(1200);
    expect(backoffDelay(3, () => 0.999)).toBeLessThanOrEqual(9600);
    expect(backoffDelay(9, () => 1)).toBe(30000);
  });
});

describe('liveSocketUrl', () => {
  it('uses wss on https pages and ws otherwise, same host', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'app.example' }, 'a.b')).toBe(
      'wss://app.example/ws/events/a.b/',
    );
    expect(liveSocketUrl({ protocol: 'http:', host: '127.0.0.1:4325' }, 'tok')).toBe(
      'ws://127.0.0.1:4325/ws/events/tok/',
    );
  });
});

describe('createLiveSocket', () => {
  it('connects with the access token, reports its state and emits every event', () => {
    const live = makeSocket();
    const states: string[] = [];
    live.subscribe(() => states.push(live.getState()));
    live.start();
    expect(last().url).toBe('ws://test/ws/events/access-1/');
    expect(live.getState()).toBe('connecting');
    last().open();
    expect(live.getState()).toBe('open');
    last().receive({ type: 'notification', unread_notifications_count: 3 });
    last().receive({ type: 'pong' });
    expect(events.map((e) => e.type)).toEqual(['notification', 'pong']);
    // Not JSON, or no type: ignored rather than crashing the handler.
    last().onmessage?.({ data: 'not json' });
    last().onmessage?.({ data: '{"no":"type"}' });
    expect(events).toHaveLength(2);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('reconnects after a loss with back-off 1 s, 2 s, 4 s and resets it after a success', () => {
    const live = makeSocket();
    live.start();
    last().drop();
    expect(live.getState()).toBe('reconnecting');
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().drop();
    vi.advanceTimersByTime(4000);
    expect(sockets).toHaveLength(4);
    last().open();
    expect(live.getState()).toBe('open');
    // Closed right after opening (the server refused it after accepting): the back-off goes on.
    last().drop();
    vi.advanceTimersByTime(7999);
    expect(sockets).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(5);
    // Once the connection proved itself (an event, or 5 s open) the next loss starts over at 1 s.
    last().open();
    last().receive({ type: 'pong' });
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(6);
    last().open();
    vi.advanceTimersByTime(STABLE_AFTER_MS);
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(7);
  });

  it('never waits more than 30 s between attempts', () => {
    const live = makeSocket();
    live.start();
    for (let i = 0; i < 8; i += 1) {
      last().drop();
      vi.advanceTimersByTime(30_000);
    }
    expect(sockets).toHaveLength(9);
    last().drop();
    vi.advanceTimersByTime(29_999);
    expect(sockets).toHaveLength(9);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(10);
  });

  it('sends sync with the highest message id seen after every reconnect', () => {
    const live = makeSocket();
    live.start();
    last().open();
    // Nothing seen yet: no sync on the first connect.
    expect(last().sent).toEqual([]);
    last().receive({ type: 'chat_message', room: 1, message: { id: 41 } });
    last().receive({ type: 'ack', client_id: 'c1', message: { id: 44 } });
    last().receive({ type: 'chat_message', room: 2, message: { id: 43 } });
    live.noteMessageId(12); // a lower id from an HTTP page changes nothing
    expect(live.getLastMessageId()).toBe(44);
    last().drop();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(last().sent).toEqual([{ type: 'sync', since_id: 44 }]);
    // Messages replayed by the sync move the mark on for the next reconnect.
    last().receive({ type: 'chat_message', room: 1, message: { id: 50 } });
    last().drop();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(last().sent).toEqual([{ type: 'sync', since_id: 50 }]);
    // More than one batch waiting: it asks again from the new mark, and stops when none is left.
    last().receive({ type: 'chat_message', room: 1, message: { id: 550 } });
    last().receive({ type: 'synced', since_id: 50, count: 500, has_more: true });
    last().receive({ type: 'chat_message', room: 1, message: { id: 560 } });
    last().receive({ type: 'synced', since_id: 550, count: 10, has_more: false });
    expect(last().sent).toEqual([
      { type: 'sync', since_id: 50 },
      { type: 'sync', since_id: 550 },
    ]);
  });

  it('on close 4401 refreshes the token once and reconnects with the new one', async () => {
    const live = makeSocket();
    live.start();
    last().drop(4401);
    expect(live.getState()).toBe('reconnecting');
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(last().url).toBe('ws://test/ws/events/access-2/');
    // A second 4401 before any successful open backs off instead of refreshing in a loop.
    last().drop(4401);
    await Promise.resolve();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(3);
    last().open();
    // Open but refused at once again: no second refresh, back-off instead.
    last().drop(4401);
    await Promise.resolve();
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(4);
    last().open();
    last().receive({ type: 'pong' });
    // After a connection that worked, a new 4401 may refresh again.
    last().drop(4401);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
  });

  it('on 4401 with a token already replaced by another request, reconnects without refreshing', () => {
    const live = makeSocket();
    live.start();
    token = 'replaced-meanwhile';
    last().drop(4401);
    expect(refresh).not.toHaveBeenCalled();
    expect(last().url).toBe('ws://test/ws/events/replaced-meanwhile/');
  });

  it('stops when the refresh fails (session over) or there is no token', async () => {
    refresh = vi.fn(async () => null);
    const live = makeSocket();
    live.start();
    last().drop(4401);
    await vi.waitFor(() => expect(live.getState()).toBe('idle'));
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    token = null;
    const signedOut = makeSocket();
    signedOut.start();
    expect(sockets).toHaveLength(1);
    expect(signedOut.getState()).toBe('idle');
  });

  it('pings every 20 s and treats 10 s of silence after a ping as a lost connection', () => {
    const live = makeSocket();
    live.start();
    last().open();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(last().sent).toEqual([{ type: 'ping' }]);
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(live.getState()).toBe('open');
    vi.advanceTimersByTime(PING_INTERVAL_MS - PONG_TIMEOUT_MS);
    expect(last().sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    const silent = last();
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(silent.closedWith).toBe(4000);
    expect(live.getState()).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('send works only while open; stop closes, cancels the retry and forgets the mark', () => {
    const live = makeSocket();
    live.start();
    expect(live.send({ type: 'chat_message', room: 1, message: 'hi', client_id: 'a' })).toBe(false);
    last().open();
    expect(live.send({ type: 'chat_message', room: 1, message: 'hi', client_id: 'a' })).toBe(true);
    last().receive({ type: 'chat_message', room: 1, message: { id: 9 } });
    last().drop();
    expect(live.send({ type: 'ping' })).toBe(false);
    live.stop();
    expect(live.getState()).toBe('idle');
    expect(live.getLastMessageId()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    live.start();
    last().open();
    live.stop();
    expect(last().closedWith).toBe(1000);
    // A close event arriving after stop schedules nothing.
    last().onclose?.({ code: 1006 });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('retryNow skips the remaining back-off (browser back online)', () => {
    const live = makeSocket();
    live.start();
    for (let i = 0; i < 4; i += 1) {
      last().drop();
      vi.advanceTimersByTime(30_000);
    }
    last().drop();
    expect(sockets).toHaveLength(5);
    live.retryNow();
    expect(sockets).toHaveLength(6);
    // While open it does nothing.
    last().open();
    live.retryNow();
    expect(sockets).toHaveLength(6);
  });
});
