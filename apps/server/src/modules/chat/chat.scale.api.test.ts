import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMember,
  listen,
  openRoom,
  sendText,
  TestSocket,
  type ChatMember,
} from '../../../test/chat-helpers.js';
import { withDatabase } from '../../../test/global-setup.js';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/helpers.js';
import { openPostgres } from '../../platform/db/postgres.js';
import { publishToUser } from '../../platform/pubsub/index.js';

/**
 * Two API instances on the same PostgreSQL database and Redis, as in production behind a load
 * balancer: each has its own database pool and its own Redis connections (rate limits, publisher,
 * pub/sub subscriber). Needs the real servers, so it runs only when both are given.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const canRun = Boolean(databaseUrl && redisUrl);
if (!canRun) {
  console.warn(
    'chat.scale.api.test.ts: skipped: the two-instance test needs TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL and Redis shared by both instances); CI sets both.',
  );
}

// Several test runs may share this Redis: keys of the shared rate limits must not stop this one.
const env = {
  REDIS_URL: redisUrl ?? '',
  LOGIN_LIMIT_PER_IP: '100000',
  OTP_LIMIT_PER_IP: '100000',
  CHAT_MESSAGES_PER_MINUTE: '100000',
};

describe.skipIf(!canRun)('chat across two instances (PostgreSQL + Redis)', () => {
  let one: TestApp;
  let two: TestApp;
  let urlOne: string;
  let urlTwo: string;
  let a: ChatMember;
  let b: ChatMember;
  let room: number;
  const sockets: TestSocket[] = [];
  const open = async (base: string, token: string) => {
    const socket = await TestSocket.open(base, token);
    sockets.push(socket);
    await socket.roundTrip();
    return socket;
  };

  beforeAll(async () => {
    const database = await createTestDatabase();
    one = await createTestApp({ env, database });
    const name = database.label.replace(/^postgres:/, '');
    const shared = await openPostgres(withDatabase(databaseUrl!, name), 5, pino({ level: 'silent' }));
    two = await createTestApp({ env, database: shared });
    expect(one.ctx.redis).not.toBeNull();
    expect(two.ctx.redis).not.toBe(one.ctx.redis);
    urlOne = await listen(one);
    urlTwo = await listen(two);
    a = await chatMember(one);
    b = await chatMember(one);
    room = await openRoom(one, a, b);
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await two?.close();
    await one?.close();
  });

  it('delivers a message sent on instance one to the recipient’s socket held by instance two', async () => {
    const aOnOne = await open(urlOne, a.access);
    const aOnTwo = await open(urlTwo, a.access);
    const bOnTwo = await open(urlTwo, b.access);

    aOnOne.send({ type: 'chat_message', room, message: 'from instance one', client_id: 'x-1' });
    const ack = await aOnOne.next((f) => f.type === 'ack');
    const id = (ack.message as { id: number }).id;
    const atB = await bOnTwo.next((f) => f.type === 'chat_message');
    expect(atB).toEqual({ type: 'chat_message', room, message: ack.message });
    // The sender's socket on the other instance gets it too; the sending socket only its ack.
    expect((await aOnTwo.next((f) => f.type === 'chat_message')).message).toMatchObject({ id });
    await aOnOne.roundTrip();
    expect(aOnOne.frames.some((f) => f.type === 'chat_message')).toBe(false);

    // REST on instance two, socket on instance one.
    const viaHttp = (await sendText(two, b, room, 'REST on instance two')).json();
    expect(
      (await aOnOne.next((f) => f.type === 'chat_message' && (f.message as { id: number }).id === viaHttp.id))
        .room,
    ).toBe(room);
  });

  it('delivers an event published by any code on either instance to the user’s sockets on both', async () => {
    const bOnOne = await open(urlOne, b.access);
    const bOnTwo = await open(urlTwo, b.access);
    await publishToUser(one.ctx.pubsub, b.id, {
      type: 'notification',
      notification: { id: 1 },
      unread_notifications_count: 1,
    });
    await publishToUser(two.ctx.pubsub, b.id, {
      type: 'notification',
      notification: { id: 2 },
      unread_notifications_count: 2,
    });
    for (const s of [bOnOne, bOnTwo]) {
      await s.next((f) => f.type === 'notification' && (f.notification as { id: number }).id === 2);
      expect(
        s.frames.filter((f) => f.type === 'notification').map((f) => (f.notification as { id: number }).id),
      ).toEqual([1, 2]);
    }
  });

  it('knows across instances whether the recipient is connected (for the offline hook)', async () => {
    const c = await chatMember(one);
    const d = await chatMember(one);
    const r = await openRoom(one, c, d);
    const offline: number[] = [];
    one.ctx.chat.onRecipientOffline((event) => {
      offline.push(event.message.id);
    });
    try {
      const first = (await sendText(one, c, r, 'd has no socket anywhere')).json();
      expect(offline).toEqual([first.id]);
      const dOnTwo = await open(urlTwo, d.access);
      await sendText(one, c, r, 'd is connected to instance two');
      await dOnTwo.next((f) => f.type === 'chat_message');
      expect(offline).toEqual([first.id]);
      await dOnTwo.close();
      // The subscription ends shortly after the last socket closes.
      for (let i = 0; i < 100 && (await one.ctx.pubsub.hasSubscribers(`user:${d.id}`)); i++)
        await new Promise((res) => setTimeout(res, 20));
      const third = (await sendText(one, c, r, 'gone again')).json();
      expect(offline).toEqual([first.id, third.id]);
    } finally {
      one.ctx.chat.onRecipientOffline(null);
    }
  });

  it('replays on instance two what was sent on instance one while the socket was away', async () => {
    const before = (await sendText(one, a, room, 'seen')).json().id as number;
    const missed = [];
    for (const text of ['missed 1', 'missed 2'])
      missed.push((await sendText(one, a, room, text)).json().id as number);
    const bOnTwo = await open(urlTwo, b.access);
    bOnTwo.send({ type: 'sync', since_id: before });
    expect(await bOnTwo.next((f) => f.type === 'synced')).toMatchObject({ count: 2, has_more: false });
    expect(
      bOnTwo.frames.filter((f) => f.type === 'chat_message').map((f) => (f.message as { id: number }).id),
    ).toEqual(missed);
  });
});
