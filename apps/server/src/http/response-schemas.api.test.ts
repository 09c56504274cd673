import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

/**
 * One contract: every route declares the schema of what it answers, in packages/shared, so the
 * server strips what it should not send and the web app can infer its types from the same place.
 * A new route without a response schema fails here.
 *
 * NOT_JSON: routes that answer something other than a JSON body (files, CSV, redirects, HTML).
 * STILL_WITHOUT: the landed routes that have not been given their schema yet. The list may only
 * shrink: a route listed here that gains its schema fails the test until its line is removed.
 */
const NOT_JSON = new Set<string>([
  // Downloads (attachments): the member's data file, a zip, CSV.
  'GET /api/v1/account/export/',
  'GET /api/v1/account/export/archive/',
  'GET /api/v1/audit-log/export/',
  // 204 No Content.
  'DELETE /api/v1/account/',
  'GET /media/{key}',
  'GET /api/v1/groups/{id}/export-group-membership/',
  'GET /api/v1/jobs/{id}/export-job-membership/',
]);

const STILL_WITHOUT = new Set<string>([
  'GET /api/v1/users/profile/',
  'PATCH /api/v1/users/profile/',
  'GET /api/v1/users/profile/{slug}/',
  'PATCH /api/v1/profiles/{id}/',
  'GET /api/v1/group-profiles/',
  'POST /api/v1/group-profiles/',
  'PATCH /api/v1/group-profiles/{id}/',
  'GET /api/v1/career-profiles/',
  'POST /api/v1/career-profiles/',
  'PATCH /api/v1/career-profiles/{id}/',
  'DELETE /api/v1/career-profiles/{id}/',
  'GET /api/v1/connections/',
  'GET /api/v1/connections/user/{id}/',
  'GET /api/v1/users/{id}/circles/',
  'GET /api/v1/search/',
  'GET /api/v1/groups/',
  'POST /api/v1/groups/',
  'GET /api/v1/groups/metrics/',
  'GET /api/v1/groups/default/',
  'GET /api/v1/groups/default-org/',
  'GET /api/v1/groups/slug/{slug}/',
  'GET /api/v1/groups/{id}/',
  'PATCH /api/v1/groups/{id}/',
  'GET /api/v1/groups/{id}/circle-types/',
  'GET /api/v1/groups/{id}/sdgs/',
  'POST /api/v1/groups/{id}/follow/',
  'POST /api/v1/groups/{id}/logo/',
  'POST /api/v1/groups/{id}/cover-image/',
  'GET /api/v1/circles/',
  'GET /api/v1/events/',
  'POST /api/v1/groups/{id}/join/',
  'POST /api/v1/groups/{id}/join-default/',
  'POST /api/v1/groups/{id}/change-default/',
  'POST /api/v1/groups/{id}/leave/',
  'POST /api/v1/groups/{id}/add-member/',
  'POST /api/v1/groups/{id}/remove-member/',
  'POST /api/v1/groups/{id}/respond-join-request/',
  'POST /api/v1/groups/{id}/payment-confirmation/',
  'POST /api/v1/groups/{id}/payment-voucher/',
  'GET /api/v1/groups/{id}/members/',
  'POST /api/v1/groups/{id}/followup-email-unverified/',
  'POST /api/v1/invite-users/',
  'GET /api/v1/invitation/{id}/',
  'POST /api/v1/invitation/{id}/',
  'GET /api/v1/classroom/',
  'DELETE /api/v1/classroom/',
  'POST /api/v1/classroom/callback/',
  'POST /api/v1/groups/{id}/classroom/connect/',
  'GET /api/v1/groups/{id}/classroom/courses/',
  'GET /api/v1/groups/{id}/classroom/syncs/',
  'POST /api/v1/groups/{id}/classroom/sync-users/',
  'GET /api/v1/feedback/',
  'GET /api/v1/user-services/',
  'POST /api/v1/user-services/',
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
    const missing = routes
      .filter((r) => !NOT_JSON.has(r.key) && !STILL_WITHOUT.has(r.key) && !hasSuccessSchema(r.op))
      .map((r) => r.key);
    expect(missing).toEqual([]);
  });

  it('the list of routes still without a schema only shrinks', () => {
    const done = routes.filter((r) => STILL_WITHOUT.has(r.key) && hasSuccessSchema(r.op)).map((r) => r.key);
    expect(done).toEqual([]);
    const gone = [...STILL_WITHOUT].filter((key) => !routes.some((r) => r.key === key));
    expect(gone).toEqual([]);
  });
});
