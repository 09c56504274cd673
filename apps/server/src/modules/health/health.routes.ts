import { healthSchema, readinessSchema } from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });

  app.get(
    '/healthz',
    {
      schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and the process is not shutting down',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      let isDbOk = true;
      try {
        await ctx.database.ping();
      } catch (err) {
        isDbOk = false;
        app.log.warn({ err }, 'readiness: database check failed');
      }
      const checks = {
        database: { ok: isDbOk, ms: Math.round((performance.now() - started) * 100) / 100 },
        accepting: { ok: !isClosing, ms: 0 },
      };
      const isReady = isDbOk && !isClosing;
      return reply.status(isReady ? 200 : 503).send({ status: isReady ? 'ok' : 'unavailable', checks });
    },
  );
};
