import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * One Redis connection for the process: rate limits and publishing live events (the pub/sub
 * adapter adds its own subscriber connection). Commands issued in the same tick go out in one
 * write (auto-pipelining): a chat message's two publishes cost one.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: true,
    enableAutoPipelining: true,
  });
  redis.on('error', (err) => logger.error({ err }, 'redis error'));
  await redis.connect();
  return redis;
}
export type { Redis };
