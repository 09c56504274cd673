import {
  followResultSchema,
  followSchema,
  idParam,
  PAGE_SIZES,
  pageSchema,
  paginationQuery,
  SEARCH_TYPES,
  searchResultSchema,
  VALIDATION,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AuthGuards } from '../../http/auth.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { FollowsService } from '../follows/follows.service.js';
import type { SearchService } from './search.service.js';

const boolParam = z
  .enum(['true', 'false', '1', '0'], { error: VALIDATION.expectedBoolean })
  .transform((v) => v === 'true' || v === '1');

export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  follows: FollowsService;
  guards: AuthGuards;
  /** The brand and host of a request, for the links of the email a follow may send. */
  siteOf: (request: FastifyRequest) => MailSite;
}> = async (app, { search, follows, guards, siteOf }) => {
  app.get(
    '/search/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags: ['search'],
        summary: 'People and groups, ranked; misspelt names still match',
        querystring: paginationQuery(PAGE_SIZES.search).extend({
          type: z.enum(SEARCH_TYPES, { error: VALIDATION.invalidValue }).default('all'),
          search: z.string().max(200).default(''),
          country: z.string().max(100).optional(),
          professional_fields: z
            .string()
            .regex(/^\d+(,\d+)*$/, { error: VALIDATION.invalidValue })
            .transform((v) => v.split(',').map(Number))
            .optional(),
          extra_info: z.string().max(200).optional(),
          is_verified_group: boolParam.optional(),
          group_id: idParam().optional(),
          global_search: z.string().optional(),
          is_group_search: z.string().optional(),
          is_global: z.string().optional(),
        }),
        response: { 200: pageSchema(searchResultSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return search.search({
        type: q.type,
        search: q.search.trim(),
        page: q.page,
        pageSize: q.page_size,
        country: q.country,
        professionalFields: q.professional_fields,
        extraInfo: q.extra_info,
        isVerifiedGroup: q.is_verified_group,
        groupId: q.group_id,
        viewer: request.user,
      });
    },
  );

  app.post(
    '/follow/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['follows'],
        security: [{ bearerAuth: [] }],
        summary: 'Follow or unfollow a user or a group',
        body: followSchema,
        response: { 200: followResultSchema },
      },
    },
    async (request) => follows.setFollow(request.user!, request.body, siteOf(request)),
  );
};
