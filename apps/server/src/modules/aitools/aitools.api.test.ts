import { CATALOG_MESSAGES as M, type AiTool, type Page } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAiTool, makeFile, makeUseCase } from '../../../test/catalog-helpers.js';
import { addMember, api, certify, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** AI tools per call, rule and role (content-ai-admin sections 2.6, 4, 5 and 7.5). */
describe('AI tools API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let otherOrg: { id: number };
  const u = {} as Record<'member' | 'other' | 'admin' | 'otherAdmin' | 'staff' | 'trial', TestUser>;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    otherOrg = await makeGroup(t, { groupType: 'organization' });
    for (const name of ['member', 'other', 'admin', 'otherAdmin'] as const) u[name] = await makeUser(t);
    u.staff = await makeUser(t, { isStaff: true });
    u.trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    await addMember(t, org.id, u.member);
    await addMember(t, org.id, u.other);
    await addMember(t, org.id, u.admin, 'admin');
    await certify(t, u.admin, org.id);
    await addMember(t, otherOrg.id, u.otherAdmin, 'admin');
  });
  afterAll(() => t.close());

  const form = (extra: Record<string, unknown> = {}) => ({
    name: 'Draftwise',
    description: 'Writes first drafts of emails and reports.',
    group: org.id,
    categories: [2, 7],
    website: 'https://draftwise.example.com',
    ...extra,
  });

  it('lets a member submit a tool with a logo: pending, engagement defaults, toast text', async () => {
    const logo = await makeFile(t, u.member.id, 'image/png', 200_000);
    const res = await http.post('/ai-tools/', form({ logo }), u.member.token);
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json() as { message: string; data: AiTool };
    expect(message).toBe(M.aiToolSubmitted);
    expect(data).toMatchObject({
      status: 'pending',
      logo,
      vote_score: 0,
      user_vote_type: null,
      is_bookmarked: false,
    });
    expect(data.logo_url).toMatch(/catalog-/);
    expect(data.created_by?.id).toBe(u.member.id);
  });

  it('refuses anonymous, trial accounts, more than 3 categories, a logo of 5 MB or more or not an image', async () => {
    expect((await http.post('/ai-tools/', form())).statusCode).toBe(401);
    expect((await http.post('/ai-tools/', form(), u.trial.token)).statusCode).toBe(403);
    let res = await http.post('/ai-tools/', form({ categories: [1, 2, 3, 4] }), u.member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.categories).toEqual([M.maxCategories]);
    const big = await makeFile(t, u.member.id, 'image/png', 5 * 1024 * 1024);
    res = await http.post('/ai-tools/', form({ logo: big }), u.member.token);
    expect(res.json().field_errors.logo).toEqual([M.logoTooLarge]);
    const pdf = await makeFile(t, u.member.id, 'application/pdf');
    res = await http.post('/ai-tools/', form({ logo: pdf }), u.member.token);
    expect(res.json().field_errors.logo).toEqual([M.imageOnly]);
    res = await http.post('/ai-tools/', form({ website: 'not a url' }), u.member.token);
    expect(res.json().field_errors.website).toEqual([M.invalidUrl]);
    res = await http.post('/ai-tools/', form({ name: '' }), u.member.token);
    expect(res.json().field_errors.name).toEqual([M.required]);
  });

  it("lets the admin of the tool's default organization approve and reject with the spec's rules", async () => {
    const tool = (await http.post('/ai-tools/', form({ name: 'Decide me' }), u.member.token)).json()
      .data as AiTool;
    const path = `/ai-tools/${tool.id}/approve-reject/`;
    expect((await http.post(path, { action: 'approve' }, u.other.token)).statusCode).toBe(404);
    expect((await http.post(path, { action: 'approve' }, u.member.token)).statusCode).toBe(403);
    expect((await http.post(path, { action: 'approve' }, u.otherAdmin.token)).statusCode).toBe(404);
    const approved = await http.post(path, { action: 'approve' }, u.admin.token);
    expect(approved.json()).toMatchObject({ message: M.aiToolApproved, data: { status: 'approved' } });
    expect((await http.post(path, { action: 'reject' }, u.admin.token)).json().field_errors.action).toEqual([
      M.notRejectable,
    ]);
    const second = (await http.post('/ai-tools/', form({ name: 'Reject me' }), u.member.token)).json()
      .data as AiTool;
    const rejected = await http.post(
      `/ai-tools/${second.id}/approve-reject/`,
      { action: 'reject' },
      u.admin.token,
    );
    expect(rejected.json()).toMatchObject({ message: M.aiToolRejected, data: { status: 'rejected' } });
    const back = await http.post(
      `/ai-tools/${second.id}/approve-reject/`,
      { action: 'approve' },
      u.staff.token,
    );
    expect(back.json().data.status).toBe('approved');
  });

  it('lets the creator and staff edit; others 403', async () => {
    const tool = (await http.post('/ai-tools/', form({ name: 'Edit me' }), u.member.token)).json()
      .data as AiTool;
    const res = await http.patch(
      `/ai-tools/${tool.id}/`,
      { name: 'Edited', categories: [1] },
      u.member.token,
    );
    expect(res.json()).toMatchObject({ message: M.aiToolUpdated, data: { name: 'Edited', categories: [1] } });
    expect((await http.patch(`/ai-tools/${tool.id}/`, { name: 'X' }, u.other.token)).statusCode).toBe(404);
    await http.post(`/ai-tools/${tool.id}/approve-reject/`, { action: 'approve' }, u.admin.token);
    expect((await http.patch(`/ai-tools/${tool.id}/`, { name: 'X' }, u.other.token)).statusCode).toBe(403);
    expect((await http.patch(`/ai-tools/${tool.id}/`, { name: 'Staff' }, u.staff.token)).statusCode).toBe(
      200,
    );
  });

  it('lists 9 approved tools a page with search and categories; the detail lists the use cases that use it', async () => {
    const g = await makeGroup(t, { groupType: 'organization' });
    for (let i = 0; i < 11; i += 1)
      await makeAiTool(t, {
        groupId: g.id,
        createdBy: u.admin.id,
        name: i === 4 ? 'Slidemaker Pro' : `Listed tool ${i}`,
        categories: i % 2 ? [3] : [4, 5],
      });
    const page = (await http.get(`/ai-tools/?group_id=${g.id}`)).json() as Page<AiTool>;
    expect(page.data).toHaveLength(9);
    expect(page.pagination).toEqual({ count: 11, next: 2 });
    const coding = (await http.get(`/ai-tools/?group_id=${g.id}&categories=4`)).json() as Page<AiTool>;
    expect(coding.pagination.count).toBe(6);
    const found = (await http.get(`/ai-tools/?group_id=${g.id}&search=slidemaker`)).json() as Page<AiTool>;
    expect(found.data.map((x) => x.name)).toEqual(['Slidemaker Pro']);

    const tool = await makeAiTool(t, { groupId: g.id, createdBy: u.admin.id });
    const uc = await makeUseCase(t, { groupId: g.id, createdBy: u.admin.id, title: 'Uses the tool' });
    await makeUseCase(t, { groupId: g.id, createdBy: u.admin.id, status: 'pending' });
    await http.patch(`/use-cases/${uc.id}/`, { ai_tools: [tool.id] }, u.staff.token);
    const detail = (await http.get(`/ai-tools/slug/${tool.slug}/`)).json().data as AiTool;
    expect(detail.use_cases.map((x) => x.slug)).toEqual([uc.slug]);
    expect((await http.get('/ai-tools/slug/missing-tool/')).statusCode).toBe(404);
    expect((await http.get('/ai-tools/?categories=a')).statusCode).toBe(400);
  });
});
