import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counters: in process by default, in Redis when REDIS_URL is set so that every
 * API instance shares the same limits.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** How many hits the key has in its current window, without adding one. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    window.count += 1;
    return {
      allowed: window.count <= limit,
      count: window.count,
      retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  async peek(key: string): Promise<number> {
    const window = this.windows.get(key);
    return window && window.resetAt > Date.now() ? window.count : 0;
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** INCR the counter; give it the window (PEXPIRE) when it has none. Returns [count, ms left]. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type HitCommand = (key: string, windowMs: string) => Promise<[number, number]>;

export class RedisRateLimiter implements RateLimiter {
  private readonly hitCommand: HitCommand;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
  ) {
    // A defined command runs by its SHA (EVALSHA), sending the script's text only when Redis
    // does not know it yet (after a restart): every chat message takes a hit, so bytes count.
    if (!('careerhubRateHit' in redis))
      redis.defineCommand('careerhubRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.hitCommand = (redis as unknown as { careerhubRateHit: HitCommand }).careerhubRateHit.bind(redis);
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    // One script, so the count and its expiry are set together: with two round trips, a process
    // stopping in between would leave a counter with no window, refusing that key for good.
    const [count, ttlMs] = await this.hitCommand(this.prefix + key, String(windowSeconds * 1000));
    return { allowed: count <= limit, count, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
