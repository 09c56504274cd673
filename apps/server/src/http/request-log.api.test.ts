import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableUrl } from '../app.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

describe('request log', () => {
  const lines: Array<Record<string, unknown>> = [];
  let t: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const text of chunk.toString('utf8').split('\n'))
          if (text) lines.push(JSON.parse(text) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'info' }, sink) });
  });
  afterAll(() => t.close());

  const completed = (reqId: string) =>
    lines.filter((l) => l.reqId === reqId && l.msg === 'request completed');

  it('writes one line per request, with the request id, status and time', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'log-test-1' } });
    await new Promise((r) => setTimeout(r, 50));
    const mine = lines.filter((l) => l.reqId === 'log-test-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/healthz',
      statusCode: 200,
      level: 30,
    });
    expect(typeof mine[0]!.ms).toBe('number');
  });

  it('never writes a token from the socket path or the query', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/ws/events/eyJhbGciOi.secret.sig/',
      headers: { 'x-request-id': 'log-test-2' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing/?accessToken=abc&refreshToken=def&page=2',
      headers: { 'x-request-id': 'log-test-3' },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(completed('log-test-2')[0]!.url).toBe('/ws/events/[token]/');
    expect(completed('log-test-3')[0]!.url).toBe(
      '/api/v1/nothing/?accessToken=[hidden]&refreshToken=[hidden]&page=2',
    );
    expect(JSON.stringify(lines)).not.toMatch(/secret\.sig|=abc|=def/);
  });

  it('hides tokens in paths: mailed links and anything that looks like a random secret', () => {
    const token = 'Zq3x_9K-aPp0vLw2mN8rT5yB1cD4eF6gH7jK8lM9nO0';
    expect(loggableUrl(`/api/v1/reset-password/${token}/`)).toBe('/api/v1/reset-password/[token]/');
    expect(loggableUrl(`/reset-password/${token}`)).toBe('/reset-password/[token]');
    expect(loggableUrl(`/api/v1/something/${token}/more/`)).toBe('/api/v1/something/[token]/more/');
    expect(loggableUrl('/signup?next=%2Finvitation%2FNRbKLVylmSO-IK9SbI-00jHOUYg8Apil')).toBe(
      '/signup?next=/invitation/[token]',
    );
    // Slugs, media keys and ids stay readable.
    for (const url of [
      '/api/v1/users/profile/senior-software-engineer-at-acme-corporation/',
      '/media/57b53277-182f-4bd3-9293-d68a488535da.png',
      '/api/v1/jobs/123/applications/?page=2',
    ])
      expect(loggableUrl(url)).toBe(url);
  });

  it('cuts very long addresses', () => {
    expect(loggableUrl(`/x?${'a'.repeat(500)}`)).toHaveLength(301);
  });
});
