import type { AppContext } from '../../context.js';
import { createAssistantIndexer, hasEmbeddingColumn } from './assistant.index.js';
import { createGroundedAnswerer } from './assistant.grounded.js';
import { createAssistantRepository, createLlmUsageRepository } from './assistant.repository.js';
import { createAssistantService } from './assistant.service.js';

/** Ask Anything over the retrieval index, and the background indexer that keeps it fresh. */
export function createAssistantModule(ctx: AppContext) {
  const db = ctx.transactions.db;
  const indexer = createAssistantIndexer(db, ctx.embedder);
  const grounded = createGroundedAnswerer({
    llm: ctx.llm,
    usage: createLlmUsageRepository(db),
    limits: {
      userDailyTokens: ctx.config.LLM_USER_DAILY_TOKENS,
      orgDailyTokens: ctx.config.LLM_ORG_DAILY_TOKENS,
    },
    logger: ctx.logger,
  });
  let ready: Promise<boolean> | null = null;
  const embedder = ctx.embedder;
  const semantic = embedder
    ? {
        embedder,
        minSimilarity: ctx.config.EMBEDDING_MIN_SIMILARITY,
        ready: () => (ready ??= hasEmbeddingColumn(db)),
        logger: ctx.logger.child({ component: 'assistant' }),
      }
    : undefined;
  const service = createAssistantService({
    repo: createAssistantRepository(db),
    indexer,
    grounded,
    ...(semantic ? { semantic } : {}),
  });
  return { service, indexer };
}
export type AssistantModule = ReturnType<typeof createAssistantModule>;
