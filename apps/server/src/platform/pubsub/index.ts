/**
 * Pub/sub between the server's parts and, in production, between server instances.
 * In-process by default; Redis when REDIS_URL is set (redis.ts in this folder). Messages are plain
 * JSON values.
 */
export type PubSubHandler = (message: unknown) => void;

export interface PubSub {
  /**
   * Resolves to how many subscribers received it: processes in-process, subscriber connections
   * (one per instance) through Redis. 0 means nobody, anywhere, listens to the channel.
   */
  publish(channel: string, message: unknown): Promise<number>;
  /** Resolves once the subscription is active; the returned function ends it. */
  subscribe(channel: string, handler: PubSubHandler): Promise<() => Promise<void>>;
  /** Whether anything, on any instance, listens to the channel (a user with an open socket). */
  hasSubscribers(channel: string): Promise<boolean>;
  /**
   * Calls `listener` each time the link between instances comes back after a loss (Redis
   * restarted or unreachable for a while): events published elsewhere meanwhile were missed here.
   * Never called in process.
   */
  onResumed(listener: () => void): void;
  close(): Promise<void>;
}

/** A live event for one user: every open socket of that user, on any instance, receives it. */
export type UserEvent =
  | { type: 'notification'; notification: unknown; unread_notifications_count?: number }
  | { type: 'chat_message'; room: number | string; message: unknown }
  | { type: string; [key: string]: unknown };

/**
 * Internal, never written to a socket: the live connections of revoked sessions close (the
 * registry of every instance does it). `all` ends every connection of the user (password change).
 */
export const SESSION_REVOKED = 'session_revoked';
export type SessionRevokedEvent = {
  type: typeof SESSION_REVOKED;
  all: boolean;
  session_ids: string[];
  token_ids: string[];
};

/** The channel of one user's live events. */
export function userChannel(userId: number): string {
  return `user:${userId}`;
}

/**
 * Sends a live event to every open connection of a user, wherever it is held; resolves to how
 * many instances (or in-process subscribers) received it, 0 when the user has no open connection.
 */
export function publishToUser(pubsub: PubSub, userId: number, event: UserEvent): Promise<number> {
  return pubsub.publish(userChannel(userId), event);
}

/**
 * One process: handlers run on the next tick with a structured copy, as they would after Redis.
 * A handler that throws is reported to `onError` and does not affect the others.
 */
export function createMemoryPubSub(
  onError: (err: unknown, channel: string) => void = (err, channel) =>
    console.error(`pub/sub handler failed on ${channel}`, err),
): PubSub {
  const channels = new Map<string, Set<PubSubHandler>>();
  return {
    async publish(channel, message) {
      const handlers = channels.get(channel);
      if (!handlers || handlers.size === 0) return 0;
      const copy = structuredClone(message);
      for (const handler of [...handlers]) {
        queueMicrotask(() => {
          try {
            handler(structuredClone(copy));
          } catch (err) {
            onError(err, channel);
          }
        });
      }
      return handlers.size;
    },
    async subscribe(channel, handler) {
      let handlers = channels.get(channel);
      if (!handlers) channels.set(channel, (handlers = new Set()));
      handlers.add(handler);
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0) channels.delete(channel);
      };
    },
    async hasSubscribers(channel) {
      return (channels.get(channel)?.size ?? 0) > 0;
    },
    onResumed() {},
    async close() {
      channels.clear();
    },
  };
}
