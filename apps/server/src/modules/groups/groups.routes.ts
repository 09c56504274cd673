import multipart from '@fastify/multipart';
import {
  circleListQuery,
  defaultGroupsQuery,
  eventListQuery,
  circleTypesSchema,
  followGroupSchema,
  groupCardSchema,
  groupDefaultOrgSchema,
  groupDefaultsSchema,
  groupFollowResultSchema,
  groupFormSchema,
  groupImageResultSchema,
  groupListQuery,
  groupMetricsSchema,
  groupPatchSchema,
  groupSchema,
  groupSdgsSchema,
  idParams,
  pageSchema,
  UPLOAD_MESSAGES,
  slugParam,
} from '@careerhub/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth.js';
import { MULTIPART_LIMITS, readMultipart } from '../uploads/multipart.js';
import { UploadError } from '../uploads/upload-error.js';
import type { GroupsModule } from './groups.module.js';

const tags = ['groups'];
const secured = [{ bearerAuth: [] }];
export const groupIdParams = idParams;

/** Groups: list, create, read, update, defaults, metrics, filters, images, follow (spec section 7). */
export const groupsRoutes: FastifyPluginAsyncZod<{ mod: GroupsModule; guards: AuthGuards }> = async (
  app,
  { mod, guards },
) => {
  const { groups } = mod;
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.get(
    '/groups/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'List groups',
        querystring: groupListQuery,
        response: { 200: pageSchema(groupCardSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return groups.list(
        request.user,
        {
          search: q.search,
          groupType: q.group_type,
          isVerified: q.is_verified,
          parentId: q.parent_group,
          canPostJobs: q.can_post_jobs,
        },
        q.page,
        q.page_size,
      );
    },
  );
  app.post(
    '/groups/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Create a group (the full group form)',
        body: groupFormSchema,
        response: { 201: groupSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await groups.create(request.user!, request.body)),
  );
  app.get(
    '/groups/metrics/',
    { schema: { tags, summary: 'Public group counts by type', response: { 200: groupMetricsSchema } } },
    async () => groups.metrics(),
  );
  const domainOf = (q: { domain?: string | undefined }, host: string) => q.domain ?? host;
  const countriesOf = (q: { countries?: string | undefined }) =>
    q.countries
      ? q.countries
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : [];
  app.get(
    '/groups/default/',
    {
      schema: {
        tags,
        summary: 'Default organizations of a domain',
        querystring: defaultGroupsQuery,
        response: { 200: groupDefaultsSchema },
      },
    },
    async (request) => groups.defaults(domainOf(request.query, request.hostname), countriesOf(request.query)),
  );
  app.get(
    '/groups/default-org/',
    {
      schema: {
        tags,
        summary: 'The default organization of a domain',
        querystring: defaultGroupsQuery,
        response: { 200: groupDefaultOrgSchema },
      },
    },
    async (request) => {
      const { data } = await groups.defaults(
        domainOf(request.query, request.hostname),
        countriesOf(request.query),
      );
      return { data: data[0] ?? null };
    },
  );
  app.get(
    '/groups/slug/:slug/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'A group by slug',
        params: z.object({ slug: slugParam(120) }),
        response: { 200: groupSchema },
      },
    },
    async (request) => groups.getBySlug(request.user, request.params.slug),
  );
  app.get(
    '/groups/:id/',
    {
      preHandler: guards.optionalAuth,
      schema: { tags, summary: 'A group by id', params: groupIdParams, response: { 200: groupSchema } },
    },
    async (request) => groups.get(request.user, request.params.id),
  );
  app.patch(
    '/groups/:id/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Update a group (managers)',
        params: groupIdParams,
        body: groupPatchSchema,
        response: { 200: groupSchema },
      },
    },
    async (request) => groups.update(request.user!, request.params.id, request.body),
  );
  app.get(
    '/groups/:id/circle-types/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'Circle types in use under a group (and the defaults)',
        params: groupIdParams,
        response: { 200: circleTypesSchema },
      },
    },
    async (request) => groups.circleTypes(request.user, request.params.id),
  );
  app.get(
    '/groups/:id/sdgs/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'The 17 SDGs with the number of circles under a group for each',
        params: groupIdParams,
        response: { 200: groupSdgsSchema },
      },
    },
    async (request) => groups.sdgs(request.user, request.params.id),
  );
  app.post(
    '/groups/:id/follow/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Follow or unfollow a group',
        params: groupIdParams,
        body: followGroupSchema.optional(),
        response: { 200: groupFollowResultSchema },
      },
    },
    async (request) => groups.follow(request.user!, request.params.id, request.body?.action ?? 'follow'),
  );

  const image = (slot: 'logo' | 'cover_image', names: string[]) => async (request: FastifyRequest) => {
    // The route's params schema has already turned the id into a number in range.
    const { id } = request.params as z.output<typeof groupIdParams>;
    // Who may edit is decided before the upload is read: others never get a 400 about their file.
    await groups.requireEditor(request.user!, id);
    const form = await readMultipart(request);
    const files = form.files.filter((f) => names.includes(f.fieldname));
    if (files.length !== 1 || form.files.length !== 1)
      throw new UploadError(400, UPLOAD_MESSAGES.fileMissing, { field: names[0]! });
    return groups.setImage(request.user!, id, slot, files[0]!);
  };
  const uploadSchema = (summary: string) => ({
    tags,
    security: secured,
    consumes: ['multipart/form-data'],
    summary,
    params: groupIdParams,
    response: { 200: groupImageResultSchema },
  });
  app.post(
    '/groups/:id/logo/',
    { preHandler: guards.authenticate, schema: uploadSchema('Upload the logo (multipart "logo" or "file")') },
    image('logo', ['logo', 'file']),
  );
  app.post(
    '/groups/:id/cover-image/',
    {
      preHandler: guards.authenticate,
      schema: uploadSchema('Upload the cover image (multipart "cover_image")'),
    },
    image('cover_image', ['cover_image', 'file']),
  );

  app.get(
    '/circles/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'Circles (connections filters)',
        querystring: circleListQuery,
        response: { 200: pageSchema(groupCardSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return groups.list(
        request.user,
        {
          groupType: 'circle',
          search: q.search,
          parentId: q.parent_group,
          circleType: q.circle_type,
          sdg: q.sdg,
          isActive: q.is_active,
          country: q.country,
        },
        q.page,
        q.page_size,
      );
    },
  );
  app.get(
    '/events/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'Events (by parent_group and filters)',
        querystring: eventListQuery,
        response: { 200: pageSchema(groupCardSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return groups.list(
        request.user,
        {
          groupType: 'event',
          search: q.search,
          parentId: q.parent_group,
          eventType: q.event_type,
          isActive: q.is_active,
          country: q.country,
        },
        q.page,
        q.page_size,
      );
    },
  );
};
