import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Ids of access tokens (`jti:<id>`) and sessions (`sid:<id>`) that must stop working before they
 * expire: logout, a password change. Each entry lives as long as the tokens it names could. In
 * process by default; shared through Redis when REDIS_URL is set, so a logout on one instance is
 * refused on every instance.
 */
export interface TokenDenyList {
  deny(ids: string[], ttlSeconds: number): Promise<void>;
  /** Whether any of the ids is denied. */
  isDenied(ids: string[]): Promise<boolean>;
}

class MemoryDenyList implements TokenDenyList {
  private readonly until = new Map<string, number>();

  async deny(ids: string[], ttlSeconds: number) {
    const expiresAt = Date.now() + ttlSeconds * 1000;
    for (const id of ids) this.until.set(id, Math.max(expiresAt, this.until.get(id) ?? 0));
    if (this.until.size > 100_000) this.sweep();
  }

  async isDenied(ids: string[]) {
    return this.has(ids);
  }

  has(ids: string[]): boolean {
    const now = Date.now();
    return ids.some((id) => (this.until.get(id) ?? 0) > now);
  }

  private sweep() {
    const now = Date.now();
    for (const [id, expiresAt] of this.until) if (expiresAt <= now) this.until.delete(id);
  }
}

export function createMemoryDenyList(): TokenDenyList {
  return new MemoryDenyList();
}

const PREFIX = 'deny:';
const WRITE_WAIT_MS = 1_000;
/** A check is on every signed-in request; Redis on the same network answers in well under 1 ms. */
const READ_WAIT_MS = 150;

/**
 * Entries in Redis (SET … EX), and in this process too: while Redis is unreachable, checks answer
 * from what this instance denied itself at once instead of failing or waiting, and denials are
 * kept locally when Redis does not take them within a second.
 */
export function createRedisDenyList(redis: Redis, logger: Logger): TokenDenyList {
  const local = new MemoryDenyList();
  const isReady = () => redis.status === 'ready';
  // A Redis that hangs answers nothing until the command timeout: after one failed read, checks
  // stay local for a second instead of making every signed-in request wait for it.
  let skipReadsUntil = 0;
  return {
    async deny(ids, ttlSeconds) {
      await local.deny(ids, ttlSeconds);
      const seconds = Math.max(1, Math.ceil(ttlSeconds));
      const pipeline = redis.pipeline();
      for (const id of ids) pipeline.set(PREFIX + id, '1', 'EX', seconds);
      // Denials are rare (logout): worth waiting a moment for a reconnecting Redis, not longer.
      const written = pipeline.exec().then(() => true);
      const timedOut = new Promise<false>((resolve) =>
        setTimeout(() => resolve(false), WRITE_WAIT_MS).unref(),
      );
      const ok = await Promise.race([written, timedOut]).catch(() => false);
      if (!ok)
        logger.warn(
          { count: ids.length },
          'token deny-list: Redis unavailable, denied on this instance only',
        );
    },
    async isDenied(ids) {
      if (ids.length === 0) return false;
      if (local.has(ids)) return true;
      if (!isReady() || Date.now() < skipReadsUntil) return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), READ_WAIT_MS);
      });
      try {
        return (await Promise.race([redis.exists(...ids.map((id) => PREFIX + id)), late])) > 0;
      } catch (err) {
        skipReadsUntil = Date.now() + 1_000;
        logger.warn({ err }, 'token deny-list: Redis read failed, checked on this instance only');
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
