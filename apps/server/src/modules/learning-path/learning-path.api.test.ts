import type { LearningPath, LearningStepView } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAiTool, makeUseCase } from '../../../test/catalog-helpers.js';
import { makeContent } from '../../../test/contents-helpers.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { giveResume, makeJob, makeJobOrg, makeSkills } from '../../../test/jobs-helpers.js';
import { useCaseAiTools } from '../../db/schema/index.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';

/**
 * The home learning path (content-ai-admin 2.3, issue 23 item 5): steps that open real items the
 * member may see, done when the platform can tell or when the member marks them.
 */
describe('learning path API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let me: TestUser;
  let dataScience: number;
  let python: number;
  let org: { id: number };
  let poster: { id: number };
  const w: Record<string, { id: number; slug?: string; nameSlug?: string; title?: string }> = {};

  const path = async (user: TestUser = me) => {
    const res = await http.get('/learning-path/', user.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LearningPath>();
  };
  const step = (p: LearningPath, key: string): LearningStepView => {
    const found = p.tracks.flatMap((tr) => tr.steps).find((s) => s.key === key);
    expect(found, key).toBeDefined();
    return found!;
  };
  const put = (payload: unknown, user: TestUser | null = me) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/learning-path/progress/',
      payload: payload as object,
      headers: { host: 'localhost', ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    const profiles = createProfilesRepository(t.ctx.database.db);
    [dataScience, python] = (await makeSkills(t, ['Data Science', 'Python'])) as [number, number];
    me = await makeUser(t, { firstName: 'Lena', lastName: 'Path' });
    await profiles.upsert(me.id, { country: 'KE' });
    await profiles.setTopics(me.id, 'general', [dataScience]);
    await profiles.setTopics(me.id, 'skill', [python]);
    ({ org, poster } = await makeJobOrg(t));
    // Only a private circle on the member's topics at first: it is never offered to a non-member.
    w.hidden = await makeGroup(t, {
      groupType: 'circle',
      parentId: org.id,
      visibility: 20,
      name: 'Hidden data circle',
      topics: [dataScience],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to a visitor', async () => {
    expect((await http.get('/learning-path/')).statusCode).toBe(401);
    expect((await put({ step: 'apply_job', done: true }, null)).statusCode).toBe(401);
  });

  it('has two numbered tracks of 5 to 7 steps, the brand focus first when the member has none', async () => {
    const p = await path();
    // localhost serves the default brand, whose primary_focus is "both": Learn AI skills first.
    expect(p.focus).toBe('both');
    expect(p.tracks.map((tr) => tr.title)).toEqual(['Learn AI skills', 'Career development']);
    for (const track of p.tracks) {
      expect(track.steps.length).toBeGreaterThanOrEqual(5);
      expect(track.steps.length).toBeLessThanOrEqual(7);
      expect(track.steps.map((s) => s.number)).toEqual(track.steps.map((_, i) => i + 1));
      expect(track.done_count).toBe(track.steps.filter((s) => s.done).length);
    }
  });

  it('never offers a private circle to a non-member: the step opens the circle list instead', async () => {
    const joinCircle = step(await path(), 'join_circle');
    expect(joinCircle.item).toEqual({ type: 'listing', id: null, title: 'Career Circles', url: '/circles' });
  });

  it('links each step to a real item of the community the member may see', async () => {
    w.circle = await makeGroup(t, {
      groupType: 'circle',
      parentId: org.id,
      name: 'Open data circle',
      topics: [dataScience],
    });
    w.resource = await makeContent(t, { groupId: null, createdBy: poster.id, topics: [dataScience] });
    w.prompt = await makeContent(t, { groupId: null, createdBy: poster.id, type: 'prompt' });
    w.tip = await makeContent(t, { groupId: org.id, createdBy: poster.id, type: 'career_tip' });
    w.useCase = await makeUseCase(t, { groupId: org.id, createdBy: poster.id, topics: [dataScience] });
    w.tool = await makeAiTool(t, { groupId: org.id, createdBy: poster.id });
    // The tool is used by the use case on the member's topic: that is why it is recommended.
    await t.ctx.database.db.insert(useCaseAiTools).values({ useCaseId: w.useCase.id, aiToolId: w.tool.id });
    w.job = await makeJob(t, { groupId: org.id, title: 'Data analyst', skills: [python] });

    const p = await path();
    expect(step(p, 'join_circle').item).toEqual({
      type: 'circle',
      id: w.circle.id,
      title: 'Open data circle',
      url: `/circle/${w.circle.nameSlug}`,
    });
    expect(step(p, 'read_resource').item).toMatchObject({ type: 'resource', id: w.resource.id });
    expect(step(p, 'read_resource').item.url).toBe(`/resource/${w.resource.slug}`);
    expect(step(p, 'save_prompts').item).toMatchObject({ type: 'prompt', id: w.prompt.id });
    expect(step(p, 'read_career_tips').item).toMatchObject({
      type: 'career_tip',
      id: w.tip.id,
      url: `/resourcehub/career-tips/${w.tip.slug}`,
    });
    expect(step(p, 'explore_use_cases').item).toMatchObject({
      type: 'use_case',
      id: w.useCase.id,
      url: `/usecase/${w.useCase.slug}`,
    });
    expect(step(p, 'try_ai_tool').item).toMatchObject({
      type: 'ai_tool',
      id: w.tool.id,
      url: `/ai-tool/${w.tool.slug}`,
    });
    expect(step(p, 'apply_job').item).toMatchObject({ type: 'job', id: w.job.id, title: 'Data analyst' });
    // The CareerGPS agents seeded at start-up (agents.seed.ts).
    expect(step(p, 'ai_readiness').item).toMatchObject({ type: 'agent', url: '/careergps/ai-readiness' });
    expect(step(p, 'interest_explorer').item).toMatchObject({
      type: 'agent',
      title: 'Interest Explorer',
      url: '/careergps/interest-explorer',
    });
    expect(step(p, 'complete_profile').item.url).toBe(`/profile/${me.nameSlug}`);
    expect(step(p, 'ask_assistant').item.url).toBe('/ask-anything');
    expect(p.tracks.flatMap((tr) => tr.steps).every((s) => !s.done)).toBe(true);
  });

  it('sees a circle membership and a job application as done steps', async () => {
    await addMember(t, w.circle!.id, me);
    await giveResume(t, me);
    const applied = await http.post(`/jobs/${w.job!.id}/apply/`, {}, me.token);
    expect(applied.statusCode, applied.body).toBe(201);
    const p = await path();
    expect(step(p, 'join_circle')).toMatchObject({ done: true, done_by: 'platform' });
    expect(step(p, 'apply_job')).toMatchObject({ done: true, done_by: 'platform' });
    expect(step(p, 'read_resource').done).toBe(false);
    const career = p.tracks.find((tr) => tr.key === 'career_development')!;
    expect(career.done_count).toBe(2);
  });

  it('sees a bookmark and a vote: a saved prompt and a voted AI tool', async () => {
    expect((await http.post(`/bookmark/content/${w.prompt!.id}/`, {}, me.token)).statusCode).toBe(200);
    const vote = await http.post(
      '/votes/',
      { content_type: 'ai_tool', object_id: w.tool!.id, vote_type: 'upvote' },
      me.token,
    );
    expect(vote.statusCode, vote.body).toBe(200);
    const p = await path();
    expect(step(p, 'save_prompts')).toMatchObject({ done: true, done_by: 'platform' });
    expect(step(p, 'try_ai_tool')).toMatchObject({ done: true, done_by: 'platform' });
    expect(step(p, 'read_career_tips').done).toBe(false);
  });

  it('validates the progress body with field errors', async () => {
    for (const bad of [
      { step: 'fly_to_the_moon', done: true },
      { step: 'read_career_tips' },
      { step: 'read_career_tips', done: 'yes' },
      { step: 'read_career_tips', done: true, user_id: 1 },
      {},
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().field_errors, JSON.stringify(bad)).toBeDefined();
    }
  });

  it('marks and undoes a step, idempotently, and only for the member', async () => {
    const other = await makeUser(t);
    for (let i = 0; i < 2; i += 1) {
      const res = await put({ step: 'read_career_tips', done: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ step: 'read_career_tips', done: true });
    }
    expect(step(await path(), 'read_career_tips')).toMatchObject({ done: true, done_by: 'member' });
    expect(step(await path(other), 'read_career_tips').done).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      const res = await put({ step: 'read_career_tips', done: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ step: 'read_career_tips', done: false });
    }
    expect(step(await path(), 'read_career_tips')).toMatchObject({ done: false, done_by: null });
    // Undoing a mark never undoes what the platform saw.
    await put({ step: 'join_circle', done: false });
    expect(step(await path(), 'join_circle')).toMatchObject({ done: true, done_by: 'platform' });
  });

  it('puts the member focus first: the career answers, then a portal preference', async () => {
    const profiles = createProfilesRepository(t.ctx.database.db);
    const goal = await makeUser(t);
    await profiles.insertGroupProfile({ userId: goal.id, groupId: null, careerGoal: 'career_development' });
    let p = await path(goal);
    expect(p.focus).toBe('career_development');
    // No topics, so no resource is recommended: the step offers the hub's first resource instead.
    expect(step(p, 'read_resource').item).toMatchObject({
      type: 'resource',
      url: expect.stringMatching(/^\/resource\//),
    });
    expect(p.tracks.map((tr) => tr.key)).toEqual(['career_development', 'learn_ai_skills']);
    await profiles.upsert(goal.id, { focusArea: 'learn_ai_skills' });
    p = await path(goal);
    expect(p.focus).toBe('learn_ai_skills');
    expect(p.tracks.map((tr) => tr.key)).toEqual(['learn_ai_skills', 'career_development']);
  });

  it('answers a trial account too, with nothing done', async () => {
    const trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    const p = await path(trial);
    expect(p.tracks.flatMap((tr) => tr.steps).filter((s) => s.done)).toEqual([]);
  });
});
