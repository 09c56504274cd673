import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from './errors.js';
import { isLoopbackClient } from './loopback.js';

const sameSecret = (given: string, expected: string) => {
  const [a, b] = [
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  ];
  return timingSafeEqual(a, b);
};

export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
  const { metrics } = ctx;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // With METRICS_TOKEN the token is required from anywhere; without it only this machine may read.
    const token = ctx.config.METRICS_TOKEN;
    if (token && !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) throw unauthorized();
    if (!token && !isLoopbackClient(request)) throw forbidden();
    await ctx.jobs.counts().catch(() => undefined);
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
