import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { buildWorld, ROLES, tokenOf, type Role, type World } from './authz-matrix.fixtures.js';
import { MATRIX, type Outcome } from './authz-matrix.table.js';
import { useCommunityApp } from './authz-matrix.rows-community.js';
import { usePaymentsApp } from './authz-matrix.rows-payments.js';
import { usePaystaffApp } from './authz-matrix.rows-paystaff.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Whether a status is the outcome a cell expects (see the table's header for the words). */
function matches(status: number, outcome: Outcome): boolean {
  if (status >= 500) return false;
  if (outcome === 'ok') return status >= 200 && status < 300;
  if (outcome === 'pass') return ![401, 403, 404].includes(status);
  return status === outcome;
}

/**
 * Issue 15: every route of the OpenAPI document called as each role, against the allowed status
 * of authz-matrix.table.ts. A route missing from the table, or a row for a route that is gone,
 * fails; so does any cell that answers otherwise (a 5xx never matches).
 */
describe('authorization matrix: every route × every role', () => {
  let t: TestApp;
  let world: World;
  let routes: string[];
  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t);
    useCommunityApp(t);
    usePaymentsApp(t);
    usePaystaffApp(t);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      METHODS.filter((m) => m in ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
  }, 120_000);
  afterAll(() => t.close());

  it('has one row per route of the OpenAPI document, and no row for a route that is gone', () => {
    const missing = routes.filter((r) => !(r in MATRIX));
    const stale = Object.keys(MATRIX).filter((r) => !routes.includes(r));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers each role as the table says', async () => {
    const ordered = Object.entries(MATRIX).sort(
      ([, a], [, b]) => Number(a.last ?? false) - Number(b.last ?? false),
    );
    const wrong: string[] = [];
    let calls = 0;
    for (const [route, row] of ordered) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
      const answered: string[] = [];
      let firstWrong = '';
      for (const [i, role] of ROLES.entries()) {
        const { path, body } = await row.call(world, role as Role);
        const token = await tokenOf(t, world, role as Role);
        const res = await t.app.inject({
          method,
          url: path,
          headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(body !== undefined ? { payload: body as object } : {}),
        });
        calls += 1;
        answered.push(String(res.statusCode));
        if (!matches(res.statusCode, row.expect[i]!) && !firstWrong)
          firstWrong = `${role}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      }
      if (firstWrong)
        wrong.push(
          `${route}\n    expected ${row.expect.join(' ')}\n    answered ${answered.join(' ')}\n    first: ${firstWrong}`,
        );
    }
    console.info(
      `authorization matrix: ${Object.keys(MATRIX).length} routes × ${ROLES.length} roles = ${calls} calls`,
    );
    expect(wrong.join('\n')).toBe('');
  }, 300_000);
});
