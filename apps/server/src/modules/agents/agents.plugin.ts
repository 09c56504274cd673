import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { requestMeta, type IdentityFactsOf } from '../auth/auth.routes.js';
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
  identityFactsOf: IdentityFactsOf,
) {
  const mod = createAgentsModule(ctx, payments, identityFactsOf);
  await api.register(agentsRoutes, {
    agents: mod.service,
    sendPackage: mod.sendPackage,
    registerCareerGps: mod.registerCareerGps,
    guards,
    metaOf: (request) => requestMeta(ctx, request),
    institutionalOf: (request) => ctx.brands.uiSettings(request.hostname).institutional,
  });
  api.addHook('onReady', async () => {
    await mod.repo.ensureSeeded(SEED_AGENTS);
  });
  return mod;
}
