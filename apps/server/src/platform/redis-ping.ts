import type { Redis } from 'ioredis';

/** Same as REDIS_COMMAND_TIMEOUT_MS in redis.ts (this file must not load ioredis: /readyz imports it). */
const PING_TIMEOUT_MS = 500;

/** PING with a deadline: whether Redis answers right now. */
export async function pingRedis(redis: Redis, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([redis.ping().then((answer) => answer === 'PONG'), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
