import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** One Redis connection for the process (rate limits now, pub/sub later). */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
  redis.on('error', (err) => logger.error({ err }, 'redis error'));
  await redis.connect();
  return redis;
}
export type { Redis };
