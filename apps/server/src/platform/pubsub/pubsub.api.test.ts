import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryPubSub, type PubSub } from './index.js';
import { createRedisPubSub } from './redis.js';

/**
 * The pub/sub contract, run against every adapter this machine can run: the in-process one always,
 * Redis when TEST_REDIS_URL is set (CI sets it). Channels are unique per run: other test runs may
 * share the Redis server.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const logger = pino({ level: 'silent' });
const opened: Array<{ close(): Promise<unknown> | unknown }> = [];
afterAll(async () => {
  for (const item of opened.reverse()) await item.close();
});

async function redisAdapter(name = `careerhub-test-${randomUUID()}`) {
  const publisher = new Redis(redisUrl!, { lazyConnect: true });
  await publisher.connect();
  const pubsub = await createRedisPubSub({ url: redisUrl!, publisher, logger, connectionName: name });
  opened.push({ close: () => publisher.quit() }, pubsub);
  return { pubsub, publisher, name };
}

// Both adapters are always listed: without TEST_REDIS_URL the Redis one is reported as skipped,
// not left out of the counts.
const adapters: Array<[string, () => Promise<PubSub>, boolean]> = [
  ['in-process', async () => createMemoryPubSub(() => undefined), false],
  ['redis', async () => (await redisAdapter()).pubsub, !redisUrl],
];

const tick = () => new Promise((r) => setTimeout(r, 0));
async function until(check: () => boolean, timeoutMs = 3_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.each(adapters)('pub/sub contract: %s', (_name, create, skip) => {
  const channel = () => `test:${randomUUID()}`;

  it.skipIf(skip)(
    'delivers JSON messages to every handler of the channel, each its own copy, and nowhere else',
    async () => {
      const pubsub = await create();
      const ch = channel();
      const a: Array<{ n: number; nested: { list: number[] } }> = [];
      const b: unknown[] = [];
      const other: unknown[] = [];
      await pubsub.subscribe(ch, (m) => a.push(m as (typeof a)[number]));
      await pubsub.subscribe(ch, (m) => b.push(m));
      await pubsub.subscribe(channel(), (m) => other.push(m));
      await pubsub.publish(ch, { n: 1, nested: { list: [1, 2] }, text: 'é ✓' });
      await until(() => a.length === 1 && b.length === 1);
      expect(a[0]).toEqual({ n: 1, nested: { list: [1, 2] }, text: 'é ✓' });
      a[0]!.nested.list.push(3);
      expect(b[0]).toEqual({ n: 1, nested: { list: [1, 2] }, text: 'é ✓' });
      await tick();
      expect(other).toEqual([]);
    },
  );

  it.skipIf(skip)(
    'stops delivering to a handler once unsubscribed, and reports whether a channel has subscribers and how many a publish reached',
    async () => {
      const pubsub = await create();
      const ch = channel();
      const seen: unknown[] = [];
      expect(await pubsub.hasSubscribers(ch)).toBe(false);
      const stop = await pubsub.subscribe(ch, (m) => seen.push(m));
      expect(await pubsub.hasSubscribers(ch)).toBe(true);
      // A publish counts who received it (the chat tells an offline recipient by a 0).
      expect(await pubsub.publish(ch, 1)).toBe(1);
      await until(() => seen.length === 1);
      await stop();
      expect(await pubsub.hasSubscribers(ch)).toBe(false);
      expect(await pubsub.publish(ch, 2)).toBe(0);
      await new Promise((r) => setTimeout(r, 50));
      expect(seen).toEqual([1]);
      // Subscribing again after the last handler left works.
      await pubsub.subscribe(ch, (m) => seen.push(m));
      await pubsub.publish(ch, 3);
      await until(() => seen.length === 2);
      expect(seen).toEqual([1, 3]);
    },
  );

  it.skipIf(skip)('keeps delivering in publish order', async () => {
    const pubsub = await create();
    const ch = channel();
    const seen: number[] = [];
    await pubsub.subscribe(ch, (m) => seen.push(m as number));
    for (let i = 0; i < 200; i++) void pubsub.publish(ch, i);
    await until(() => seen.length === 200);
    expect(seen).toEqual([...Array(200).keys()]);
  });

  it.skipIf(skip)('survives a handler that throws', async () => {
    const pubsub = await create();
    const ch = channel();
    const seen: unknown[] = [];
    await pubsub.subscribe(ch, () => {
      throw new Error('handler bug');
    });
    await pubsub.subscribe(ch, (m) => seen.push(m));
    await pubsub.publish(ch, 'still delivered').catch(() => undefined);
    await until(() => seen.length === 1);
  });
});

describe.skipIf(!redisUrl)('Redis pub/sub adapter (needs TEST_REDIS_URL)', () => {
  it('carries messages between two processes’ adapters (two connections)', async () => {
    const one = await redisAdapter();
    const two = await redisAdapter();
    const ch = `test:${randomUUID()}`;
    const seen: unknown[] = [];
    await two.pubsub.subscribe(ch, (m) => seen.push(m));
    expect(await one.pubsub.hasSubscribers(ch)).toBe(true);
    expect(await one.pubsub.publish(ch, { type: 'chat_message', room: 1 })).toBe(1);
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ type: 'chat_message', room: 1 }]);
  });

  it('reconnects after its connection is cut and restores its subscriptions', async () => {
    const { pubsub, publisher, name } = await redisAdapter();
    const ch = `test:${randomUUID()}`;
    const seen: unknown[] = [];
    await pubsub.subscribe(ch, (m) => seen.push(m));
    const list = (await publisher.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
    const id = list
      .split('\n')
      .find((line) => line.includes(`name=${name} `))
      ?.match(/^id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await publisher.call('CLIENT', 'KILL', 'ID', id!);
    // Published until the restored subscription receives one: nothing is queued while it is down.
    await until(() => {
      void publisher.publish(ch, JSON.stringify({ after: 'reconnect' }));
      return seen.length > 0;
    }, 10_000);
    expect(seen[0]).toEqual({ after: 'reconnect' });
  });

  it('drops a message that is not JSON without disturbing the next ones', async () => {
    const { pubsub, publisher } = await redisAdapter();
    const ch = `test:${randomUUID()}`;
    const seen: unknown[] = [];
    await pubsub.subscribe(ch, (m) => seen.push(m));
    await publisher.publish(ch, 'not json {');
    await pubsub.publish(ch, { ok: true });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ ok: true }]);
  });
});
