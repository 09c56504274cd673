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
import { publishToUser, userChannel, type PubSub } from '../../platform/pubsub/index.js';
import type { RateLimiter } from '../../platform/ratelimit/index.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import type { UserRow } from '../auth/users.repository.js';
import { chatPolicy } from './chat.policy.js';
import { presentChatUser, presentMessage, presentRoom } from './chat.presenter.js';
import type { ChatMessageRow, ChatRepository, RoomListRow } from './chat.repository.js';

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

const page = (count: number, pageNumber: number, pageSize: number) => ({
  count,
  next: pageNumber * pageSize < count ? pageNumber + 1 : null,
});

export function createChatService(deps: ChatServiceDeps) {
  const { repo, pubsub, logger } = deps;
  const peopleCache = new TtlCache<number, ChatUser>(deps.peopleCacheTtlMs);
  let recipientOffline: RecipientOfflineCallback | null = null;

  async function people(userIds: number[]): Promise<Map<number, ChatUser>> {
    const found = new Map<number, ChatUser>();
    const missing: number[] = [];
    for (const id of new Set(userIds)) {
      const hit = peopleCache.get(id);
      if (hit) found.set(id, hit);
      else missing.push(id);
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
    const membership = await repo.membership(roomId, viewer.id);
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
    const results = await Promise.allSettled([
      publishToUser(pubsub, message.recipient.id, event),
      // The sender's other tabs and devices show it too; the sending socket already has the ack.
      publishToUser(
        pubsub,
        message.sender.id,
        origin.originSocket ? { ...event, origin: origin.originSocket } : event,
      ),
    ]);
    for (const r of results) {
      // Stored is what counts: a client that missed the live event gets it with its next `sync`.
      if (r.status === 'rejected')
        logger.error({ err: r.reason, messageId: message.id }, 'chat: live delivery failed');
    }
    if (!recipientOffline) return;
    try {
      if (await pubsub.hasSubscribers(userChannel(message.recipient.id))) return;
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
    /**
     * Registers what happens when a message is stored for someone with no open connection on any
     * instance (the notifications module sends the "new message while you were away" email).
     * Until called, nothing happens and presence is not even checked.
     */
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

    /** A room's messages, newest first (page 2 holds older ones); 404 for non-members. */
    async listMessages(viewer: UserRow, roomId: number, options: { page: number; pageSize: number }) {
      await requireMembership(viewer, roomId);
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
        repo.membership(roomId, viewer.id),
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
      const { message: row, isNew } = await repo.insertMessage({
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
      return { user_id: userId, blocked: true };
    },

    async unblock(viewer: UserRow, userId: number) {
      await repo.unblock(viewer.id, userId);
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
