import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { PubSub, PubSubHandler } from './index.js';

/**
 * Pub/sub through Redis, so an event published on any instance reaches the subscribers of every
 * instance. Publishing goes through the process's shared Redis connection; receiving through one
 * subscriber connection per process, which subscribes to a channel while this process has at least
 * one handler for it. The connection reconnects by itself and re-subscribes to every channel
 * (ioredis' autoResubscribe); events published while it was down are lost, which the chat client
 * covers by asking for what it missed (`sync`) after every reconnect: `onResumed` listeners (the
 * live gateway) hear when the link is back and ask their sockets to reconnect.
 *
 * While Redis is down an instance keeps working on its own: a publish that Redis refuses is
 * handed to this process's own handlers (the users with a socket on this instance still get
 * their events), and a subscription is recorded here at once and reaches Redis when it returns.
 */
/** How long publishing skips Redis after a failed PUBLISH before trying it again. */
const REDIS_RETRY_AFTER_FAILURE_MS = 1_000;

export async function createRedisPubSub(options: {
  url: string;
  publisher: Redis;
  logger: Logger;
  /** CLIENT SETNAME of the subscriber connection (operators find it in CLIENT LIST). */
  connectionName?: string;
}): Promise<PubSub> {
  const { publisher, logger } = options;
  const subscriber = new Redis(options.url, {
    lazyConnect: true,
    connectionName: options.connectionName ?? `careerhub-pubsub-${process.pid}`,
    // Subscribing waits for the connection instead of failing while Redis restarts.
    maxRetriesPerRequest: null,
    autoResubscribe: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let wasReady = false;
  /** Events may have been missed (the link broke or a publish failed) since listeners last heard. */
  let hasMissed = false;
  /** After a failed publish, Redis is not tried again for a moment (a frozen server costs no more waits). */
  let skipRedisUntil = 0;
  const resumedListeners: Array<() => void> = [];
  function resumeIfMissed() {
    if (!hasMissed || subscriber.status !== 'ready') return;
    hasMissed = false;
    logger.warn('redis pub/sub is back: live connections are asked to catch up');
    for (const listener of resumedListeners) {
      try {
        listener();
      } catch (err) {
        logger.error({ err }, 'pub/sub: a resumed listener failed');
      }
    }
  }
  subscriber.on('error', (err) => {
    if (!hasMissed) logger.error({ err }, 'redis pub/sub connection error');
    hasMissed ||= wasReady;
  });
  subscriber.on('close', () => {
    hasMissed ||= wasReady;
  });
  subscriber.on('ready', () => {
    wasReady = true;
    resumeIfMissed();
  });
  await subscriber.connect();

  const channels = new Map<string, Set<PubSubHandler>>();
  /** The SUBSCRIBE of each channel, so a second handler waits for the same one. */
  const ready = new Map<string, Promise<unknown>>();

  /** Runs this process's handlers of a channel; how many there were. */
  function dispatch(channel: string, message: unknown): number {
    const handlers = channels.get(channel);
    if (!handlers || handlers.size === 0) return 0;
    let isFirst = true;
    for (const handler of [...handlers]) {
      const copy = isFirst ? message : structuredClone(message);
      isFirst = false;
      try {
        handler(copy);
      } catch (err) {
        logger.error({ err, channel }, 'pub/sub handler failed');
      }
    }
    return handlers.size;
  }

  subscriber.on('message', (channel: string, raw: string) => {
    if (!channels.get(channel)?.size) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch (err) {
      logger.warn({ err, channel }, 'pub/sub: dropped a message that is not JSON');
      return;
    }
    dispatch(channel, message);
  });

  return {
    async publish(channel, message) {
      const text = JSON.stringify(message);
      try {
        if (Date.now() < skipRedisUntil) throw new Error('redis pub/sub unavailable (recent failure)');
        // PUBLISH answers how many subscriber connections received it (one per listening instance).
        const count = Number(await publisher.publish(channel, text));
        resumeIfMissed();
        return count;
      } catch (err) {
        if (Date.now() >= skipRedisUntil) skipRedisUntil = Date.now() + REDIS_RETRY_AFTER_FAILURE_MS;
        hasMissed = true;
        // Redis is out of reach: this instance's own listeners still get it (a copy, as through
        // Redis). With none here, whether anyone elsewhere listens is unknown: that stays an error.
        if (!channels.get(channel)?.size) throw err;
        const copy: unknown = JSON.parse(text);
        queueMicrotask(() => dispatch(channel, copy));
        return 1;
      }
    },
    async subscribe(channel, handler) {
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
        ready.set(channel, subscriber.subscribe(channel));
      }
      handlers.add(handler);
      const own = handlers;
      // While Redis is away the SUBSCRIBE waits in the connection's queue; the handler already
      // receives what this instance publishes, and the rest once Redis is back.
      if (subscriber.status === 'ready') await ready.get(channel);
      else
        ready
          .get(channel)
          ?.catch((err: unknown) => logger.warn({ err, channel }, 'pub/sub subscribe failed'));
      return async () => {
        own.delete(handler);
        if (own.size > 0 || channels.get(channel) !== own) return;
        channels.delete(channel);
        ready.delete(channel);
        // Commands on one connection run in order: a later SUBSCRIBE of the same channel lands after this.
        await subscriber
          .unsubscribe(channel)
          .catch((err: unknown) => logger.warn({ err, channel }, 'pub/sub unsubscribe failed'));
      };
    },
    async hasSubscribers(channel) {
      if (channels.get(channel)?.size) return true;
      // Counts subscriber connections of every instance, this one included.
      const [, count] = (await publisher.pubsub('NUMSUB', channel)) as [string, number];
      return Number(count) > 0;
    },
    onResumed(listener) {
      resumedListeners.push(listener);
    },
    async close() {
      channels.clear();
      ready.clear();
      resumedListeners.length = 0;
      if (subscriber.status !== 'ready') subscriber.disconnect();
      else await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
