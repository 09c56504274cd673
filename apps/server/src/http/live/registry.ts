import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { Metrics } from '../../platform/metrics.js';
import { WS_CLOSE } from '@careerhub/shared';
import {
  SESSION_REVOKED,
  userChannel,
  type PubSub,
  type SessionRevokedEvent,
} from '../../platform/pubsub/index.js';

/** An authenticated WebSocket of one user on this instance. */
export interface LiveConnection {
  /** Unique across instances: a published event may name it as `origin` to skip it. */
  id: string;
  userId: number;
  /** The session (refresh-token family) and the access token the socket opened with. */
  sessionId: string | null;
  tokenId: string;
  ws: WebSocket;
  /** Answered the last ping; `missedPongs` counts the heartbeats since it last did. */
  isAlive: boolean;
  missedPongs: number;
}

/** A socket this far behind on writes is too slow to keep: it is dropped, and resyncs when it reconnects. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * The user → sockets map of this instance. The first socket of a user subscribes this instance to
 * the user's pub/sub channel and the last one to close unsubscribes it, so every event published
 * for the user, on any instance, is written to each of that user's sockets here.
 */
export class LiveRegistry {
  private readonly users = new Map<
    number,
    { sockets: Set<LiveConnection>; subscription: Promise<() => Promise<void>> }
  >();

  constructor(
    private readonly pubsub: PubSub,
    private readonly metrics: Metrics,
    private readonly logger: Logger,
  ) {}

  /** Adds a socket; resolves once its user's channel is subscribed (events published later reach it). */
  async add(connection: LiveConnection): Promise<void> {
    let entry = this.users.get(connection.userId);
    if (!entry) {
      const userId = connection.userId;
      entry = {
        sockets: new Set(),
        subscription: this.pubsub.subscribe(userChannel(userId), (event) => this.forward(userId, event)),
      };
      this.users.set(userId, entry);
    }
    entry.sockets.add(connection);
    this.metrics.wsConnections.inc();
    await entry.subscription;
  }

  remove(connection: LiveConnection): void {
    const entry = this.users.get(connection.userId);
    if (!entry || !entry.sockets.delete(connection)) return;
    this.metrics.wsConnections.dec();
    if (entry.sockets.size > 0) return;
    this.users.delete(connection.userId);
    entry.subscription
      .then((unsubscribe) => unsubscribe())
      .catch((err: unknown) =>
        this.logger.warn({ err, userId: connection.userId }, 'live: unsubscribe failed'),
      );
  }

  *connections(): Iterable<LiveConnection> {
    for (const entry of this.users.values()) yield* entry.sockets;
  }

  get size(): number {
    let n = 0;
    for (const entry of this.users.values()) n += entry.sockets.size;
    return n;
  }

  /** Logout or a password change: the sockets of the ended sessions close as an expired token would. */
  private closeRevoked(sockets: Set<LiveConnection>, event: SessionRevokedEvent): void {
    for (const connection of sockets) {
      const isEnded =
        event.all ||
        (connection.sessionId !== null && event.session_ids.includes(connection.sessionId)) ||
        event.token_ids.includes(connection.tokenId);
      if (isEnded) connection.ws.close(WS_CLOSE.invalidToken, 'session ended');
    }
  }

  /** Writes one event to every socket of the user here, except the one it names as its origin. */
  private forward(userId: number, event: unknown): void {
    const entry = this.users.get(userId);
    if (!entry || typeof event !== 'object' || event === null) return;
    if ((event as { type?: unknown }).type === SESSION_REVOKED) {
      this.closeRevoked(entry.sockets, event as SessionRevokedEvent);
      return;
    }
    const { origin, ...visible } = event as { origin?: string; type?: unknown };
    const frame = JSON.stringify(visible);
    const type = typeof visible.type === 'string' ? visible.type : 'unknown';
    for (const connection of entry.sockets) {
      if (connection.id === origin) continue;
      if (connection.ws.readyState !== connection.ws.OPEN) continue;
      if (connection.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.logger.warn({ userId }, 'live: dropping a socket that does not read its events');
        connection.ws.terminate();
        continue;
      }
      connection.ws.send(frame);
      this.metrics.liveEvents.inc({ type });
    }
  }
}
