import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryDenyList, createRedisDenyList, type TokenDenyList } from './index.js';

// The deny-list behind logout: an entry lasts as long as it was given, and a Redis outage makes
// checks answer from this instance at once rather than fail or wait.

const redisUrl = process.env.TEST_REDIS_URL;
const logger = pino({ level: 'silent' });

async function expectExpiry(list: TokenDenyList) {
  const [a, b] = [`jti:${randomUUID()}`, `sid:${randomUUID()}`];
  expect(await list.isDenied([a, b])).toBe(false);
  await list.deny([a], 1);
  expect(await list.isDenied([b, a])).toBe(true);
  expect(await list.isDenied([b])).toBe(false);
  expect(await list.isDenied([])).toBe(false);
  await new Promise((r) => setTimeout(r, 2_100));
  expect(await list.isDenied([a])).toBe(false);
}

describe('token deny-list', () => {
  const clients: Redis[] = [];
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it('in memory: entries expire with the time given', () => expectExpiry(createMemoryDenyList()));

  it.skipIf(!redisUrl)('in Redis: shared by two clients, entries expire', async () => {
    const [one, two] = [
      new Redis(redisUrl!, { lazyConnect: true }),
      new Redis(redisUrl!, { lazyConnect: true }),
    ];
    clients.push(one, two);
    await Promise.all([one.connect(), two.connect()]);
    const id = `jti:${randomUUID()}`;
    await createRedisDenyList(one, logger).deny([id], 60);
    expect(await createRedisDenyList(two, logger).isDenied([id])).toBe(true);
    expect(await two.ttl(`deny:${id}`)).toBeGreaterThan(55);
    await expectExpiry(createRedisDenyList(one, logger));
  });

  it('with Redis unreachable: denies on this instance, checks at once', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 1 });
    down.on('error', () => undefined);
    void down.connect().catch(() => undefined);
    clients.push(down);
    const list = createRedisDenyList(down, logger);
    const started = performance.now();
    await list.deny(['sid:down'], 60);
    expect(await list.isDenied(['sid:down'])).toBe(true);
    expect(await list.isDenied(['sid:other'])).toBe(false);
    // The write waits a second at most for Redis; the checks do not wait at all.
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
