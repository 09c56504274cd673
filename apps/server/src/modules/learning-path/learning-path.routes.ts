import { learningPathSchema, learningProgressInput, learningProgressSchema } from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import type { LearningPathService } from './learning-path.service.js';

const secured = [{ bearerAuth: [] }];

/** The home learning path (content-ai-admin 2.3, issue 23 item 5): signed-in members, their own path. */
export const learningPathRoutes: FastifyPluginAsyncZod<{
  learningPath: LearningPathService;
  guards: AuthGuards;
}> = async (app, { learningPath, guards }) => {
  const tags = ['learning-path'];
  const auth = { preHandler: guards.authenticate };

  app.get(
    '/learning-path/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: "The member's focus and both tracks of numbered steps, each with its item and done state",
        response: { 200: learningPathSchema },
      },
    },
    async (request) => learningPath.get(request.user!, request.hostname),
  );

  app.put(
    '/learning-path/progress/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Mark one step of the path done, or undo the mark (idempotent)',
        body: learningProgressInput,
        response: { 200: learningProgressSchema },
      },
    },
    async (request) => learningPath.setProgress(request.user!, request.body),
  );
};
