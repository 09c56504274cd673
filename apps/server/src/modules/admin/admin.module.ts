import type { AppContext } from '../../context.js';
import type { GroupsModule } from '../groups/groups.module.js';
import { createSystemAgentsRepository } from '../system-agents/system-agents.repository.js';
import { createSystemAgentsModule } from '../system-agents/system-agents.module.js';
import { createAdminRepository } from './admin.repository.js';
import { createAdminService } from './admin.service.js';

/** The admin dashboard and the system agents' routes, wired from the context. */
export function createAdminModule(ctx: AppContext, groups: GroupsModule) {
  const agentsRepo = createSystemAgentsRepository(ctx.transactions.db);
  const viewerOf = groups.groups.viewerOf;
  return {
    admin: createAdminService({
      repo: createAdminRepository(ctx.transactions.db),
      viewerOf,
      groupOf: (id) => ctx.groups.findById(id),
      registrationAgentId: async () => (await agentsRepo.agentByType('registration_approval'))?.id ?? null,
    }),
    agents: createSystemAgentsModule(ctx, viewerOf),
  };
}
