import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { withLocalFallback } from './fallback.js';
import { createMemoryRateLimiter, type RateLimiter } from './index.js';

const logger = pino({ level: 'silent' });

/** A shared limiter that can be switched between working, failing and hanging. */
function switchable() {
  const working = createMemoryRateLimiter();
  let mode: 'up' | 'down' | 'hung' = 'up';
  const call = <T>(work: () => Promise<T>): Promise<T> =>
    mode === 'up'
      ? work()
      : mode === 'down'
        ? Promise.reject(new Error('Stream is not writeable'))
        : new Promise<T>(() => undefined);
  const limiter: RateLimiter = {
    hit: (key, limit, window) => call(() => working.hit(key, limit, window)),
    refund: (key, limit, window) => call(() => working.refund(key, limit, window)),
    peek: (key) => call(() => working.peek(key)),
    reset: (key) => call(() => working.reset(key)),
  };
  return { limiter, set: (m: typeof mode) => (mode = m) };
}

describe('rate limits with a per-instance fallback', () => {
  it('counts locally while the shared limiter fails, and uses the shared one again when it is back', async () => {
    const shared = switchable();
    const limiter = withLocalFallback(shared.limiter, createMemoryRateLimiter(), logger, 1_000);
    expect((await limiter.hit('k', 2, 60)).count).toBe(1);
    shared.set('down');
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ count: 1, allowed: true });
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ count: 2, allowed: true });
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ count: 3, allowed: false });
    expect(limiter.isDegraded()).toBe(true);
    shared.set('up');
    // For a second after a failure the shared limiter is not asked (no wait per call while it hangs).
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ count: 4, allowed: false });
    await new Promise((r) => setTimeout(r, 1_050));
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ count: 2, allowed: true });
    expect(limiter.isDegraded()).toBe(false);
  });

  it('does not wait for a shared limiter that never answers', async () => {
    const shared = switchable();
    const limiter = withLocalFallback(shared.limiter, createMemoryRateLimiter(), logger, 1_000);
    shared.set('hung');
    const started = Date.now();
    expect(await limiter.peek('x')).toBe(0);
    expect(Date.now() - started).toBeLessThan(1_500);
    // The calls that follow do not wait at all.
    const next = Date.now();
    expect(await limiter.hit('x', 1, 60)).toMatchObject({ count: 1, allowed: true });
    await limiter.reset('x');
    expect(Date.now() - next).toBeLessThan(100);
  });
});
