import type { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { withLocalFallback } from './fallback.js';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counters through rate-limiter-flexible: in process by default, in Redis when
 * REDIS_URL is set so that every API instance shares the same limits. `hit` counts and answers in
 * one atomic step (one Lua script on Redis), so concurrent requests can never all see "one left":
 * callers hit first and do the limited work only when allowed.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Gives back one hit (an attempt that turned out legitimate), never below zero. */
  refund(key: string, limit: number, windowSeconds: number): Promise<void>;
  /** How many hits the key has in its current window, without adding one. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** The key prefix in Redis: `rl:<key>` holds the count of the key's window. */
const REDIS_PREFIX = 'rl';

type Build = (points: number, duration: number) => RateLimiterAbstract;

class FlexibleRateLimiter implements RateLimiter {
  // rate-limiter-flexible fixes the limit and window per limiter: one per pair in use (a few).
  // In memory each limiter has its own store, so peek and reset look at all of them.
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly build: Build) {}

  private limiter(points: number, duration: number) {
    const id = `${points}/${duration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.build(points, duration);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    try {
      const res = await this.limiter(limit, windowSeconds).consume(key);
      return { allowed: true, count: res.consumedPoints, retryAfter: secondsOf(res) };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return { allowed: false, count: err.consumedPoints, retryAfter: secondsOf(err) };
    }
  }

  async refund(key: string, limit: number, windowSeconds: number) {
    const limiter = this.limiter(limit, windowSeconds);
    const res = await limiter.get(key);
    if (res && res.consumedPoints > 0) await limiter.reward(key, 1);
  }

  async peek(key: string): Promise<number> {
    const all = await Promise.all([...this.limiters.values()].map((limiter) => limiter.get(key)));
    return Math.max(0, ...all.map((res) => res?.consumedPoints ?? 0));
  }

  async reset(key: string) {
    await Promise.all([...this.limiters.values()].map((limiter) => limiter.delete(key)));
  }
}

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Counters in this process only (no Redis configured). */
export function createMemoryRateLimiter(): RateLimiter {
  return new FlexibleRateLimiter((points, duration) => new RateLimiterMemory({ points, duration }));
}

/**
 * Counters in Redis, shared by every instance. While Redis fails or hangs, limits are counted in
 * this process (per-instance limits) rather than failing or waiting for the connection: after one
 * failed call Redis is left alone for a second (fallback.ts).
 */
export function createRedisRateLimiter(
  redis: Redis,
  logger: Logger = pino({ level: 'silent' }),
): RateLimiter {
  const shared = new FlexibleRateLimiter(
    (points, duration) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: REDIS_PREFIX,
        points,
        duration,
        rejectIfRedisNotReady: true,
      }),
  );
  return withLocalFallback(shared, createMemoryRateLimiter(), logger);
}
