import { CHAT_MESSAGES, WS_CLOSE } from '@careerhub/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMember,
  listen,
  openRoom,
  sendText,
  TestSocket,
  type ChatMember,
} from '../../../test/chat-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { publishToUser } from '../../platform/pubsub/index.js';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

describe('live events WebSocket', () => {
  let t: TestApp;
  let base: string;
  let a: ChatMember;
  let b: ChatMember;
  let room: number;
  const sockets: TestSocket[] = [];
  const open = async (token: string, options = {}) => {
    const socket = await TestSocket.open(base, token, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { WS_HEARTBEAT_MS: '100', JWT_SECRET: SECRET } });
    base = await listen(t);
    a = await chatMember(t);
    b = await chatMember(t);
    room = await openRoom(t, a, b);
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await t.close();
  });

  it('closes with 4401 for a malformed, foreign or expired token', async () => {
    const expired = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(a.id))
      .setIssuer('careerhub')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(SECRET));
    const foreign = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(a.id))
      .setIssuer('careerhub')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    for (const token of ['not-a-token', expired, foreign, a.refresh]) {
      const socket = await open(token);
      expect(await socket.closed).toEqual({ code: WS_CLOSE.invalidToken, reason: 'invalid token' });
    }
  });

  it('delivers a message live to the recipient and the sender’s other sockets, and acks the sending socket', async () => {
    const a1 = await open(a.access);
    const a2 = await open(a.access);
    const b1 = await open(b.access);
    await Promise.all([a1.roundTrip(), a2.roundTrip(), b1.roundTrip()]);

    a1.send({ type: 'chat_message', room, message: 'Hello over the socket', client_id: 'tmp-1' });
    const ack = await a1.next((f) => f.type === 'ack');
    expect(ack).toMatchObject({
      client_id: 'tmp-1',
      message: {
        room,
        sender: { id: a.id },
        recipient: { id: b.id },
        messages: [{ type: 'text', value: 'Hello over the socket' }],
      },
    });
    const id = (ack.message as { id: number }).id;
    const atB = await b1.next((f) => f.type === 'chat_message');
    expect(atB).toEqual({ type: 'chat_message', room, message: ack.message });
    const atA2 = await a2.next((f) => f.type === 'chat_message');
    expect(atA2.message).toMatchObject({ id });
    // The sending socket has the ack; it does not get the same message a second time.
    await a1.roundTrip();
    expect(a1.frames.filter((f) => f.type === 'chat_message')).toEqual([]);

    // A message sent over HTTP reaches every socket of both people.
    const viaHttp = (await sendText(t, b, room, 'And back over HTTP')).json();
    for (const s of [a1, a2, b1]) {
      const got = await s.next(
        (f) => f.type === 'chat_message' && (f.message as { id: number }).id === viaHttp.id,
      );
      expect(got.room).toBe(room);
    }

    const stored = (
      await t.app.inject({ url: `/api/v1/chats/${room}/`, headers: { authorization: `Bearer ${b.access}` } })
    ).json();
    expect(stored.data.map((m: { id: number }) => m.id)).toContain(id);
  });

  it('replays what a client missed while disconnected when it asks with sync since_id', async () => {
    const b1 = await open(b.access);
    b1.send({ type: 'sync', since_id: 0 });
    const first = await b1.next((f) => f.type === 'synced');
    const seen = b1.frames
      .filter((f) => f.type === 'chat_message')
      .map((f) => (f.message as { id: number }).id);
    expect(first.count).toBe(seen.length);
    const lastSeen = Math.max(0, ...seen);
    await b1.close();

    const missed = [];
    for (const text of ['while you were away', 'and one more'])
      missed.push((await sendText(t, a, room, text)).json().id as number);

    const b2 = await open(b.access);
    b2.send({ type: 'sync', since_id: lastSeen });
    const synced = await b2.next((f) => f.type === 'synced');
    expect(synced).toEqual({ type: 'synced', since_id: lastSeen, count: 2, has_more: false });
    const replayed = b2.frames.filter((f) => f.type === 'chat_message');
    expect(replayed.map((f) => (f.message as { id: number }).id)).toEqual(missed);
    expect(replayed.map((f) => f.room)).toEqual([room, room]);

    // Someone outside the room gets nothing from it.
    const outsider = await chatMember(t);
    const o = await open(outsider.access);
    o.send({ type: 'sync', since_id: 0 });
    expect(await o.next((f) => f.type === 'synced')).toMatchObject({ count: 0 });
  });

  it('answers bad frames with an error event and keeps serving; a too-large frame closes only that socket', async () => {
    const s = await open(a.access);
    s.send('this is not json');
    expect(await s.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      message: CHAT_MESSAGES.invalidEvent,
    });
    s.send({ type: 'launch_rockets' });
    s.send({ type: 'chat_message', room, message: '   ', client_id: 'blank-1' });
    s.send({ type: 'chat_message', room: 999999, message: 'nobody home', client_id: 'gone-1' });
    s.send({ type: 'sync', since_id: -5 });
    s.send('[1,2,3]');
    s.send('null');
    s.ws.send(Buffer.from([0xff, 0x00, 0x13]));
    await s.roundTrip();
    const errors = s.frames.filter((f) => f.type === 'error');
    expect(errors).toHaveLength(8);
    expect(errors).toContainEqual({ type: 'error', client_id: 'blank-1', message: CHAT_MESSAGES.blank });
    expect(errors).toContainEqual({
      type: 'error',
      client_id: 'gone-1',
      message: 'The requested resource was not found.',
    });

    const big = await open(a.access);
    big.send({ type: 'chat_message', room, message: 'x'.repeat(20_000) });
    expect((await big.closed).code).toBe(1009);
    await s.roundTrip();
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('refuses sending over the socket when blocked, with an error event for that client_id', async () => {
    const c = await chatMember(t);
    const d = await chatMember(t);
    const r = await openRoom(t, c, d);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/chats/block/',
      payload: { user_id: c.id },
      headers: { authorization: `Bearer ${d.access}` },
    });
    const s = await open(c.access);
    s.send({ type: 'chat_message', room: r, message: 'hi', client_id: 'k1' });
    expect(await s.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      client_id: 'k1',
      message: CHAT_MESSAGES.blockedByOther,
    });
  });

  it('forwards any event published for a user (a notification) to every socket of that user', async () => {
    const b1 = await open(b.access);
    const b2 = await open(b.access);
    await Promise.all([b1.roundTrip(), b2.roundTrip()]);
    await publishToUser(t.ctx.pubsub, b.id, {
      type: 'notification',
      notification: { id: 7, message: 'Welcome' },
      unread_notifications_count: 1,
    });
    for (const s of [b1, b2]) {
      expect(await s.next((f) => f.type === 'notification')).toEqual({
        type: 'notification',
        notification: { id: 7, message: 'Welcome' },
        unread_notifications_count: 1,
      });
    }
  });

  it('pings every WS_HEARTBEAT_MS and drops a socket that stops answering', async () => {
    const answering = await open(a.access);
    const silent = await open(a.access, { autoPong: false });
    await Promise.all([answering.roundTrip(), silent.roundTrip()]);
    const closed = await Promise.race([
      silent.closed,
      new Promise((r) => setTimeout(() => r('still open'), 3_000)),
    ]);
    expect(closed).toMatchObject({ code: 1006 });
    await answering.roundTrip();
    expect(answering.ws.readyState).toBe(answering.ws.OPEN);
  });

  it('counts open sockets and stored messages in /metrics', async () => {
    const s = await open(b.access);
    await s.roundTrip();
    const text = (await t.app.inject({ url: '/metrics' })).body;
    const open_ = Number(/^websocket_connections (\d+)/m.exec(text)?.[1]);
    expect(open_).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^chat_messages_total\{via="socket"\} [1-9]/m);
    expect(text).toMatch(/^chat_messages_total\{via="http"\} [1-9]/m);
  });
});

describe('live events WebSocket at shutdown', () => {
  it('finishes the message being handled, then closes every socket with 1001, before the database closes', async () => {
    const t = await createTestApp();
    const base = await listen(t);
    const a = await chatMember(t);
    const b = await chatMember(t);
    const room = await openRoom(t, a, b);
    const socket = await TestSocket.open(base, a.access);
    await socket.roundTrip();
    socket.send({ type: 'chat_message', room, message: 'last words', client_id: 'last' });
    // Wait until the server has started on it, then shut down (t.close closes the app, then the database).
    for (let i = 0; i < 100 && (await t.ctx.metrics.chatMessages.get()).values.length === 0; i++)
      await new Promise((r) => setTimeout(r, 5));
    const closing = t.close();
    expect(await socket.closed).toEqual({ code: WS_CLOSE.goingAway, reason: 'server shutting down' });
    expect(socket.frames.filter((f) => f.type === 'ack')).toHaveLength(1);
    await closing;
  });
});
