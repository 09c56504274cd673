import type { Content } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useContentsWorld, type ContentsWorld } from '../../../test/contents-world.js';
import type { TestApp } from '../../../test/helpers.js';

/**
 * A signed-out reader's item page is one shared serialized body (contents.public.ts): it must be
 * the same answer the item would get without it, and every write made here must show on the very
 * next read (the world's app runs with the default GROUP_COUNT_CACHE_TTL_MS, 5 s).
 */
describe('contents API: the page signed-out readers share', () => {
  const w = useContentsWorld();
  let t: TestApp;
  let http: ContentsWorld['http'];
  let u: ContentsWorld['u'];
  let org: { id: number };
  beforeAll(() => {
    ({ t, http, u, org } = w);
  });

  const publicPost = async (text: string) => {
    const res = await http.post(
      '/contents/',
      { content: text, group: org.id, security_level: 0 },
      u.member.token,
    );
    expect(res.statusCode).toBe(201);
    return res.json().data as Content;
  };
  const anonymous = async (slug: string) => http.get(`/contents/slug/${slug}/`);
  /** Changes the row behind the app's back: only a read that skips the kept body sees it. */
  const retitleInDatabase = (id: number, title: string) =>
    t.ctx.transactions.db.execute(sql`UPDATE contents SET title = ${title} WHERE id = ${id}`);

  it('answers the same JSON as a fresh read, with no rights, vote or bookmark of anyone', async () => {
    const post = await publicPost('A post every visitor may read.');
    const first = await anonymous(post.slug);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const item = first.json().data as Content;
    expect(item).toMatchObject({
      id: post.id,
      title: post.title,
      can_edit: false,
      can_delete: false,
      can_approve: false,
      can_reject: false,
      user_vote_type: null,
      is_bookmarked: false,
    });
    // The author's own read differs only in what the author may do.
    const own = (await http.get(`/contents/slug/${post.slug}/`, u.member.token)).json().data as Content;
    expect({ ...own, can_edit: false, can_delete: false }).toEqual(item);
    expect((await anonymous(post.slug)).body).toBe(first.body);
  });

  it('is kept for visitors only: a signed-in reader reads the row every time', async () => {
    const post = await publicPost('Read by visitors and members.');
    await anonymous(post.slug);
    await retitleInDatabase(post.id, 'Changed behind the app');
    expect(((await anonymous(post.slug)).json().data as Content).title).toBe(post.title);
    const member = (await http.get(`/contents/slug/${post.slug}/`, u.outsider.token)).json().data as Content;
    expect(member.title).toBe('Changed behind the app');
  });

  it('shows an edit, a vote, a change to private and a deletion on the next visitor read', async () => {
    const post = await publicPost('Before the edit.');
    expect((await anonymous(post.slug)).json().data.vote_score).toBe(0);

    const edited = await http.patch(`/contents/${post.id}/`, { title: 'After the edit' }, u.member.token);
    expect(edited.statusCode).toBe(200);
    expect((await anonymous(post.slug)).json().data.title).toBe('After the edit');

    const vote = await http.post(
      '/votes/',
      { content_type: 'content', object_id: post.id, vote_type: 'upvote' },
      u.admin.token,
    );
    expect(vote.statusCode).toBe(200);
    expect((await anonymous(post.slug)).json().data.vote_score).toBe(1);

    await http.patch(`/contents/${post.id}/`, { security_level: 20 }, u.member.token);
    expect((await anonymous(post.slug)).statusCode).toBe(404);
    await http.patch(`/contents/${post.id}/`, { security_level: 0 }, u.member.token);
    expect((await anonymous(post.slug)).statusCode).toBe(200);

    expect((await http.delete(`/contents/${post.id}/`, u.member.token)).statusCode).toBe(200);
    expect((await anonymous(post.slug)).statusCode).toBe(404);
  });

  it('never keeps a refusal: a pending resource is 404 until approved, then readable at once', async () => {
    const res = await http.post('/contents/', w.resource(w.circle.id), u.circleAdmin.token);
    const item = res.json().data as Content;
    expect(item.status).toBe('pending');
    expect((await anonymous(item.slug)).statusCode).toBe(404);
    const approved = await http.post(
      `/contents/${item.id}/approve-reject/`,
      { action: 'approve' },
      u.admin.token,
    );
    expect(approved.statusCode).toBe(200);
    const read = await anonymous(item.slug);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.status).toBe('approved');
  });
});
