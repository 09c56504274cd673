import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { createAssistantModule } from './assistant.module.js';
import { assistantRoutes } from './assistant.routes.js';

/**
 * The assistant's routes under /api/v1, and the indexer's poll in this process: every process
 * may drain the queue (SKIP LOCKED), and a question drains it first anyway.
 */
const EMBED_RETRY_MS = 30_000;

export async function registerAssistant(api: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const mod = createAssistantModule(ctx);
  await api.register(assistantRoutes, { assistant: mod.service, guards });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closing = false;
  // After a failed embeddings request, vectors wait this long (a model that is down is not
  // asked every tick); full-text indexing goes on.
  let embedPauseUntil = 0;
  const drainAll = async () => {
    try {
      while (!closing && (await mod.indexer.drain()) > 0) {
        /* until the queue is empty */
      }
      if (Date.now() >= embedPauseUntil) {
        try {
          while (!closing && (await mod.indexer.embedPending()) > 0) {
            /* until every document has its vector */
          }
        } catch (err) {
          embedPauseUntil = Date.now() + EMBED_RETRY_MS;
          ctx.logger.warn({ err }, 'assistant embeddings failed; retrying in 30 s');
        }
      }
    } catch (err) {
      ctx.logger.warn({ err }, 'assistant index refresh failed; retrying on the next tick');
    } finally {
      running = null;
    }
  };
  const tick = () => {
    if (!running && !closing) running = drainAll();
  };
  api.addHook('onReady', async () => {
    timer = setInterval(tick, ctx.config.ASSISTANT_INDEX_POLL_MS);
    timer.unref();
  });
  api.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    // The database closes after the app: let a drain in flight finish with its transaction.
    await running;
  });
  return mod;
}
