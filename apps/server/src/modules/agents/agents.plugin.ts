import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { requestMeta } from '../auth/auth.routes.js';
import type { PaymentsModule } from '../payments/payments.module.js';
import { createAgentsModule } from './agents.module.js';
import { agentsRoutes } from './agents.routes.js';
import { SEED_AGENTS } from './agents.seed.js';

/**
 * CareerGPS routes under /api/v1. The seeded agents are inserted when the app starts if they are
 * missing (ON CONFLICT DO NOTHING: several instances may start at once; staff edits are kept).
 */
export async function registerAgents(
  api: FastifyInstance,
  ctx: AppContext,
  guards: AuthGuards,
  payments: PaymentsModule,
) {
  const mod = createAgentsModule(ctx, payments);
  await api.register(agentsRoutes, {
    agents: mod.service,
    sendPackage: mod.sendPackage,
    guards,
    siteOf: (request) => requestMeta(ctx, request).site,
  });
  api.addHook('onReady', async () => {
    await mod.repo.ensureSeeded(SEED_AGENTS);
  });
  return mod;
}
