import { sql, type SQL } from 'drizzle-orm';
import type { ChatBlockValue } from '../../db/schema/chat.js';
import type { Db } from '../../platform/db/index.js';

/** The people of a chat, as the chat shows them (name, slug, profile picture). */
export interface ChatPersonRow {
  id: number;
  firstName: string;
  lastName: string;
  nameSlug: string;
  isActive: boolean;
  isInfluencer: boolean;
  pictureKey: string | null;
}

export interface ChatMessageRow {
  id: number;
  roomId: number;
  senderId: number;
  recipientId: number;
  blocks: ChatBlockValue[];
  clientId: string | null;
  createdAt: Date;
}

export interface RoomListRow {
  id: number;
  updatedAt: Date;
  lastMessageId: number | null;
  otherId: number;
  unreadCount: number;
  blocked: boolean;
}

export interface Membership {
  roomId: number;
  otherId: number;
  userBlockedOther: boolean;
  otherBlockedUser: boolean;
}

const ids = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** One-to-one rooms are keyed by their two members, smaller id first. */
export const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

function toMessage(r: Record<string, unknown>): ChatMessageRow {
  return {
    id: Number(r.id),
    roomId: Number(r.room_id),
    senderId: Number(r.sender_id),
    recipientId: Number(r.recipient_id),
    blocks: (typeof r.blocks === 'string' ? JSON.parse(r.blocks) : r.blocks) as ChatBlockValue[],
    clientId: (r.client_id as string | null) ?? null,
    createdAt: new Date(r.created_at as string | Date),
  };
}

const MESSAGE_COLUMNS = sql.raw(
  'cm.id, cm.room_id, cm.sender_id, cm.recipient_id, cm.blocks, cm.client_id, cm.created_at',
);

/** Every SQL statement of the chat module. Reads user names and pictures for display only. */
export function createChatRepository(db: Db) {
  async function rows<T = Record<string, unknown>>(query: SQL, on: Db = db): Promise<T[]> {
    const result = (await on.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  return {
    async findPeople(userIds: number[]): Promise<ChatPersonRow[]> {
      if (userIds.length === 0) return [];
      const found = await rows(sql`
        SELECT u.id, u.first_name, u.last_name, u.name_slug, u.is_active, u.is_influencer, f.storage_key AS picture_key
        FROM users u
        LEFT JOIN profiles p ON p.user_id = u.id
        LEFT JOIN uploaded_files f ON f.id = p.picture_file_id
        WHERE u.id IN (${ids(userIds)})`);
      return found.map((r) => ({
        id: Number(r.id),
        firstName: String(r.first_name),
        lastName: String(r.last_name),
        nameSlug: String(r.name_slug),
        isActive: Boolean(r.is_active),
        isInfluencer: Boolean(r.is_influencer),
        pictureKey: (r.picture_key as string | null) ?? null,
      }));
    },

    /** The room of two people, created with both as members on first use; `created` tells which. */
    async findOrCreatePairRoom(
      creatorId: number,
      otherId: number,
    ): Promise<{ roomId: number; created: boolean }> {
      const key = pairKey(creatorId, otherId);
      const inserted = await db.transaction(async (tx) => {
        const [room] = await rows<{ id: number }>(
          sql`INSERT INTO chat_rooms (type, pair_key, created_by) VALUES ('ONE_TO_ONE', ${key}, ${creatorId})
              ON CONFLICT (pair_key) DO NOTHING RETURNING id`,
          tx as unknown as Db,
        );
        if (!room) return null;
        await tx.execute(
          sql`INSERT INTO chat_room_members (room_id, user_id) VALUES (${room.id}, ${creatorId}), (${room.id}, ${otherId})`,
        );
        return Number(room.id);
      });
      if (inserted !== null) return { roomId: inserted, created: true };
      // Someone created it first (perhaps a moment ago, concurrently): the unique pair key makes it the same room.
      const [existing] = await rows<{ id: number }>(sql`SELECT id FROM chat_rooms WHERE pair_key = ${key}`);
      return { roomId: Number(existing!.id), created: false };
    },

    /**
     * The room as seen by one of its members (the other member, and blocks either way), or null
     * when the user is not a member. One query: every message sent reads it.
     */
    async membership(roomId: number, userId: number): Promise<Membership | null> {
      const [row] = await rows<{
        other_id: number;
        user_blocked_other: boolean;
        other_blocked_user: boolean;
      }>(sql`
        SELECT o.user_id AS other_id,
          EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_id = m.user_id AND b.blocked_id = o.user_id) AS user_blocked_other,
          EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_id = o.user_id AND b.blocked_id = m.user_id) AS other_blocked_user
        FROM chat_room_members m
        JOIN chat_room_members o ON o.room_id = m.room_id AND o.user_id <> m.user_id
        WHERE m.room_id = ${roomId} AND m.user_id = ${userId}
        LIMIT 1`);
      if (!row) return null;
      return {
        roomId,
        otherId: Number(row.other_id),
        userBlockedOther: Boolean(row.user_blocked_other),
        otherBlockedUser: Boolean(row.other_blocked_user),
      };
    },

    /**
     * Stores a message and moves the room's activity. A message whose (sender, client_id) is
     * already stored is not stored twice: the stored one comes back with `isNew` false.
     */
    async insertMessage(input: {
      roomId: number;
      senderId: number;
      recipientId: number;
      blocks: ChatBlockValue[];
      clientId: string | null;
    }): Promise<{ message: ChatMessageRow; isNew: boolean }> {
      // One statement, so one round trip and atomic: the message, and the room's newest message and activity.
      const [stored] = await rows(sql`
        WITH inserted AS (
          INSERT INTO chat_messages AS cm (room_id, sender_id, recipient_id, blocks, client_id)
          VALUES (${input.roomId}, ${input.senderId}, ${input.recipientId}, ${JSON.stringify(input.blocks)}::jsonb, ${input.clientId})
          ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
          RETURNING ${MESSAGE_COLUMNS}
        ), moved AS (
          UPDATE chat_rooms r SET last_message_id = i.id, updated_at = i.created_at FROM inserted i WHERE r.id = i.room_id
        )
        SELECT * FROM inserted`);
      if (stored) return { message: toMessage(stored), isNew: true };
      const [existing] = await rows(
        sql`SELECT ${MESSAGE_COLUMNS} FROM chat_messages cm WHERE cm.sender_id = ${input.senderId} AND cm.client_id = ${input.clientId}`,
      );
      return { message: toMessage(existing!), isNew: false };
    },

    /** A room's messages, newest first. */
    async listMessages(
      roomId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: ChatMessageRow[]; count: number }> {
      const [found, [counted]] = await Promise.all([
        rows(
          sql`SELECT ${MESSAGE_COLUMNS} FROM chat_messages cm WHERE cm.room_id = ${roomId} ORDER BY cm.id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM chat_messages WHERE room_id = ${roomId}`),
      ]);
      return { rows: found.map(toMessage), count: Number(counted?.n ?? 0) };
    },

    async messagesByIds(messageIds: number[]): Promise<ChatMessageRow[]> {
      if (messageIds.length === 0) return [];
      return (
        await rows(sql`SELECT ${MESSAGE_COLUMNS} FROM chat_messages cm WHERE cm.id IN (${ids(messageIds)})`)
      ).map(toMessage);
    },

    async findMessage(roomId: number, messageId: number): Promise<ChatMessageRow | null> {
      const [row] = await rows(
        sql`SELECT ${MESSAGE_COLUMNS} FROM chat_messages cm WHERE cm.id = ${messageId} AND cm.room_id = ${roomId}`,
      );
      return row ? toMessage(row) : null;
    },

    /** Messages after `sinceId` in every room of the user, oldest first. */
    async messagesSince(userId: number, sinceId: number, limit: number): Promise<ChatMessageRow[]> {
      const found = await rows(sql`
        SELECT ${MESSAGE_COLUMNS}
        FROM chat_room_members m
        JOIN chat_messages cm ON cm.room_id = m.room_id AND cm.id > ${sinceId}
        WHERE m.user_id = ${userId}
        ORDER BY cm.id
        LIMIT ${limit}`);
      return found.map(toMessage);
    },

    /** The user's rooms, newest activity first, with unread counts and whether the user blocked the other. */
    async listRooms(
      userId: number,
      options: { withMessagesOnly?: boolean; roomId?: number; limit: number; offset: number },
    ): Promise<{ rows: RoomListRow[]; count: number }> {
      const onlyActive = sql.join(
        [
          options.withMessagesOnly ? sql`AND r.last_message_id IS NOT NULL` : sql``,
          options.roomId !== undefined ? sql`AND r.id = ${options.roomId}` : sql``,
        ],
        sql` `,
      );
      const [found, [counted]] = await Promise.all([
        rows(sql`
          SELECT r.id, r.updated_at, r.last_message_id, o.user_id AS other_id,
            (SELECT count(*)::int FROM chat_messages cm
              WHERE cm.room_id = r.id AND cm.id > m.last_read_message_id AND cm.sender_id <> m.user_id) AS unread_count,
            EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_id = m.user_id AND b.blocked_id = o.user_id) AS blocked
          FROM chat_room_members m
          JOIN chat_rooms r ON r.id = m.room_id
          JOIN chat_room_members o ON o.room_id = m.room_id AND o.user_id <> m.user_id
          WHERE m.user_id = ${userId} ${onlyActive}
          ORDER BY r.updated_at DESC, r.id DESC
          LIMIT ${options.limit} OFFSET ${options.offset}`),
        rows<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM chat_room_members m JOIN chat_rooms r ON r.id = m.room_id
          WHERE m.user_id = ${userId} ${onlyActive}`),
      ]);
      return {
        rows: found.map((r) => ({
          id: Number(r.id),
          updatedAt: new Date(r.updated_at as string | Date),
          lastMessageId: r.last_message_id === null ? null : Number(r.last_message_id),
          otherId: Number(r.other_id),
          unreadCount: Number(r.unread_count),
          blocked: Boolean(r.blocked),
        })),
        count: Number(counted?.n ?? 0),
      };
    },

    /** Unread messages over all the user's rooms. */
    async unreadTotal(userId: number): Promise<number> {
      const [row] = await rows<{ n: number }>(sql`
        SELECT count(*)::int AS n
        FROM chat_room_members m
        JOIN chat_messages cm ON cm.room_id = m.room_id AND cm.id > m.last_read_message_id AND cm.sender_id <> m.user_id
        WHERE m.user_id = ${userId}`);
      return Number(row?.n ?? 0);
    },

    /** Marks everything in the room read for the user, up to the room's newest message. */
    async markRead(roomId: number, userId: number): Promise<void> {
      await db.execute(sql`
        UPDATE chat_room_members m
        SET last_read_message_id = GREATEST(m.last_read_message_id, COALESCE(r.last_message_id, 0))
        FROM chat_rooms r
        WHERE r.id = m.room_id AND m.room_id = ${roomId} AND m.user_id = ${userId}`);
    },

    async block(blockerId: number, blockedId: number): Promise<void> {
      await db.execute(
        sql`INSERT INTO chat_blocks (blocker_id, blocked_id) VALUES (${blockerId}, ${blockedId}) ON CONFLICT DO NOTHING`,
      );
    },

    async unblock(blockerId: number, blockedId: number): Promise<void> {
      await db.execute(
        sql`DELETE FROM chat_blocks WHERE blocker_id = ${blockerId} AND blocked_id = ${blockedId}`,
      );
    },

    /** One report per reporter and message: reporting again replaces the reason. */
    async report(messageId: number, reporterId: number, reason: string): Promise<{ id: number }> {
      const [row] = await rows<{ id: number }>(sql`
        INSERT INTO chat_message_reports (message_id, reporter_id, reason) VALUES (${messageId}, ${reporterId}, ${reason})
        ON CONFLICT (message_id, reporter_id) DO UPDATE SET reason = EXCLUDED.reason, status = 'open', created_at = now()
        RETURNING id`);
      return { id: Number(row!.id) };
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
