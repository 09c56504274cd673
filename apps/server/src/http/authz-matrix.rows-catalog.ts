import { makeAiTool, makeUseCase } from '../../test/catalog-helpers.js';
import type { World } from './authz-matrix.fixtures.js';
import { EVERYONE, REGISTERED, row, type Row } from './authz-matrix.kit.js';

/** Rows of the matrix: AI use cases and AI tools. */

//                          anon trial unver member cert leader admin other staff infl
/** Staff or the creator (org's admin made the shared items). */
const CREATOR = /*       */ '401  403   403   403    403  403    pass  403   pass  403';
/**
 * A pending item by member: hidden (404) from all but its creator (who may not decide it: 403),
 * the administrator of org (its default organization) and staff.
 */
const DECIDERS = /*      */ '401  404   404   403    404  404    pass  404   pass  404';

/** One approved use case and AI tool per world, made on first use. */
const shared = new WeakMap<
  World,
  Promise<{ useCase: { id: number; slug: string }; tool: { id: number; slug: string } }>
>();
function items(w: World) {
  let found = shared.get(w);
  if (!found) {
    found = (async () => ({
      useCase: await makeUseCase(w.t, { groupId: w.org.id, createdBy: w.users.admin.id }),
      tool: await makeAiTool(w.t, { groupId: w.org.id, createdBy: w.users.admin.id }),
    }))();
    shared.set(w, found);
  }
  return found;
}

const useCaseForm = (group: number) => ({
  title: 'Matrix use case',
  description: 'Checks who may submit.',
  group,
  business_value: 'High',
  complexity: 'Low',
  innovation_category: 'Incremental',
});

export const CATALOG_ROWS: Record<string, Row> = {
  'GET /api/v1/use-cases/': row(EVERYONE, () => ({
    path: '/api/v1/use-cases/?complexity=Low&job_function=1',
  })),
  'POST /api/v1/use-cases/': row(REGISTERED, (w) => ({
    path: '/api/v1/use-cases/',
    body: useCaseForm(w.org.id),
  })),
  'GET /api/v1/use-cases/slug/{slug}/': row(EVERYONE, async (w) => ({
    path: `/api/v1/use-cases/slug/${(await items(w)).useCase.slug}/`,
  })),
  'GET /api/v1/use-cases/{id}/': row(EVERYONE, async (w) => ({
    path: `/api/v1/use-cases/${(await items(w)).useCase.id}/`,
  })),
  'PATCH /api/v1/use-cases/{id}/': row(CREATOR, async (w) => ({
    path: `/api/v1/use-cases/${(await items(w)).useCase.id}/`,
    body: { title: 'Renamed by the matrix' },
  })),
  'POST /api/v1/use-cases/{id}/approve-reject/': row(DECIDERS, async (w) => ({
    path: `/api/v1/use-cases/${(await makeUseCase(w.t, { groupId: w.org.id, createdBy: w.users.member.id, status: 'pending' })).id}/approve-reject/`,
    body: { action: 'approve' },
  })),
  'GET /api/v1/use-cases/{id}/related-circles/': row(EVERYONE, async (w) => ({
    path: `/api/v1/use-cases/${(await items(w)).useCase.id}/related-circles/`,
  })),
  'GET /api/v1/ai-tools/': row(EVERYONE, () => ({ path: '/api/v1/ai-tools/?categories=1,2' })),
  'POST /api/v1/ai-tools/': row(REGISTERED, (w) => ({
    path: '/api/v1/ai-tools/',
    body: { name: 'Matrix tool', description: 'Checks who may submit.', group: w.org.id },
  })),
  'GET /api/v1/ai-tools/slug/{slug}/': row(EVERYONE, async (w) => ({
    path: `/api/v1/ai-tools/slug/${(await items(w)).tool.slug}/`,
  })),
  'PATCH /api/v1/ai-tools/{id}/': row(CREATOR, async (w) => ({
    path: `/api/v1/ai-tools/${(await items(w)).tool.id}/`,
    body: { name: 'Renamed by the matrix' },
  })),
  'POST /api/v1/ai-tools/{id}/approve-reject/': row(DECIDERS, async (w) => ({
    path: `/api/v1/ai-tools/${(await makeAiTool(w.t, { groupId: w.org.id, createdBy: w.users.member.id, status: 'pending' })).id}/approve-reject/`,
    body: { action: 'reject' },
  })),
};
