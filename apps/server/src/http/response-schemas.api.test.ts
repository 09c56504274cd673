import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeGroup } from '../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

/**
 * One contract: every route declares the schema of what it answers, in packages/shared, so the
 * server strips what it should not send and the web app can infer its types from the same place.
 * A new route without a response schema fails here.
 *
 * NOT_JSON: routes that answer something other than a JSON body (files, CSV, redirects, HTML,
 * 204 No Content). Every other route declares its schema: there is no list of exceptions.
 */
const NOT_JSON = new Set<string>([
  // Downloads (attachments): the member's data file, a zip, CSV.
  'GET /api/v1/account/export/',
  'GET /api/v1/account/export/archive/',
  'GET /api/v1/audit-log/export/',
  'GET /api/v1/agents/report/slug/{slug}/pdf/',
  // 204 No Content.
  'DELETE /api/v1/account/',
  'DELETE /api/v1/career-profiles/{id}/',
  'GET /media/{key}',
  // The membership card (PNG).
  'GET /api/v1/membership-card/image/{key}',
  'GET /api/v1/groups/{id}/export-group-membership/',
  'GET /api/v1/jobs/{id}/export-job-membership/',
]);

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

describe('response schemas', () => {
  let t: TestApp;
  let routes: Array<{ key: string; op: Operation }>;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
  });
  afterAll(() => t.close());

  const hasSuccessSchema = (op: Operation) =>
    Object.entries(op.responses ?? {}).some(
      ([status, response]) => /^2\d\d$/.test(status) && response.content?.['application/json']?.schema,
    );

  it('every JSON route declares what a success answers', () => {
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((r) => !NOT_JSON.has(r.key) && !hasSuccessSchema(r.op)).map((r) => r.key);
    expect(missing).toEqual([]);
  });

  it('the routes listed as not JSON exist and declare no JSON body', () => {
    const listed = routes.filter((r) => NOT_JSON.has(r.key));
    expect(listed.map((r) => r.key).sort()).toEqual([...NOT_JSON].sort());
    expect(listed.filter((r) => hasSuccessSchema(r.op)).map((r) => r.key)).toEqual([]);
  });

  it('answers are serialised through the schema: what it does not name never leaves the server', async () => {
    const group = await makeGroup(t, {
      groupType: 'organization',
      donationDetails: [
        { name: 'Scholarship', description: 'Fund a seat', stripe_price_id: 'price_secret42' },
      ],
    });
    const answer = await api(t).get(`/groups/${group.id}/`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().donation_details).toEqual([{ name: 'Scholarship', description: 'Fund a seat' }]);
    expect(answer.body).not.toContain('price_secret42');
  });
});
