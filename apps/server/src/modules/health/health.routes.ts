import { healthSchema, readinessSchema } from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { pingRedis } from '../../platform/redis-ping.js';

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
        summary:
          'Readiness: the database answers and the process is not shutting down; "degraded" (still 200) when Redis does not answer',
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
      const checks: Record<string, { ok: boolean; ms: number }> = {
        database: { ok: isDbOk, ms: Math.round((performance.now() - started) * 100) / 100 },
        accepting: { ok: !isClosing && !app.drainState.isDraining, ms: 0 },
      };
      // Redis down is not a reason to leave the load balancer's rotation: this instance still
      // serves (per-instance rate limits, live events to its own sockets). It says "degraded".
      let isRedisOk = true;
      if (ctx.redis) {
        const pinged = performance.now();
        isRedisOk = await pingRedis(ctx.redis);
        checks.redis = { ok: isRedisOk, ms: Math.round((performance.now() - pinged) * 100) / 100 };
      }
      const isReady = isDbOk && checks.accepting!.ok;
      const status = !isReady ? 'unavailable' : isRedisOk ? 'ok' : 'degraded';
      return reply.status(isReady ? 200 : 503).send({ status, checks });
    },
  );
};
