import { NEWSLETTER_CREATED_JOB, NEWSLETTER_TEXT } from '@careerhub/shared';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import { makeContent } from '../../../test/community-helpers.js';
import { addMember, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { busyJobs } from '../../../test/jobs-idle.js';
import { createNewsletterTokens } from './newsletter-token.js';
import { createNewslettersRepository } from './newsletters.repository.js';
import { createNewslettersService } from './newsletters.service.js';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Waits until no job is queued or running (the newsletter job, then its mail jobs; see busyJobs). */
async function drained(t: TestApp) {
  const until = Date.now() + 15_000;
  for (;;) {
    const busy = await busyJobs(t);
    if (busy === 0) return;
    if (Date.now() > until) throw new Error(`jobs still pending: ${busy}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A real SMTP round trip: the newsletter job queues mail jobs, nodemailer sends them to an in-process server. */
describe('newsletter delivery over SMTP', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: ParsedMail[] = [];
  let group: { id: number; name: string };
  let admin: TestUser;
  let ada: TestUser;
  let ben: TestUser;
  let optedOut: TestUser;
  let pending: TestUser;
  let unverified: TestUser;

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
    group = await makeGroup(t, { groupType: 'organization', name: 'Climate Careers Network' });
    admin = await makeUser(t);
    ada = await makeUser(t, { firstName: 'Ada', email: 'ada@example.org' });
    ben = await makeUser(t, { firstName: 'Ben', email: 'ben@example.org' });
    optedOut = await makeUser(t, { email: 'opted.out@example.org' });
    pending = await makeUser(t, { email: 'pending@example.org' });
    unverified = await makeUser(t, { email: 'unverified@example.org', isVerified: false });
    await makeUser(t, { email: 'outsider@example.org' });
    await addMember(t, group.id, admin, 'admin');
    for (const u of [ada, ben, optedOut, unverified]) await addMember(t, group.id, u);
    await addMember(t, group.id, pending, 'member', 'pending');
    // The opted-out member used an earlier newsletter's link.
    const token = createNewsletterTokens(SECRET).create(optedOut.id, group.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/newsletters/unsubscribe/?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const publish = async (title: string) => {
    const item = await makeContent(t, {
      createdBy: admin.id,
      groupId: group.id,
      type: 'newsletter',
      title,
      rawText: `${title}\n\nThree new roles <b>opened</b> this week.\nApply by Friday.`,
    });
    // What the contents module does after creating a newsletter.
    await t.ctx.jobs.enqueue(NEWSLETTER_CREATED_JOB, {
      content_id: item.id,
      group_id: group.id,
      created_by: admin.id,
    });
    await drained(t);
    return item;
  };
  const mailsTo = (email: string) => received.filter((m) => m.to && 'text' in m.to && m.to.text === email);
  const header = (mail: ParsedMail, key: string) =>
    mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, ' ');

  it('mails the accepted members, with the brand links and one-click unsubscribe headers', async () => {
    const item = await publish('November jobs digest');
    expect(mailsTo('ada@example.org')).toHaveLength(1);
    expect(mailsTo('ben@example.org')).toHaveLength(1);
    for (const email of [
      'opted.out@example.org',
      'pending@example.org',
      'unverified@example.org',
      'outsider@example.org',
      admin.email,
    ]) {
      expect(mailsTo(email), email).toHaveLength(0);
    }
    expect(received).toHaveLength(2);

    const mail = mailsTo('ada@example.org')[0]!;
    expect(mail.subject).toBe('Climate Careers Network: November jobs digest');
    expect(mail.from?.text).toBe('no-reply@careers.example.edu');
    expect(mail.html).toContain(`https://careers.example.edu/post/${item.slug}`);
    // The text is escaped: markup in a newsletter is shown, never interpreted.
    expect(mail.html).toContain('Three new roles &lt;b&gt;opened&lt;/b&gt; this week.<br>Apply by Friday.');
    expect(mail.text).toContain(
      `${NEWSLETTER_TEXT.unsubscribeLink}: https://careers.example.edu/newsletter/unsubscribe?token=`,
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = new URL(/^List-Unsubscribe: <(.+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')![1]!);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://careers.example.edu/api/v1/newsletters/unsubscribe/',
    );
    expect(createNewsletterTokens(SECRET).read(url.searchParams.get('token')!)).toEqual({
      userId: ada.id,
      groupId: group.id,
    });
  });

  it('mails a newsletter created through POST /contents/ (the contents module enqueues the job)', async () => {
    const adaBefore = mailsTo('ada@example.org').length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contents/',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { type: 'newsletter', content: 'Our spring meetup is on April 4th.', group: group.id },
    });
    expect(res.statusCode).toBe(201);
    await drained(t);
    const mails = mailsTo('ada@example.org');
    expect(mails.length).toBe(adaBefore + 1);
    expect(mails.at(-1)!.text).toContain('Our spring meetup is on April 4th.');
    expect(mails.at(-1)!.html).toContain(`https://careers.example.edu/post/${res.json().data.slug}`);
  });

  it('never mails a member twice when the job runs again', async () => {
    const item = await publish('Mentoring week');
    const before = received.length;
    await t.ctx.jobs.enqueue(NEWSLETTER_CREATED_JOB, { content_id: item.id });
    await drained(t);
    expect(received.length).toBe(before);
  });

  it('honours the one-click unsubscribe (RFC 8058 form post) and re-subscribing', async () => {
    const mail = mailsTo('ben@example.org')[0]!;
    const url = new URL(/^List-Unsubscribe: <(.+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')![1]!);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscribed: false,
      email: 'ben@example.org',
      group: { id: group.id, name: 'Climate Careers Network' },
      message: NEWSLETTER_TEXT.unsubscribed('Climate Careers Network'),
    });

    const benBefore = mailsTo('ben@example.org').length;
    const adaBefore = mailsTo('ada@example.org').length;
    await publish('December digest');
    expect(mailsTo('ben@example.org').length).toBe(benBefore);
    expect(mailsTo('ada@example.org').length).toBe(adaBefore + 1);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletters/resubscribe/',
      payload: { token: url.searchParams.get('token') },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      subscribed: true,
      message: NEWSLETTER_TEXT.resubscribed(group.name),
    });
    await publish('January digest');
    expect(mailsTo('ben@example.org').length).toBe(benBefore + 1);
  });

  it('refuses forged or damaged links', async () => {
    const real = createNewsletterTokens(SECRET).create(ada.id, group.id);
    const forged = createNewsletterTokens('another-secret').create(ada.id, group.id);
    for (const token of [forged, real.replace(`${ada.id}.`, `${ben.id}.`), 'nonsense', `${real}x`]) {
      const get = await t.app.inject({
        method: 'GET',
        url: `/api/v1/newsletters/unsubscribe/?token=${encodeURIComponent(token)}`,
      });
      expect(get.statusCode, token).toBe(400);
      expect(get.json().field_errors).toEqual({ token: [NEWSLETTER_TEXT.invalidLink] });
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/v1/newsletters/unsubscribe/',
        payload: { token },
      });
      expect(post.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/newsletters/unsubscribe/' })).statusCode).toBe(
      400,
    );
  });
});

describe('newsletter delivery to the dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('walks the members in batches, and the mailed link shows and changes the subscription', async () => {
    const group = await makeGroup(t, { groupType: 'circle', name: 'Data Circle' });
    const author = await makeUser(t);
    const members: TestUser[] = [];
    for (let i = 0; i < 5; i += 1) {
      const u = await makeUser(t);
      await addMember(t, group.id, u);
      members.push(u);
    }
    const item = await makeContent(t, {
      createdBy: author.id,
      groupId: group.id,
      type: 'newsletter',
      title: 'Kickoff',
    });
    const service = createNewslettersService({
      repo: createNewslettersRepository(t.ctx.database.db),
      jobs: t.ctx.jobs,
      tokens: createNewsletterTokens(SECRET),
      site: () => ({
        brandName: 'CareerHub',
        primary: '#000',
        host: 'localhost',
        baseUrl: 'http://localhost:3000',
        from: 'x@y',
      }),
      logger: pino({ level: 'silent' }),
      batchSize: 2,
    });
    expect(await service.deliver({ content_id: item.id })).toBe(5);
    expect(await service.deliver({ content_id: item.id })).toBe(0);
    for (const member of members) await waitForMail(t, member.email);

    const [mail] = await waitForMail(t, members[0]!.email);
    const link = new URL((mail!.meta as Record<string, string>).unsubscribe!);
    expect(link.pathname).toBe('/newsletter/unsubscribe');
    const token = link.searchParams.get('token')!;
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsletters/unsubscribe/?token=${encodeURIComponent(token)}`,
    });
    expect(state.json()).toEqual({
      group: { id: group.id, name: 'Data Circle' },
      email: members[0]!.email,
      subscribed: true,
    });
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletters/unsubscribe/',
      payload: { token },
    });
    expect(off.json().subscribed).toBe(false);

    const next = await makeContent(t, {
      createdBy: author.id,
      groupId: group.id,
      type: 'newsletter',
      title: 'Week 2',
    });
    expect(await service.deliver({ content_id: next.id })).toBe(4);
    expect(await service.deliver({ content_id: 2_000_000_000 })).toBe(0);
  });
});
