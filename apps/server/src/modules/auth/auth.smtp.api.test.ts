import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@careerhub/shared';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, get, post, signupPayload } from '../../../test/auth-helpers.js';
import { brandsFileWithOrigins } from '../../../test/brands-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// The STAR brand's configured origin: its mail links start there (never at the request's Host).
const starBrand = brandsFileWithOrigins({ star: 'http://star.localhost:4310' });
afterAll(() => starBrand.remove());

interface Arrived {
  mail: ParsedMail;
  envelope: { from: string; to: string[] };
}

/**
 * The sign-up OTP email over real SMTP: the mail job hands it to nodemailer, which delivers it to
 * an in-process SMTP server; the test reads only what arrived there. No MAIL_FROM is set, so the
 * sender is the no-reply address of the host the person signed up on.
 */
describe('account email over SMTP', () => {
  let t: TestApp;
  let server: SMTPServer;
  const arrived: Arrived[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        simpleParser(stream)
          .then((mail) => arrived.push({ mail, envelope }))
          .then(() => callback(), callback);
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, BRANDS_FILE: starBrand.file } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function mailTo(email: string): Promise<Arrived> {
    const until = Date.now() + 10_000;
    for (;;) {
      const found = arrived.find((a) => a.envelope.to.includes(email));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no mail to ${email} arrived over SMTP`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('uses SMTP, not the dev mailbox', () => {
    expect(t.ctx.mailer.kind).toBe('smtp');
    expect(t.ctx.devMailbox).toBeNull();
  });

  it('delivers the sign-up OTP as HTML + text, branded for the host, from no-reply on that host; the code verifies', async () => {
    const payload = signupPayload({ first_name: 'Mary' });
    const res = await post(t, '/register/', payload, undefined, 'star.localhost:4310');
    expect(res.statusCode).toBe(201);

    const { mail, envelope } = await mailTo(payload.email);
    expect(envelope.from).toBe('no-reply@star.localhost');
    expect(mail.from?.value).toEqual([{ address: 'no-reply@star.localhost', name: '' }]);
    expect(mail.to).toMatchObject({ value: [{ address: payload.email }] });

    const code = /^(\d{6}) is your STAR Leaders verification code$/.exec(mail.subject ?? '')?.[1];
    expect(code).toBeDefined();

    // Both parts of a multipart/alternative message.
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.text).toContain(`Hi Mary,`);
    expect(mail.text).toContain(`Use this code to verify your email address: ${code}`);
    expect(mail.text).toContain('STAR Leaders (star.localhost)');
    expect(mail.text).toMatch(
      /Or verify with this link: http:\/\/star\.localhost:4310\/verify-email\/[\w-]{43}/,
    );
    const html = String(mail.html);
    expect(html).toContain('STAR Leaders');
    expect(html).toContain('background:#7c3aed'); // the brand's primary colour
    expect(html).toContain(`>${code}</p>`);
    expect(html).toMatch(/href="http:\/\/star\.localhost:4310\/verify-email\/[\w-]{43}"/);
    expect(html).toContain('no-reply@star.localhost, a no-reply address of star.localhost');

    // The code that arrived is the one the account accepts.
    const login = await post(t, '/token/', { email: payload.email, password: PASSWORD });
    const verify = await post(t, '/verify-otp/', { otp: code, type: 'registration' }, login.json().access);
    expect(verify.statusCode).toBe(200);
    expect(verify.json().message).toBe(AUTH_MESSAGES.otpVerified);
    expect((await get(t, '/identity/', verify.json().access)).json().is_verified).toBe(true);
  });

  it('brands the same email differently on another host', async () => {
    const payload = signupPayload();
    expect((await post(t, '/register/', payload, undefined, 'localhost:3000')).statusCode).toBe(201);
    const { mail, envelope } = await mailTo(payload.email);
    expect(envelope.from).toBe('no-reply@localhost');
    expect(mail.subject).toMatch(/^\d{6} is your CareerHub verification code$/);
    expect(String(mail.html)).toContain('CareerHub');
    expect(String(mail.html)).not.toContain('STAR Leaders');
    expect(mail.text).toContain('CareerHub (localhost)');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\//);
  });
});
