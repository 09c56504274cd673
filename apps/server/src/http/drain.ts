import { ERRORS } from '@careerhub/shared';
import type { FastifyInstance } from 'fastify';
import { Server } from 'node:net';
import { errorBody, UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.js';

/**
 * Graceful shutdown, first half (main.ts calls `drain` on SIGTERM, then `app.close()`):
 *
 * 1. the listening socket closes at once: new connections are refused (a load balancer retries a
 *    refused connection elsewhere);
 * 2. open keep-alive connections stay open: a request arriving on one is answered 503 in the
 *    spec's error body with Retry-After and `Connection: close`, so the client learns the
 *    connection ends instead of finding it reset; requests already received run to their end;
 * 3. once every connection has closed, or after `maxMs`, the caller closes the app (Fastify then
 *    waits for requests still running and closes the idle connections left).
 *
 * /readyz answers 503 meanwhile (unavailable, `accepting: false`); /healthz still answers.
 */
export interface Drain {
  readonly isDraining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    drainState: Drain;
  }
}

const PASS_THROUGH = new Set(['/readyz', '/healthz']);

export function registerDrain(app: FastifyInstance): Drain {
  const state = { isDraining: false };
  app.decorate('drainState', state);
  app.addHook('onRequest', async (request, reply) => {
    if (!state.isDraining) return;
    reply.header('connection', 'close');
    if (PASS_THROUGH.has(request.url)) return;
    return reply
      .status(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .type('application/json; charset=utf-8')
      .send(errorBody({ message: ERRORS.unavailable, non_field_errors: [ERRORS.unavailable] }));
  });
  return state;
}

/** Steps 1–3 above; resolves when the app may be closed. */
export async function drain(app: FastifyInstance, maxMs: number): Promise<void> {
  (app.drainState as { isDraining: boolean }).isDraining = true;
  const server = app.server;
  // Node's http close() would also drop idle keep-alive connections; the net one only stops listening.
  if (server.listening) Server.prototype.close.call(server);
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const open = await new Promise<number>((resolve) =>
      server.getConnections((err, count) => resolve(err ? 0 : count)),
    );
    if (open === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}
