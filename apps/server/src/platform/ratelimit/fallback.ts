import type { Logger } from 'pino';
import type { RateLimiter, RateLimitResult } from './index.js';

/** A shared-limiter call that has not answered after this long is decided locally instead. */
const SHARED_LIMIT_TIMEOUT_MS = 750;
/** After a failure the shared limiter is left alone this long (no wait per call while Redis hangs). */
const RETRY_SHARED_AFTER_MS = 5_000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`shared rate limiter did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * rate-limiter-flexible's own insurance limiter takes over only after each Redis call has failed:
 * with a Redis that hangs, every call waits for the command timeout first (four calls in a login:
 * 1.3 s). This wrapper is the insurance instead and gives up on Redis for a second after a failure.
 *
 * The shared (Redis) limiter, with a per-instance one to fall back on while the shared one fails
 * or is slow: a login or a chat message is then counted against this instance's limits (each
 * instance allows the full limit, so N instances allow up to N times it) instead of failing or
 * waiting. Outage counts are kept apart and never written back; the shared counts resume as soon
 * as Redis answers again.
 */
export function withLocalFallback(
  shared: RateLimiter,
  local: RateLimiter,
  logger: Logger,
  retryAfterMs = RETRY_SHARED_AFTER_MS,
): RateLimiter & { isDegraded(): boolean } {
  let isDegraded = false;
  let skipSharedUntil = 0;
  async function attempt<T>(call: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (Date.now() < skipSharedUntil) return fallback();
    try {
      const value = await withDeadline(call(), SHARED_LIMIT_TIMEOUT_MS);
      if (isDegraded) logger.warn('rate limits are shared through Redis again');
      isDegraded = false;
      return value;
    } catch (err) {
      if (!isDegraded)
        logger.error({ err }, 'shared rate limiter failed: counting on this instance until it is back');
      isDegraded = true;
      skipSharedUntil = Date.now() + retryAfterMs;
      return fallback();
    }
  }
  return {
    hit: (key, limit, windowSeconds): Promise<RateLimitResult> =>
      attempt(
        () => shared.hit(key, limit, windowSeconds),
        () => local.hit(key, limit, windowSeconds),
      ),
    refund: (key, limit, windowSeconds) =>
      attempt(
        () => shared.refund(key, limit, windowSeconds),
        () => local.refund(key, limit, windowSeconds),
      ),
    peek: (key) =>
      attempt(
        () => shared.peek(key),
        () => local.peek(key),
      ),
    reset: async (key) => {
      await local.reset(key);
      await attempt(
        () => shared.reset(key),
        async () => undefined,
      );
    },
    isDegraded: () => isDegraded,
  };
}
