import {
  COMMENTS_PAGE_SIZE,
  commentCreateSchema,
  commentMessageSchema,
  commentPageSchema,
  commentUpdateSchema,
  commentWrittenSchema,
  idParams,
  paginationQuery,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import type { CommentsService } from './comments.service.js';

const tags = ['comments'];
const secured = [{ bearerAuth: [] }];

/**
 * GET and POST /contents/{id}/comments/ (a page of top-level comments with their replies; write
 * one), PATCH and DELETE /comments/{id}/ (the author edits or deletes; group admins and staff
 * remove).
 */
export const commentsRoutes: FastifyPluginAsyncZod<{
  comments: CommentsService;
  guards: AuthGuards;
}> = async (app, { comments, guards }) => {
  app.get(
    '/contents/:id/comments/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'Comments on an item: top-level newest first (10 a page), each with its replies',
        params: idParams,
        querystring: paginationQuery(COMMENTS_PAGE_SIZE),
        response: { 200: commentPageSchema },
      },
    },
    async (request) =>
      comments.list(request.user, request.params.id, request.query.page, request.query.page_size),
  );

  app.post(
    '/contents/:id/comments/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Comment on an item, or reply to a comment (parent_id; one level deep)',
        params: idParams,
        body: commentCreateSchema,
        response: { 201: commentWrittenSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await comments.create(request.user!, request.params.id, request.body)),
  );

  app.patch(
    '/comments/:id/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Edit my comment',
        params: idParams,
        body: commentUpdateSchema,
        response: { 200: commentWrittenSchema },
      },
    },
    async (request) => comments.update(request.user!, request.params.id, request.body.body),
  );

  app.delete(
    '/comments/:id/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Delete my comment, or remove one as an admin of its group or staff',
        params: idParams,
        response: { 200: commentMessageSchema },
      },
    },
    async (request) => comments.remove(request.user!, request.params.id),
  );
};
