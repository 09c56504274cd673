import type { AppContext } from '../../context.js';
import { createAssistantIndexer } from './assistant.index.js';
import { createAssistantRepository } from './assistant.repository.js';
import { createAssistantService } from './assistant.service.js';

/** How often the indexer looks at the queue: a change is findable well within 5 s. */
export const INDEX_POLL_MS = 1000;

/** Ask Anything over the retrieval index, and the background indexer that keeps it fresh. */
export function createAssistantModule(ctx: AppContext) {
  const db = ctx.transactions.db;
  const indexer = createAssistantIndexer(db);
  const service = createAssistantService({ repo: createAssistantRepository(db), indexer });
  return { service, indexer };
}
export type AssistantModule = ReturnType<typeof createAssistantModule>;
