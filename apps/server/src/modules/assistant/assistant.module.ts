import type { AppContext } from '../../context.js';
import { createAssistantIndexer } from './assistant.index.js';
import { createGroundedAnswerer } from './assistant.grounded.js';
import { createAssistantRepository, createLlmUsageRepository } from './assistant.repository.js';
import { createAssistantService } from './assistant.service.js';

/** How often the indexer looks at the queue: a change is findable well within 5 s. */

/** Ask Anything over the retrieval index, and the background indexer that keeps it fresh. */
export function createAssistantModule(ctx: AppContext) {
  const db = ctx.transactions.db;
  const indexer = createAssistantIndexer(db);
  const grounded = createGroundedAnswerer({
    llm: ctx.llm,
    usage: createLlmUsageRepository(db),
    limits: {
      userDailyTokens: ctx.config.LLM_USER_DAILY_TOKENS,
      orgDailyTokens: ctx.config.LLM_ORG_DAILY_TOKENS,
    },
    logger: ctx.logger,
  });
  const service = createAssistantService({ repo: createAssistantRepository(db), indexer, grounded });
  return { service, indexer };
}
export type AssistantModule = ReturnType<typeof createAssistantModule>;
