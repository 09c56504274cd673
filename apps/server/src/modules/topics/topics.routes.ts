import {
  PAGE_SIZES,
  idParam,
  pageSchema,
  paginationQuery,
  topicCreateSchema,
  topicItemSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth.js';
import type { TopicsService } from './topics.service.js';

export const topicsRoutes: FastifyPluginAsyncZod<{ topics: TopicsService; guards: AuthGuards }> = async (
  app,
  { topics, guards },
) => {
  app.get(
    '/topics/',
    {
      schema: {
        tags: ['topics'],
        summary: 'Skills and topics for pickers',
        querystring: paginationQuery(PAGE_SIZES.default).extend({
          topic_type: z.enum(['skill', 'general']).optional(),
          search: z.string().max(80).optional(),
          group: idParam().optional(),
          topic_area: z.string().max(80).optional(),
        }),
        response: { 200: pageSchema(topicItemSchema) },
      },
    },
    async (request) => {
      const { page, page_size, topic_type, search, group, topic_area } = request.query;
      const { rows, count } = await topics.list(
        { topicType: topic_type, search: search?.trim() || undefined, groupId: group, topicArea: topic_area },
        page_size,
        (page - 1) * page_size,
      );
      return { data: rows, pagination: { count, next: page * page_size < count ? page + 1 : null } };
    },
  );

  app.post(
    '/topics/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['topics'],
        security: [{ bearerAuth: [] }],
        body: topicCreateSchema,
        response: { 200: topicItemSchema, 201: topicItemSchema },
      },
    },
    async (request, reply) => {
      const topic = await topics.create(
        request.body.name,
        request.body.topic_type,
        request.user!.id,
        request.body.topic_area,
      );
      return reply.status(topic.isNew ? 201 : 200).send({ id: topic.id, name: topic.name });
    },
  );
};
