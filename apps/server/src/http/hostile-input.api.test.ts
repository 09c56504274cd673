import { ERRORS, VALIDATION } from '@careerhub/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signupPayload, verifiedUser } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

/** Probe routes that fail the way a query fails when a value reaches PostgreSQL unchecked. */
function addProbeRoutes(app: FastifyInstance) {
  for (const code of ['22P02', '22003', '22021', '54000', '22025', '23503']) {
    app.get(`/api/v1/probe/db-${code}/`, async () => {
      throw Object.assign(new Error('Failed query: select 1'), {
        cause: Object.assign(new Error('bad value'), { code }),
      });
    });
  }
  app.get('/api/v1/probe/db-other/', async () => {
    throw Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('x'), { code: '40P01' }),
    });
  });
}

describe('hostile values at the edge', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: addProbeRoutes });
    member = await verifiedUser(t);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, auth = true) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload: payload as object | undefined,
      headers: auth ? { authorization: `Bearer ${member.access}` } : {},
    });

  const expectErrorBody = (body: Record<string, unknown>, message: string) =>
    expect(body).toMatchObject({
      message,
      detail: message,
      non_field_errors: expect.any(Array),
      field_errors: expect.any(Object),
    });

  it('answers path ids past the integer column, or not digits, with 404', async () => {
    const ids = [
      '2147483648',
      '4294967296',
      '9223372036854775807',
      '9223372036854775808',
      '1e3',
      '-1',
      '0',
      '0x10',
    ];
    const routes: Array<['GET' | 'POST' | 'DELETE', (id: string) => string]> = [
      ['GET', (id) => `/groups/${id}/`],
      ['GET', (id) => `/groups/${id}/sdgs/`],
      ['GET', (id) => `/groups/${id}/classroom/syncs/`],
      ['GET', (id) => `/jobs/${id}/`],
      ['GET', (id) => `/connections/user/${id}/`],
      ['DELETE', (id) => `/chats/block/${id}/`],
      ['GET', (id) => `/chats/${id}/`],
      ['POST', (id) => `/notification/${id}/circle/`],
    ];
    for (const [method, url] of routes) {
      for (const id of ids) {
        const res = await send(method, url(id), method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${method} ${url(id)}`).toBe(404);
        expectErrorBody(res.json(), ERRORS.notFound);
      }
    }
  });

  it('answers ids past the integer column in the query with 400 on the field', async () => {
    for (const url of [
      '/search/?type=people&group_id=2147483648',
      '/topics/?group=9223372036854775808',
      '/groups/?parent_group=2147483648',
      '/jobs/?group_id=99999999999',
      '/career-profiles/?user=2147483648',
      '/groups/?page=9223372036854775807',
    ]) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(400);
      expectErrorBody(res.json(), ERRORS.invalidQuery);
    }
  });

  it('refuses NUL in slugs, text and search with a 4xx, never 500', async () => {
    expect((await send('GET', '/groups/slug/%00/')).statusCode).toBe(404);
    expect((await send('GET', '/jobs/slug/a%00b/')).statusCode).toBe(404);
    expect((await send('GET', '/users/profile/x%00/')).statusCode).toBe(404);

    const search = await send('GET', '/search/?type=people&search=ada%00');
    expect(search.statusCode).toBe(400);
    expect(search.json().field_errors.search).toEqual([VALIDATION.nulCharacter]);

    const patch = await send('PATCH', '/users/profile/', { short_bio: 'hello\u0000world' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().field_errors.short_bio).toEqual([VALIDATION.nulCharacter]);

    const nested = await send('POST', '/feedback/', { title: 'ok', description: { deep: ['a\u0000'] } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().field_errors['description.deep.0']).toEqual([VALIDATION.nulCharacter]);
  });

  it('refuses NUL in multipart text fields and strips folders from file names', async () => {
    const multipart = (field: string, value: string, filename: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/file-upload/',
        headers: {
          authorization: `Bearer ${member.access}`,
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload:
          `--x\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n` +
          `--x\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\n` +
          `Content-Type: text/plain\r\n\r\nhello\r\n--x--\r\n`,
      });
    const nul = await multipart('descriptions', '["a\u0000"]', 'a.txt');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().field_errors.descriptions).toEqual([VALIDATION.nulCharacter]);
    const traversal = await multipart('descriptions', '["notes"]', '../../../etc/passwd');
    expect(traversal.statusCode).toBeLessThan(500);
    if (traversal.statusCode === 201) expect(traversal.json().data[0].name).toBe('passwd');
  });

  it('answers an id of a row that does not exist with a field error, not a foreign-key 500', async () => {
    for (const [field, value] of [
      ['group', 2_000_000_000],
      ['institution', 2_000_000_000],
    ] as const) {
      const res = await send('POST', '/career-profiles/', { type: 'work', title: 'Analyst', [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field_errors[field], field).toEqual([VALIDATION.invalidValue]);
    }
  });

  it('refuses odd registrations with field errors, never 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: 'Ada\u0000' }, 'first_name'],
      [{ email: 'nul\u0000@example.org' }, 'email'],
      [{ password: `${PASSWORD}\u0000` }, 'password'],
      [{ first_name: 12 }, 'first_name'],
      [{ first_name: 'x'.repeat(5_000) }, 'first_name'],
    ];
    for (const [override, field] of cases) {
      const res = await send('POST', '/register/', signupPayload(override), false);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field_errors[field], field).toBeDefined();
    }
  });

  it('keeps a field named like an Object property just a field', async () => {
    for (const field of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password/',
        payload: `{"password":"x","confirm_password":"y","${field}":{"a":1}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).not.toBe(ERRORS.server);
    }
  });

  it('answers an undecodable or over-long path with 404 in the error body', async () => {
    for (const url of [
      '/api/v1/groups/%ED%A0%80/',
      '/api/v1/groups/%E0%A4%A/',
      `/api/v1/groups/${'9'.repeat(600)}/`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expectErrorBody(res.json(), ERRORS.notFound);
    }
  });

  it('maps values only the database refuses to 400, as a last net; other database errors stay 500', async () => {
    for (const code of ['22P02', '22003', '22021', '54000', '22025', '23503']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/probe/db-${code}/` });
      expect(res.statusCode, code).toBe(400);
      expectErrorBody(res.json(), ERRORS.invalidQuery);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/probe/db-other/' })).statusCode).toBe(500);
  });
});
