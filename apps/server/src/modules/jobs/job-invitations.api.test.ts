import { INVITATION_MESSAGES as I, JOB_MESSAGES as M, NOTIFICATION_EVENTS } from '@careerhub/shared';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import { addMember, api, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeJob, makeJobOrg } from '../../../test/jobs-helpers.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app" />
    <title>CareerHub</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('job invitations and the job page for search engines', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  const web = mkdtempSync(path.join(os.tmpdir(), 'careerhub-web-'));
  beforeAll(async () => {
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    t = await createTestApp({ env: { WEB_DIST_DIR: web } });
    http = api(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('job administrators invite users and addresses to a published job; the invitee sees and answers it', async () => {
    const { org, poster } = await makeJobOrg(t);
    const job = await makeJob(t, { groupId: org.id, createdBy: poster.id, title: 'Growth Marketer' });
    const member = await makeUser(t);
    await addMember(t, org.id, member, 'member');
    const guest = await makeUser(t);
    const body = (over: object) => ({
      content_type: 'job',
      object_id: job.id,
      emails: [],
      users: [guest.id],
      ...over,
    });
    expect((await http.post('/invite-users/', body({}), member.token)).statusCode).toBe(403);
    const draft = await makeJob(t, { groupId: org.id, createdBy: poster.id, jobStatus: 'pending' });
    expect(
      (await http.post('/invite-users/', body({ object_id: draft.id }), poster.token)).json().message,
    ).toBe(M.inviteDraft);
    expect((await http.post('/invite-users/', body({ object_id: 999999 }), poster.token)).statusCode).toBe(
      404,
    );

    const sent = await http.post('/invite-users/', body({ emails: ['newcomer@example.org'] }), poster.token);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: I.sent, invited: 2 });
    const [note] = (await t.ctx.notifications.list(guest.id, 1, 10)).data;
    expect(note).toMatchObject({
      type: 'invitation',
      notification_type: NOTIFICATION_EVENTS.invitation,
      message: 'Pat Poster invited you to apply to Growth Marketer',
      data: { name_slug: job.slug, name: 'Growth Marketer' },
    });
    const key = note!.data.invitation_key!;
    const [mail] = await waitForMail(t, 'newcomer@example.org');
    expect(mail!.subject).toBe('Pat Poster invited you to apply to Growth Marketer');

    const page = await http.get(`/invitation/${key}/`, guest.token);
    expect(page.json().data).toMatchObject({
      type: 'job',
      results: {
        id: job.id,
        slug: job.slug,
        title: 'Growth Marketer',
        invitation: { status: 'pending', message: I.invitedTo('job') },
      },
    });
    expect((await http.get(`/invitation/${key}/`, member.token)).statusCode).toBe(404);
    const accepted = await http.post(`/invitation/${key}/`, { action: 'accept' }, guest.token);
    expect(accepted.json()).toEqual({
      message: I.responded('accept'),
      data: { type: 'job', slug: job.slug },
    });
    expect((await http.post(`/invitation/${key}/`, { action: 'reject' }, guest.token)).json().message).toBe(
      I.alreadyAnswered,
    );
  });

  it('GET /job/{slug} serves index.html with the job title, meta description, Open Graph and escaped JSON-LD', async () => {
    const { org } = await makeJobOrg(t, { name: 'Acme & <Sons>' });
    const job = await makeJob(t, {
      groupId: org.id,
      slug: 'seo-role',
      title: 'Engineer "</script><script>alert(1)</script>',
      description: 'Build <b>things</b>   that matter. '.repeat(20),
      jobType: 'internship',
      jobLocation: 'on_site',
      address: 'Main Street 1',
      countries: ['Nepal'],
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/job/seo-role',
      headers: { host: 'localhost', accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain(
      '<title>Engineer &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; at Acme &amp; &lt;Sons&gt; | ',
    );
    expect(html).not.toContain('content="The app"');
    expect(html).toMatch(
      /<meta name="description" content="Build things that matter\. Build things[^"<>]*…">/,
    );
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/job/seo-role">');
    expect(html).toContain('<meta property="og:title" content="Engineer &quot;&lt;/script&gt;');
    // Two data blocks, no script: the JSON-LD and the first-paint answers (the job as the API gives
    // a visitor), neither closed early by the title.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/json" id="boot-data">',
    ]);
    const boot = JSON.parse(
      html.match(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/)![1]!,
    );
    expect(boot.visitor[`/jobs/slug/${job.slug}/`].data.title).toBe(job.title);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Acme & <Sons>' },
      jobLocation: { '@type': 'Place', address: { streetAddress: 'Main Street 1', addressCountry: 'Nepal' } },
      validThrough: job.applicationCloseDate.toISOString(),
      datePosted: job.createdAt.toISOString(),
    });
    expect(html).toContain('<div id="root"></div>');
    const slash = await t.app.inject({
      method: 'GET',
      url: '/job/seo-role/',
      headers: { host: 'localhost' },
    });
    expect(slash.statusCode).toBe(200);
    const remote = await makeJob(t, { groupId: org.id, slug: 'seo-remote', countries: ['India'] });
    const remoteHtml = (
      await t.app.inject({ method: 'GET', url: `/job/${remote.slug}`, headers: { host: 'localhost' } })
    ).body;
    const remoteLd = JSON.parse(
      remoteHtml.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!,
    );
    expect(remoteLd).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'India' }],
    });
  });

  it('drafts, private groups and unknown slugs get the plain app with 404 (no job details leak)', async () => {
    const { org } = await makeJobOrg(t);
    await makeJob(t, { groupId: org.id, slug: 'seo-draft', title: 'Hidden Draft', jobStatus: 'pending' });
    const { org: closed } = await makeJobOrg(t, { visibility: 20 });
    await makeJob(t, { groupId: closed.id, slug: 'seo-private', title: 'Private Role' });
    for (const url of ['/job/seo-draft', '/job/seo-private', '/job/nope']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(res.statusCode, url).toBe(404);
      // The app as built with only the host's options added: no job answered inside the page.
      expect(res.body).not.toMatch(/Hidden Draft|Private Role/);
      expect(res.body).toContain('"visitor":{}');
      expect(
        res.body.replace(
          /<script type="application\/json" id="boot-data">.*?<\/script><style>[^<]*<\/style>/,
          '',
        ),
      ).toBe(INDEX_HTML);
    }
  });
});
