import { CONTENT_MESSAGES as M, type Content } from '@careerhub/shared';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeTopicArea, makeUpload } from '../../../test/contents-helpers.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { contentFiles, topics } from '../../db/schema/index.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="The app" /><title>CareerHub</title></head><body><div id="root"></div></body></html>`;

/** Lists (hub, group resources, prompts, posts), search, career tips, topic areas and share pages. */
describe('contents lists, search, career tips and share pages', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  const web = mkdtempSync(path.join(os.tmpdir(), 'careerhub-web-'));
  let org: { id: number };
  let author: TestUser;
  let certified: TestUser;
  let areas: Array<{ id: number }>;
  let topicIds: number[];
  const ids = (res: { json: () => { data: Content[] } }) => res.json().data.map((c) => c.id);

  beforeAll(async () => {
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    t = await createTestApp({ env: { WEB_DIST_DIR: web } });
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    author = await makeUser(t);
    certified = await makeUser(t, { isCertified: true });
    await addMember(t, org.id, author, 'admin');
    await addMember(t, org.id, certified);
    areas = [await makeTopicArea(t, 'Leadership'), await makeTopicArea(t, 'AI skills')];
    const rows = await t.ctx.database.db
      .insert(topics)
      .values([
        { name: `Negotiation ${Date.now()}`, topicAreaId: areas[0]!.id },
        { name: `Prompting ${Date.now()}`, topicAreaId: areas[1]!.id },
      ])
      .returning();
    topicIds = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('pages group resources by 12 and the hub by 15, newest first, with the count and next page', async () => {
    const group = await makeGroup(t, { groupType: 'organization' });
    for (let i = 0; i < 16; i += 1)
      await makeContent(t, { groupId: group.id, createdBy: author.id, title: `Res ${i}` });
    await makeContent(t, { groupId: group.id, createdBy: author.id, status: 'pending', title: 'Waiting' });
    const groupPage = (
      await http.get(`/contents/?type=resource&group_id=${group.id}&status=approved`)
    ).json();
    expect(groupPage.data).toHaveLength(12);
    expect(groupPage.pagination).toEqual({ count: 16, next: 2 });
    expect(groupPage.data[0].title).toBe('Res 15');
    const second = (await http.get(`/contents/?type=resource&group_id=${group.id}&page=2`)).json();
    expect(second.data).toHaveLength(4);
    expect(second.pagination).toEqual({ count: 16, next: null });
    // Past the last match: no items, the same total.
    const past = (await http.get(`/contents/?type=resource&group_id=${group.id}&page=3`)).json();
    expect(past.data).toEqual([]);
    expect(past.pagination.count).toBe(16);
    const hub = (await http.get('/contents/?type=resource')).json();
    expect(hub.data).toHaveLength(15);
    expect((hub.data as Content[]).some((c) => c.title === 'Waiting')).toBe(false);
  });

  it('filters by topics, topic areas and career stages, and by type prompt', async () => {
    const a = await makeContent(t, {
      groupId: org.id,
      createdBy: author.id,
      topics: [topicIds[0]!],
      topicAreaId: areas[0]!.id,
      careerStages: [2],
    });
    const b = await makeContent(t, {
      groupId: org.id,
      createdBy: author.id,
      topics: [topicIds[1]!],
      topicAreaId: areas[1]!.id,
      careerStages: [3],
    });
    const p = await makeContent(t, {
      groupId: org.id,
      createdBy: author.id,
      type: 'prompt',
      topicAreaId: areas[1]!.id,
    });
    expect(ids(await http.get(`/contents/?type=resource&topics=${topicIds[0]}`))).toEqual([a.id]);
    expect(
      ids(await http.get(`/contents/?type=resource&topic_areas=${areas[0]!.id},${areas[1]!.id}`)),
    ).toEqual([b.id, a.id]);
    expect(
      ids(await http.get(`/contents/?type=resource&career_stages=3&topic_areas=${areas[1]!.id}`)),
    ).toEqual([b.id]);
    expect(ids(await http.get(`/contents/?type=prompt&topic_areas=${areas[1]!.id}`))).toEqual([p.id]);
    expect((await http.get('/contents/?type=resource&topics=abc')).statusCode).toBe(400);
    expect((await http.get('/contents/?type=career_tip')).statusCode).toBe(400);
  });

  it('searches title and text from 2 characters, by word prefix, with a trigram fallback on titles', async () => {
    const x = await makeContent(t, {
      groupId: org.id,
      createdBy: author.id,
      title: 'Salary negotiation playbook',
      text: 'Anchoring and counter offers explained.',
    });
    const y = await makeContent(t, {
      groupId: org.id,
      createdBy: author.id,
      title: 'Portfolio reviews',
      text: 'How recruiters read a portfolio of counterfactual analyses.',
    });
    expect(ids(await http.get('/contents/?type=resource&search=negotiat'))).toEqual([x.id]);
    expect(ids(await http.get('/contents/?type=resource&search=counter'))).toEqual([y.id, x.id]);
    expect(ids(await http.get('/contents/?type=resource&search=anchoring%20offers'))).toEqual([x.id]);
    // A typo finds nothing in full-text search; the trigram index on titles answers.
    expect(ids(await http.get('/contents/?type=resource&search=Salery%20negotation'))).toEqual([x.id]);
    // One character is not a search.
    expect((await http.get('/contents/?type=resource&search=s')).json().pagination.count).toBeGreaterThan(2);
    expect(
      (await http.get(`/contents/?type=resource&search=${encodeURIComponent("'):* & !(")}`)).statusCode,
    ).toBe(200);
  });

  it('keeps public items of a private group to its members', async () => {
    const hidden = await makeGroup(t, { groupType: 'circle', parentId: org.id, visibility: 20 });
    const member = await makeUser(t);
    await addMember(t, hidden.id, member);
    const item = await makeContent(t, {
      groupId: hidden.id,
      createdBy: author.id,
      title: 'Circle only notes',
    });
    expect(ids(await http.get('/contents/?type=resource&search=circle%20only'))).toEqual([]);
    expect(ids(await http.get('/contents/?type=resource&search=circle%20only', certified.token))).toEqual([]);
    expect(ids(await http.get('/contents/?type=resource&search=circle%20only', member.token))).toEqual([
      item.id,
    ]);
    expect((await http.get(`/contents/${item.id}/`)).statusCode).toBe(404);
  });

  it('lists one’s own items of any status with created_by=me', async () => {
    const mine = await makeContent(t, { groupId: org.id, createdBy: certified.id, status: 'rejected' });
    expect(ids(await http.get('/contents/?type=resource&created_by=me', certified.token))).toEqual([mine.id]);
    expect((await http.get('/contents/?type=resource&created_by=me')).statusCode).toBe(401);
  });

  describe('career tips', () => {
    it('are added by certified users, listed by topic area, by group and by slug', async () => {
      const res = await http.post(
        '/career-tips/',
        {
          title: 'Ask for feedback early',
          content: 'Book a check-in after your first month.',
          topic_area: areas[0]!.id,
        },
        certified.token,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(M.careerTipSubmitted);
      const tip = res.json().data as Content;
      expect(tip).toMatchObject({ type: 'career_tip', status: 'approved', group: org.id });
      expect(ids(await http.get(`/all-career-tips/?topic_areas=${areas[0]!.id}`))).toContain(tip.id);
      expect(ids(await http.get(`/all-career-tips/?topic_areas=${areas[1]!.id}`))).not.toContain(tip.id);
      expect(ids(await http.get(`/career-tips/group/${org.id}/`))).toContain(tip.id);
      expect((await http.get(`/all-career-tips/slug/${tip.slug}/`)).json().data.id).toBe(tip.id);
      expect((await http.get(`/contents/slug/${tip.slug}/`)).statusCode).toBe(404);
      const member = await makeUser(t);
      await addMember(t, org.id, member);
      expect(
        (
          await http.post(
            '/career-tips/',
            { title: 'x', content: 'y', topic_area: areas[0]!.id },
            member.token,
          )
        ).statusCode,
      ).toBe(403);
      const missing = await http.post('/career-tips/', { title: 'x', content: 'y' }, certified.token);
      expect(missing.json().field_errors.topic_area).toEqual([M.required]);
    });

    it('are rejected only while pending', async () => {
      const tip = await makeContent(t, {
        groupId: org.id,
        createdBy: certified.id,
        type: 'career_tip',
        status: 'pending',
      });
      const rejected = await http.post(
        `/career-tips/${tip.id}/approve-reject/`,
        { action: 'reject' },
        author.token,
      );
      expect(rejected.json().data.status).toBe('rejected');
      expect(
        (await http.post(`/career-tips/${tip.id}/approve-reject/`, { action: 'reject' }, author.token))
          .statusCode,
      ).toBe(400);
      expect(
        (await http.post(`/career-tips/${tip.id}/approve-reject/`, { action: 'approve' }, author.token))
          .statusCode,
      ).toBe(200);
    });
  });

  it('lists topic areas for signed-in users and topics by topic area', async () => {
    expect((await http.get('/topic-areas/')).statusCode).toBe(401);
    const list = (await http.get('/topic-areas/', author.token)).json();
    expect(list.data.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['Leadership', 'AI skills']),
    );
    const byArea = (await http.get(`/topics/?topic_area=${areas[1]!.id}`)).json();
    expect(byArea.data.map((x: { id: number }) => x.id)).toEqual([topicIds[1]]);
  });

  describe('share pages', () => {
    const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

    it('answers /resource/{slug} and /post/{slug} with Open Graph and Twitter tags', async () => {
      const png = await makeUpload(t, author.id, 'image/png');
      const res = await makeContent(t, {
        groupId: org.id,
        createdBy: author.id,
        title: 'Mentoring "101" <guide>',
        text: 'Find a mentor who challenges you.',
      });
      await t.ctx.database.db
        .insert(contentFiles)
        .values({ contentId: res.id, fileId: png, kind: 'thumbnail' });
      const html = (await page(`/resource/${res.slug}`)).body;
      expect(html).toContain('<meta property="og:title" content="Mentoring &quot;101&quot; &lt;guide&gt;">');
      expect(html).toContain('<meta property="og:description" content="Find a mentor who challenges you.">');
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+">/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).not.toContain('content="The app"');
      const post = await makeContent(t, {
        groupId: org.id,
        createdBy: author.id,
        type: 'post',
        title: 'Hello team',
        text: 'We meet on Friday.',
      });
      expect((await page(`/post/${post.slug}`)).body).toContain(
        '<meta property="og:title" content="Hello team">',
      );
      expect((await page(`/post/${res.slug}`)).statusCode).toBe(404);
    });

    it('answers 404 for unknown, private and pending items', async () => {
      const priv = await makeContent(t, {
        groupId: org.id,
        createdBy: author.id,
        type: 'post',
        securityLevel: 20,
      });
      const pending = await makeContent(t, { groupId: org.id, createdBy: author.id, status: 'pending' });
      for (const url of ['/post/no-such-post', `/post/${priv.slug}`, `/resource/${pending.slug}`]) {
        const res = await page(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('og:title');
      }
    });
  });
});
