import {
  CHAT_MESSAGES,
  CHAT_SYNC_MAX,
  PROFILE_MESSAGES,
  type ChatMessage,
  type ChatRoom,
  type ChatUser,
} from '@careerhub/shared';
import type { Logger } from 'pino';
import { AppError, notFound } from '../../http/errors.js';
import type { Metrics } from '../../platform/metrics.js';
import { publishToUser, type PubSub } from '../../platform/pubsub/index.js';
import { createBatcher } from '../../platform/batcher.js';
import { createKeyLoader } from '../../platform/key-loader.js';
import type { RateLimiter } from '../../platform/ratelimit/index.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import type { UserRow } from '../auth/users.repository.js';
import { chatPolicy } from './chat.policy.js';
import { presentChatUser, presentMessage, presentRoom } from './chat.presenter.js';
import type { ChatMessageRow, ChatRepository, Membership, RoomListRow } from './chat.repository.js';

/** What the notifications module hears when a message arrives for someone with no open connection. */
export interface RecipientOfflineEvent {
  recipientId: number;
  senderId: number;
  roomId: number;
  message: ChatMessage;
}
export type RecipientOfflineCallback = (event: RecipientOfflineEvent) => void | Promise<void>;

/** Where a message was sent from; `originSocket` keeps the ack'ed socket from receiving it twice. */
export interface SendOrigin {
  via: 'socket' | 'http';
  originSocket?: string;
}

export interface ChatServiceDeps {
  repo: ChatRepository;
  pubsub: PubSub;
  limiter: RateLimiter;
  metrics: Metrics;
  logger: Logger;
  messagesPerMinute: number;
  /** How long a person's name and picture are reused for presenting messages. */
  peopleCacheTtlMs: number;
}

/** Most messages stored by one statement. */
const MESSAGE_BATCH_MAX = 200;

/** Instances tell each other that a block changed, so their cached memberships are dropped. */
const BLOCKS_CHANNEL = 'chat:blocks';

const page = (count: number, pageNumber: number, pageSize: number) => ({
  count,
  next: pageNumber * pageSize < count ? pageNumber + 1 : null,
});

export function createChatService(deps: ChatServiceDeps) {
  const { repo, pubsub, logger } = deps;
  const peopleCache = new TtlCache<number, ChatUser>(deps.peopleCacheTtlMs);
  // Every message sent reads membership and blocks. Members of a room never change; a block or
  // unblock clears this cache here at once and on every other instance through BLOCKS_CHANNEL.
  let memberships = new TtlCache<string, Membership>(deps.peopleCacheTtlMs);
  const forgetMemberships = () => {
    memberships = new TtlCache<string, Membership>(deps.peopleCacheTtlMs);
  };
  // The memberships asked for in one turn of the event loop are read with one query.
  const membershipLoader = createKeyLoader<string, Membership>((keys) =>
    repo.memberships(
      keys.map((key) => {
        const [roomId, userId] = key.split(':').map(Number);
        return { roomId: roomId!, userId: userId! };
      }),
    ),
  );
  // Only found memberships are kept (a room created a moment later must not look missing).
  const membershipOf = (roomId: number, userId: number) => {
    const key = `${roomId}:${userId}`;
    return memberships.getOrLoad(key, () => membershipLoader.load(key));
  };
  async function announceBlockChange(a: number, b: number) {
    forgetMemberships();
    await pubsub.publish(BLOCKS_CHANNEL, { a, b }).catch((err: unknown) => {
      logger.error({ err }, 'chat: could not announce a block change to other instances');
    });
  }
  let recipientOffline: RecipientOfflineCallback | null = null;
  // Messages sent while others are being stored go together in the next statement (group commit):
  // at 1,000 messages/s an instance writes a few dozen per round trip instead of one.
  const inserts = createBatcher({
    run: repo.insertMessages,
    maxBatch: MESSAGE_BATCH_MAX,
    concurrency: 4,
    onBatch: (size) => deps.metrics.chatMessageBatch.observe(size),
  });

  // People read all the time are refreshed ahead, together, off the messages' path.
  const dueForRefresh = new Set<number>();
  function refreshPeopleSoon(id: number) {
    if (dueForRefresh.size === 0)
      setImmediate(() => {
        const ids = [...dueForRefresh];
        dueForRefresh.clear();
        repo.findPeople(ids).then(
          (rows) => {
            for (const row of rows) peopleCache.set(row.id, presentChatUser(row));
          },
          (err: unknown) => logger.warn({ err }, 'chat: could not refresh names and pictures'),
        );
      });
    dueForRefresh.add(id);
  }

  async function people(userIds: number[]): Promise<Map<number, ChatUser>> {
    const found = new Map<number, ChatUser>();
    const missing: number[] = [];
    for (const id of new Set(userIds)) {
      const hit = peopleCache.get(id);
      if (hit) {
        found.set(id, hit);
        if (peopleCache.refreshDue(id)) refreshPeopleSoon(id);
      } else missing.push(id);
    }
    for (const row of await repo.findPeople(missing)) {
      const user = presentChatUser(row);
      peopleCache.set(row.id, user);
      found.set(row.id, user);
    }
    return found;
  }

  async function presentMessages(rows: ChatMessageRow[]): Promise<ChatMessage[]> {
    const map = await people(rows.flatMap((r) => [r.senderId, r.recipientId]));
    return rows.map((r) => presentMessage(r, map));
  }

  async function presentRooms(viewerId: number, rows: RoomListRow[]): Promise<ChatRoom[]> {
    const lastIds = rows.map((r) => r.lastMessageId).filter((id): id is number => id !== null);
    const last = await repo.messagesByIds(lastIds);
    const map = await people([
      viewerId,
      ...rows.map((r) => r.otherId),
      ...last.flatMap((m) => [m.senderId, m.recipientId]),
    ]);
    const lastById = new Map(last.map((m) => [m.id, presentMessage(m, map)]));
    return rows.map((r) =>
      presentRoom(r, viewerId, map, r.lastMessageId ? (lastById.get(r.lastMessageId) ?? null) : null),
    );
  }

  async function requireMembership(viewer: UserRow, roomId: number) {
    const membership = await membershipOf(roomId, viewer.id);
    if (!membership) throw notFound();
    return membership;
  }

  async function roomFor(viewer: UserRow, roomId: number): Promise<ChatRoom> {
    const { rows } = await repo.listRooms(viewer.id, { roomId, limit: 1, offset: 0 });
    if (!rows[0]) throw notFound();
    const [room] = await presentRooms(viewer.id, rows);
    return room!;
  }

  async function deliver(message: ChatMessage, origin: SendOrigin) {
    const event = { type: 'chat_message', room: message.room, message };
    const [toRecipient, toSender] = await Promise.allSettled([
      publishToUser(pubsub, message.recipient.id, event),
      // The sender's other tabs and devices show it too; the sending socket already has the ack.
      publishToUser(
        pubsub,
        message.sender.id,
        origin.originSocket ? { ...event, origin: origin.originSocket } : event,
      ),
    ]);
    for (const r of [toRecipient, toSender]) {
      // Stored is what counts: a client that missed the live event gets it with its next `sync`.
      if (r.status === 'rejected')
        logger.error({ err: r.reason, messageId: message.id }, 'chat: live delivery failed');
    }
    // The publish counts who received it: nobody, on any instance, means the recipient is offline.
    if (!recipientOffline || toRecipient.status !== 'fulfilled' || toRecipient.value > 0) return;
    try {
      await recipientOffline({
        recipientId: message.recipient.id,
        senderId: message.sender.id,
        roomId: message.room,
        message,
      });
    } catch (err) {
      logger.error({ err, messageId: message.id }, 'chat: recipient-offline callback failed');
    }
  }

  return {
    /** Listens for block changes made on other instances (their membership caches are cleared). */
    async start() {
      await pubsub.subscribe(BLOCKS_CHANNEL, forgetMemberships);
    },

    /**
     * Registers what happens when a message is stored for someone with no open connection on any
     * instance (the notifications module sends the "new message while you were away" email).
     * Until called, nothing happens and presence is not even checked.
     */
    /** Forget a cached person (renamed or erased); other instances refresh within the TTL. */
    forgetPerson(userId: number) {
      peopleCache.delete(userId);
    },

    onRecipientOffline(callback: RecipientOfflineCallback | null) {
      recipientOffline = callback;
    },

    /** POST /room/: the one room of the viewer and the other person, created on first use. */
    async createRoom(viewer: UserRow, otherUserId: number): Promise<{ room: ChatRoom; created: boolean }> {
      chatPolicy.assertCanStartChat(viewer);
      const [other] = await repo.findPeople([otherUserId]);
      if (!other || !other.isActive) throw notFound(PROFILE_MESSAGES.userNotFound);
      chatPolicy.assertCanChatWith(viewer, other);
      const { roomId, created } = await repo.findOrCreatePairRoom(viewer.id, other.id);
      return { room: await roomFor(viewer, roomId), created };
    },

    async listRooms(viewer: UserRow, options: { page: number; pageSize: number; withMessagesOnly: boolean }) {
      const { rows, count } = await repo.listRooms(viewer.id, {
        withMessagesOnly: options.withMessagesOnly,
        limit: options.pageSize,
        offset: (options.page - 1) * options.pageSize,
      });
      return {
        data: await presentRooms(viewer.id, rows),
        pagination: page(count, options.page, options.pageSize),
      };
    },

    unreadTotal: (viewer: UserRow) => repo.unreadTotal(viewer.id),

    /**
     * A room's messages, newest first (page 2 holds older ones; with `beforeId`, the page of
     * messages older than that one, `next` set while older ones remain); 404 for non-members.
     */
    async listMessages(
      viewer: UserRow,
      roomId: number,
      options: { page: number; pageSize: number; beforeId?: number | undefined },
    ) {
      await requireMembership(viewer, roomId);
      if (options.beforeId !== undefined) {
        const { rows, count, more } = await repo.listMessagesBefore(
          roomId,
          options.beforeId,
          options.pageSize,
        );
        return {
          data: await presentMessages(rows),
          pagination: { count, next: more ? options.page + 1 : null },
        };
      }
      const { rows, count } = await repo.listMessages(
        roomId,
        options.pageSize,
        (options.page - 1) * options.pageSize,
      );
      return { data: await presentMessages(rows), pagination: page(count, options.page, options.pageSize) };
    },

    /**
     * Stores a message from a room member and delivers it live to the recipient and the sender's
     * other connections. The same (sender, client_id) is stored once; a repeat returns the first.
     */
    async sendMessage(
      viewer: UserRow,
      roomId: number,
      input: { texts: string[]; clientId?: string | null | undefined },
      origin: SendOrigin,
    ): Promise<ChatMessage> {
      // Both round trips at once (every attempt counts towards the limit); membership decides first.
      const [membership, limit] = await Promise.all([
        membershipOf(roomId, viewer.id),
        deps.limiter.hit(`chat:send:${viewer.id}`, deps.messagesPerMinute, 60),
      ]);
      if (!membership) throw notFound();
      const { otherId, userBlockedOther, otherBlockedUser } = membership;
      chatPolicy.assertCanSend({
        senderBlockedRecipient: userBlockedOther,
        recipientBlockedSender: otherBlockedUser,
      });
      if (!limit.allowed)
        throw new AppError(429, CHAT_MESSAGES.tooFast, {}, { 'retry-after': String(limit.retryAfter) });
      const { message: row, isNew } = await inserts.add({
        roomId,
        senderId: viewer.id,
        recipientId: otherId,
        blocks: input.texts.map((value) => ({ type: 'text', value })),
        clientId: input.clientId ?? null,
      });
      const [message] = await presentMessages([row]);
      if (isNew) {
        deps.metrics.chatMessages.inc({ via: origin.via });
        await deliver(message!, origin);
      }
      return message!;
    },

    async markRead(viewer: UserRow, roomId: number) {
      await requireMembership(viewer, roomId);
      await repo.markRead(roomId, viewer.id);
      return { unread_count: 0 };
    },

    async block(viewer: UserRow, userId: number) {
      chatPolicy.assertCanBlock(viewer, userId);
      const [other] = await repo.findPeople([userId]);
      if (!other) throw notFound(PROFILE_MESSAGES.userNotFound);
      await repo.block(viewer.id, userId);
      await announceBlockChange(viewer.id, userId);
      return { user_id: userId, blocked: true };
    },

    async unblock(viewer: UserRow, userId: number) {
      await repo.unblock(viewer.id, userId);
      await announceBlockChange(viewer.id, userId);
      return { user_id: userId, blocked: false };
    },

    /** A member reports a message of their room; staff read the reports. */
    async report(viewer: UserRow, roomId: number, messageId: number, reason: string) {
      await requireMembership(viewer, roomId);
      const message = await repo.findMessage(roomId, messageId);
      if (!message) throw notFound();
      const { id } = await repo.report(messageId, viewer.id, reason);
      return { id, message: CHAT_MESSAGES.reported };
    },

    /** What a reconnecting client missed: messages after `sinceId` in all its rooms, oldest first. */
    async messagesSince(
      viewer: UserRow,
      sinceId: number,
    ): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
      const rows = await repo.messagesSince(viewer.id, sinceId, CHAT_SYNC_MAX + 1);
      const hasMore = rows.length > CHAT_SYNC_MAX;
      return { messages: await presentMessages(rows.slice(0, CHAT_SYNC_MAX)), hasMore };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
