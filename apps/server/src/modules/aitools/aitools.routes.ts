import {
  aiToolCreateSchema,
  aiToolListQuery,
  aiToolResultSchema,
  aiToolSchema,
  aiToolUpdateSchema,
  aiToolWrittenSchema,
  approveRejectSchema,
  idParams,
  pageSchema,
  slugParam,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth.js';
import type { AiToolsService } from './aitools.service.js';

const secured = [{ bearerAuth: [] }];
const slugParams = z.object({ slug: slugParam(200) });

/** AI tools (content-ai-admin 2.6 and 7.5). */
export const aiToolsRoutes: FastifyPluginAsyncZod<{ aiTools: AiToolsService; guards: AuthGuards }> = async (
  app,
  { aiTools, guards },
) => {
  const tags = ['ai-tools'];
  const open = { preHandler: guards.optionalAuth };
  const auth = { preHandler: guards.authenticate };

  app.get(
    '/ai-tools/',
    {
      ...open,
      schema: {
        tags,
        summary: 'AI tools (search, status, categories)',
        querystring: aiToolListQuery,
        response: { 200: pageSchema(aiToolSchema) },
      },
    },
    async (request) => aiTools.list(request.user, request.query),
  );
  app.post(
    '/ai-tools/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Submit an AI tool (registered members; pending until approved)',
        body: aiToolCreateSchema,
        response: { 201: aiToolWrittenSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await aiTools.create(request.user!, request.body)),
  );
  app.get(
    '/ai-tools/slug/:slug/',
    {
      ...open,
      schema: {
        tags,
        summary: 'An AI tool by slug, with the use cases that use it',
        params: slugParams,
        response: { 200: aiToolResultSchema },
      },
    },
    async (request) => aiTools.getBySlug(request.user, request.params.slug),
  );
  app.patch(
    '/ai-tools/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Edit an AI tool (staff or its creator)',
        params: idParams,
        body: aiToolUpdateSchema,
        response: { 200: aiToolWrittenSchema },
      },
    },
    async (request) => aiTools.update(request.user!, request.params.id, request.body),
  );
  app.post(
    '/ai-tools/:id/approve-reject/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary:
          "Approve (pending or rejected) or reject (pending) an AI tool of the admin's default organization",
        params: idParams,
        body: approveRejectSchema,
        response: { 200: aiToolWrittenSchema },
      },
    },
    async (request) => aiTools.decide(request.user!, request.params.id, request.body.action),
  );
};
