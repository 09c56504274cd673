import {
  PROFILE_MESSAGES,
  feedbackItemSchema,
  feedbackSchema,
  messageResultSchema,
  pageSchema,
  paginationQuery,
  userServicesSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { createFeedbackRepository } from './feedback.repository.js';

const secured = [{ bearerAuth: [] }];

/** POST /feedback/ (any signed-in user), GET /feedback/ (staff), GET/POST /user-services/. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; guards: AuthGuards }> = async (
  app,
  { ctx, guards },
) => {
  const repo = createFeedbackRepository(ctx.database.db);

  app.post(
    '/feedback/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['feedback'],
        security: secured,
        body: feedbackSchema,
        response: { 201: z.object({ message: z.string(), id: z.number() }) },
      },
    },
    async (request, reply) => {
      const id = await repo.insert({
        userId: request.user!.id,
        title: request.body.title,
        content: request.body.content,
        host: request.hostname,
      });
      return reply.status(201).send({ message: PROFILE_MESSAGES.feedbackThanks, id });
    },
  );

  app.get(
    '/feedback/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['feedback'],
        security: secured,
        summary: 'Feedback received (staff)',
        querystring: paginationQuery(25),
        response: { 200: pageSchema(feedbackItemSchema) },
      },
    },
    async (request) => {
      if (!request.user!.isStaff) throw forbidden();
      const { page, page_size } = request.query;
      const { rows, count } = await repo.list(page_size, (page - 1) * page_size);
      return {
        data: rows.map((r) => ({
          id: r.id,
          title: r.title,
          content: r.content,
          host: r.host,
          email: r.email,
          created_at: r.createdAt.toISOString(),
        })),
        pagination: { count, next: page * page_size < count ? page + 1 : null },
      };
    },
  );

  app.get(
    '/user-services/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['profiles'],
        security: secured,
        summary: "The site's services and whether I joined each",
        response: { 200: userServicesSchema },
      },
    },
    async (request) => {
      const [options, joined] = await Promise.all([
        ctx.brands.getOptions(),
        repo.joinedServices(request.user!.id),
      ]);
      return {
        data: options.interested_services.map((s) => ({
          id: String(s.value),
          name: s.label,
          description: s.description ?? '',
          membership_type: joined.includes(String(s.value)) ? ('member' as const) : null,
        })),
      };
    },
  );

  app.post(
    '/user-services/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['profiles'],
        security: secured,
        summary: 'Join a service',
        body: z.strictObject({ service: z.string().min(1) }),
        response: { 200: messageResultSchema },
      },
    },
    async (request) => {
      const options = await ctx.brands.getOptions();
      if (!options.interested_services.some((s) => String(s.value) === request.body.service)) {
        throw badRequest(PROFILE_MESSAGES.unknownOption, { service: [PROFILE_MESSAGES.unknownOption] });
      }
      await repo.joinService(request.user!.id, request.body.service);
      return { message: PROFILE_MESSAGES.serviceJoined };
    },
  );
};
