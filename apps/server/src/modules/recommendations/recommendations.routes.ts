import {
  groupAdminRecommendationsQuery,
  groupRecommendationsQuery,
  idParams,
  recommendationListSchema,
  recommendedEntitiesQuery,
  userRecommendationsQuery,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import type { GroupRecommendationsService } from './group-recommendations.service.js';
import type { RecommendationsService } from './recommendations.service.js';

const secured = [{ bearerAuth: [] }];

/**
 * Recommendations (content-ai-admin 7.9): recommended-entities/ for any entity type, and the
 * user and group shorthands. Job recommendations stay GET job-recommendations/ (jobs module).
 */
export const recommendationsRoutes: FastifyPluginAsyncZod<{
  recommendations: RecommendationsService;
  groupRecommendations: GroupRecommendationsService;
  guards: AuthGuards;
}> = async (app, { recommendations, groupRecommendations, guards }) => {
  const tags = ['recommendations'];
  const auth = { preHandler: guards.authenticate };
  const response = { 200: recommendationListSchema };

  app.get(
    '/recommended-entities/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Up to 8 items of one type for a member, each with the reason it was picked',
        querystring: recommendedEntitiesQuery,
        response,
      },
    },
    async (request) => recommendations.recommend(request.user!, request.query),
  );
  app.get(
    '/user-recommendations/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Up to 8 people for a member to follow, each with the reason',
        querystring: userRecommendationsQuery,
        response,
      },
    },
    async (request) => recommendations.recommend(request.user!, { ...request.query, entity_type: 'user' }),
  );
  app.get(
    '/group-recommendations/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Up to 8 circles, events or organizations for a member, each with the reason',
        querystring: groupRecommendationsQuery,
        response,
      },
    },
    async (request) => recommendations.recommend(request.user!, request.query),
  );
  app.get(
    '/groups/:id/recommendations/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary:
          "A group's managers: up to 8 research collaborators or partner groups for the group, each with the reason",
        params: idParams,
        querystring: groupAdminRecommendationsQuery,
        response,
      },
    },
    async (request) =>
      groupRecommendations.recommendForGroup(request.user!, request.params.id, request.query),
  );
};
