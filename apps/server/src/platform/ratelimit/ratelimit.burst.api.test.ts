import { randomInt } from 'node:crypto';
import { ERRORS } from '@careerhub/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './index.js';

/**
 * Limits that hold under concurrency: 40 attempts at once on one account with a limit of 10 get
 * exactly 10 password checks; the 30 others are refused with 429 before any check. In memory
 * always, in Redis when TEST_REDIS_URL is set (CI sets it).
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('ratelimit.burst.api.test.ts: the Redis part is skipped: set TEST_REDIS_URL.');

const LIMIT = 10;
const BURST = 40;
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const uniqueKey = (tag: string) => `test:${tag}:${Date.now()}:${randomInt(1e9)}`;

async function burstOfLogins(t: TestApp) {
  const user = await verifiedUser(t);
  const ip = freshIp();
  const responses = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/token/',
        payload: { email: user.email, password: `wrong-guess-${i}` },
        remoteAddress: ip,
      }),
    ),
  );
  const statuses = responses.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 400)).toHaveLength(LIMIT);
  expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - LIMIT);
  const refused = responses.find((r) => r.statusCode === 429)!;
  expect(refused.json().message).toBe(ERRORS.tooManyRequests);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // The right password is refused too while the window lasts.
  const right = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token/',
    payload: { email: user.email, password: user.password },
    remoteAddress: freshIp(),
  });
  expect(right.statusCode).toBe(429);
}

async function burstOfHits(limiter: RateLimiter) {
  const key = uniqueKey('burst');
  const results = await Promise.all(Array.from({ length: BURST }, () => limiter.hit(key, LIMIT, 60)));
  expect(results.filter((r) => r.allowed)).toHaveLength(LIMIT);
  expect(new Set(results.map((r) => r.count))).toEqual(
    new Set(Array.from({ length: BURST }, (_, i) => i + 1)),
  );
  expect(await limiter.peek(key)).toBe(BURST);
  await limiter.reset(key);
  expect(await limiter.peek(key)).toBe(0);
}

const env = { LOGIN_LIMIT_PER_ACCOUNT: String(LIMIT), LOGIN_LIMIT_PER_IP: '1000' };

describe('concurrent attempts, in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  it('40 concurrent logins on one account: exactly the limit checked, the rest 429', () => burstOfLogins(t));
  it('40 concurrent hits on one key: exactly the limit allowed', () =>
    burstOfHits(createMemoryRateLimiter()));
});

describe.skipIf(!redisUrl)('concurrent attempts, in Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...env, REDIS_URL: redisUrl! } });
  });
  afterAll(() => t?.close());

  it('40 concurrent logins on one account: exactly the limit checked, the rest 429', () => burstOfLogins(t));
  it('40 concurrent hits on one key: exactly the limit allowed', () =>
    burstOfHits(createRedisRateLimiter(t.ctx.redis!)));
});

describe('Redis unreachable', () => {
  let redis: Redis;
  beforeAll(() => {
    // Nothing listens on port 1: the client never becomes ready.
    redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    void redis.connect().catch(() => undefined);
  });
  afterAll(() => redis.disconnect());

  it('falls back to per-instance limits at once instead of failing or waiting', async () => {
    const limiter = createRedisRateLimiter(redis);
    const started = performance.now();
    await burstOfHits(limiter);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
