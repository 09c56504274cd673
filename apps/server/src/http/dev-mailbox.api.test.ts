import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

describe('dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists sent mail as JSON, filtered by recipient, newest first', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox.json?to=${encodeURIComponent(a.email)}`,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ to: a.email, meta: { otp: a.otp } });
    const all = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data;
    expect(all[0].to).toBe(b.email);
  });

  it('shows the list and each message as HTML, with the message sandboxed', async () => {
    const user = await signUp(t);
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(user.email);
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${user.mail.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<iframe title="Message" sandbox srcdoc=');
    expect(page.body).toContain(user.otp);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
  });

  it('answers this machine only: another address, or a request through a proxy, gets a 404', async () => {
    const user = await signUp(t);
    for (const url of ['/dev/mailbox.json', '/dev/mailbox', `/dev/mailbox/${user.mail.id}`]) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain(user.otp);
      const forged = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
      const proxied = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
    }
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
