import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { PubSub } from './pubsub/index.js';

/** The channels (one per database) on which instances tell each other which cached answers a write made stale. */
export const CACHE_CHANNEL = 'cache:invalidate';

type Message = { origin: string; name: string; args: unknown[] };

/**
 * Cache invalidation across instances (decision 0026). `share` wraps the functions that drop
 * cached answers after a write: a call runs here at once, as before, and is published on
 * the scope's channel so every other instance runs the same function with the same arguments. Without
 * Redis the in-process pub/sub carries it to nobody else (one instance), which is the same thing.
 *
 * Redis pub/sub does not queue: while the link is down other instances miss drops, so on
 * `onResumed` every shared cache is cleared through `resetAll` (the time limit of each cache
 * still bounds what an instance can serve stale meanwhile).
 *
 * `encode` picks what is published (never row values: only ids and column names).
 */
export function shareAcrossInstances<T extends object, K extends keyof T & string>(
  target: T,
  names: Array<{ name: K; encode?: (args: unknown[]) => unknown[] }>,
  options: {
    pubsub: PubSub;
    logger: Logger;
    /**
     * What instances share the caches (the database): the channel is `cache:invalidate:<scope>`.
     * null: this process alone (an embedded database), a channel nobody else knows.
     */
    scope: string | null;
    resetAll?: () => void;
  },
): T & { cacheBusReady: Promise<unknown> } {
  const origin = randomUUID();
  const channel = `${CACHE_CHANNEL}:${options.scope ?? origin}`;
  const local = new Map<string, (...args: unknown[]) => void>();
  for (const { name, encode } of names) {
    const fn = (target[name] as (...args: unknown[]) => void).bind(target);
    local.set(name, fn);
    (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
      fn(...args);
      const message: Message = { origin, name, args: encode ? encode(args) : args };
      options.pubsub
        .publish(channel, message)
        .catch((err: unknown) => options.logger.warn({ err, name }, 'could not share a cache invalidation'));
    };
  }
  const cacheBusReady = options.pubsub
    .subscribe(channel, (raw) => {
      const message = raw as Partial<Message>;
      if (!message || message.origin === origin || typeof message.name !== 'string') return;
      const fn = local.get(message.name);
      if (fn && Array.isArray(message.args)) fn(...message.args);
    })
    .catch((err: unknown) =>
      options.logger.warn({ err }, 'cache invalidations from other instances are off'),
    );
  if (options.resetAll) options.pubsub.onResumed(options.resetAll);
  return Object.assign(target, { cacheBusReady });
}
