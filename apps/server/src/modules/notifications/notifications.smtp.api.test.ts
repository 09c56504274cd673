import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** A real SMTP round trip: the mail job goes through nodemailer to an in-process SMTP server. */
describe('notification email over SMTP', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: ParsedMail[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => received.push(mail))
          .then(() => callback(), callback);
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        PUBLIC_URL: 'https://careers.example.edu',
        MAIL_FROM: 'no-reply@careers.example.edu',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const waitForReceived = async (count: number) => {
    const until = Date.now() + 10_000;
    while (received.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} mails, got ${received.length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('sends a branded email with List-Unsubscribe headers whose link turns the kind off', async () => {
    const user = await t.ctx.users.insert({
      email: 'grace.hopper@example.org',
      firstName: 'Grace',
      lastName: 'Hopper',
      nameSlug: 'grace-hopper',
      isVerified: true,
    });
    await t.ctx.notifications.notify({
      userId: user.id,
      type: 'invitation',
      notificationType: 'invitation',
      message: 'You are invited to join AI Circle',
      data: { invitation_key: 'abc', name: 'AI Circle', group_type: 'circle' },
      link: '/invitation/abc',
      email: true,
    });
    await waitForReceived(1);
    const mail = received[0]!;
    expect(mail.subject).toBe('You are invited to join AI Circle');
    expect(mail.to).toMatchObject({ text: 'grace.hopper@example.org' });
    expect(mail.from?.text).toBe('no-reply@careers.example.edu');
    expect(mail.html).toContain('https://careers.example.edu/invitation/abc');
    expect(mail.text).toContain(
      'Unsubscribe from these emails: https://careers.example.edu/notification/unsubscribe?token=',
    );
    // The raw header lines, as a mail client reads them.
    const line = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const match = /^List-Unsubscribe: <(.+)>$/.exec(line('list-unsubscribe') ?? '');
    const url = new URL(match![1]!);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://careers.example.edu/api/v1/notification/unsubscribe/',
    );

    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'invitation', enabled: false });

    // Turned off: the next invitation is listed in the app but not emailed; another kind still is.
    await t.ctx.notifications.notify({
      userId: user.id,
      type: 'invitation',
      notificationType: 'invitation',
      message: 'Second invitation',
      email: true,
    });
    await t.ctx.notifications.notify({
      userId: user.id,
      type: 'circle',
      notificationType: 'join_request_rejected',
      message: 'Your request was declined',
      email: true,
    });
    await waitForReceived(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(received.map((m) => m.subject)).toEqual([
      'You are invited to join AI Circle',
      'Your request was declined',
    ]);
    expect(await t.ctx.notifications.unreadCount(user.id)).toBe(3);
  });
});
