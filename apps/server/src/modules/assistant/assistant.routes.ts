import {
  amaFeedbackResultSchema,
  amaFeedbackSchema,
  askSchema,
  assistantChatSchema,
  assistantStartSchema,
  chatHistoryQuery,
  pageSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import type { AssistantService } from './assistant.service.js';

const secured = [{ bearerAuth: [] }];

/**
 * Ask Anything (content-ai-admin 7.2): the question call answers as JSON, or as server-sent
 * events (delta chunks, then the stored message) when the client accepts text/event-stream.
 */
export const assistantRoutes: FastifyPluginAsyncZod<{
  assistant: AssistantService;
  guards: AuthGuards;
}> = async (app, { assistant, guards }) => {
  const tags = ['assistant'];
  const auth = { preHandler: guards.authenticate };

  app.get(
    '/ask-me-anything/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: "The user's assistant chat history, newest first",
        querystring: chatHistoryQuery,
        response: { 200: pageSchema(assistantChatSchema) },
      },
    },
    async (request) => assistant.history(request.user!, request.query.page, request.query.page_size),
  );
  app.get(
    '/ask-me-anything/start/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Suggested questions from the community and whether there is a conversation to resume',
        response: { 200: assistantStartSchema },
      },
    },
    async (request) => assistant.start(request.user!),
  );
  app.post(
    '/ask-me-anything/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Ask a question; follow-ups carry the latest chat id as parent_chat',
        body: askSchema,
        response: { 200: assistantChatSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (!String(request.headers.accept ?? '').includes('text/event-stream'))
        return assistant.ask(user, request.body);
      await assistant.check(user, request.body);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) =>
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        const message = await assistant.ask(user, request.body, (text) => send('delta', { text }));
        send('message', message);
      } catch (err) {
        request.log.warn({ err }, 'assistant answer failed while streaming');
        send('error', {
          message: err instanceof AppError ? err.message : 'Could not get an answer. Try again.',
        });
      }
      raw.end();
      return reply;
    },
  );
  app.post(
    '/ama-feedback/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Rate an answer (1 to 5 stars) with an optional comment',
        body: amaFeedbackSchema,
        response: { 200: amaFeedbackResultSchema },
      },
    },
    async (request) => assistant.feedback(request.user!, request.body),
  );
};
