import { COMMENT_TEXT, COMMENTS_PAGE_SIZE, ERRORS, NOTIFICATION_EVENTS } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent } from '../../../test/community-helpers.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('comments API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let otherOrg: { id: number };
  let author: TestUser; // wrote the post: a member of org
  let member: TestUser;
  let other: TestUser; // another member
  let admin: TestUser; // admin of org
  let leader: TestUser; // leader of org (not an admin)
  let otherAdmin: TestUser; // admin of another organization
  let outsider: TestUser; // no membership
  let staff: TestUser;
  let trial: TestUser;
  let post: { id: number; slug: string };

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    otherOrg = await makeGroup(t, { groupType: 'organization' });
    author = await makeUser(t, { firstName: 'Ada', lastName: 'Author' });
    member = await makeUser(t, { firstName: 'Mo', lastName: 'Member' });
    other = await makeUser(t, { firstName: 'Olu', lastName: 'Other' });
    admin = await makeUser(t);
    leader = await makeUser(t);
    otherAdmin = await makeUser(t);
    outsider = await makeUser(t);
    staff = await makeUser(t, { isStaff: true });
    trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    for (const u of [author, member, other]) await addMember(t, org.id, u);
    await addMember(t, org.id, admin, 'admin');
    await addMember(t, org.id, leader, 'leader');
    await addMember(t, otherOrg.id, otherAdmin, 'admin');
    post = await makeContent(t, { createdBy: author.id, groupId: org.id, title: 'Hiring in climate tech' });
  });
  afterAll(() => t.close());

  const comment = async (user: TestUser, body: string, parentId?: number, contentId = post.id) => {
    const res = await http.post(
      `/contents/${contentId}/comments/`,
      parentId ? { body, parent_id: parentId } : { body },
      user.token,
    );
    return res;
  };
  const listOf = async (contentId = post.id, token?: string, query = '') =>
    http.get(`/contents/${contentId}/comments/${query}`, token);
  const notificationsOf = async (user: TestUser) => (await t.ctx.notifications.list(user.id, 1, 50)).data;

  it('lets a member comment, shows it to everyone and notifies the author of the post', async () => {
    const res = await comment(member, '  Great post!  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(COMMENT_TEXT.created);
    const created = res.json().data;
    expect(created).toMatchObject({
      content_id: post.id,
      parent_id: null,
      body: 'Great post!',
      author: { id: member.id, name: 'Mo Member' },
      is_deleted: false,
      can_edit: true,
      can_delete: true,
      can_remove: false,
      replies: [],
    });

    const anonymous = await listOf();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().can_comment).toBe(false);
    const seen = anonymous.json().data.find((c: { id: number }) => c.id === created.id);
    expect(seen).toMatchObject({
      body: 'Great post!',
      can_edit: false,
      can_delete: false,
      can_remove: false,
    });

    const [note] = await notificationsOf(author);
    expect(note).toMatchObject({
      notification_type: NOTIFICATION_EVENTS.comment,
      message: COMMENT_TEXT.notificationComment('Mo Member', 'Hiring in climate tech'),
      link: `/post/${post.slug}#comment-${created.id}`,
      is_read: false,
    });
  });

  it('does not notify authors of their own comments', async () => {
    const before = (await notificationsOf(author)).length;
    expect((await comment(author, 'Thanks all')).statusCode).toBe(201);
    expect((await notificationsOf(author)).length).toBe(before);
  });

  it('nests replies one level deep: a reply to a reply joins the top-level thread', async () => {
    const top = (await comment(member, 'Which roles?')).json().data;
    const reply = await comment(other, 'Data roles mostly', top.id);
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.parent_id).toBe(top.id);
    const deeper = await comment(author, 'And engineering', reply.json().data.id);
    expect(deeper.statusCode).toBe(201);
    expect(deeper.json().data.parent_id).toBe(top.id);

    const thread = (await listOf(post.id, member.token))
      .json()
      .data.find((c: { id: number }) => c.id === top.id);
    expect(thread.replies.map((r: { body: string }) => r.body)).toEqual([
      'Data roles mostly',
      'And engineering',
    ]);
    expect(thread.replies.every((r: { replies?: unknown }) => r.replies === undefined)).toBe(true);

    // The answered comment's author hears of the reply; the post's author once for each comment.
    const memberNotes = await notificationsOf(member);
    expect(memberNotes[0]).toMatchObject({
      notification_type: NOTIFICATION_EVENTS.commentReply,
      message: COMMENT_TEXT.notificationReply('Olu Other'),
    });
    const otherNotes = await notificationsOf(other);
    expect(otherNotes[0]).toMatchObject({
      notification_type: NOTIFICATION_EVENTS.commentReply,
      message: COMMENT_TEXT.notificationReply('Ada Author'),
    });
  });

  it('refuses a reply to a comment of another item or one that was deleted', async () => {
    const elsewhere = await makeContent(t, { createdBy: author.id, groupId: org.id });
    const foreign = (await comment(member, 'Elsewhere', undefined, elsewhere.id)).json().data;
    const res = await comment(member, 'Reply', foreign.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ parent_id: [COMMENT_TEXT.parentMissing] });
    const gone = (await comment(member, 'Soon gone')).json().data;
    expect((await http.delete(`/comments/${gone.id}/`, member.token)).statusCode).toBe(200);
    expect((await comment(other, 'Reply', gone.id)).statusCode).toBe(400);
    expect((await comment(other, 'Reply', 2_000_000_000)).statusCode).toBe(400);
  });

  it('validates the text: required, at most 4000 characters, kept as plain text', async () => {
    for (const body of ['', '   \n\n  ', '\u200b']) {
      const res = await comment(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field_errors.body).toEqual([COMMENT_TEXT.required]);
    }
    const long = await comment(member, 'x'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json().field_errors.body).toEqual([COMMENT_TEXT.tooLong]);
    expect((await comment(member, 'x'.repeat(4000))).statusCode).toBe(201);
    expect((await comment(member, 'bad\u0000')).statusCode).toBe(400);
    expect(
      (await http.post(`/contents/${post.id}/comments/`, { body: 'x', extra: 1 }, member.token)).statusCode,
    ).toBe(400);

    const html = await comment(member, '<script>alert(1)</script>\r\n\r\n\r\n\r\nline\u0007two\u202e');
    expect(html.statusCode).toBe(201);
    expect(html.json().data.body).toBe('<script>alert(1)</script>\n\nlinetwo');
  });

  it('answers 404 for an item that does not exist, and 401 to anonymous writers', async () => {
    expect((await listOf(2_000_000_000)).statusCode).toBe(404);
    expect((await comment(member, 'Hi', undefined, 2_000_000_000)).statusCode).toBe(404);
    expect((await http.post(`/contents/${post.id}/comments/`, { body: 'Hi' })).statusCode).toBe(401);
    expect((await http.patch('/comments/1/', { body: 'Hi' })).statusCode).toBe(401);
    expect((await http.delete('/comments/1/')).statusCode).toBe(401);
  });

  it('refuses trial accounts', async () => {
    const res = await comment(trial, 'Hello');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERRORS.forbidden);
  });

  it('hides comments of a private post from people outside its group', async () => {
    const secret = await makeContent(t, { createdBy: author.id, groupId: org.id, securityLevel: 20 });
    expect((await comment(member, 'Members only', undefined, secret.id)).statusCode).toBe(201);
    for (const who of [outsider, otherAdmin]) {
      expect((await listOf(secret.id, who.token)).statusCode).toBe(404);
      expect((await comment(who, 'Let me in', undefined, secret.id)).statusCode).toBe(404);
    }
    expect((await listOf(secret.id)).statusCode).toBe(404);
    expect((await listOf(secret.id, staff.token)).json().data).toHaveLength(1);
  });

  it('hides comments of a pending item from everyone but its author, group admins and staff', async () => {
    const pending = await makeContent(t, {
      createdBy: author.id,
      groupId: org.id,
      type: 'resource',
      status: 'pending',
    });
    expect((await listOf(pending.id, member.token)).statusCode).toBe(404);
    for (const who of [author, admin, staff])
      expect((await listOf(pending.id, who.token)).statusCode).toBe(200);
  });

  it('lets only the author edit, and marks the comment edited', async () => {
    const mine = (await comment(member, 'Typo hre')).json().data;
    for (const who of [other, admin, staff]) {
      expect((await http.patch(`/comments/${mine.id}/`, { body: 'Hijacked' }, who.token)).statusCode).toBe(
        403,
      );
    }
    const res = await http.patch(`/comments/${mine.id}/`, { body: 'Typo here' }, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(COMMENT_TEXT.updated);
    expect(res.json().data).toMatchObject({ body: 'Typo here' });
    expect(res.json().data.edited_at).not.toBeNull();
    expect((await http.patch(`/comments/${mine.id}/`, { body: '' }, member.token)).statusCode).toBe(400);
  });

  it('deletes: the author deletes; a top-level one with replies stays as a placeholder', async () => {
    const top = (await comment(member, 'Original')).json().data;
    const lonely = (await comment(member, 'Nobody answers')).json().data;
    await comment(other, 'An answer', top.id);
    expect((await http.delete(`/comments/${top.id}/`, other.token)).statusCode).toBe(403);
    const res = await http.delete(`/comments/${top.id}/`, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(COMMENT_TEXT.deleted);
    expect((await http.delete(`/comments/${lonely.id}/`, member.token)).statusCode).toBe(200);

    const all = (await listOf(post.id, member.token, '?page_size=100')).json().data as Array<{
      id: number;
      body: string;
      is_deleted: boolean;
      is_removed: boolean;
      author: unknown;
      can_edit: boolean;
      replies: unknown[];
    }>;
    const placeholder = all.find((c) => c.id === top.id)!;
    expect(placeholder).toMatchObject({
      body: '',
      is_deleted: true,
      is_removed: false,
      author: null,
      can_edit: false,
    });
    expect(placeholder.replies).toHaveLength(1);
    expect(all.find((c) => c.id === lonely.id)).toBeUndefined();
    expect((await http.patch(`/comments/${top.id}/`, { body: 'Back' }, member.token)).statusCode).toBe(409);
    expect((await http.delete(`/comments/${top.id}/`, member.token)).statusCode).toBe(404);
  });

  it('lets admins of the item group and staff remove comments; leaders and other admins may not', async () => {
    const first = (await comment(member, 'Off topic')).json().data;
    const adminView = (await listOf(post.id, admin.token))
      .json()
      .data.find((c: { id: number }) => c.id === first.id);
    expect(adminView).toMatchObject({ can_remove: true, can_delete: false });
    const leaderView = (await listOf(post.id, leader.token))
      .json()
      .data.find((c: { id: number }) => c.id === first.id);
    expect(leaderView.can_remove).toBe(false);

    for (const who of [leader, otherAdmin, outsider]) {
      expect((await http.delete(`/comments/${first.id}/`, who.token)).statusCode).toBe(403);
    }
    const removed = await http.delete(`/comments/${first.id}/`, admin.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(COMMENT_TEXT.removed);

    const second = (await comment(member, 'Spam')).json().data;
    await comment(other, 'Reported', second.id);
    expect((await http.delete(`/comments/${second.id}/`, staff.token)).statusCode).toBe(200);
    const thread = (await listOf(post.id, member.token))
      .json()
      .data.find((c: { id: number }) => c.id === second.id);
    expect(thread).toMatchObject({ is_deleted: true, is_removed: true, body: '' });
  });

  it(`pages top-level comments newest first, ${COMMENTS_PAGE_SIZE} a page`, async () => {
    const fresh = await makeContent(t, { createdBy: author.id, groupId: org.id });
    for (let i = 1; i <= 12; i += 1) await comment(member, `Comment ${i}`, undefined, fresh.id);
    const first = (await listOf(fresh.id)).json();
    expect(first.data).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(first.data[0].body).toBe('Comment 12');
    expect(first.pagination).toEqual({ count: 12, next: 2 });
    const second = (await listOf(fresh.id, undefined, '?page=2')).json();
    expect(second.data.map((c: { body: string }) => c.body)).toEqual(['Comment 2', 'Comment 1']);
    expect(second.pagination.next).toBeNull();
  });
});
