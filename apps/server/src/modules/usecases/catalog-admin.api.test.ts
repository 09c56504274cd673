import {
  ADMIN_MESSAGES as A,
  CATALOG_MESSAGES as M,
  type AiTool,
  type Page,
  type UseCase,
} from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAiTool, makeUseCase } from '../../../test/catalog-helpers.js';
import {
  addMember,
  groupsApiSuite,
  makeGroup,
  makeUser,
  type GroupsApi,
  type TestUser,
} from '../../../test/groups-helpers.js';
import { eventually, type TestApp } from '../../../test/helpers.js';

const LONG =
  'Support teams receive hundreds of tickets a day. An assistant reads each ticket, tags its product ' +
  'area and urgency, finds similar solved tickets and drafts a first answer for the agent to check. ' +
  'Agents edit the draft, send it and mark what the assistant got wrong, so the tagging improves each ' +
  'week. The team measured the time to first answer before and after, and shared the prompts, the ' +
  'review checklist and the escalation rules with the other regional support desks. Every desk now uses it.';

/** The admin tables of use cases and AI tools, and the usecase_curation agent (issues 19 and 23). */
describe('catalogue admin API: admin tables, decisions in the audit log, use case curation', () => {
  const suite = groupsApiSuite();
  let t: TestApp;
  let http: GroupsApi;
  let org: { id: number };
  let other: { id: number };
  let circle: { id: number };
  let tool: { id: number };
  const u = {} as Record<'admin' | 'otherAdmin' | 'member' | 'staff', TestUser>;
  let agentId: number;

  beforeAll(async () => {
    ({ t, http } = suite.app);
    org = await makeGroup(t, { groupType: 'organization' });
    other = await makeGroup(t, { groupType: 'organization' });
    circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
    u.admin = await makeUser(t);
    u.otherAdmin = await makeUser(t);
    u.member = await makeUser(t);
    u.staff = await makeUser(t, { isStaff: true });
    await addMember(t, org.id, u.admin, 'admin');
    await addMember(t, other.id, u.otherAdmin, 'admin');
    await addMember(t, org.id, u.member);
    tool = await makeAiTool(t, { groupId: org.id, createdBy: u.admin.id });
    const agents = await http.get(`/agents/system-agents/?group_id=${org.id}&entity=use_case`, u.admin.token);
    expect(agents.statusCode, agents.body).toBe(200);
    const list = agents.json().data as Array<{ id: number; agent_type: string; entity: string }>;
    expect(list).toEqual([expect.objectContaining({ agent_type: 'usecase_curation', entity: 'use_case' })]);
    agentId = list[0]!.id;
  });

  const listUseCases = async (query: string, user?: TestUser) =>
    http.get(`/use-cases/?admin=true&${query}`, user?.token);

  it('lists only the organization’s items (and its circles’) for its admin, every status; staff see all', async () => {
    const mine = await makeUseCase(t, { groupId: org.id, createdBy: u.member.id, status: 'pending' });
    const inCircle = await makeUseCase(t, { groupId: circle.id, createdBy: u.member.id, status: 'rejected' });
    const theirs = await makeUseCase(t, { groupId: other.id, createdBy: u.otherAdmin.id, status: 'pending' });
    const ids = (res: { json: () => unknown }) => (res.json() as Page<UseCase>).data.map((x) => x.id);

    const all = await listUseCases('page_size=500', u.admin);
    expect(all.statusCode, all.body).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([mine.id, inCircle.id]));
    expect(ids(all)).not.toContain(theirs.id);
    const pending = ids(await listUseCases('status=pending&page_size=500', u.admin));
    expect(pending).toContain(mine.id);
    expect(pending).not.toContain(inCircle.id);
    expect(ids(await listUseCases('page_size=500', u.otherAdmin))).toEqual([theirs.id]);
    const staff = ids(await listUseCases('status=pending&page_size=500', u.staff));
    expect(staff).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    // Without admin=true another organization's pending item stays hidden from this admin too.
    const plain = await http.get(`/use-cases/?status=pending&group_id=${other.id}`, u.admin.token);
    expect(ids(plain)).not.toContain(theirs.id);

    expect((await listUseCases('', u.member)).statusCode).toBe(403);
    expect((await listUseCases('')).statusCode).toBe(401);
    expect((await listUseCases('admin=maybe', u.admin)).statusCode).toBe(400);
    expect((await listUseCases('page_size=501', u.admin)).statusCode).toBe(400);
  });

  it('searches and pages the table (page sizes up to 500)', async () => {
    for (let i = 0; i < 6; i += 1)
      await makeUseCase(t, { groupId: org.id, createdBy: u.member.id, title: `Zebra forecasting ${i}` });
    const first = (await listUseCases('search=zebra&page_size=5', u.admin)).json() as Page<UseCase>;
    expect(first.data).toHaveLength(5);
    expect(first.pagination).toEqual({ count: 6, next: 2 });
    const second = (await listUseCases('search=zebra&page_size=5&page=2', u.admin)).json() as Page<UseCase>;
    expect(second.data).toHaveLength(1);
    expect(second.pagination.next).toBeNull();
  });

  it('AI tools: the same scope; approve and reject by the rules, refused across organizations, audited', async () => {
    const pendingTool = await makeAiTool(t, { groupId: org.id, createdBy: u.member.id, status: 'pending' });
    const theirs = await makeAiTool(t, { groupId: other.id, createdBy: u.otherAdmin.id, status: 'pending' });
    const list = (await http.get('/ai-tools/?admin=true&status=pending&page_size=500', u.admin.token)).json();
    const ids = (list as Page<AiTool>).data.map((x) => x.id);
    expect(ids).toContain(pendingTool.id);
    expect(ids).not.toContain(theirs.id);
    expect((await http.get('/ai-tools/?admin=true', u.member.token)).statusCode).toBe(403);

    const path = (id: number) => `/ai-tools/${id}/approve-reject/`;
    expect((await http.post(path(theirs.id), { action: 'approve' }, u.admin.token)).statusCode).toBe(404);
    expect(
      (await http.post(path(pendingTool.id), { action: 'approve' }, u.otherAdmin.token)).statusCode,
    ).toBe(404);
    expect((await http.post(path(pendingTool.id), { action: 'reject' }, u.member.token)).statusCode).toBe(
      403,
    );
    const approved = await http.post(path(pendingTool.id), { action: 'approve' }, u.admin.token);
    expect(approved.json()).toMatchObject({ message: M.aiToolApproved, data: { status: 'approved' } });
    const again = await http.post(path(pendingTool.id), { action: 'reject' }, u.admin.token);
    expect(again.json().field_errors.action).toEqual([M.notRejectable]);
    const log = (await http.get(`/audit-log/?group_id=${org.id}`, u.admin.token)).json();
    expect(log.data[0]).toMatchObject({
      action: 'ai_tool.approve',
      actor_role: 'admin',
      target_type: 'ai_tool',
      target_id: pendingTool.id,
      organization_id: org.id,
    });
    // The refused calls wrote nothing.
    const count = (await t.ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'ai_tool' AND target_id = ${theirs.id}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(count.rows[0]!.n).toBe(0);
  });

  it('use cases: reject then approve are audited with the organization; the metrics count the queues', async () => {
    const before = (await http.get(`/admin/metrics/?group_id=${org.id}`, u.admin.token)).json();
    const item = await makeUseCase(t, { groupId: circle.id, createdBy: u.member.id, status: 'pending' });
    await makeAiTool(t, { groupId: circle.id, createdBy: u.member.id, status: 'pending' });
    const after = (await http.get(`/admin/metrics/?group_id=${org.id}`, u.admin.token)).json();
    expect(after.total_pending_use_cases).toBe(before.total_pending_use_cases + 1);
    expect(after.total_pending_ai_tools).toBe(before.total_pending_ai_tools + 1);
    const todos = (await http.get(`/admin/todos/?group_id=${org.id}&page_size=500`, u.admin.token)).json();
    expect(todos.data).toContainEqual(expect.objectContaining({ type: 'use_case', id: item.id }));

    const path = `/use-cases/${item.id}/approve-reject/`;
    expect((await http.post(path, { action: 'reject' }, u.otherAdmin.token)).statusCode).toBe(404);
    expect((await http.post(path, { action: 'reject' }, u.admin.token)).json().message).toBe(
      M.useCaseRejected,
    );
    expect((await http.post(path, { action: 'approve' }, u.admin.token)).json().message).toBe(
      M.useCaseApproved,
    );
    const log = (await http.get(`/audit-log/?group_id=${org.id}`, u.admin.token)).json();
    expect(log.data.slice(0, 2)).toMatchObject([
      { action: 'use_case.approve', target_id: item.id, group_id: circle.id, organization_id: org.id },
      { action: 'use_case.reject', target_id: item.id, details: { previous: 'pending' } },
    ]);
    const done = (await http.get(`/admin/metrics/?group_id=${org.id}`, u.admin.token)).json();
    expect(done.total_pending_use_cases).toBe(before.total_pending_use_cases);
  });

  const form = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    description: LONG,
    reason: 'Answers arrive in minutes instead of hours.',
    group: org.id,
    ai_tools: [tool.id],
    business_value: 'High',
    complexity: 'Medium',
    innovation_category: 'Incremental',
    job_functions: [1],
    categories: [1],
    ...extra,
  });
  async function submitAndJudge(title: string, extra: Record<string, unknown> = {}) {
    const res = await http.post('/use-cases/', form(title, extra), u.member.token);
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { data: UseCase }).data.id;
    const read = async () => (await http.get(`/use-cases/${id}/`, u.admin.token)).json().data as UseCase;
    const judged = await eventually(read, (x) => x.agent_responses.length > 0);
    return judged;
  }

  it('usecase_curation judges a submission in the background: level, reasons, signals, confidence', async () => {
    const good = await submitAndJudge('Triage support tickets with an assistant');
    const answer = good.agent_responses[0]!;
    expect(answer.agent_id).toBe(agentId);
    expect(answer.response).toMatchObject({ quality_level: 'high', overridden: false });
    expect(answer.response.reasons).toEqual(
      expect.arrayContaining(['DESCRIPTION_DETAILED', 'REASON_GIVEN', 'AI_TOOLS_LINKED']),
    );
    expect(answer.response.confidence).toBeGreaterThan(0.5);
    const stored = (await t.ctx.database.db.execute(
      sql`SELECT status, signals, group_id FROM system_agent_verdicts WHERE entity = 'use_case' AND entity_id = ${good.id}`,
    )) as unknown as { rows: Array<{ status: string; signals: Record<string, unknown>; group_id: number }> };
    expect(stored.rows[0]).toMatchObject({ status: 'high', group_id: org.id });
    expect(stored.rows[0]!.signals).toMatchObject({ ai_tools: 1, links: 0, exact_duplicates: 0 });

    // The same title again is a duplicate: reject. A bare one-liner full of links is rejected too.
    const dup = await submitAndJudge('Triage support tickets with an assistant');
    expect(dup.agent_responses[0]!.response.quality_level).toBe('reject');
    expect(dup.agent_responses[0]!.response.reasons).toContain('DUPLICATE');
    const spam = await submitAndJudge('Best tools', {
      description: 'www.a.io www.b.io www.c.io www.d.io www.e.io www.f.io',
      reason: '',
      ai_tools: [],
      job_functions: [],
      categories: [],
    });
    expect(spam.agent_responses[0]!.response).toMatchObject({ quality_level: 'reject' });
    expect(spam.agent_responses[0]!.response.reasons).toEqual(
      expect.arrayContaining(['LINKS_EXCESSIVE', 'DESCRIPTION_SHORT', 'TITLE_VAGUE']),
    );

    // The table filters by the quality.
    const q = encodeURIComponent(JSON.stringify({ quality_level: 'reject' }));
    const rejects = (
      await listUseCases(`system_agent_id=${agentId}&agent_response=${q}&page_size=500`, u.admin)
    ).json() as Page<UseCase>;
    expect(rejects.data.map((x) => x.id)).toEqual(expect.arrayContaining([dup.id, spam.id]));
    expect(rejects.data.map((x) => x.id)).not.toContain(good.id);
  });

  it('rerun and override: only on the organization’s use cases; the override is audited and kept', async () => {
    const item = await submitAndJudge('Summarise board minutes for new staff', { reason: '' });
    const theirs = await makeUseCase(t, { groupId: other.id, createdBy: u.otherAdmin.id });
    const rerun = (ids: number[], groupId: number, by: TestUser) =>
      http.post(
        '/rerun-system-agent/',
        { system_agent_id: agentId, content_type: 'use_case', content_ids: ids, group_id: groupId },
        by.token,
      );
    expect((await rerun([item.id], org.id, u.admin)).json()).toEqual({ message: A.rerunDone, queued: 1 });
    const cross = await rerun([theirs.id], org.id, u.admin);
    expect(cross.statusCode).toBe(400);
    expect(cross.json().message).toBe(A.notOrganizationUseCase);
    expect((await rerun([item.id], org.id, u.otherAdmin)).statusCode).toBe(403);
    expect((await rerun([item.id], org.id, u.member)).statusCode).toBe(403);
    const wrong = await http.post(
      '/rerun-system-agent/',
      { system_agent_id: agentId, content_type: 'user', content_ids: [u.member.id], group_id: org.id },
      u.admin.token,
    );
    expect(wrong.json().message).toBe(A.wrongEntity);

    const override = (body: Record<string, unknown>, by: TestUser) =>
      http.post(
        '/agents/system-agents/override/',
        { system_agent_id: agentId, group_id: org.id, use_case_id: item.id, ...body },
        by.token,
      );
    expect((await override({ quality_level: 'high' }, u.otherAdmin)).statusCode).toBe(403);
    expect((await override({ quality_level: 'great' }, u.admin)).statusCode).toBe(400);
    const refused = await http.post(
      '/agents/system-agents/override/',
      { system_agent_id: agentId, group_id: org.id, use_case_id: theirs.id, quality_level: 'high' },
      u.admin.token,
    );
    expect(refused.json().message).toBe(A.notOrganizationUseCase);
    const done = await override({ quality_level: 'high', note: 'Useful for every office' }, u.admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: A.overridden,
      data: { use_case_id: item.id, quality_level: 'high', overridden: true, confidence: 1 },
    });
    expect(done.json().data.reasons[0]).toBe('OVERRIDDEN_BY_ADMIN');
    const log = (await http.get(`/audit-log/?group_id=${org.id}`, u.admin.token)).json();
    expect(log.data[0]).toMatchObject({
      action: 'agent.override',
      target_type: 'use_case',
      target_id: item.id,
      details: { agent: 'usecase_curation', quality_level: 'high' },
    });
    // A rerun keeps the administrator's quality.
    await rerun([item.id], org.id, u.admin);
    await new Promise((r) => setTimeout(r, 400));
    const read = (await http.get(`/use-cases/${item.id}/`, u.admin.token)).json().data as UseCase;
    expect(read.agent_responses).toHaveLength(1);
    expect(read.agent_responses[0]!.response).toMatchObject({ quality_level: 'high', overridden: true });
  });
});
