import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Owned by the chat module (modules/chat). */

export type ChatBlockValue = { type: 'text'; value: string };

/**
 * Chat rooms. A one-to-one room carries `pair_key` ("<smaller id>:<larger id>"), unique, so the
 * same two people always get the same room however often and however concurrently it is asked for.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull().default('ONE_TO_ONE'),
    pairKey: text('pair_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the room itself last changed. Its activity is its newest message, read from
     * chat_messages (index room_id, id): sending only inserts, so busy rooms never wait on a row
     * lock (docs/decisions/0013-chat-messages-are-stored-together.md).
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_rooms_pair_key_uq').on(t.pairKey)],
);

/** Who is in a room, and the newest message each member has read. */
export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('chat_room_members_user_idx').on(t.userId, t.roomId),
  ],
);

/** Messages; ids only grow, so "everything after id N" is what a reconnecting client missed. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blocks: jsonb('blocks').$type<ChatBlockValue[]>().notNull(),
    /** The sender's own id for the message: a retried send with the same one is stored once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_room_id_idx').on(t.roomId, t.id),
    uniqueIndex('chat_messages_sender_client_uq')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
  ],
);

/** A user who blocked another: no messages pass between them, either way. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('chat_blocks_blocked_idx').on(t.blockedId),
  ],
);

/** Messages reported by a member of their room, kept for staff. */
export const chatMessageReports = pgTable(
  'chat_message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_message_reports_uq').on(t.messageId, t.reporterId)],
);
