import { AUTH_MESSAGES, WS_CLOSE } from '@careerhub/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/auth-helpers.js';
import {
  TestSocket,
  chatMember,
  listen,
  openRoom,
  sendText,
  type ChatMember,
} from '../../test/chat-helpers.js';
import {
  postgresMissing,
  redisMissing,
  startPostgres,
  startRedis,
  waitUntil,
  type PrivatePostgres,
  type PrivateRedis,
} from '../../test/fault-services.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { openPostgres } from './db/postgres.js';

/**
 * Fault: Redis stopped (killed) under two API instances that share a private PostgreSQL and a
 * private Redis. The instance keeps serving at its usual speed: login with per-instance limits,
 * chat stored and delivered to sockets on the same instance, /readyz says "degraded". When Redis
 * returns, sockets on the other instance are told to reconnect (close 1012) and catch up with
 * `sync`, and cross-instance delivery and shared limits work again.
 */
const missing = postgresMissing ?? redisMissing;
const PER_ACCOUNT = 3;

describe.skipIf(missing)(`Redis stopped${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let alice: ChatMember;
  let bob: ChatMember;
  let roomId: number;

  const instance = async () => {
    const database = await openPostgres(pg.url, 5, pino({ level: 'silent' }));
    return createTestApp({
      database,
      env: {
        REDIS_URL: redis.url,
        LOGIN_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
        LOGIN_LIMIT_WINDOW_SECONDS: '120',
      },
    });
  };
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const value = await work();
    return { value, ms: Math.round(performance.now() - started) };
  };
  const login = (t: TestApp, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { email, password } });

  beforeAll(async () => {
    [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
    const migrator = await openPostgres(pg.url, 2, pino({ level: 'silent' }));
    await migrator.migrate();
    await migrator.close();
    a = await instance();
    b = await instance();
    urlA = await listen(a);
    urlB = await listen(b);
    alice = await chatMember(a);
    bob = await chatMember(a);
    roomId = await openRoom(a, alice, bob);
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.destroy();
    await pg?.destroy();
  });

  it(
    'keeps login, chat and readiness fast, then catches up and shares again when Redis returns',
    { timeout: 60_000 },
    async () => {
      // The usual latency, with Redis up.
      const usual = await timed(() => login(a, alice.email, alice.password));
      expect(usual.value.statusCode).toBe(200);
      const before = await sendText(a, alice, roomId, 'before the outage');
      expect(before.statusCode).toBe(201);
      const lastSeenId = (before.json() as { id: number }).id;

      const bobHere = await TestSocket.open(urlA, bob.access);
      const bobThere = await TestSocket.open(urlB, bob.access);
      await redis.stop();
      const downAt = Date.now();

      // Login: answered at the usual speed; the per-account limit is counted on this instance.
      const ok = await timed(() => login(a, alice.email, alice.password));
      expect(ok.value.statusCode, ok.value.body).toBe(200);
      expect(ok.ms).toBeLessThan(Math.max(1_000, usual.ms * 5));
      const guesses = [];
      for (let i = 0; i <= PER_ACCOUNT; i += 1)
        guesses.push(await timed(() => login(a, bob.email, 'wrong-guess-x')));
      expect(guesses.slice(0, PER_ACCOUNT).map((g) => g.value.statusCode)).toEqual(
        Array(PER_ACCOUNT).fill(400),
      );
      expect(guesses[PER_ACCOUNT]!.value.statusCode).toBe(429);
      expect(Math.max(...guesses.map((g) => g.ms))).toBeLessThan(1_000);
      expect(guesses[0]!.value.json().message).toBe(AUTH_MESSAGES.invalidCredentials);

      // Chat: stored and delivered live to the recipient's socket on the same instance.
      const from = bobHere.frames.length;
      const during = await timed(() => sendText(a, alice, roomId, 'during the outage'));
      expect(during.value.statusCode, during.value.body).toBe(201);
      expect(during.ms).toBeLessThan(1_000);
      const duringId = (during.value.json() as { id: number }).id;
      const live = await bobHere.next((f) => f.type === 'chat_message', 2_000, from);
      expect((live.message as { id: number }).id).toBe(duringId);
      // A socket opened during the outage works on its instance too.
      const aliceHere = await TestSocket.open(urlA, alice.access);
      await aliceHere.roundTrip();

      // Readiness: still in rotation, naming what is degraded.
      const ready = await timed(() => a.app.inject({ method: 'GET', url: '/readyz' }));
      expect(ready.ms).toBeLessThan(1_000);
      expect(ready.value.statusCode).toBe(200);
      expect(ready.value.json()).toMatchObject({ status: 'degraded', checks: { redis: { ok: false } } });

      // Redis returns: readiness recovers, the other instance's sockets are told to catch up.
      await redis.start();
      const upAt = Date.now();
      const recoveryMs = await waitUntil(async () => {
        const res = await a.app.inject({ method: 'GET', url: '/readyz' });
        return res.json().status === 'ok';
      });
      const closed = await Promise.race([
        bobThere.closed,
        new Promise<null>((r) => setTimeout(() => r(null), 10_000)),
      ]);
      expect(closed?.code).toBe(WS_CLOSE.catchUp);
      const reconnected = await TestSocket.open(urlB, bob.access);
      reconnected.send({ type: 'sync', since_id: lastSeenId });
      const replayed = await reconnected.next(
        (f) => f.type === 'chat_message' && (f.message as { id: number }).id === duringId,
      );
      expect(replayed).toBeTruthy();
      const catchUpMs = Date.now() - upAt;

      // Cross-instance delivery works again: a message sent on A reaches bob's socket on B.
      await waitUntil(async () => {
        const mark = reconnected.frames.length;
        const res = await sendText(a, alice, roomId, 'after the outage');
        const id = (res.json() as { id: number }).id;
        return reconnected
          .next((f) => f.type === 'chat_message' && (f.message as { id: number }).id === id, 500, mark)
          .then(() => true)
          .catch(() => false);
      });
      // Limits are shared again: a failure on A counts on B.
      const shared = await post(b, '/token/', { email: alice.email, password: 'wrong-guess-y' });
      expect(shared.statusCode).toBe(400);
      const counted = await a.ctx.redis!.get(`rl:login:account:${alice.email.toLowerCase()}`);
      expect(Number(counted)).toBe(1);

      for (const s of [bobHere, aliceHere, reconnected]) await s.close();
      console.info(
        `[fault] Redis stopped ${upAt - downAt} ms: login ${ok.ms} ms (usual ${usual.ms} ms), chat send ${during.ms} ms, ` +
          `readyz ${ready.ms} ms; readiness ok ${recoveryMs} ms after Redis returned, ` +
          `other instance caught up ${catchUpMs} ms after; 0 messages lost (the outage message was replayed)`,
      );
    },
  );

  it(
    'answers login and chat within a second while Redis hangs (frozen, connections open)',
    { timeout: 30_000 },
    async () => {
      await waitUntil(
        async () => (await a.app.inject({ method: 'GET', url: '/readyz' })).json().status === 'ok',
      );
      redis.pause();
      try {
        const ok = await timed(() => login(a, alice.email, alice.password));
        expect(ok.value.statusCode, ok.value.body).toBe(200);
        expect(ok.ms).toBeLessThan(1_000);
        const sent = await timed(() => sendText(a, alice, roomId, 'while Redis hangs'));
        expect(sent.value.statusCode, sent.value.body).toBe(201);
        // A hung Redis (unlike a stopped one) answers nothing until a command times out: the first
        // chat message after it hangs can wait for two of them (the publish and one more Redis
        // call on the way) before each part falls back for a while. Measured 1.0 s; a stopped
        // Redis costs nothing (the test above).
        expect(sent.ms).toBeLessThan(1_500);
        const ready = await timed(() => a.app.inject({ method: 'GET', url: '/readyz' }));
        expect(ready.value.json()).toMatchObject({ status: 'degraded', checks: { redis: { ok: false } } });
        expect(ready.ms).toBeLessThan(1_500);
        console.info(
          `[fault] Redis frozen (SIGSTOP): login ${ok.ms} ms, chat send ${sent.ms} ms, readyz ${ready.ms} ms (degraded)`,
        );
      } finally {
        redis.resume();
      }
      const recoveryMs = await waitUntil(
        async () => (await a.app.inject({ method: 'GET', url: '/readyz' })).json().status === 'ok',
      );
      console.info(`[fault] Redis unfrozen: readiness ok after ${recoveryMs} ms`);
    },
  );
});
