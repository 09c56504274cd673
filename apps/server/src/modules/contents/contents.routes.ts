import {
  approveRejectResultSchema,
  approveRejectSchema,
  careerTipCreateSchema,
  careerTipListQuery,
  careerTipUpdateSchema,
  contentCreateSchema,
  contentListQuery,
  contentMessageSchema,
  contentResultSchema,
  contentSchema,
  contentUpdateSchema,
  contentWrittenSchema,
  idParams,
  pageSchema,
  slugParam,
  topicAreaListQuery,
  topicAreaSchema,
} from '@careerhub/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth.js';
import type { UserRow } from '../auth/users.repository.js';
import type { ContentsService } from './contents.service.js';

const secured = [{ bearerAuth: [] }];
const slugParams = z.object({ slug: slugParam(200) });

/**
 * Posts, newsletters, resources and prompts (contents/), career tips and topic areas
 * (spec groups-jobs-payments 7 "Posts and resources"; content-ai-admin 7.4 and 7.6).
 */
export const contentsRoutes: FastifyPluginAsyncZod<{
  contents: ContentsService;
  guards: AuthGuards;
}> = async (app, { contents, guards }) => {
  const tags = ['contents'];
  const open = { preHandler: guards.optionalAuth };
  const auth = { preHandler: guards.authenticate };
  /** Signed-in readers get their own answer; signed-out ones the shared serialized body (contents.public.ts). */
  const bySlug = async (user: UserRow | null, slug: string, careerTips: boolean, reply: FastifyReply) => {
    if (user) return contents.getBySlug(user, slug, careerTips);
    const body = await contents.publicBySlug(slug, careerTips, (result) =>
      JSON.stringify(contentResultSchema.encode(result)),
    );
    return reply.type('application/json; charset=utf-8').send(body as never);
  };

  app.get(
    '/contents/',
    {
      ...open,
      schema: {
        tags,
        summary:
          'Posts and newsletters of a group, group resources, the Resource Hub and the AI Prompt Library',
        querystring: contentListQuery,
        response: { 200: pageSchema(contentSchema) },
      },
    },
    async (request) => contents.list(request.user, request.query),
  );
  app.post(
    '/contents/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Create a post or newsletter, or contribute a resource or prompt',
        body: contentCreateSchema,
        response: { 201: contentWrittenSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await contents.create(request.user!, request.body)),
  );
  app.get(
    '/contents/slug/:slug/',
    {
      ...open,
      schema: {
        tags,
        summary: 'An item by slug',
        params: slugParams,
        response: { 200: contentResultSchema },
      },
    },
    async (request, reply) => bySlug(request.user, request.params.slug, false, reply),
  );
  app.get(
    '/contents/:id/',
    {
      ...open,
      schema: { tags, summary: 'An item by id', params: idParams, response: { 200: contentResultSchema } },
    },
    async (request) => contents.get(request.user, request.params.id),
  );
  app.patch(
    '/contents/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Edit an item (its author)',
        params: idParams,
        body: contentUpdateSchema,
        response: { 200: contentWrittenSchema },
      },
    },
    async (request) => contents.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/contents/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Delete an item (its author)',
        params: idParams,
        response: { 200: contentMessageSchema },
      },
    },
    async (request) => contents.remove(request.user!, request.params.id),
  );
  app.post(
    '/contents/:id/approve-reject/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary:
          "Approve or reject a resource or prompt (admins and certified users of the item's organization)",
        params: idParams,
        body: approveRejectSchema,
        response: { 200: approveRejectResultSchema },
      },
    },
    async (request) => contents.decide(request.user!, request.params.id, request.body.action),
  );

  const tipTags = ['career-tips'];
  app.get(
    '/career-tips/',
    {
      ...open,
      schema: {
        tags: tipTags,
        summary: 'Career tips (topic_areas, topics, career_stages, group_id, search, status, created_by=me)',
        querystring: careerTipListQuery,
        response: { 200: pageSchema(contentSchema) },
      },
    },
    async (request) => contents.listCareerTips(request.user, request.query),
  );
  app.get(
    '/all-career-tips/',
    {
      ...open,
      schema: {
        tags: tipTags,
        summary: 'All approved career tips',
        querystring: careerTipListQuery,
        response: { 200: pageSchema(contentSchema) },
      },
    },
    async (request) =>
      contents.listCareerTips(request.user, { ...request.query, status: request.query.status ?? 'approved' }),
  );
  app.get(
    '/all-career-tips/slug/:slug/',
    {
      ...open,
      schema: {
        tags: tipTags,
        summary: 'A career tip by slug',
        params: slugParams,
        response: { 200: contentResultSchema },
      },
    },
    async (request, reply) => bySlug(request.user, request.params.slug, true, reply),
  );
  app.get(
    '/career-tips/group/:id/',
    {
      ...open,
      schema: {
        tags: tipTags,
        summary: "A group's career tips",
        params: idParams,
        querystring: careerTipListQuery,
        response: { 200: pageSchema(contentSchema) },
      },
    },
    async (request) =>
      contents.listCareerTips(request.user, { ...request.query, group_id: request.params.id }),
  );
  app.get(
    '/career-tips/:id/',
    {
      ...open,
      schema: {
        tags: tipTags,
        summary: 'A career tip by id',
        params: idParams,
        response: { 200: contentResultSchema },
      },
    },
    async (request) => contents.getCareerTip(request.user, request.params.id),
  );
  app.post(
    '/career-tips/',
    {
      ...auth,
      schema: {
        tags: tipTags,
        security: secured,
        summary: 'Add a career tip (certified users and admins)',
        body: careerTipCreateSchema,
        response: { 201: contentWrittenSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await contents.createCareerTip(request.user!, request.body)),
  );
  app.patch(
    '/career-tips/:id/',
    {
      ...auth,
      schema: {
        tags: tipTags,
        security: secured,
        summary: 'Edit a career tip (its author)',
        params: idParams,
        body: careerTipUpdateSchema,
        response: { 200: contentWrittenSchema },
      },
    },
    async (request) => contents.updateCareerTip(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/career-tips/:id/',
    {
      ...auth,
      schema: {
        tags: tipTags,
        security: secured,
        summary: 'Delete a career tip (its author)',
        params: idParams,
        response: { 200: contentMessageSchema },
      },
    },
    async (request) => contents.removeCareerTip(request.user!, request.params.id),
  );
  app.post(
    '/career-tips/:id/approve-reject/',
    {
      ...auth,
      schema: {
        tags: tipTags,
        security: secured,
        summary: 'Approve or reject a career tip',
        params: idParams,
        body: approveRejectSchema,
        response: { 200: approveRejectResultSchema },
      },
    },
    async (request) => contents.decideCareerTip(request.user!, request.params.id, request.body.action),
  );

  app.get(
    '/topic-areas/',
    {
      ...auth,
      schema: {
        tags: ['topics'],
        security: secured,
        summary: 'Topic areas (registered users)',
        querystring: topicAreaListQuery,
        response: { 200: pageSchema(topicAreaSchema) },
      },
    },
    async (request) => contents.topicAreas(request.query),
  );
};
