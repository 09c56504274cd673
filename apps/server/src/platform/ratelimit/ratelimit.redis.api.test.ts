import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES, ERRORS } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail, verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * The login limits are kept in Redis when REDIS_URL is set, so every API instance behind a load
 * balancer counts against the same budget. Two app instances here, each with its own Redis
 * connection (and its own database: the per-account counter is keyed by the email, so a failure
 * counts wherever it lands). Runs when TEST_REDIS_URL is set; CI sets it.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl)
  console.warn('ratelimit.redis.api.test.ts: the Redis part is skipped: set TEST_REDIS_URL to run it.');

const PER_ACCOUNT = 4;
const PER_IP = 6;
const env = {
  LOGIN_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
  LOGIN_LIMIT_PER_IP: String(PER_IP),
  LOGIN_LIMIT_WINDOW_SECONDS: '120',
};

/** A client address of its own per test: other runs may share this Redis and its per-IP counters. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function login(t: TestApp, email: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/token/',
    payload: { email, password },
    remoteAddress: ip,
  });
}

describe.skipIf(!redisUrl)('login limits shared by two instances through Redis', () => {
  let one: TestApp;
  let two: TestApp;
  const usedKeys: string[] = [];

  beforeAll(async () => {
    one = await createTestApp({ env: { ...env, REDIS_URL: redisUrl! } });
    two = await createTestApp({ env: { ...env, REDIS_URL: redisUrl! } });
    expect(one.ctx.redis).toBeTruthy();
    expect(two.ctx.redis).not.toBe(one.ctx.redis);
  });
  afterAll(async () => {
    if (usedKeys.length) await one?.ctx.redis?.del(...usedKeys.map((k) => `rl:${k}`));
    await two?.close();
    await one?.close();
  });

  it('counts failed logins for one account on both instances and refuses the right password on either', async () => {
    const user = await verifiedUser(one);
    const ip = freshIp();
    usedKeys.push(`login:account:${user.email}`, `login:ip:${ip}`);
    // Alternate the instances, as a round-robin load balancer would.
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      const res = await login(i % 2 ? two : one, user.email, 'wrong-password-guess', ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().non_field_errors).toEqual([AUTH_MESSAGES.invalidCredentials]);
    }
    const counted = Number(await one.ctx.redis!.get(`rl:login:account:${user.email}`));
    expect(counted).toBe(PER_ACCOUNT);
    // The counter carries its window, set with the first hit: it can never outlive it.
    const ttl = await one.ctx.redis!.pttl(`rl:login:account:${user.email}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(120_000);

    // Each instance saw only half the failures; the shared count is what stops the next try.
    const blocked = await login(one, user.email, PASSWORD, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ERRORS.tooManyRequests);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(120);
    expect((await login(two, user.email, PASSWORD, freshIp())).statusCode).toBe(429);
  });

  it('counts failed logins from one address across accounts on both instances', async () => {
    const ip = freshIp();
    usedKeys.push(`login:ip:${ip}`);
    for (let i = 0; i < PER_IP; i += 1) {
      const email = uniqueEmail('guess');
      usedKeys.push(`login:account:${email}`);
      expect((await login(i % 2 ? one : two, email, 'wrong-password-guess', ip)).statusCode).toBe(400);
    }
    const user = await verifiedUser(two);
    usedKeys.push(`login:account:${user.email}`);
    expect((await login(two, user.email, PASSWORD, ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(two, user.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('clears the account count on a successful login, for both instances', async () => {
    const user = await verifiedUser(two);
    usedKeys.push(`login:account:${user.email}`);
    for (let i = 0; i < PER_ACCOUNT - 1; i += 1) {
      expect((await login(one, user.email, 'wrong-password-guess', freshIp())).statusCode).toBe(400);
    }
    expect((await login(two, user.email, PASSWORD, freshIp())).statusCode).toBe(200);
    expect(await one.ctx.redis!.exists(`rl:login:account:${user.email}`)).toBe(0);
    expect((await login(one, user.email, 'wrong-password-guess', freshIp())).statusCode).toBe(400);
    expect((await login(two, user.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });
});

describe('login limits without Redis', () => {
  let one: TestApp;
  let two: TestApp;
  // Built before the test: two fresh apps can take longer than a test's own time on a busy machine.
  beforeAll(async () => {
    [one, two] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('are per instance: the failures one instance saw do not stop a login on another', async () => {
    const user = await verifiedUser(one);
    const ip = freshIp();
    for (let i = 0; i < PER_ACCOUNT; i += 1) await login(two, user.email, 'wrong-password-guess', ip);
    expect((await login(two, user.email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(one, user.email, PASSWORD, ip)).statusCode).toBe(200);
  });
});
