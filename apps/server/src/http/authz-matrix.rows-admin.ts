import type { World } from './authz-matrix.fixtures.js';
import { row, type Row } from './authz-matrix.kit.js';

//                                anon trial unver member cert leader admin other staff infl
/** Administrators of org (any admin, certified or not) and staff; the other organization's admin is refused. */
const ORG_ADMINS = /*        */ '401  403   403   403    403  403    ok    403   ok    403';
const ORG_ADMINS_PASS = /*   */ '401  403   403   403    403  403    pass  403   pass  403';

/** The registration agent's id (seeded by migration 0018; 1 on a fresh database). */
const AGENT = 1;

/** Rows of the matrix: the admin dashboard and the system agents (issue 23). */
export const ADMIN_ROWS: Record<string, Row> = {
  'GET /api/v1/admin/metrics/': row(ORG_ADMINS, (w: World) => ({
    path: `/api/v1/admin/metrics/?group_id=${w.org.id}`,
  })),
  'GET /api/v1/admin/todos/': row(ORG_ADMINS, (w: World) => ({
    path: `/api/v1/admin/todos/?group_id=${w.org.id}&page_size=25`,
  })),
  'GET /api/v1/agents/system-agents/': row(ORG_ADMINS, (w: World) => ({
    path: `/api/v1/agents/system-agents/?group_id=${w.org.id}&entity=user`,
  })),
  'GET /api/v1/agents/system-agents/verdicts/': row(ORG_ADMINS, (w: World) => ({
    path: `/api/v1/agents/system-agents/verdicts/?group_id=${w.org.id}&user_ids=${w.users.member.id}`,
  })),
  'POST /api/v1/rerun-system-agent/': row(ORG_ADMINS_PASS, (w: World) => ({
    path: '/api/v1/rerun-system-agent/',
    body: {
      system_agent_id: AGENT,
      content_type: 'user',
      content_ids: [w.users.member.id],
      group_id: w.org.id,
    },
  })),
  'POST /api/v1/agents/system-agents/override/': row(ORG_ADMINS_PASS, (w: World) => ({
    path: '/api/v1/agents/system-agents/override/',
    body: { system_agent_id: AGENT, group_id: w.org.id, user_id: w.users.member.id, status: 'accepted' },
  })),
};
