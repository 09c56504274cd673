import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** A command Redis has not answered after this long fails (the caller falls back). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * One Redis connection for the process: rate limits and publishing live events (the pub/sub
 * adapter adds its own subscriber connection). Commands issued in the same tick go out in one
 * write (auto-pipelining): a chat message's two publishes cost one.
 *
 * Redis is an accelerator here, never a dependency a request waits for: while it is down or slow,
 * commands fail at once (no offline queue) or after REDIS_COMMAND_TIMEOUT_MS, and the callers
 * fall back to this instance (per-instance rate limits, same-instance live delivery). The
 * connection keeps retrying in the background and is used again as soon as it is back.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let isDown = false;
  // One line when the link breaks and one when it is back, not one per retry.
  redis.on('error', (err) => {
    if (!isDown) logger.error({ err }, 'redis error: falling back to this instance until it is back');
    isDown = true;
  });
  redis.on('ready', () => {
    if (isDown) logger.warn('redis is back');
    isDown = false;
  });
  await redis.connect();
  return redis;
}

/** Closes a connection without waiting for a server that may be gone. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}

export type { Redis };
