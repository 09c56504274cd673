import { CONTENT_MESSAGES as M, type Content } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeTopicArea, makeUpload } from '../../../test/contents-helpers.js';
import { addMember, api, certify, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { topics, userEntitlements } from '../../db/schema/index.js';

/** Posts, resources, approvals, premium locking and attachments, per role (spec section 6). */
describe('contents API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let paid: { id: number };
  let circle: { id: number };
  let otherOrg: { id: number };
  let area: { id: number };
  let topicIds: number[];
  const u = {} as Record<
    | 'member'
    | 'admin'
    | 'certified'
    | 'outsider'
    | 'staff'
    | 'unpaid'
    | 'payer'
    | 'circleAdmin'
    | 'otherAdmin',
    TestUser
  >;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    otherOrg = await makeGroup(t, { groupType: 'organization' });
    paid = await makeGroup(t, { groupType: 'circle', parentId: org.id, isPaid: true, price: '10.00' });
    circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
    for (const name of [
      'member',
      'admin',
      'outsider',
      'unpaid',
      'payer',
      'circleAdmin',
      'otherAdmin',
    ] as const)
      u[name] = await makeUser(t);
    u.certified = await makeUser(t, { isCertified: true });
    u.staff = await makeUser(t, { isStaff: true });
    await addMember(t, org.id, u.member);
    await addMember(t, org.id, u.certified);
    await addMember(t, org.id, u.admin, 'admin');
    await certify(t, u.admin, org.id);
    await addMember(t, otherOrg.id, u.otherAdmin, 'admin');
    await addMember(t, circle.id, u.circleAdmin, 'admin');
    await t.ctx.groups.addMembership({
      groupId: paid.id,
      userId: u.unpaid.id,
      role: 'member',
      status: 'accepted',
      paymentStatus: 'pending',
    });
    await t.ctx.groups.addMembership({
      groupId: paid.id,
      userId: u.payer.id,
      role: 'member',
      status: 'accepted',
      paymentStatus: 'confirmed',
    });
    area = await makeTopicArea(t, 'Data careers');
    const rows = await t.ctx.database.db
      .insert(topics)
      .values([{ name: `Analytics ${Date.now()}` }, { name: `Python ${Date.now()}` }])
      .returning();
    topicIds = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  const resource = (group: number, extra: Record<string, unknown> = {}) => ({
    type: 'resource',
    title: 'A guide to data interviews',
    data: {
      blocks: [
        {
          type: 'paragraph',
          data: {
            text: 'Prepare <b>stories</b> and practise SQL.<img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a>',
          },
        },
      ],
    },
    group,
    topics: topicIds,
    topic_area: area.id,
    career_stages: [1],
    ...extra,
  });

  describe('posts', () => {
    it('lets an accepted member post: private by default, titled by its first 100 characters, text as paragraphs', async () => {
      const text = `${'Word '.repeat(30)}\n\nSecond paragraph <script>alert(1)</script>`;
      const res = await http.post('/contents/', { content: text, group: org.id }, u.member.token);
      expect(res.statusCode).toBe(201);
      const { message, data } = res.json() as { message: string; data: Content };
      expect(message).toBe(M.postCreated);
      expect(data.type).toBe('post');
      expect(data.security_level).toBe(20);
      expect(data.status).toBe('approved');
      expect(data.title.length).toBeLessThanOrEqual(100);
      expect(data.title.startsWith('Word Word')).toBe(true);
      expect(data.data.blocks).toHaveLength(2);
      expect(data.content).not.toContain('<script>');
      expect(data.content).toContain('&lt;script&gt;');
      expect(data.created_by?.id).toBe(u.member.id);
      expect(data.group_detail?.id).toBe(org.id);
      expect(data.can_edit).toBe(true);
    });

    it('refuses posts from non-members and members of a paid group without confirmed payment; admins may', async () => {
      expect(
        (await http.post('/contents/', { content: 'Hi', group: org.id }, u.outsider.token)).statusCode,
      ).toBe(403);
      const unpaid = await http.post('/contents/', { content: 'Hi', group: paid.id }, u.unpaid.token);
      expect(unpaid.statusCode).toBe(403);
      expect(unpaid.json().message).toBe(M.postNotAllowed);
      expect(
        (await http.post('/contents/', { content: 'Hi', group: paid.id }, u.payer.token)).statusCode,
      ).toBe(201);
      expect(
        (await http.post('/contents/', { content: 'Hi', group: circle.id }, u.circleAdmin.token)).statusCode,
      ).toBe(201);
      expect((await http.post('/contents/', { content: 'Hi', group: org.id }, undefined)).statusCode).toBe(
        401,
      );
    });

    it('answers bad input with field errors and stores nothing', async () => {
      const before = (await http.get(`/contents/?group_id=${org.id}&created_by=me`, u.member.token)).json()
        .pagination.count;
      const missing = await http.post('/contents/', { group: org.id }, u.member.token);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field_errors.content).toEqual([M.required]);
      const long = await http.post(
        '/contents/',
        { content: 'x'.repeat(4001), group: org.id },
        u.member.token,
      );
      expect(long.json().field_errors.content).toEqual([M.maxText]);
      const noGroup = await http.post('/contents/', { content: 'Hi', group: 999999 }, u.member.token);
      expect(noGroup.statusCode).toBe(400);
      expect(noGroup.json().field_errors.group).toEqual([M.groupNotFound]);
      const html = await http.post(
        '/contents/',
        { content: 'Hi', title: '<img src=x onerror=alert(1)>', group: org.id },
        u.member.token,
      );
      expect(html.json().field_errors.title).toEqual([M.noMarkup]);
      const after = (await http.get(`/contents/?group_id=${org.id}&created_by=me`, u.member.token)).json()
        .pagination.count;
      expect(after).toBe(before);
    });

    it('shows private posts to group members only, public ones to everyone', async () => {
      const priv = (
        await http.post('/contents/', { content: 'Members only', group: org.id }, u.member.token)
      ).json().data as Content;
      const pub = (
        await http.post(
          '/contents/',
          { content: 'For all', group: org.id, security_level: 0 },
          u.member.token,
        )
      ).json().data as Content;
      expect((await http.get(`/contents/${priv.id}/`, u.certified.token)).statusCode).toBe(200);
      expect((await http.get(`/contents/${priv.id}/`, u.outsider.token)).statusCode).toBe(404);
      expect((await http.get(`/contents/slug/${priv.slug}/`)).statusCode).toBe(404);
      expect((await http.get(`/contents/${pub.id}/`)).statusCode).toBe(200);
      const outsiderList = (
        await http.get(`/contents/?group_id=${org.id}&types=post,newsletter`, u.outsider.token)
      ).json();
      const ids = (outsiderList.data as Content[]).map((c) => c.id);
      expect(ids).toContain(pub.id);
      expect(ids).not.toContain(priv.id);
      const memberIds = (
        (await http.get(`/contents/?group_id=${org.id}`, u.certified.token)).json().data as Content[]
      ).map((c) => c.id);
      expect(memberIds).toContain(priv.id);
    });

    it('lets only the author edit and delete', async () => {
      const post = (
        await http.post('/contents/', { content: 'Draft words', group: org.id }, u.member.token)
      ).json().data as Content;
      expect(
        (await http.patch(`/contents/${post.id}/`, { content: 'Other' }, u.admin.token)).statusCode,
      ).toBe(403);
      expect(
        (await http.patch(`/contents/${post.id}/`, { content: 'Other' }, u.staff.token)).statusCode,
      ).toBe(403);
      const edited = await http.patch(`/contents/${post.id}/`, { content: 'Better words' }, u.member.token);
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.title).toBe('Better words');
      expect(edited.json().data.last_edited_at).not.toBeNull();
      expect((await http.delete(`/contents/${post.id}/`, u.admin.token)).statusCode).toBe(403);
      const gone = await http.delete(`/contents/${post.id}/`, u.member.token);
      expect(gone.json().message).toBe(M.postDeleted);
      expect((await http.get(`/contents/${post.id}/`, u.member.token)).statusCode).toBe(404);
    });

    it('queues the newsletter job for the engage module', async () => {
      const res = await http.post(
        '/contents/',
        { type: 'newsletter', content: 'Monthly news', group: org.id },
        u.admin.token,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(M.newsletterSubmitted);
      const rows = await t.ctx.database.query<{ payload: { content_id: number } }>(
        "SELECT payload FROM background_jobs WHERE name = 'newsletter.created'",
      );
      expect(rows.map((r) => r.payload.content_id)).toContain(res.json().data.id);
    });
  });

  describe('resources and prompts', () => {
    it('refuses contributions from members who are neither certified nor admins', async () => {
      const res = await http.post('/contents/', resource(org.id), u.member.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.contributeNotAllowed);
    });

    it('publishes at once for an approver of the organization, sanitising the text', async () => {
      const res = await http.post('/contents/', resource(org.id), u.certified.token);
      expect(res.statusCode).toBe(201);
      const item = res.json().data as Content;
      expect(item.status).toBe('approved');
      expect(item.security_level).toBe(0);
      expect(item.is_contributed).toBe(true);
      expect(item.topics_detailed.map((x) => x.id).sort()).toEqual([...topicIds].sort());
      expect(item.topic_area).toMatchObject({ id: area.id, name: 'Data careers' });
      expect(item.content).toContain('<b>stories</b>');
      expect(item.content).not.toMatch(/onerror|javascript:|<img/);
      expect(item.raw_text).toContain('Prepare stories and practise SQL.');
    });

    it('keeps a circle admin’s resource pending until an organization approver decides', async () => {
      const res = await http.post('/contents/', resource(circle.id, { type: 'prompt' }), u.circleAdmin.token);
      expect(res.statusCode).toBe(201);
      const item = res.json().data as Content;
      expect(item.status).toBe('pending');
      expect((await http.get(`/contents/${item.id}/`, u.member.token)).statusCode).toBe(404);
      expect((await http.get(`/contents/${item.id}/`, u.otherAdmin.token)).statusCode).toBe(404);
      const seen = (await http.get(`/contents/${item.id}/`, u.admin.token)).json().data as Content;
      expect(seen).toMatchObject({ can_approve: true, can_reject: true });
      const pending = (await http.get(`/contents/?type=prompt&status=pending`, u.admin.token)).json()
        .data as Content[];
      expect(pending.map((c) => c.id)).toContain(item.id);
      expect(
        (await http.post(`/contents/${item.id}/approve-reject/`, { action: 'approve' }, u.circleAdmin.token))
          .statusCode,
      ).toBe(403);
      const rejected = await http.post(
        `/contents/${item.id}/approve-reject/`,
        { action: 'reject' },
        u.admin.token,
      );
      expect(rejected.json()).toMatchObject({ message: M.rejected, data: { status: 'rejected' } });
      // Resources: approve and reject are offered whenever not approved.
      const again = await http.post(
        `/contents/${item.id}/approve-reject/`,
        { action: 'reject' },
        u.admin.token,
      );
      expect(again.statusCode).toBe(200);
      const approved = await http.post(
        `/contents/${item.id}/approve-reject/`,
        { action: 'approve' },
        u.certified.token,
      );
      expect(approved.json()).toMatchObject({ message: M.approved, data: { status: 'approved' } });
      const twice = await http.post(
        `/contents/${item.id}/approve-reject/`,
        { action: 'approve' },
        u.admin.token,
      );
      expect(twice.statusCode).toBe(400);
      expect(
        (await http.post(`/contents/${item.id}/approve-reject/`, { action: 'reject' }, u.admin.token))
          .statusCode,
      ).toBe(400);
      expect((await http.get(`/contents/${item.id}/`, u.member.token)).statusCode).toBe(200);
    });

    it('requires the contribute form’s fields and a source for external resources', async () => {
      const res = await http.post(
        '/contents/',
        { type: 'resource', title: 'T', content: 'x', group: org.id, sub_type: 'external' },
        u.admin.token,
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().field_errors).sort()).toEqual([
        'career_stages',
        'source',
        'topic_area',
        'topics',
      ]);
      const bad = await http.post(
        '/contents/',
        resource(org.id, { sub_type: 'external', source: 'javascript:alert(1)' }),
        u.admin.token,
      );
      expect(bad.json().field_errors.source).toEqual([M.invalidUrl]);
      const ok = await http.post(
        '/contents/',
        resource(org.id, { sub_type: 'external', source: 'https://example.org/guide' }),
        u.admin.token,
      );
      expect(ok.json().data).toMatchObject({ sub_type: 'external', source: 'https://example.org/guide' });
      const tooMany = await http.post(
        '/contents/',
        resource(org.id, { topics: [1, 2, 3, 4, 5, 6, 7, 8] }),
        u.admin.token,
      );
      expect(tooMany.json().field_errors.topics).toEqual([M.maxTopics]);
    });

    it('attaches at most 7 of the author’s own files and one image thumbnail', async () => {
      const pdfs = await Promise.all(Array.from({ length: 8 }, () => makeUpload(t, u.admin.id)));
      const png = await makeUpload(t, u.admin.id, 'image/png');
      const eight = await http.post('/contents/', resource(org.id, { files: pdfs }), u.admin.token);
      expect(eight.json().field_errors.files).toEqual([M.maxFiles]);
      const foreign = await makeUpload(t, u.member.id);
      const notMine = await http.post('/contents/', resource(org.id, { files: [foreign] }), u.admin.token);
      expect(notMine.json().field_errors['files.0']).toEqual([M.fileNotOwned]);
      const pdfThumb = await http.post(
        '/contents/',
        resource(org.id, { thumbnail_image: pdfs[0] }),
        u.admin.token,
      );
      expect(pdfThumb.json().field_errors.thumbnail_image).toEqual([M.thumbnailType]);
      const ok = await http.post(
        '/contents/',
        resource(org.id, { files: pdfs.slice(0, 7), thumbnail_image: png }),
        u.admin.token,
      );
      expect(ok.statusCode).toBe(201);
      const item = ok.json().data as Content;
      expect(item.files).toHaveLength(7);
      expect(item.files[0]).toMatchObject({ mime_type: 'application/pdf', kind: 'file' });
      expect(item.thumbnail_image).toMatchObject({ id: png, kind: 'thumbnail' });
      const trimmed = await http.patch(`/contents/${item.id}/`, { files: pdfs.slice(0, 2) }, u.admin.token);
      expect(trimmed.json().data.files).toHaveLength(2);
      expect(trimmed.json().data.thumbnail_image.id).toBe(png);
    });
  });

  describe('premium resources', () => {
    let item: Content;
    beforeAll(async () => {
      const pdf = await makeUpload(t, u.admin.id);
      const long = `${'Premium insight about salary negotiation. '.repeat(20)}`;
      item = (
        await http.post(
          '/contents/',
          resource(org.id, { is_premium: true, content: long, data: undefined, files: [pdf] }),
          u.admin.token,
        )
      ).json().data as Content;
    });

    it('locks the text beyond 200 characters and the files for members without premium viewing and for visitors', async () => {
      for (const token of [u.member.token, undefined]) {
        const seen = (await http.get(`/contents/slug/${item.slug}/`, token)).json().data as Content;
        expect(seen.is_locked).toBe(true);
        expect(seen.content).toBe('');
        expect(seen.data.blocks).toEqual([]);
        expect(seen.files).toEqual([]);
        expect(seen.raw_text.length).toBeLessThanOrEqual(200);
        expect(seen.raw_text.length).toBeGreaterThan(100);
      }
      const listed = (
        (await http.get(`/contents/?type=resource&group_id=${org.id}`, u.member.token)).json()
          .data as Content[]
      ).find((c) => c.id === item.id)!;
      expect(listed.is_locked).toBe(true);
      expect(listed.files).toEqual([]);
    });

    it('opens it for its author, staff and users whose subscription grants premium viewing', async () => {
      for (const token of [u.admin.token, u.staff.token]) {
        const seen = (await http.get(`/contents/${item.id}/`, token)).json().data as Content;
        expect(seen).toMatchObject({ is_locked: false });
        expect(seen.files).toHaveLength(1);
      }
      await t.ctx.database.db.insert(userEntitlements).values({ userId: u.member.id, premiumViewing: true });
      const seen = (await http.get(`/contents/${item.id}/`, u.member.token)).json().data as Content;
      expect(seen.is_locked).toBe(false);
      expect(seen.raw_text.length).toBeGreaterThan(200);
    });
  });

  it('keeps career tips and contents apart', async () => {
    const tip = await makeContent(t, { groupId: org.id, createdBy: u.admin.id, type: 'career_tip' });
    expect((await http.get(`/contents/${tip.id}/`)).statusCode).toBe(404);
    expect((await http.get(`/career-tips/${tip.id}/`)).statusCode).toBe(200);
  });
});
