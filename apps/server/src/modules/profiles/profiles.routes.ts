import {
  careerEntriesSchema,
  careerEntryResponseSchema,
  careerEntrySchema,
  careerEntryUpdateSchema,
  connectionSchema,
  groupProfileResponseSchema,
  groupProfileSchema,
  groupProfilesSchema,
  idParam,
  idParams,
  PAGE_SIZES,
  pageSchema,
  paginationQuery,
  profileSchema,
  profileUpdateSchema,
  profileWrittenSchema,
  slugParam,
  userCircleSchema,
} from '@careerhub/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import type { UserRow } from '../auth/users.repository.js';
import { requestMeta } from '../auth/auth.routes.js';
import type { ProfilesModule } from './profiles.module.js';

const tags = ['profiles'];
const secured = [{ bearerAuth: [] }];

export const profilesRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  guards: AuthGuards;
  mod: ProfilesModule;
}> = async (app, { ctx, guards, mod }) => {
  const flags = (request: FastifyRequest) => ctx.brands.uiSettings(request.hostname);

  app.get(
    '/users/profile/',
    {
      preHandler: guards.authenticate,
      schema: { tags, security: secured, summary: 'My profile', response: { 200: profileSchema } },
    },
    async (request) => mod.profiles.getOwn(request.user!),
  );

  app.get(
    '/users/profile/:slug/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'A profile by name slug',
        params: z.object({ slug: slugParam(120) }),
        response: { 200: profileSchema },
      },
    },
    async (request) => mod.profiles.getBySlug(request.params.slug, request.user),
  );

  app.patch(
    '/users/profile/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Update my profile',
        body: profileUpdateSchema,
        response: { 200: profileWrittenSchema },
      },
    },
    async (request) =>
      mod.profiles.update(request.user!, request.user!.id, request.body, requestMeta(ctx, request)),
  );

  app.patch(
    '/profiles/:id/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: "Update a user's profile (owner or staff)",
        params: idParams,
        body: profileUpdateSchema,
        response: { 200: profileWrittenSchema },
      },
    },
    async (request) =>
      mod.profiles.update(request.user!, request.params.id, request.body, requestMeta(ctx, request)),
  );

  app.get(
    '/group-profiles/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'My career answers within organizations',
        response: { 200: groupProfilesSchema },
      },
    },
    async (request) => ({
      data: await mod.groupProfiles.list(request.user!),
    }),
  );
  app.post(
    '/group-profiles/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Career answers within an organization',
        body: groupProfileSchema,
        response: { 201: groupProfileResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await mod.groupProfiles.create(request.user!, request.body, flags(request))),
  );
  app.patch(
    '/group-profiles/:id/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Update career answers within an organization',
        params: idParams,
        body: groupProfileSchema,
        response: { 200: groupProfileResponseSchema },
      },
    },
    async (request) =>
      mod.groupProfiles.update(request.user!, request.params.id, request.body, flags(request)),
  );

  app.get(
    '/career-profiles/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        querystring: z.object({
          type: z.enum(['work', 'education']).optional(),
          user: idParam().optional(),
        }),
        response: { 200: careerEntriesSchema },
      },
    },
    async (request) => ({
      data: await mod.careerEntries.list(request.query.user ?? request.user!.id, request.query.type),
    }),
  );
  app.post(
    '/career-profiles/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Add a work or education entry',
        body: careerEntrySchema,
        response: { 201: careerEntryResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await mod.careerEntries.create(request.user!, request.body)),
  );
  app.patch(
    '/career-profiles/:id/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Update a work or education entry',
        params: idParams,
        body: careerEntryUpdateSchema,
        response: { 200: careerEntryResponseSchema },
      },
    },
    async (request) => mod.careerEntries.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/career-profiles/:id/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Delete a work or education entry',
        params: idParams,
      },
    },
    async (request, reply) => {
      await mod.careerEntries.remove(request.user!, request.params.id);
      return reply.status(204).send();
    },
  );

  // People the user follows (user, all), or the groups of a type they are an accepted member of.
  // Circles and events come 9 a page unless page_size says otherwise (the connections area), the rest 15.
  const connectionsQuery = paginationQuery(15).extend({
    type: z.enum(['all', 'user', 'circle', 'organization', 'event']).default('user'),
    page_size: paginationQuery(15).shape.page_size.unwrap().optional(),
    search: z.string().trim().max(100).optional(),
  });
  async function connections(userId: number, viewer: UserRow, query: z.infer<typeof connectionsQuery>) {
    const { page, type } = query;
    if (type === 'circle' || type === 'organization' || type === 'event') {
      const pageSize = query.page_size ?? (type === 'organization' ? 15 : PAGE_SIZES.connectionsCircles);
      return mod.profiles.groupConnections(userId, viewer, type, {
        page,
        pageSize,
        search: query.search || undefined,
      });
    }
    const page_size = query.page_size ?? 15;
    const { rows, count } = await mod.follows.followedUsers(
      userId,
      page_size,
      (page - 1) * page_size,
      query.search || undefined,
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        type: 'user' as const,
        name: `${r.firstName} ${r.lastName}`.trim(),
        name_slug: r.nameSlug,
      })),
      pagination: { count, next: page * page_size < count ? page + 1 : null },
    };
  }
  app.get(
    '/connections/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'People I follow, or my circles, organizations or events',
        querystring: connectionsQuery,
        response: { 200: pageSchema(connectionSchema) },
      },
    },
    async (request) => connections(request.user!.id, request.user!, request.query),
  );
  app.get(
    '/connections/user/:id/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: "A user's connections: people they follow, or their circles, organizations or events",
        params: idParams,
        querystring: connectionsQuery,
        response: { 200: pageSchema(connectionSchema) },
      },
    },
    async (request) => {
      await mod.profiles.requireVisibleUser(request.params.id, request.user);
      return connections(request.params.id, request.user!, request.query);
    },
  );
  app.get(
    '/users/:id/circles/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: "A user's circles (accepted memberships); private ones only for those who may see them",
        params: idParams,
        querystring: paginationQuery(PAGE_SIZES.connectionsCircles),
        response: { 200: pageSchema(userCircleSchema) },
      },
    },
    async (request) =>
      mod.profiles.circles(request.params.id, request.user, request.query.page, request.query.page_size),
  );
};
