import {
  blockUserSchema,
  chatBlockResultSchema,
  chatListSchema,
  chatMessageSchema,
  chatReadResultSchema,
  chatReportResultSchema,
  chatRoomSchema,
  createRoomSchema,
  idParam,
  pageSchema,
  PAGE_SIZES,
  paginationQuery,
  reportMessageSchema,
  sendMessageSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth.js';
import type { ChatService } from './chat.service.js';

const tags = ['chat'];
const security = [{ bearerAuth: [] }];
const id = idParam();
const roomParams = z.object({ roomId: id });
const listQuery = paginationQuery(PAGE_SIZES.chatMessages);
/**
 * Older messages by cursor: `before_id` answers the page of messages older than that one, so
 * messages arriving meanwhile never shift the pages already read (`page` alone still works).
 */
const messagesQuery = listQuery.extend({ before_id: id.optional() });

/** One-to-one chat over HTTP (docs/decisions/0006-chat-and-live-events.md); live events go through the gateway. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; guards: AuthGuards }> = async (
  app,
  { chat, guards },
) => {
  // Before body validation: an anonymous caller gets 401 whatever it sent.
  app.addHook('onRequest', guards.authenticate);

  app.post(
    '/room/',
    {
      schema: {
        tags,
        security,
        summary: 'The one-to-one room with another user (201 created, 200 existing)',
        body: createRoomSchema,
        response: { 200: chatRoomSchema, 201: chatRoomSchema },
      },
    },
    async (request, reply) => {
      const { room, created } = await chat.createRoom(request.user!, request.body.user_ids[0]!);
      return reply.status(created ? 201 : 200).send(room);
    },
  );

  app.get(
    '/room/',
    {
      schema: {
        tags,
        security,
        summary: 'My rooms, newest activity first',
        querystring: listQuery,
        response: { 200: pageSchema(chatRoomSchema) },
      },
    },
    async (request) =>
      chat.listRooms(request.user!, {
        page: request.query.page,
        pageSize: request.query.page_size,
        withMessagesOnly: false,
      }),
  );

  app.get(
    '/chats/',
    {
      schema: {
        tags,
        security,
        summary: 'My conversations (rooms with messages), last message and unread counts',
        querystring: listQuery,
        response: { 200: chatListSchema },
      },
    },
    async (request) => {
      const [list, unreadTotal] = await Promise.all([
        chat.listRooms(request.user!, {
          page: request.query.page,
          pageSize: request.query.page_size,
          withMessagesOnly: true,
        }),
        chat.unreadTotal(request.user!),
      ]);
      return { ...list, unread_total: unreadTotal };
    },
  );

  app.post(
    '/chats/block/',
    {
      schema: {
        tags,
        security,
        summary: 'Block a user: no messages pass either way',
        body: blockUserSchema,
        response: { 200: chatBlockResultSchema },
      },
    },
    async (request) => chat.block(request.user!, request.body.user_id),
  );

  app.delete(
    '/chats/block/:userId/',
    {
      schema: {
        tags,
        security,
        summary: 'Unblock a user',
        params: z.object({ userId: id }),
        response: { 200: chatBlockResultSchema },
      },
    },
    async (request) => chat.unblock(request.user!, request.params.userId),
  );

  app.get(
    '/chats/:roomId/',
    {
      schema: {
        tags,
        security,
        summary: "A room's messages, newest first",
        params: roomParams,
        querystring: messagesQuery,
        response: { 200: pageSchema(chatMessageSchema) },
      },
    },
    async (request) =>
      chat.listMessages(request.user!, request.params.roomId, {
        page: request.query.page,
        pageSize: request.query.page_size,
        beforeId: request.query.before_id,
      }),
  );

  app.post(
    '/chats/:roomId/',
    {
      schema: {
        tags,
        security,
        summary: 'Send a message (same rules and live delivery as the socket)',
        params: roomParams,
        body: sendMessageSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const message = await chat.sendMessage(
        request.user!,
        request.params.roomId,
        { texts: request.body.messages.map((m) => m.value), clientId: request.body.client_id },
        { via: 'http' },
      );
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/chats/:roomId/read/',
    {
      schema: {
        tags,
        security,
        summary: 'Mark the room read for me',
        params: roomParams,
        response: { 200: chatReadResultSchema },
      },
    },
    async (request) => chat.markRead(request.user!, request.params.roomId),
  );

  app.post(
    '/chats/:roomId/messages/:messageId/report/',
    {
      schema: {
        tags,
        security,
        summary: 'Report a message to staff',
        params: z.object({ roomId: id, messageId: id }),
        body: reportMessageSchema,
        response: { 201: chatReportResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await chat.report(
            request.user!,
            request.params.roomId,
            request.params.messageId,
            request.body.reason,
          ),
        ),
  );
};
