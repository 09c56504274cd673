import { z } from 'zod';
import { dbId } from '../input.js';
import { CHAT_MESSAGES, VALIDATION } from '../messages.js';

/**
 * One-to-one chat: request schemas the server validates with and the chat panel reuses, the
 * shapes of rooms, messages and live events (docs/decisions/0006-chat-and-live-events.md).
 */

/** Longest text of one message, in characters. */
export const CHAT_MESSAGE_MAX_CHARS = 5000;
/** Longest client_id a client may attach to a message (it echoes back in the ack). */
export const CHAT_CLIENT_ID_MAX_CHARS = 64;
/** Most messages one `sync` returns; `synced.has_more` says when more are waiting. */
export const CHAT_SYNC_MAX = 500;
export const CHAT_REPORT_REASON_MAX_CHARS = 1000;

/** Text of a message: whitespace only is blank and refused (spec section 5). */
export const chatTextSchema = z
  .string({ error: CHAT_MESSAGES.blank })
  .max(CHAT_MESSAGE_MAX_CHARS, { error: VALIDATION.tooLong(CHAT_MESSAGE_MAX_CHARS) })
  .refine((v) => v.trim().length > 0, { error: CHAT_MESSAGES.blank });

export const chatBlockSchema = z.strictObject({
  type: z.literal('text', { error: VALIDATION.invalidValue }),
  value: z
    .string({ error: CHAT_MESSAGES.blank })
    .max(CHAT_MESSAGE_MAX_CHARS, { error: VALIDATION.tooLong(CHAT_MESSAGE_MAX_CHARS) }),
});
export type ChatBlock = z.infer<typeof chatBlockSchema>;

export const chatClientIdSchema = z
  .string({ error: VALIDATION.invalidValue })
  .min(1, { error: VALIDATION.invalidValue })
  .max(CHAT_CLIENT_ID_MAX_CHARS, { error: VALIDATION.tooLong(CHAT_CLIENT_ID_MAX_CHARS) });

export const createRoomSchema = z.strictObject({
  type: z.literal('ONE_TO_ONE', { error: VALIDATION.invalidValue }).default('ONE_TO_ONE'),
  user_ids: z
    .array(dbId(), {
      error: VALIDATION.expectedList,
    })
    .length(1, { error: CHAT_MESSAGES.oneOtherPerson }),
});
export type CreateRoomInput = z.infer<typeof createRoomSchema>;

/** POST /chats/{roomId}/: the REST way to send (the socket sends `message` as plain text). */
export const sendMessageSchema = z.strictObject({
  messages: z
    .array(chatBlockSchema, { error: CHAT_MESSAGES.blank })
    .min(1, { error: CHAT_MESSAGES.blank })
    .max(10, { error: VALIDATION.invalidValue })
    // Reported on `messages` itself, where the chat input shows it.
    .refine((blocks) => blocks.every((b) => b.value.trim().length > 0), { error: CHAT_MESSAGES.blank }),
  client_id: chatClientIdSchema.optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const blockUserSchema = z.strictObject({
  user_id: dbId(),
});

export const reportMessageSchema = z.strictObject({
  reason: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(CHAT_REPORT_REASON_MAX_CHARS, { error: VALIDATION.tooLong(CHAT_REPORT_REASON_MAX_CHARS) }),
});

export const chatUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  image_path: z.string().nullable(),
  type: z.literal('user'),
  slug: z.string(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  room: z.number(),
  sender: chatUserSchema,
  recipient: chatUserSchema,
  timestamp: z.string(),
  messages: z.array(z.object({ type: z.literal('text'), value: z.string() })),
  client_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomSchema = z.object({
  id: z.number(),
  /** The other person's name, as the viewer sees the room. */
  name: z.string(),
  type: z.literal('ONE_TO_ONE'),
  users: z.array(chatUserSchema),
  last_message: chatMessageSchema.nullable(),
  unread_count: z.number(),
  /** The viewer blocked the other member. */
  blocked: z.boolean(),
  updated_at: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** GET /chats/: the conversations page and the total unread across them. */
export const chatListSchema = z.object({
  data: z.array(chatRoomSchema),
  pagination: z.object({ count: z.number().int(), next: z.number().int().nullable() }),
  unread_total: z.number().int(),
});
export const chatBlockResultSchema = z.object({ user_id: z.number(), blocked: z.boolean() });
export const chatReadResultSchema = z.object({ unread_count: z.number() });
export const chatReportResultSchema = z.object({ id: z.number(), message: z.string() });

/** Client → server frames on /ws/events/{token}/. */
export const clientEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chat_message'),
    room: dbId(),
    message: chatTextSchema,
    client_id: chatClientIdSchema.optional(),
  }),
  z.object({ type: z.literal('sync'), since_id: z.number().int().min(0) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** Server → client frames. */
export type ServerEvent =
  | { type: 'chat_message'; room: number; message: ChatMessage }
  | { type: 'ack'; client_id: string | null; message: ChatMessage }
  | { type: 'synced'; since_id: number; count: number; has_more: boolean }
  | { type: 'notification'; notification: unknown; unread_notifications_count?: number }
  | { type: 'error'; client_id?: string | null; message: string }
  | { type: 'pong' };

/** WebSocket close codes the client acts on. */
export const WS_CLOSE = {
  /** The access token is invalid or expired: refresh it, then reconnect. */
  invalidToken: 4401,
  /** The server is shutting down or restarting: reconnect with back-off. */
  goingAway: 1001,
  /**
   * Live events were interrupted on the server (its Redis link came back after an outage): events
   * may have been missed, so reconnect and `sync` from the last message id seen.
   */
  catchUp: 1012,
  /** The server cannot check the connection right now (its database is away): retry with back-off. */
  tryAgainLater: 1013,
} as const;
