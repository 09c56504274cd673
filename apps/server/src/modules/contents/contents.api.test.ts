import { CONTENT_MESSAGES as M, type Content } from '@careerhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useContentsWorld, type ContentsWorld } from '../../../test/contents-world.js';
import type { TestApp } from '../../../test/helpers.js';

/** Posts per role (spec section 6); resources in contents-resources.api.test.ts. */
describe('contents API: posts', () => {
  const w = useContentsWorld();
  let t: TestApp;
  let http: ContentsWorld['http'];
  let org: { id: number };
  let paid: { id: number };
  let circle: { id: number };
  let u: ContentsWorld['u'];
  beforeAll(() => {
    ({ t, http, org, paid, circle, u } = w);
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
});
