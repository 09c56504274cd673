import { CONTENT_MESSAGES as M, NOTIFICATION_EVENTS } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeTopicArea, makeUpload } from '../../../test/contents-helpers.js';
import { addMember, api, certify, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { topics } from '../../db/schema/index.js';

/**
 * Issue 18's closing items: share_as_newsletter_and_post, the author's notification on approve
 * and reject, rich-text image and file blocks limited to the author's uploads, and who is offered
 * Create on a group's Resources tab.
 */
describe('contents: sharing, decisions, block uploads, contribute permission', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let circle: { id: number };
  let taxonomy: { topics: number[]; topic_area: number; career_stages: number[] };
  const u = {} as Record<'member' | 'admin' | 'certified' | 'leader' | 'other' | 'outsider', TestUser>;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
    for (const name of ['member', 'admin', 'leader', 'other', 'outsider'] as const)
      u[name] = await makeUser(t);
    u.certified = await makeUser(t, { isCertified: true });
    await addMember(t, org.id, u.member);
    await addMember(t, org.id, u.other);
    await addMember(t, org.id, u.certified, 'leader');
    await addMember(t, org.id, u.leader, 'leader');
    await addMember(t, org.id, u.admin, 'admin');
    await certify(t, u.admin, org.id);
    // Default organization: approvals are for items of the approver's default organization.
    const [topic] = await t.ctx.database.db
      .insert(topics)
      .values({ name: `Sharing ${Date.now()}` })
      .returning();
    taxonomy = { topics: [topic!.id], topic_area: (await makeTopicArea(t)).id, career_stages: [1] };
    await t.ctx.database.query(`UPDATE group_memberships SET is_default = true WHERE group_id = $1`, [
      org.id,
    ]);
  });
  afterAll(() => t.close());

  const typesIn = async (groupId: number, token: string) =>
    (
      (await http.get(`/contents/?group_id=${groupId}&types=post,newsletter&page_size=50`, token)).json()
        .data as Array<{ type: string; raw_text: string }>
    ).map((c) => `${c.type}:${c.raw_text}`);
  const jobsFor = async (contentId: number) =>
    (
      await t.ctx.database.query<{ payload: { content_id: number } }>(
        "SELECT payload FROM background_jobs WHERE name = 'newsletter.created'",
      )
    ).filter((r) => r.payload.content_id === contentId).length;

  describe('share_as_newsletter_and_post', () => {
    it('a newsletter shared as a post is stored as both, written together; the newsletter is mailed', async () => {
      const res = await http.post(
        '/contents/',
        { type: 'newsletter', content: 'Both ways news', group: org.id, share_as_newsletter_and_post: true },
        u.admin.token,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(M.newsletterSubmitted);
      expect(await typesIn(org.id, u.member.token)).toEqual(
        expect.arrayContaining(['newsletter:Both ways news', 'post:Both ways news']),
      );
      expect(await jobsFor(res.json().data.id)).toBe(1);
    });

    it('without the flag only the newsletter is stored', async () => {
      await http.post(
        '/contents/',
        { type: 'newsletter', content: 'Only mail', group: org.id },
        u.admin.token,
      );
      const items = await typesIn(org.id, u.member.token);
      expect(items).toContain('newsletter:Only mail');
      expect(items).not.toContain('post:Only mail');
    });

    it('a post shared as a newsletter also goes out by mail (the companion newsletter is queued)', async () => {
      const res = await http.post(
        '/contents/',
        { type: 'post', content: 'Post and mail', group: org.id, share_as_newsletter_and_post: true },
        u.admin.token,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(M.postCreated);
      const rows = await t.ctx.database.query<{ id: number; type: string }>(
        "SELECT id, type FROM contents WHERE raw_text = 'Post and mail' ORDER BY id",
      );
      expect(rows.map((r) => r.type)).toEqual(['post', 'newsletter']);
      expect(await jobsFor(rows[1]!.id)).toBe(1);
    });

    it('nothing is stored when the companion cannot be written (bad input is refused first)', async () => {
      const before = await t.ctx.database.query('SELECT id FROM contents');
      const res = await http.post(
        '/contents/',
        {
          type: 'newsletter',
          content: 'x'.repeat(4001),
          group: org.id,
          share_as_newsletter_and_post: true,
        },
        u.admin.token,
      );
      expect(res.statusCode).toBe(400);
      expect(await t.ctx.database.query('SELECT id FROM contents')).toHaveLength(before.length);
    });
  });

  describe("the author hears of an approver's decision", () => {
    const notesOf = async (user: TestUser) => (await t.ctx.notifications.list(user.id, 1, 50)).data;

    it('approve and reject each notify the author, with a link to the item', async () => {
      for (const action of ['approve', 'reject'] as const) {
        const item = await makeContent(t, {
          groupId: org.id,
          createdBy: u.certified.id,
          status: 'pending',
          title: `Guide to ${action}`,
        });
        const res = await http.post(`/contents/${item.id}/approve-reject/`, { action }, u.admin.token);
        expect(res.statusCode).toBe(200);
        const note = (await notesOf(u.certified)).find((n) => n.message.includes(`Guide to ${action}`));
        expect(note).toMatchObject({
          notification_type:
            action === 'approve' ? NOTIFICATION_EVENTS.contentApproved : NOTIFICATION_EVENTS.contentRejected,
          message:
            action === 'approve'
              ? M.notificationApproved(`Guide to ${action}`)
              : M.notificationRejected(`Guide to ${action}`),
          link: `/resource/${item.slug}`,
        });
      }
    });

    it('an approver deciding on their own item gets no notification; a a refused decision (a member: the pending item is not theirs to see) sends none', async () => {
      const own = await makeContent(t, { groupId: org.id, createdBy: u.admin.id, status: 'pending' });
      const before = (await notesOf(u.admin)).length;
      expect(
        (await http.post(`/contents/${own.id}/approve-reject/`, { action: 'approve' }, u.admin.token))
          .statusCode,
      ).toBe(200);
      expect(await notesOf(u.admin)).toHaveLength(before);
      const item = await makeContent(t, { groupId: org.id, createdBy: u.certified.id, status: 'pending' });
      const count = (await notesOf(u.certified)).length;
      expect(
        (await http.post(`/contents/${item.id}/approve-reject/`, { action: 'approve' }, u.member.token))
          .statusCode,
      ).toBe(404);
      expect(await notesOf(u.certified)).toHaveLength(count);
    });
  });

  describe('image and file blocks point at the author’s own uploads', () => {
    const withBlocks = (blocks: unknown[]) => ({
      type: 'resource',
      title: 'With media',
      group: org.id,
      ...taxonomy,
      data: { blocks: [{ type: 'paragraph', data: { text: 'Some text' } }, ...blocks] },
    });

    it("accepts the author's image and file uploads and stores their own addresses", async () => {
      const image = await makeUpload(t, u.admin.id, 'image/png');
      const pdf = await makeUpload(t, u.admin.id);
      const res = await http.post(
        '/contents/',
        withBlocks([
          { type: 'image', data: { upload_id: image, url: 'https://elsewhere.example/x.png' } },
          { type: 'file', data: { upload_id: pdf, name: 'notes.pdf' } },
        ]),
        u.admin.token,
      );
      expect(res.statusCode).toBe(201);
      const blocks = res.json().data.data.blocks as Array<{
        type: string;
        data: { url?: string; mime_type?: string };
      }>;
      expect(blocks[1]!.data.url).toMatch(/^\/media\/files\/test-.*\.png$/);
      expect(blocks[2]!.data).toMatchObject({ mime_type: 'application/pdf' });
      expect(blocks[2]!.data.url).toMatch(/^\/media\/files\/test-.*\.pdf$/);
    });

    it("refuses someone else's upload, an unknown upload, a non-image as an image, and a bare /media/ address", async () => {
      const others = await makeUpload(t, u.member.id, 'image/png');
      const pdf = await makeUpload(t, u.admin.id);
      const before = await t.ctx.database.query('SELECT id FROM contents');
      const cases: Array<[unknown, string]> = [
        [{ type: 'image', data: { upload_id: others, url: '/media/x.png' } }, M.fileNotOwned],
        [{ type: 'file', data: { upload_id: others } }, M.fileNotOwned],
        [{ type: 'file', data: { upload_id: 2_000_000_000 } }, M.fileNotFound],
        [{ type: 'image', data: { upload_id: pdf, url: '/media/x.png' } }, M.thumbnailType],
        [{ type: 'image', data: { url: '/media/files/someone-else.png' } }, M.fileNotOwned],
      ];
      for (const [block, message] of cases) {
        const res = await http.post('/contents/', withBlocks([block]), u.admin.token);
        expect(res.statusCode, JSON.stringify(block)).toBe(400);
        expect(res.json().field_errors['data.blocks.1.data.upload_id']).toEqual([message]);
      }
      expect(await t.ctx.database.query('SELECT id FROM contents')).toHaveLength(before.length);
    });

    it('an image from a public https address needs no upload', async () => {
      const res = await http.post(
        '/contents/',
        withBlocks([{ type: 'image', data: { url: 'https://images.example.com/chart.png' } }]),
        u.admin.token,
      );
      expect(res.statusCode).toBe(201);
    });
  });

  describe('can_create_resources follows who may contribute', () => {
    const permissions = async (groupId: number, token: string) =>
      (await http.get(`/groups/${groupId}/`, token)).json().permissions as Record<string, boolean> | null;

    it('certified users, certified group profiles and admins; Classroom stays with certified admins', async () => {
      expect(await permissions(org.id, u.admin.token)).toMatchObject({
        can_create_resources: true,
        can_sync_classroom: true,
      });
      // The account's leadership certification (the demo certified leader's case).
      expect(await permissions(org.id, u.certified.token)).toMatchObject({
        can_create_resources: true,
        can_sync_classroom: false,
      });
      await certify(t, u.leader, org.id);
      expect(await permissions(circle.id, u.leader.token)).toMatchObject({
        can_create_resources: true,
        can_sync_classroom: false,
      });
      expect(await permissions(org.id, u.member.token)).toMatchObject({
        can_create_resources: false,
        can_sync_classroom: false,
      });
      expect(await permissions(org.id, u.outsider.token)).toMatchObject({ can_create_resources: false });
    });

    it('the flag agrees with what the server accepts', async () => {
      for (const [who, status] of [
        ['certified', 201],
        ['leader', 201],
        ['member', 403],
      ] as const) {
        const res = await http.post(
          '/contents/',
          { type: 'resource', title: `By ${who}`, content: 'A guide', group: org.id, ...taxonomy },
          u[who].token,
        );
        expect(res.statusCode, who).toBe(status);
      }
    });
  });
});
