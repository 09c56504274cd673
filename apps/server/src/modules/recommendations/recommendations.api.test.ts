import { RECOMMENDATION_MESSAGES, type RecommendationCard } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAiTool, makeUseCase } from '../../../test/catalog-helpers.js';
import { makeContent } from '../../../test/contents-helpers.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeJob, makeJobOrg, makeSkills } from '../../../test/jobs-helpers.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';

type Cards = { data: RecommendationCard[] };
const days = (d: number) => new Date(Date.now() + d * 86_400_000);

/**
 * Recommendations (content-ai-admin 2.3, 7.9): ranked by profile overlap, popularity and
 * co-engagement, each with a reason made of those facts; nothing the reader may not see.
 */
describe('recommendations API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let me: TestUser;
  let other: TestUser;
  let staff: TestUser;
  let trial: TestUser;
  let python: number;
  let sqlSkill: number;
  let dataScience: number;
  let org: { id: number };
  const w: Record<string, { id: number }> = {};

  const get = async (url: string, user?: TestUser) => http.get(url, user?.token);
  const cards = async (query: string, user: TestUser = me) => {
    const res = await get(`/recommended-entities/?${query}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Cards>().data;
  };
  const byId = (list: RecommendationCard[], id: number) => list.find((c) => c.id === id);

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    const db = t.ctx.database.db;
    const profiles = createProfilesRepository(db);
    const [a, b] = await makeSkills(t, ['Python', 'SQL']);
    python = a!;
    sqlSkill = b!;
    const [general] = await makeSkills(t, ['Data Science']);
    dataScience = general!;
    me = await makeUser(t, { firstName: 'Mia', lastName: 'Reader' });
    other = await makeUser(t);
    staff = await makeUser(t, { isStaff: true });
    trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    await profiles.upsert(me.id, { country: 'KE' });
    await profiles.setTopics(me.id, 'skill', [python, sqlSkill]);
    await profiles.setTopics(me.id, 'general', [dataScience]);
    await profiles.insertGroupProfile({ userId: me.id, groupId: null, careerStage: 3, professionalField: 2 });

    const job = await makeJobOrg(t);
    org = job.org;
    // Circles: one I am in, one on my topics that 3 people I follow joined, a private one on my
    // topics, an ended one, one I follow.
    w.mine = await makeGroup(t, { groupType: 'circle', parentId: org.id, name: 'My circle' });
    await addMember(t, w.mine.id, me);
    w.onTopic = await makeGroup(t, {
      groupType: 'circle',
      parentId: org.id,
      name: 'Data circle',
      topics: [dataScience],
      careerStages: [3],
    });
    w.hidden = await makeGroup(t, {
      groupType: 'circle',
      parentId: org.id,
      visibility: 20,
      name: 'Hidden data circle',
      topics: [dataScience, python],
    });
    w.ended = await makeGroup(t, {
      groupType: 'circle',
      parentId: org.id,
      name: 'Ended data circle',
      topics: [dataScience],
      startDate: days(-40),
      endDate: days(-1),
    });
    w.followedCircle = await makeGroup(t, { groupType: 'circle', parentId: org.id, topics: [dataScience] });
    await db.execute(
      sql`INSERT INTO follows (follower_id, target_type, target_id) VALUES (${me.id}, 'circle', ${w.followedCircle.id})`,
    );
    for (let i = 0; i < 3; i += 1) {
      const friend = await makeUser(t);
      await db.execute(
        sql`INSERT INTO follows (follower_id, target_type, target_id) VALUES (${me.id}, 'user', ${friend.id})`,
      );
      await addMember(t, w.onTopic.id, friend);
    }
    // People: one sharing both skills, one I already follow (a friend), a trial account with my skills.
    const twin = await makeUser(t, { firstName: 'Tess', lastName: 'Twin' });
    await profiles.setTopics(twin.id, 'skill', [python, sqlSkill]);
    w.twin = twin;
    const trialTwin = await makeUser(t, { isTrialUser: true });
    await profiles.setTopics(trialTwin.id, 'skill', [python, sqlSkill]);
    w.trialTwin = trialTwin;

    // Jobs: a fit, a draft, one in a private organization, one I applied to.
    w.fitJob = await makeJob(t, { groupId: org.id, title: 'Data analyst', skills: [python, sqlSkill] });
    w.draftJob = await makeJob(t, { groupId: org.id, jobStatus: 'pending', skills: [python, sqlSkill] });
    const privateOrg = await makeJobOrg(t, { visibility: 20 });
    w.privateJob = await makeJob(t, { groupId: privateOrg.org.id, skills: [python, sqlSkill] });
    w.appliedJob = await makeJob(t, { groupId: org.id, skills: [python] });
    await db.execute(
      sql`INSERT INTO job_applications (job_id, user_id, status) VALUES (${w.appliedJob.id}, ${me.id}, 'pending')`,
    );

    // Resources: one on my topic, a pending one, one of the private circle, one saved by people who
    // saved what I saved.
    w.resource = await makeContent(t, {
      groupId: null,
      createdBy: other.id,
      title: 'Data notes',
      topics: [dataScience],
    });
    w.pendingResource = await makeContent(t, {
      groupId: null,
      createdBy: other.id,
      status: 'pending',
      topics: [dataScience],
    });
    w.hiddenResource = await makeContent(t, {
      groupId: w.hidden.id,
      createdBy: other.id,
      topics: [dataScience],
    });
    const saved = await makeContent(t, { groupId: null, createdBy: other.id, title: 'Saved by me' });
    w.coSaved = await makeContent(t, { groupId: null, createdBy: other.id, title: 'Saved by the others' });
    await db.execute(
      sql`INSERT INTO bookmarks (user_id, content_type, object_id) VALUES (${me.id}, 'content', ${saved.id})`,
    );
    for (let i = 0; i < 2; i += 1) {
      const saver = await makeUser(t);
      await db.execute(sql`INSERT INTO bookmarks (user_id, content_type, object_id)
        VALUES (${saver.id}, 'content', ${saved.id}), (${saver.id}, 'content', ${w.coSaved.id})`);
    }
    w.saved = saved;

    // The catalogue: an approved use case on my field, a pending one, and a tool it uses.
    w.useCase = await makeUseCase(t, {
      groupId: org.id,
      createdBy: other.id,
      title: 'Forecast churn',
      topics: [dataScience],
      professionalFields: [2],
    });
    w.pendingUseCase = await makeUseCase(t, {
      groupId: org.id,
      createdBy: other.id,
      status: 'pending',
      topics: [dataScience],
    });
    w.tool = await makeAiTool(t, { groupId: org.id, createdBy: other.id, name: 'Churn bot' });
    await db.execute(
      sql`INSERT INTO use_case_ai_tools (use_case_id, ai_tool_id) VALUES (${w.useCase.id}, ${w.tool.id})`,
    );
    w.hiddenTool = await makeAiTool(t, { groupId: w.hidden.id, createdBy: other.id, name: 'Hidden bot' });
    await db.execute(
      sql`INSERT INTO use_case_ai_tools (use_case_id, ai_tool_id) VALUES (${w.useCase.id}, ${w.hiddenTool.id})`,
    );
  });
  afterAll(async () => t?.close());

  it('circles: on my topics, with the people I follow as a reason; never private, ended, joined or followed', async () => {
    const list = await cards('entity_type=circle');
    const onTopic = byId(list, w.onTopic!.id);
    expect(onTopic).toMatchObject({ type: 'circle', name: 'Data circle', name_slug: expect.any(String) });
    expect(onTopic!.reasons).toEqual(
      expect.arrayContaining([
        '3 people you follow are members',
        'About Data Science, on your profile',
        'For your career stage: Early professional (under 5 years)',
      ]),
    );
    expect(onTopic!.reason).toBe(onTopic!.reasons.slice(0, 2).join(' · '));
    expect(onTopic!.is_following).toBe(false);
    const ids = list.map((c) => c.id);
    for (const hidden of [w.hidden, w.ended, w.mine, w.followedCircle]) expect(ids).not.toContain(hidden!.id);
    // The same through group-recommendations/.
    const groups = await get('/group-recommendations/', me);
    expect(groups.json<Cards>().data.map((c) => c.id)).toContain(w.onTopic!.id);
  });

  it('people: shared skills named in the reason; never me, trial accounts or people I follow', async () => {
    const res = await get('/user-recommendations/', me);
    expect(res.statusCode).toBe(200);
    const list = res.json<Cards>().data;
    const twin = byId(list, w.twin!.id);
    expect(twin).toMatchObject({ type: 'user', name: 'Tess Twin', title: null, is_following: false });
    expect(twin!.reason).toContain('Shares your skills Python and SQL');
    const ids = list.map((c) => c.id);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(w.trialTwin!.id);
  });

  it('jobs: the fit first with its skills; never drafts, private organizations or jobs applied to', async () => {
    const list = await cards('entity_type=job');
    expect(list[0]).toMatchObject({ type: 'job', id: w.fitJob!.id, slug: expect.any(String) });
    expect(list[0]!.reason).toContain('Matches your skills Python and SQL');
    const ids = list.map((c) => c.id);
    for (const hidden of [w.draftJob, w.privateJob, w.appliedJob]) expect(ids).not.toContain(hidden!.id);
  });

  it('resources: on my topics, and co-saved ones; never pending, private or already saved', async () => {
    const list = await cards('entity_type=resource');
    expect(byId(list, w.resource!.id)!.reason).toContain('About Data Science, on your profile');
    expect(byId(list, w.coSaved!.id)!.reasons).toContain('Saved by 2 members who saved what you saved');
    const ids = list.map((c) => c.id);
    for (const hidden of [w.pendingResource, w.hiddenResource, w.saved])
      expect(ids).not.toContain(hidden!.id);
  });

  it('use cases and AI tools: approved only, tools through the use cases that use them', async () => {
    const useCases = await cards('entity_type=use_case');
    const useCase = byId(useCases, w.useCase!.id);
    expect(useCase!.reasons).toEqual(
      expect.arrayContaining([
        'About Data Science, on your profile',
        'In your professional field: Artificial intelligence and data science',
      ]),
    );
    expect(useCases.map((c) => c.id)).not.toContain(w.pendingUseCase!.id);
    const tools = await cards('entity_type=ai_tool');
    expect(byId(tools, w.tool!.id)).toMatchObject({ type: 'ai_tool', title: 'Churn bot' });
    expect(byId(tools, w.tool!.id)!.reason).toContain('Data Science');
    expect(tools.map((c) => c.id)).not.toContain(w.hiddenTool!.id);
  });

  it('caps every list at 8 and reasons are never empty', async () => {
    for (const type of [
      'circle',
      'user',
      'job',
      'resource',
      'use_case',
      'ai_tool',
      'event',
      'organization',
    ]) {
      const list = await cards(`entity_type=${type}`);
      expect(list.length).toBeLessThanOrEqual(8);
      for (const card of list) expect(card.reason.length).toBeGreaterThan(5);
    }
  });

  it('is for signed-in users; another user_id is for staff only', async () => {
    expect((await get('/recommended-entities/?entity_type=circle')).statusCode).toBe(401);
    expect((await get('/recommended-entities/?entity_type=circle', trial)).statusCode).toBe(200);
    const theirs = await get(`/recommended-entities/?entity_type=job&user_id=${me.id}`, other);
    expect(theirs.statusCode).toBe(403);
    const forStaff = await get(`/recommended-entities/?entity_type=job&user_id=${me.id}`, staff);
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.json<Cards>().data[0]!.id).toBe(w.fitJob!.id);
    expect((await get('/recommended-entities/?entity_type=job&user_id=2147483000', staff)).statusCode).toBe(
      404,
    );
  });

  it('limits to one group the reader may see; a private group of others is not found', async () => {
    const inOrg = await cards(`entity_type=job&group_from_user_to_be_included=${org.id}`);
    expect(inOrg.map((c) => c.id)).toContain(w.fitJob!.id);
    const hidden = await get(
      `/recommended-entities/?entity_type=user&group_from_user_to_be_included=${w.hidden!.id}`,
      me,
    );
    expect(hidden.statusCode).toBe(404);
    const members = await get(`/user-recommendations/?group_from_user_to_be_included=${w.onTopic!.id}`, me);
    expect(members.statusCode).toBe(200);
    expect(members.json<Cards>().data.map((c) => c.id)).not.toContain(w.twin!.id);
  });

  it('refuses bad input with a 400 in the spec format', async () => {
    const missing = await get('/recommended-entities/', me);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors.entity_type).toEqual([RECOMMENDATION_MESSAGES.entityTypeRequired]);
    for (const q of [
      'entity_type=planet',
      'entity_type=job&user_id=abc',
      'entity_type=job&page_size=9',
      'entity_type=job&user_id=0',
    ])
      expect((await get(`/recommended-entities/?${q}`, me)).statusCode).toBe(400);
    expect((await get('/group-recommendations/?entity_type=job', me)).statusCode).toBe(400);
  });
});
