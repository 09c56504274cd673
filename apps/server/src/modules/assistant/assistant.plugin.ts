import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { createAssistantModule } from './assistant.module.js';
import { assistantRoutes } from './assistant.routes.js';

/**
 * The assistant's routes under /api/v1, and the indexer's poll in this process: every process
 * may drain the queue (SKIP LOCKED), and a question drains it first anyway.
 */
export async function registerAssistant(api: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const mod = createAssistantModule(ctx);
  await api.register(assistantRoutes, { assistant: mod.service, guards });
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while ((await mod.indexer.drain()) > 0) {
        /* until the queue is empty */
      }
    } catch (err) {
      ctx.logger.warn({ err }, 'assistant index refresh failed; retrying on the next tick');
    } finally {
      running = false;
    }
  };
  api.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), ctx.config.ASSISTANT_INDEX_POLL_MS);
    timer.unref();
  });
  api.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  return mod;
}
