import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { unauthorized } from './errors.js';

export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
  const { metrics } = ctx;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = ctx.config.METRICS_TOKEN;
    if (token && request.headers.authorization !== `Bearer ${token}`) throw unauthorized();
    await ctx.jobs.counts().catch(() => undefined);
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
