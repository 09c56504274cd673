import { ENGAGEMENT_MESSAGES as M, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent } from '../../../test/contents-helpers.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeJob, makeJobOrg } from '../../../test/jobs-helpers.js';
import { bookmarks, jobApplications, votes } from '../../db/schema/index.js';

/** Votes, bookmarks, Favorites and My Items per call, rule and role (spec content-ai-admin 3, 4, 7.3, 7.7). */
describe('engagement API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let privateCircle: { id: number };
  let member: TestUser;
  let outsider: TestUser;
  let author: TestUser;
  let resource: { id: number };
  let hidden: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    privateCircle = await makeGroup(t, { groupType: 'circle', parentId: org.id, visibility: 1 });
    member = await makeUser(t);
    outsider = await makeUser(t);
    author = await makeUser(t);
    await addMember(t, org.id, member);
    await addMember(t, org.id, author);
    await addMember(t, privateCircle.id, author);
    resource = await makeContent(t, { groupId: org.id, createdBy: author.id });
    hidden = await makeContent(t, { groupId: privateCircle.id, createdBy: author.id, securityLevel: 20 });
  });
  afterAll(() => t.close());

  const vote = (user: TestUser | undefined, body: Record<string, unknown>) =>
    http.post('/votes/', body, user?.token);
  const upvote = (user: TestUser, id: number, type = 'content') =>
    vote(user, { content_type: type, object_id: id, vote_type: 'upvote' });
  const downvote = (user: TestUser, id: number, type = 'content') =>
    vote(user, { content_type: type, object_id: id, vote_type: 'downvote' });

  describe('votes', () => {
    it('asks anonymous visitors to sign in', async () => {
      const res = await vote(undefined, {
        content_type: 'content',
        object_id: resource.id,
        vote_type: 'upvote',
      });
      expect(res.statusCode).toBe(401);
    });

    it('counts one vote per member, clears it on the same vote, moves the score by 2 on a switch', async () => {
      const item = await makeContent(t, { groupId: org.id, createdBy: author.id });
      let res = await upvote(member, item.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ total_score: 1, user_vote: 1, user_vote_type: 'upvote' });
      res = await upvote(outsider, item.id);
      expect(res.json().total_score).toBe(2);
      res = await downvote(member, item.id);
      expect(res.json()).toEqual({ total_score: 0, user_vote: -1, user_vote_type: 'downvote' });
      res = await downvote(member, item.id);
      expect(res.json()).toEqual({ total_score: 1, user_vote: null, user_vote_type: null });
      const read = await http.get(`/contents/${item.id}/`, outsider.token);
      expect(read.json().data).toMatchObject({
        vote_score: 1,
        user_vote_type: 'upvote',
        is_bookmarked: false,
      });
      const anonymous = await http.get(`/contents/${item.id}/`);
      expect(anonymous.json().data).toMatchObject({
        vote_score: 1,
        user_vote_type: null,
        is_bookmarked: false,
      });
    });

    it('refuses a vote_type other than upvote/downvote and an unknown content_type, writing nothing', async () => {
      for (const body of [
        { content_type: 'content', object_id: resource.id, vote_type: 'sideways' },
        { content_type: 'content', object_id: resource.id, vote_type: 1 },
        { content_type: 'spaceship', object_id: resource.id, vote_type: 'upvote' },
        { content_type: 'content', object_id: 'x', vote_type: 'upvote' },
      ]) {
        const res = await vote(member, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toHaveProperty('field_errors');
      }
      const res = await vote(member, {
        content_type: 'content',
        object_id: resource.id,
        vote_type: 'sideways',
      });
      expect(res.json().field_errors.vote_type).toEqual([VALIDATION.invalidValue]);
      // Kinds that take no votes.
      for (const type of ['job', 'circle']) {
        const refused = await upvote(member, resource.id, type);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().field_errors.content_type).toEqual([M.unknownType]);
      }
      const onResource = await t.ctx.database.query(
        `SELECT 1 FROM votes WHERE user_id = $1 AND object_id = $2`,
        [member.id, resource.id],
      );
      expect(onResource).toHaveLength(0);
    });

    it('answers 404 for an item the voter may not see or that does not exist, writing nothing', async () => {
      expect((await upvote(member, hidden.id)).statusCode).toBe(404);
      expect((await upvote(member, 2_000_000_000)).statusCode).toBe(404);
      expect((await upvote(author, hidden.id)).statusCode).toBe(200);
      const score = await t.ctx.database.query<{ score: number }>(
        `SELECT score FROM vote_scores WHERE content_type = 'content' AND object_id = $1`,
        [hidden.id],
      );
      expect(score[0]?.score).toBe(1);
    });

    it('votes on comments where their item is readable; the comment list shows the score', async () => {
      const post = await makeContent(t, { groupId: org.id, createdBy: author.id, type: 'post' });
      const created = await http.post(`/contents/${post.id}/comments/`, { body: 'Useful!' }, author.token);
      expect(created.statusCode).toBe(201);
      const commentId = created.json().data.id as number;
      expect((await upvote(member, commentId, 'comment')).json().total_score).toBe(1);
      const list = await http.get(`/contents/${post.id}/comments/`, member.token);
      expect(list.json().data[0]).toMatchObject({ id: commentId, vote_score: 1, user_vote_type: 'upvote' });
      const privatePost = await makeContent(t, {
        groupId: privateCircle.id,
        createdBy: author.id,
        type: 'post',
        securityLevel: 20,
      });
      const secret = await http.post(
        `/contents/${privatePost.id}/comments/`,
        { body: 'Inside' },
        author.token,
      );
      expect((await upvote(member, secret.json().data.id, 'comment')).statusCode).toBe(404);
    });
  });

  describe('bookmarks', () => {
    it('needs an account', async () => {
      expect((await http.post(`/bookmark/content/${resource.id}/`, {})).statusCode).toBe(401);
      expect((await http.delete(`/unbookmark/content/${resource.id}/`)).statusCode).toBe(401);
      expect((await http.get('/bookmark/content/')).statusCode).toBe(401);
      expect((await http.get('/my-favourites/')).statusCode).toBe(401);
      expect((await http.get('/my-items/')).statusCode).toBe(401);
      expect((await http.get('/contents/me/')).statusCode).toBe(401);
    });

    it('adds and removes a favourite with the spec toasts, and the item says so', async () => {
      const user = await makeUser(t);
      let res = await http.post(`/bookmark/content/${resource.id}/`, {}, user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.bookmarked, is_bookmarked: true });
      // A second add changes nothing.
      expect((await http.post(`/bookmark/content/${resource.id}/`, {}, user.token)).statusCode).toBe(200);
      expect((await http.get(`/contents/${resource.id}/`, user.token)).json().data.is_bookmarked).toBe(true);
      const list = await http.get('/bookmark/content/', user.token);
      expect(list.json().pagination).toEqual({ count: 1, next: null });
      expect(list.json().data[0]).toMatchObject({
        id: resource.id,
        content_type: 'content',
        kind: 'resource',
        is_bookmarked: true,
      });
      expect(list.json().data[0].url).toMatch(/^\/resource\//);
      const favourites = await http.get('/my-favourites/', user.token);
      expect(favourites.json().data.resources.count).toBe(1);
      expect(favourites.json().data.use_cases).toEqual({ count: 0, data: [] });
      res = await http.delete(`/unbookmark/content/${resource.id}/`, user.token);
      expect(res.json()).toEqual({ message: M.unbookmarked, is_bookmarked: false });
      expect((await http.get(`/contents/${resource.id}/`, user.token)).json().data.is_bookmarked).toBe(false);
    });

    it('refuses an item the member cannot see and a kind it does not know, saving nothing', async () => {
      expect((await http.post(`/bookmark/content/${hidden.id}/`, {}, member.token)).statusCode).toBe(404);
      // A kind outside the path's list is no such path: 404, like any bad path segment.
      expect((await http.post(`/bookmark/comment/1/`, {}, member.token)).statusCode).toBe(404);
      expect((await http.post(`/bookmark/spaceship/1/`, {}, member.token)).statusCode).toBe(404);
      // A registered kind with no such item.
      expect((await http.post(`/bookmark/use_case/987654/`, {}, member.token)).statusCode).toBe(404);
      const rows = await t.ctx.database.query('SELECT 1 FROM bookmarks WHERE user_id = $1', [member.id]);
      expect(rows).toHaveLength(0);
    });

    it('pages favourites 10 at a time, newest first', async () => {
      const user = await makeUser(t);
      const items = [];
      for (let i = 0; i < 12; i += 1)
        items.push(await makeContent(t, { groupId: org.id, createdBy: author.id }));
      for (const item of items) await http.post(`/bookmark/content/${item.id}/`, {}, user.token);
      const first = await http.get('/bookmark/content/', user.token);
      expect(first.json().data).toHaveLength(10);
      expect(first.json().pagination).toEqual({ count: 12, next: 2 });
      const second = await http.get('/bookmark/content/?page=2', user.token);
      expect(second.json().data).toHaveLength(2);
      const favourites = await http.get('/my-favourites/', user.token);
      expect(favourites.json().data.resources.count).toBe(12);
      expect(favourites.json().data.resources.data).toHaveLength(3);
    });

    it('bookmarks jobs, circles and events; jobs carry is_bookmarked', async () => {
      const { org: jobOrg } = await makeJobOrg(t);
      const job = await makeJob(t, { groupId: jobOrg.id });
      const circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
      const event = await makeGroup(t, { groupType: 'event', parentId: org.id });
      const user = await makeUser(t);
      expect((await http.post(`/bookmark/job/${job.id}/`, {}, user.token)).statusCode).toBe(200);
      expect((await http.post(`/bookmark/circle/${circle.id}/`, {}, user.token)).statusCode).toBe(200);
      expect((await http.post(`/bookmark/event/${event.id}/`, {}, user.token)).statusCode).toBe(200);
      // An event is not a circle.
      expect((await http.post(`/bookmark/circle/${event.id}/`, {}, user.token)).statusCode).toBe(404);
      const read = await http.get(`/jobs/${job.id}/`, user.token);
      expect(read.json().data).toMatchObject({ is_bookmarked: true, vote_score: 0, user_vote_type: null });
      expect((await http.get(`/jobs/${job.id}/`)).json().data.is_bookmarked).toBe(false);
      const favourites = (await http.get('/my-favourites/', user.token)).json().data;
      expect(favourites.jobs.data[0]).toMatchObject({ id: job.id, url: `/job/${job.slug}` });
      expect(favourites.circles.data[0]).toMatchObject({ id: circle.id, content_type: 'circle' });
      expect(favourites.events.data[0]).toMatchObject({ id: event.id, content_type: 'event' });
    });
  });

  describe('my items', () => {
    it('lists what the member wrote or applied to, by section and by {type}/me/', async () => {
      const user = await makeUser(t);
      await addMember(t, org.id, user);
      const mine = await makeContent(t, { groupId: org.id, createdBy: user.id });
      const post = await makeContent(t, { groupId: org.id, createdBy: user.id, type: 'post' });
      const tip = await makeContent(t, { groupId: org.id, createdBy: user.id, type: 'career_tip' });
      await makeContent(t, { groupId: org.id, createdBy: author.id });
      const circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
      await addMember(t, circle.id, user, 'member', 'pending');
      const { org: jobOrg } = await makeJobOrg(t);
      const job = await makeJob(t, { groupId: jobOrg.id });
      await t.ctx.database.db.insert(jobApplications).values({ jobId: job.id, userId: user.id });

      const items = (await http.get('/my-items/', user.token)).json().data;
      expect(items.resources.data.map((i: { id: number }) => i.id)).toEqual([mine.id]);
      expect(items.posts.data.map((i: { id: number }) => i.id)).toEqual([post.id]);
      expect(items.circles.data[0]).toMatchObject({ id: circle.id, status: 'pending' });
      expect(items.jobs.data[0]).toMatchObject({ id: job.id, status: 'pending' });
      expect(items.use_cases).toEqual({ count: 0, data: [] });
      expect(items.ai_tools).toEqual({ count: 0, data: [] });

      const resources = await http.get('/contents/me/?type=resource', user.token);
      expect(resources.json().data.map((i: { id: number }) => i.id)).toEqual([mine.id]);
      const all = await http.get('/contents/me/', user.token);
      expect(all.json().pagination.count).toBe(2);
      const tips = await http.get('/career-tips/me/', user.token);
      expect(tips.json().data.map((i: { id: number }) => i.id)).toEqual([tip.id]);
      expect((await http.get('/jobs/me/', user.token)).json().data[0].id).toBe(job.id);
      expect((await http.get('/circles/me/', user.token)).json().data[0].id).toBe(circle.id);
      for (const path of ['/use_cases/me/', '/ai_tools/me/'])
        expect((await http.get(path, user.token)).json()).toEqual({
          data: [],
          pagination: { count: 0, next: null },
        });
      expect((await http.get('/contents/me/?type=spaceship', user.token)).statusCode).toBe(400);
      expect((await http.get('/jobs/me/?page=0', user.token)).statusCode).toBe(400);
    });
  });

  describe('concurrency', () => {
    it('keeps the exact score under 50 concurrent votes and then 50 concurrent switches', async () => {
      const item = await makeContent(t, { groupId: org.id, createdBy: author.id });
      const voters = await Promise.all(Array.from({ length: 50 }, () => makeUser(t)));
      const ups = await Promise.all(voters.map((v) => upvote(v, item.id)));
      expect(ups.every((r) => r.statusCode === 200)).toBe(true);
      const afterUps = await http.get(`/contents/${item.id}/`);
      expect(afterUps.json().data.vote_score).toBe(50);
      const downs = await Promise.all(voters.map((v) => downvote(v, item.id)));
      expect(downs.every((r) => r.statusCode === 200)).toBe(true);
      expect((await http.get(`/contents/${item.id}/`)).json().data.vote_score).toBe(-50);
      const stored = await t.ctx.database.query<{ total: string | number; n: string | number }>(
        `SELECT sum(value) AS total, count(*) AS n FROM votes WHERE content_type = 'content' AND object_id = $1`,
        [item.id],
      );
      expect(Number(stored[0]!.total)).toBe(-50);
      expect(Number(stored[0]!.n)).toBe(50);
    });

    it('keeps one vote row when one member votes twice at once', async () => {
      const item = await makeContent(t, { groupId: org.id, createdBy: author.id });
      const user = await makeUser(t);
      await Promise.all([upvote(user, item.id), upvote(user, item.id), upvote(user, item.id)]);
      const rows = await t.ctx.database.db.select().from(votes);
      const mine = rows.filter((r) => r.userId === user.id && r.objectId === item.id);
      expect(mine).toHaveLength(1);
      // Three identical votes: up, cleared, up.
      expect(mine[0]!.value).toBe(1);
      expect((await http.get(`/contents/${item.id}/`)).json().data.vote_score).toBe(1);
      expect(await t.ctx.database.db.select().from(bookmarks)).toBeDefined();
    });
  });
});
