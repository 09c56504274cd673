import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { PubSub, PubSubHandler } from './index.js';

/**
 * Pub/sub through Redis, so an event published on any instance reaches the subscribers of every
 * instance. Publishing goes through the process's shared Redis connection; receiving through one
 * subscriber connection per process, which subscribes to a channel while this process has at least
 * one handler for it. The connection reconnects by itself and re-subscribes to every channel
 * (ioredis' autoResubscribe); events published while it was down are lost, which the chat client
 * covers by asking for what it missed (`sync`) after every reconnect.
 */
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
  subscriber.on('error', (err) => logger.error({ err }, 'redis pub/sub connection error'));
  subscriber.on('ready', () => {
    if (wasReady) logger.warn('redis pub/sub reconnected: subscriptions restored');
    wasReady = true;
  });
  await subscriber.connect();

  const channels = new Map<string, Set<PubSubHandler>>();
  /** The SUBSCRIBE of each channel, so a second handler waits for the same one. */
  const ready = new Map<string, Promise<unknown>>();

  subscriber.on('message', (channel: string, raw: string) => {
    const handlers = channels.get(channel);
    if (!handlers || handlers.size === 0) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch (err) {
      logger.warn({ err, channel }, 'pub/sub: dropped a message that is not JSON');
      return;
    }
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
  });

  return {
    async publish(channel, message) {
      // PUBLISH answers how many subscriber connections received it (one per listening instance).
      return Number(await publisher.publish(channel, JSON.stringify(message)));
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
      await ready.get(channel);
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
      // Counts subscriber connections of every instance, this one included.
      const [, count] = (await publisher.pubsub('NUMSUB', channel)) as [string, number];
      return Number(count) > 0;
    },
    async close() {
      channels.clear();
      ready.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
