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

export interface NewChatMessage {
  roomId: number;
  senderId: number;
  recipientId: number;
  blocks: ChatBlockValue[];
  clientId: string | null;
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
     * Rooms as seen by some of their members (the other member, and blocks either way), keyed
     * `roomId:userId`; a pair missing from the answer is not a membership. One query for many:
     * every message sent reads its sender's, and a busy instance asks for dozens at once.
     */
    async memberships(pairs: Array<{ roomId: number; userId: number }>): Promise<Map<string, Membership>> {
      const found = new Map<string, Membership>();
      if (pairs.length === 0) return found;
      const wanted = sql.join(
        pairs.map((p) => sql`(${p.roomId}::int, ${p.userId}::int)`),
        sql`, `,
      );
      const answer = await rows<{
        room_id: number;
        user_id: number;
        other_id: number;
        user_blocked_other: boolean;
        other_blocked_user: boolean;
      }>(sql`
        SELECT m.room_id, m.user_id, o.user_id AS other_id,
          EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_id = m.user_id AND b.blocked_id = o.user_id) AS user_blocked_other,
          EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_id = o.user_id AND b.blocked_id = m.user_id) AS other_blocked_user
        FROM chat_room_members m
        JOIN chat_room_members o ON o.room_id = m.room_id AND o.user_id <> m.user_id
        WHERE (m.room_id, m.user_id) IN (${wanted})`);
      for (const row of answer) {
        const roomId = Number(row.room_id);
        found.set(`${roomId}:${Number(row.user_id)}`, {
          roomId,
          otherId: Number(row.other_id),
          userBlockedOther: Boolean(row.user_blocked_other),
          otherBlockedUser: Boolean(row.other_blocked_user),
        });
      }
      return found;
    },

    /**
     * Stores messages in one statement (one round trip, one commit); answers one result per
     * input, in order. A repeated (sender, client_id), in
     * this batch or stored before, is stored once: the repeat gets the stored message, `isNew` false.
     */
    async insertMessages(
      inputs: NewChatMessage[],
    ): Promise<Array<{ message: ChatMessageRow; isNew: boolean }>> {
      if (inputs.length === 0) return [];
      const values = sql.join(
        inputs.map(
          (m) =>
            sql`(${m.roomId}, ${m.senderId}, ${m.recipientId}, ${JSON.stringify(m.blocks)}::jsonb, ${m.clientId})`,
        ),
        sql`, `,
      );
      // Insert only: a room's activity is read from its newest message, so no room row is
      // updated (and locked) per message, whichever instance stores it.
      const stored = (
        await rows(sql`
          INSERT INTO chat_messages AS cm (room_id, sender_id, recipient_id, blocks, client_id)
          VALUES ${values}
          ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
          RETURNING ${MESSAGE_COLUMNS}`)
      )
        .map(toMessage)
        .sort((x, y) => x.id - y.id);

      // Sorted by id, rows are in the inputs' order: a multi-row INSERT takes ids in VALUES order.
      const byClientId = new Map<string, ChatMessageRow>();
      const withoutClientId: ChatMessageRow[] = [];
      for (const row of stored) {
        if (row.clientId === null) withoutClientId.push(row);
        else byClientId.set(`${row.senderId}:${row.clientId}`, row);
      }
      const claimed = new Set<string>();
      const results: Array<{ message: ChatMessageRow; isNew: boolean } | null> = inputs.map((input) => {
        if (input.clientId === null) return { message: withoutClientId.shift()!, isNew: true };
        const key = `${input.senderId}:${input.clientId}`;
        const row = byClientId.get(key);
        if (!row || claimed.has(key)) return null;
        claimed.add(key);
        return { message: row, isNew: true };
      });
      const repeats = inputs.filter((_, i) => results[i] === null);
      if (repeats.length > 0) {
        const found = (
          await rows(sql`
            SELECT ${MESSAGE_COLUMNS} FROM chat_messages cm
            WHERE (cm.sender_id, cm.client_id) IN (${sql.join(
              repeats.map((m) => sql`(${m.senderId}, ${m.clientId})`),
              sql`, `,
            )})`)
        ).map(toMessage);
        const existing = new Map(found.map((m) => [`${m.senderId}:${m.clientId}`, m]));
        inputs.forEach((input, i) => {
          if (results[i] !== null) return;
          const message = existing.get(`${input.senderId}:${input.clientId}`);
          if (!message) throw new Error('chat: a repeated message was not found');
          results[i] = { message, isNew: false };
        });
      }
      return results as Array<{ message: ChatMessageRow; isNew: boolean }>;
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

    /** The `limit` messages older than `beforeId`, newest first (an index walk from the cursor). */
    async listMessagesBefore(
      roomId: number,
      beforeId: number,
      limit: number,
    ): Promise<{ rows: ChatMessageRow[]; count: number; more: boolean }> {
      const [found, [counted]] = await Promise.all([
        rows(
          sql`SELECT ${MESSAGE_COLUMNS} FROM chat_messages cm WHERE cm.room_id = ${roomId} AND cm.id < ${beforeId} ORDER BY cm.id DESC LIMIT ${limit + 1}`,
        ),
        rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM chat_messages WHERE room_id = ${roomId}`),
      ]);
      return {
        rows: found.slice(0, limit).map(toMessage),
        count: Number(counted?.n ?? 0),
        more: found.length > limit,
      };
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
          options.withMessagesOnly
            ? sql`AND EXISTS (SELECT 1 FROM chat_messages x WHERE x.room_id = r.id)`
            : sql``,
          options.roomId !== undefined ? sql`AND r.id = ${options.roomId}` : sql``,
        ],
        sql` `,
      );
      const [found, [counted]] = await Promise.all([
        rows(sql`
          SELECT r.id, GREATEST(r.updated_at, last.created_at) AS updated_at, last.id AS last_message_id,
            o.user_id AS other_id,
            (SELECT count(*)::int FROM chat_messages cm
              WHERE cm.room_id = r.id AND cm.id > m.last_read_message_id AND cm.sender_id <> m.user_id) AS unread_count,
            EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_id = m.user_id AND b.blocked_id = o.user_id) AS blocked
          FROM chat_room_members m
          JOIN chat_rooms r ON r.id = m.room_id
          JOIN chat_room_members o ON o.room_id = m.room_id AND o.user_id <> m.user_id
          LEFT JOIN LATERAL (
            SELECT x.id, x.created_at FROM chat_messages x WHERE x.room_id = r.id ORDER BY x.id DESC LIMIT 1
          ) last ON true
          WHERE m.user_id = ${userId} ${onlyActive}
          ORDER BY 2 DESC, r.id DESC
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
        SET last_read_message_id = GREATEST(
          m.last_read_message_id,
          COALESCE((SELECT max(x.id) FROM chat_messages x WHERE x.room_id = m.room_id), 0)
        )
        WHERE m.room_id = ${roomId} AND m.user_id = ${userId}`);
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
