import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { createAiToolsRepository } from '../aitools/aitools.repository.js';
import { aiToolsRoutes } from '../aitools/aitools.routes.js';
import { createAiToolsService } from '../aitools/aitools.service.js';
import type { GroupsModule } from '../groups/groups.module.js';
import { createCurationModule } from '../system-agents/system-agents.module.js';
import { createCatalogAccess } from './catalog.access.js';
import { createUseCasesRepository } from './usecases.repository.js';
import { useCasesRoutes } from './usecases.routes.js';
import { createUseCasesService } from './usecases.service.js';

/** The AI use cases and AI tools modules, wired from the process context and the groups module. */
export function createCatalogModules(ctx: AppContext, groupsModule: GroupsModule) {
  const db = ctx.transactions.db;
  const publicUrl = (key: string) => ctx.storage.publicUrl(key);
  const access = createCatalogAccess({
    db,
    groups: ctx.groups,
    viewerOf: groupsModule.access.viewerOf,
    hasCertifiedProfile: groupsModule.access.hasCertifiedProfile,
  });
  const useCasesRepo = createUseCasesRepository(db);
  const aiTools = createAiToolsService({
    repo: createAiToolsRepository(db),
    db,
    transactions: ctx.transactions,
    access,
    lookups: useCasesRepo,
    useCasesUsing: (id) => useCasesRepo.usingTool(id),
    publicUrl,
  });
  const useCases = createUseCasesService({
    repo: useCasesRepo,
    transactions: ctx.transactions,
    access,
    aiTools,
    publicUrl,
    curation: createCurationModule(ctx),
  });
  return { useCases, aiTools };
}

/** Registers /use-cases/ and /ai-tools/ (one line in app.ts). */
export type CatalogModules = ReturnType<typeof createCatalogModules>;

export const catalogRoutes: FastifyPluginAsync<{
  catalog: CatalogModules;
  guards: AuthGuards;
}> = async (app, { catalog, guards }) => {
  const { useCases, aiTools } = catalog;
  await app.register(useCasesRoutes, { useCases, guards });
  await app.register(aiToolsRoutes, { aiTools, guards });
};
