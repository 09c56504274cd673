import { ERRORS } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('health, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers, with a request id echoed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.database.ok).toBe(true);
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('generates a request id when none or a bad one is sent', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves Prometheus metrics with requests by route and status and job counts', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/options-config/' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      'http_requests_total{method="GET",route="/api/v1/options-config/",status="200"} 1',
    );
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('background_jobs_in_state{state="queued"}');
  });

  it('serves the OpenAPI document and UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.openapi).toBe('3.1.0');
    expect(Object.keys(json.paths)).toContain('/api/v1/options-config/');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('reports not ready once the database is gone', async () => {
    const other = await createTestApp();
    await other.ctx.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: { ok: false } } });
    await other.app.close();
  });
});

describe('metrics token', () => {
  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    const t = await createTestApp({ env: { METRICS_TOKEN: 'a-long-metrics-token' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const ok = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer a-long-metrics-token' },
      });
      expect(ok.statusCode).toBe(200);
      // The token is required from this machine too, and from anywhere else it is enough.
      const remote = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer a-long-metrics-token' },
      });
      expect(remote.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('without METRICS_TOKEN answers this machine only, whatever X-Forwarded-For says', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const local = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(
        200,
      );
      const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(403);
      expect(remote.json().message).toBe(ERRORS.forbidden);
      expect(remote.body).not.toContain('http_requests');
      const forged = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(403);
      // Through a proxy on this machine, a visitor is not this machine.
      const proxied = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
