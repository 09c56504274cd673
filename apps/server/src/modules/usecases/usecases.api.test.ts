import { CATALOG_MESSAGES as M, type Page, type UseCase } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAiTool, makeFile, makeUseCase } from '../../../test/catalog-helpers.js';
import { makeTopicArea } from '../../../test/contents-helpers.js';
import { addMember, api, certify, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { groups, topics } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

/** Use cases per call, rule and role (content-ai-admin sections 4, 5, 6 and 7.5). */
describe('use cases API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let otherOrg: { id: number };
  let circle: { id: number };
  let tool: { id: number; slug: string };
  let pendingTool: { id: number };
  const u = {} as Record<
    'member' | 'other' | 'admin' | 'otherAdmin' | 'staff' | 'certified' | 'leader' | 'trial' | 'outsider',
    TestUser
  >;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    otherOrg = await makeGroup(t, { groupType: 'organization' });
    circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
    for (const name of ['member', 'other', 'admin', 'otherAdmin', 'leader', 'outsider'] as const)
      u[name] = await makeUser(t);
    u.staff = await makeUser(t, { isStaff: true });
    u.certified = await makeUser(t, { isCertified: true });
    u.trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    for (const name of ['member', 'other', 'certified', 'leader'] as const)
      await addMember(t, org.id, u[name]);
    await addMember(t, org.id, u.admin, 'admin');
    await certify(t, u.admin, org.id);
    await addMember(t, otherOrg.id, u.otherAdmin, 'admin');
    await addMember(t, circle.id, u.leader, 'leader');
    tool = await makeAiTool(t, { groupId: org.id, createdBy: u.admin.id });
    pendingTool = await makeAiTool(t, { groupId: org.id, createdBy: u.admin.id, status: 'pending' });
  });
  afterAll(() => t.close());

  const form = (extra: Record<string, unknown> = {}) => ({
    title: 'Triage support tickets with an assistant',
    description: 'Sort incoming tickets by urgency and draft first answers.',
    reason: 'Saves hours every week.',
    group: org.id,
    ai_tools: [tool.id],
    business_value: 'High',
    complexity: 'Medium',
    innovation_category: 'Incremental',
    job_functions: [1, 7],
    categories: [1],
    ...extra,
  });

  async function submit(by: TestUser, extra: Record<string, unknown> = {}) {
    const res = await http.post('/use-cases/', form(extra), by.token);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { message: string; data: UseCase }).data;
  }

  describe('create', () => {
    it('lets a member submit a use case with a PDF and a video link: pending, with engagement defaults', async () => {
      const pdf = await makeFile(t, u.member.id, 'application/pdf');
      const image = await makeFile(t, u.member.id, 'image/png');
      const res = await http.post(
        '/use-cases/',
        form({ document: pdf, thumbnail_image: image, video_link: 'https://www.youtube.com/watch?v=abc' }),
        u.member.token,
      );
      expect(res.statusCode, res.body).toBe(201);
      const { message, data } = res.json() as { message: string; data: UseCase };
      expect(message).toBe(M.useCaseSubmitted);
      expect(data.status).toBe('pending');
      expect(data.document?.id).toBe(pdf);
      expect(data.thumbnail_image?.id).toBe(image);
      expect(data.ai_tools_detailed.map((x) => x.slug)).toEqual([tool.slug]);
      expect(data).toMatchObject({
        vote_score: 0,
        user_vote_type: null,
        is_bookmarked: false,
        can_edit: true,
      });
      expect(data.can_approve).toBe(false);
    });

    it('refuses anonymous (401), trial accounts (403) and groups the author is not in', async () => {
      expect((await http.post('/use-cases/', form())).statusCode).toBe(401);
      expect((await http.post('/use-cases/', form(), u.trial.token)).statusCode).toBe(403);
      const res = await http.post('/use-cases/', form({ group: otherOrg.id }), u.member.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors.group).toEqual([M.groupNotAllowed]);
    });

    it('gives the spec messages for limits and required choices, and writes nothing', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ description: 'word '.repeat(501) }, 'description', M.maxWords],
        [{ reason: 'word '.repeat(501) }, 'reason', M.maxWords],
        [{ job_functions: [1, 2, 3, 4] }, 'job_functions', M.maxJobFunctions],
        [{ categories: [1, 2, 3, 4] }, 'categories', M.maxCategories],
        [{ professional_fields: [1, 2, 3, 4, 5, 6, 7, 8] }, 'professional_fields', M.maxProfessionalFields],
        [{ topics: [1, 2, 3, 4, 5, 6, 7, 8] }, 'topics', M.maxTopics],
        [{ business_value: undefined }, 'business_value', M.required],
        [{ title: '' }, 'title', M.required],
      ];
      const before = (await http.get('/use-cases/?created_by=me', u.other.token)).json().pagination.count;
      for (const [extra, field, message] of cases) {
        const res = await http.post('/use-cases/', form(extra), u.other.token);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().field_errors[field]?.[0], field).toBe(message);
      }
      expect((await http.get('/use-cases/?created_by=me', u.other.token)).json().pagination.count).toBe(
        before,
      );
    });

    it('refuses a document that is not a PDF, a thumbnail that is not an image, and files of others', async () => {
      const png = await makeFile(t, u.member.id, 'image/png');
      const pdf = await makeFile(t, u.member.id, 'application/pdf');
      const othersPdf = await makeFile(t, u.other.id, 'application/pdf');
      let res = await http.post('/use-cases/', form({ document: png }), u.member.token);
      expect(res.json().field_errors.document).toEqual([M.pdfOnly]);
      res = await http.post('/use-cases/', form({ thumbnail_image: pdf }), u.member.token);
      expect(res.json().field_errors.thumbnail_image).toEqual([M.imageOnly]);
      res = await http.post('/use-cases/', form({ document: othersPdf }), u.member.token);
      expect(res.json().field_errors.document).toEqual([M.fileNotOwned]);
      res = await http.post('/use-cases/', form({ ai_tools: [pendingTool.id] }), u.member.token);
      expect(res.statusCode).toBe(400);
    });

    it('keeps topic area, topics, career stages and professional fields for staff', async () => {
      const area = await makeTopicArea(t);
      const [topic] = await t.ctx.database.db
        .insert(topics)
        .values({ name: `Prompting ${Date.now()}` })
        .returning();
      const refused = await http.post('/use-cases/', form({ professional_fields: [1] }), u.member.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.staffOnlyFields);
      await addMember(t, org.id, u.staff);
      const made = await submit(u.staff, {
        topic_area: area.id,
        topics: [topic!.id],
        career_stages: [2],
        professional_fields: [1],
      });
      expect(made.topic_area?.id).toBe(area.id);
      expect(made.topics_detailed.map((x) => x.name)).toEqual([topic!.name]);
      expect(made.can_classify).toBe(true);
    });
  });

  describe('approve and reject', () => {
    it("lets only the admin of the item's default organization decide; approve when pending or rejected, reject when pending", async () => {
      const item = await submit(u.member);
      const path = `/use-cases/${item.id}/approve-reject/`;
      expect((await http.post(path, { action: 'approve' }, u.member.token)).statusCode).toBe(403);
      expect((await http.post(path, { action: 'approve' }, u.otherAdmin.token)).statusCode).toBe(404);
      expect((await http.post(path, { action: 'approve' }, u.certified.token)).statusCode).toBe(404);
      expect((await http.post(path, { action: 'maybe' }, u.admin.token)).statusCode).toBe(400);
      const rejected = await http.post(path, { action: 'reject' }, u.admin.token);
      expect(rejected.json().message).toBe(M.useCaseRejected);
      expect(rejected.json().data.status).toBe('rejected');
      const again = await http.post(path, { action: 'reject' }, u.admin.token);
      expect(again.statusCode).toBe(400);
      expect(again.json().field_errors.action).toEqual([M.notRejectable]);
      const approved = await http.post(path, { action: 'approve' }, u.admin.token);
      expect(approved.json()).toMatchObject({ message: M.useCaseApproved, data: { status: 'approved' } });
      expect(
        (await http.post(path, { action: 'approve' }, u.admin.token)).json().field_errors.action,
      ).toEqual([M.notApprovable]);
    });

    it('shows pending items to their author, the approver and staff only', async () => {
      const item = await submit(u.member);
      expect((await http.get(`/use-cases/slug/${item.slug}/`)).statusCode).toBe(404);
      expect((await http.get(`/use-cases/slug/${item.slug}/`, u.other.token)).statusCode).toBe(404);
      const mine = (await http.get(`/use-cases/slug/${item.slug}/`, u.member.token)).json().data as UseCase;
      expect(mine.can_approve).toBe(false);
      const admins = (await http.get(`/use-cases/slug/${item.slug}/`, u.admin.token)).json().data as UseCase;
      expect(admins).toMatchObject({ can_approve: true, can_reject: true, can_edit: false });
      const pending = (await http.get('/use-cases/?status=pending', u.admin.token)).json() as Page<UseCase>;
      expect(pending.data.some((x) => x.id === item.id)).toBe(true);
      const othersView = (
        await http.get('/use-cases/?status=pending', u.other.token)
      ).json() as Page<UseCase>;
      expect(othersView.data.some((x) => x.id === item.id)).toBe(false);
    });
  });

  describe('update', () => {
    it('lets the creator and staff edit; others get 403; a rejected item goes back to pending', async () => {
      const item = await submit(u.member);
      await http.post(`/use-cases/${item.id}/approve-reject/`, { action: 'reject' }, u.admin.token);
      const res = await http.patch(`/use-cases/${item.id}/`, { title: 'Renamed' }, u.member.token);
      expect(res.json()).toMatchObject({
        message: M.useCaseUpdated,
        data: { title: 'Renamed', status: 'pending' },
      });
      await http.post(`/use-cases/${item.id}/approve-reject/`, { action: 'approve' }, u.admin.token);
      expect((await http.patch(`/use-cases/${item.id}/`, { title: 'X' }, u.other.token)).statusCode).toBe(
        403,
      );
      expect(
        (await http.patch(`/use-cases/${item.id}/`, { title: 'By staff' }, u.staff.token)).statusCode,
      ).toBe(200);
      const tools = await http.patch(`/use-cases/${item.id}/`, { ai_tools: [] }, u.member.token);
      expect(tools.json().data.ai_tools).toEqual([]);
    });

    it('sets a default training circle only for circle leaders or certified users', async () => {
      const byMember = await submit(u.member);
      const refused = await http.patch(
        `/use-cases/${byMember.id}/`,
        { default_group: circle.id },
        u.member.token,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.defaultGroupNotAllowed);
      const byLeader = await submit(u.leader);
      expect(byLeader.can_set_default_group).toBe(true);
      const set = await http.patch(
        `/use-cases/${byLeader.id}/`,
        { default_group: circle.id },
        u.leader.token,
      );
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data.default_group_detail).toMatchObject({
        id: circle.id,
        membership_status: 'accepted',
      });
      const byCertified = await submit(u.certified);
      const notCircle = await http.patch(
        `/use-cases/${byCertified.id}/`,
        { default_group: org.id },
        u.certified.token,
      );
      expect(notCircle.json().field_errors.default_group).toEqual([M.defaultGroupNotCircle]);
      const ok = await http.patch(
        `/use-cases/${byCertified.id}/`,
        { default_group: circle.id },
        u.certified.token,
      );
      expect(ok.json().data.default_group_detail.membership_status).toBeNull();
    });
  });

  describe('list and detail', () => {
    it('pages 15 approved use cases newest first, with the filters and search', async () => {
      const g = await makeGroup(t, { groupType: 'organization' });
      for (let i = 0; i < 17; i += 1)
        await makeUseCase(t, {
          groupId: g.id,
          createdBy: u.admin.id,
          title: i === 3 ? 'Forecast quarterly sales' : `Filtered case ${i}`,
          jobFunctions: i % 2 ? [2] : [5],
          complexity: i % 3 ? 'Low' : 'High',
        });
      const page1 = (await http.get(`/use-cases/?group_id=${g.id}`)).json() as Page<UseCase>;
      expect(page1.data).toHaveLength(15);
      expect(page1.pagination).toEqual({ count: 17, next: 2 });
      const two = (await http.get(`/use-cases/?group_id=${g.id}&job_function=5&complexity=High`)).json();
      expect(two.data.every((x: UseCase) => x.job_functions.includes(5) && x.complexity === 'High')).toBe(
        true,
      );
      expect(two.pagination.count).toBe(3);
      const found = (await http.get(`/use-cases/?group_id=${g.id}&search=forecast`)).json();
      expect(found.data.map((x: UseCase) => x.title)).toEqual(['Forecast quarterly sales']);
      expect((await http.get('/use-cases/?complexity=Impossible')).statusCode).toBe(400);
      expect((await http.get('/use-cases/?job_function=x')).statusCode).toBe(400);
    });

    it('filters by a system agent response', async () => {
      const g = await makeGroup(t, { groupType: 'organization' });
      const at = new Date().toISOString();
      await makeUseCase(t, {
        groupId: g.id,
        createdBy: u.admin.id,
        agentResponses: [{ agent_id: 7, response: { quality_level: 'high', last_run_at: at } }],
      });
      await makeUseCase(t, {
        groupId: g.id,
        createdBy: u.admin.id,
        agentResponses: [{ agent_id: 7, response: { quality_level: 'low', last_run_at: at } }],
      });
      const q = encodeURIComponent('{"quality_level":"high"}');
      const res = (
        await http.get(`/use-cases/?group_id=${g.id}&system_agent_id=7&agent_response=${q}`)
      ).json();
      expect(res.pagination.count).toBe(1);
      expect(res.data[0].agent_responses[0].response.quality_level).toBe('high');
      expect((await http.get('/use-cases/?system_agent_id=7&agent_response=nope')).statusCode).toBe(400);
    });

    it('answers the detail by slug (404 when missing) and at most 10 related circles', async () => {
      const item = await makeUseCase(t, { groupId: org.id, createdBy: u.admin.id });
      for (let i = 0; i < 12; i += 1) {
        const c = await makeGroup(t, { groupType: 'circle', parentId: org.id });
        await t.ctx.database.db
          .update(groups)
          .set({ useCases: [item.id] })
          .where(eq(groups.id, c.id));
      }
      const detail = await http.get(`/use-cases/slug/${item.slug}/`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data.can_edit).toBe(false);
      expect((await http.get('/use-cases/slug/no-such-thing/')).statusCode).toBe(404);
      const related = (await http.get(`/use-cases/${item.id}/related-circles/`)).json();
      expect(related.data).toHaveLength(10);
    });
  });
});
