import { CONTENT_MESSAGES as M, type Content } from '@careerhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeUpload } from '../../../test/contents-helpers.js';
import { useContentsWorld, type ContentsWorld } from '../../../test/contents-world.js';
import type { TestApp } from '../../../test/helpers.js';
import { userEntitlements } from '../../db/schema/index.js';

/** Resources, prompts, approvals, premium locking and attachments, per role (spec section 6). */
describe('contents API: resources', () => {
  const w = useContentsWorld();
  let t: TestApp;
  let http: ContentsWorld['http'];
  let org: { id: number };
  let circle: { id: number };
  let u: ContentsWorld['u'];
  let resource: ContentsWorld['resource'];
  let area: { id: number };
  let topicIds: number[];
  beforeAll(() => {
    ({ t, http, org, circle, u, resource, area, topicIds } = w);
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
