import {
  approveRejectSchema,
  idParams,
  pageSchema,
  relatedCirclesSchema,
  slugParam,
  useCaseCreateSchema,
  useCaseListQuery,
  useCaseResultSchema,
  useCaseSchema,
  useCaseUpdateSchema,
  useCaseWrittenSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth.js';
import type { UseCasesService } from './usecases.service.js';

const secured = [{ bearerAuth: [] }];
const slugParams = z.object({ slug: slugParam(200) });

/** AI use cases (content-ai-admin 2.4, 2.5 and 7.5). */
export const useCasesRoutes: FastifyPluginAsyncZod<{
  useCases: UseCasesService;
  guards: AuthGuards;
}> = async (app, { useCases, guards }) => {
  const tags = ['use-cases'];
  const open = { preHandler: guards.optionalAuth };
  const auth = { preHandler: guards.authenticate };

  app.get(
    '/use-cases/',
    {
      ...open,
      schema: {
        tags,
        summary:
          'Use cases (search, status, job_function, professional_field, business_value, complexity, innovation_category, career_stage, category, system_agent_id + agent_response)',
        querystring: useCaseListQuery,
        response: { 200: pageSchema(useCaseSchema) },
      },
    },
    async (request) => useCases.list(request.user, request.query),
  );
  app.post(
    '/use-cases/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Submit a use case (registered members; pending until approved)',
        body: useCaseCreateSchema,
        response: { 201: useCaseWrittenSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await useCases.create(request.user!, request.body)),
  );
  app.get(
    '/use-cases/slug/:slug/',
    {
      ...open,
      schema: {
        tags,
        summary: 'A use case by slug',
        params: slugParams,
        response: { 200: useCaseResultSchema },
      },
    },
    async (request) => useCases.getBySlug(request.user, request.params.slug),
  );
  app.get(
    '/use-cases/:id/',
    {
      ...open,
      schema: { tags, summary: 'A use case by id', params: idParams, response: { 200: useCaseResultSchema } },
    },
    async (request) => useCases.get(request.user, request.params.id),
  );
  app.patch(
    '/use-cases/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary:
          'Edit a use case (staff or its creator); default_group needs a circle leader or certified user',
        params: idParams,
        body: useCaseUpdateSchema,
        response: { 200: useCaseWrittenSchema },
      },
    },
    async (request) => useCases.update(request.user!, request.params.id, request.body),
  );
  app.post(
    '/use-cases/:id/approve-reject/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary:
          "Approve (pending or rejected) or reject (pending) a use case of the admin's default organization",
        params: idParams,
        body: approveRejectSchema,
        response: { 200: useCaseWrittenSchema },
      },
    },
    async (request) => useCases.decide(request.user!, request.params.id, request.body.action),
  );
  app.get(
    '/use-cases/:id/related-circles/',
    {
      ...open,
      schema: {
        tags,
        summary: 'Circles that list the use case (at most 10)',
        params: idParams,
        response: { 200: relatedCirclesSchema },
      },
    },
    async (request) => useCases.relatedCircles(request.user, request.params.id),
  );
};
