import type { World } from './authz-matrix.fixtures.js';
import { ANYONE_PASS, EVERYONE, SIGNED_IN, STAFF_ONLY, row, type Row } from './authz-matrix.kit.js';

//                                   anon trial unver member cert leader admin other staff infl
/** Registered users only (spec 6: the agent-metrics call); a trial account is not registered. */
const REGISTERED_OK = /*          */ '401  403   ok    ok     ok   ok     ok    ok    ok    ok';
/** The member's own report: the member and staff. */
const OWNER_AND_STAFF = /*        */ '401  403   403   ok     403  403    403   403   ok    403';
/** Allowed, but the report rated is nobody's: not found. */
const FEEDBACK_NONE = /*          */ '401  404   404   404    404  404    404   404   404   404';

const agentId = async (w: World, slug: string) => {
  const [found] = await w.t.ctx.database.query<{ id: number }>('SELECT id FROM agents WHERE slug = $1', [
    slug,
  ]);
  return found!.id;
};
const stepId = async (w: World) => {
  const [found] = await w.t.ctx.database.query<{ id: number }>(
    `SELECT s.id FROM agent_steps s JOIN agents a ON a.id = s.agent_id WHERE a.slug = 'ai-readiness' ORDER BY s."order" LIMIT 1`,
  );
  return found!.id;
};
let n = 0;
const session = () => `matrix-${Date.now().toString(36)}-${(n += 1)}`;

/** One completed report of the member, made once per world. */
const reports = new WeakMap<World, Promise<string>>();
const reportOf = (w: World) => {
  if (!reports.has(w))
    reports.set(
      w,
      (async () => {
        const id = await agentId(w, 'ai-readiness');
        const token = await w.t.ctx.access.sign(w.users.member.id);
        const s = session();
        for (const step of [1, 2]) {
          const res = await w.t.app.inject({
            method: 'POST',
            url: `/api/v1/agents/process/${id}/${step}/`,
            payload: { session: s, user_response: {} },
            headers: { authorization: `Bearer ${token}` },
          });
          if (res.statusCode !== 200) throw new Error(`agent run: ${res.body}`);
          if (step === 2) return (res.json() as { report_slug: string }).report_slug;
        }
        throw new Error('unreachable');
      })(),
    );
  return reports.get(w)!;
};

/** Rows of the matrix: CareerGPS agents, runs and reports (issue 22). */
export const CAREERGPS_ROWS: Record<string, Row> = {
  'GET /api/v1/agents/': row(EVERYONE, () => ({ path: '/api/v1/agents/' })),
  'GET /api/v1/agents/slug/{slug}/': row(EVERYONE, () => ({
    path: '/api/v1/agents/slug/interest-explorer/',
  })),
  'GET /api/v1/agents/metrics/': row(REGISTERED_OK, () => ({ path: '/api/v1/agents/metrics/' })),
  // Non-premium agent: everyone gets through to the answers' check (a visitor's registration step is missing: 400).
  'POST /api/v1/agents/process/{agent}/{step}/': row(ANYONE_PASS, async (w) => ({
    path: `/api/v1/agents/process/${await agentId(w, 'ai-readiness')}/1/`,
    body: { session: session(), user_response: {} },
  })),
  'POST /api/v1/agents/feedback/': row(FEEDBACK_NONE, () => ({
    path: '/api/v1/agents/feedback/',
    body: { response_id: 2_147_483_000, rating: 5 },
  })),
  'GET /api/v1/agents/reports/': row(SIGNED_IN, () => ({ path: '/api/v1/agents/reports/' })),
  // Reports are public pages (spec 2.1).
  'GET /api/v1/agents/report/slug/{slug}/': row(EVERYONE, async (w) => ({
    path: `/api/v1/agents/report/slug/${await reportOf(w)}/`,
  })),
  // Download: the report's owner (the member) and staff.
  'GET /api/v1/agents/report/slug/{slug}/pdf/': row(OWNER_AND_STAFF, async (w) => ({
    path: `/api/v1/agents/report/slug/${await reportOf(w)}/pdf/`,
  })),
  'POST /api/v1/recommendation-package/{id}/': row(STAFF_ONLY, (w) => ({
    path: `/api/v1/recommendation-package/${w.users.member.id}/`,
    body: { subject: 'Matrix', body: 'Hello', users: [w.users.certified.id] },
  })),
  'PATCH /api/v1/agents/{id}/': row(STAFF_ONLY, async (w) => ({
    path: `/api/v1/agents/${await agentId(w, 'ai-readiness')}/`,
    body: {},
  })),
  'PATCH /api/v1/agents/steps/{id}/': row(STAFF_ONLY, async (w) => ({
    path: `/api/v1/agents/steps/${await stepId(w)}/`,
    body: {},
  })),
};
