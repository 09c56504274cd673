import { ERRORS, VALIDATION, paginationQuery } from '@careerhub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { AppError } from './errors.js';

const bodySchema = z.strictObject({
  first_name: z.string().min(1, { error: VALIDATION.firstNameMin }),
  email: z
    .string({ error: VALIDATION.emailEmpty })
    .regex(/^\S+@\S+\.\S+$/, { error: VALIDATION.emailInvalid }),
  age: z.number({ error: VALIDATION.expectedNumber }).int().optional(),
});

/** Real routes on the real app, so the platform's handling is exercised end to end. */
function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/api/v1/probe/', { schema: { body: bodySchema } }, async (request) => ({
    ok: request.body.first_name,
  }));
  typed.get('/api/v1/probe/', { schema: { querystring: paginationQuery(12) } }, async (request) => ({
    data: [],
    pagination: { count: 0, next: null },
    page: request.query.page,
    page_size: request.query.page_size,
  }));
  typed.get('/api/v1/probe/crash/', async () => {
    throw new Error('database password is hunter2');
  });
  typed.get('/api/v1/probe/conflict/', async () => {
    throw new AppError(409, 'Already a member', { non_field_errors: ['Already a member'] });
  });
}

describe('error format and bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' }, beforeReady: addProbeRoutes });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/',
      payload,
      headers: { 'content-type': contentType },
    });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ first_name: 'Ada', email: 'ada@example.org' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: 'Ada' });
  });

  it('gives per-field messages with the spec strings', async () => {
    const res = await post(JSON.stringify({ first_name: '', email: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: ERRORS.invalidBody,
      non_field_errors: [],
      field_errors: { first_name: [VALIDATION.firstNameMin], email: [VALIDATION.emailInvalid] },
      detail: ERRORS.invalidBody,
    });
  });

  it('refuses malformed JSON', async () => {
    const res = await post('{"first_name": "Ada",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ERRORS.malformedJson,
      non_field_errors: [ERRORS.malformedJson],
    });
  });

  it('refuses an empty JSON body', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERRORS.malformedJson);
  });

  it('refuses a wrong content type', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await post('first_name=Ada', type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().message).toBe(ERRORS.unsupportedMediaType(type));
    }
  });

  it('refuses unknown fields, naming them', async () => {
    const res = await post(JSON.stringify({ first_name: 'Ada', email: 'ada@example.org', is_staff: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ is_staff: [VALIDATION.unknownField] });
  });

  it('refuses a body of the wrong shape', async () => {
    const res = await post(JSON.stringify(['a', 'list']));
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors.length).toBeGreaterThan(0);
  });

  it('refuses wrong value types', async () => {
    const res = await post(JSON.stringify({ first_name: 'Ada', email: 'ada@example.org', age: 'old' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ age: [VALIDATION.expectedNumber] });
  });

  it('refuses an oversized body', async () => {
    const res = await post(JSON.stringify({ first_name: 'x'.repeat(5000), email: 'ada@example.org' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERRORS.payloadTooLarge);
  });

  it('refuses query parameters of the wrong type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/?page=abc&page_size=-3' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ERRORS.invalidQuery,
      field_errors: { page: [VALIDATION.expectedInteger], page_size: [VALIDATION.invalidValue] },
    });
  });

  it('applies page defaults and ignores unrelated query parameters such as current_org', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/?current_org=4' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [],
      pagination: { count: 0, next: null },
      page: 1,
      page_size: 12,
    });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const url of ['/api/v1/nothing-here/', '/api/unknown', '/api/v1/probe/crash/deeper']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        message: ERRORS.notFound,
        non_field_errors: [],
        field_errors: {},
        detail: ERRORS.notFound,
      });
    }
  });

  it('hides an unexpected exception behind the generic 500 message and keeps serving', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/crash/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: ERRORS.server,
      non_field_errors: [],
      field_errors: {},
      detail: ERRORS.server,
    });
    expect(res.body).not.toContain('hunter2');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('passes deliberate service errors through with their status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/conflict/' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Already a member', non_field_errors: ['Already a member'] });
  });

  it('survives a burst of hostile requests', async () => {
    const payloads = [
      '{',
      'null',
      '[]',
      '"x"',
      '{"__proto__": {"x": 1}}',
      '\u0000',
      '{"first_name": {"$gt": ""}}',
    ];
    const results = await Promise.all(payloads.map((p) => post(p)));
    for (const res of results) expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
