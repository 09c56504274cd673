import { ADMIN_MESSAGES as M, type AgentVerdict } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContent } from '../../../test/contents-helpers.js';
import {
  addMember,
  groupsApiSuite,
  makeGroup,
  makeUser,
  type GroupsApi,
  type TestUser,
} from '../../../test/groups-helpers.js';
import { eventually, type TestApp } from '../../../test/helpers.js';
import { RANK_ENTHUSIASM_JOB } from './enthusiasm.service.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('ai_enthusiasm_ranking: signals, background ranking, rerun, override', () => {
  const suite = groupsApiSuite();
  let t: TestApp;
  let http: GroupsApi;
  let agentId: number;
  beforeAll(async () => {
    ({ t, http } = suite.app);
    agentId = rowsOf<{ id: number }>(
      await t.ctx.database.db.execute(
        sql`SELECT id FROM system_agents WHERE agent_type = 'ai_enthusiasm_ranking'`,
      ),
    )[0]!.id;
  });
  const db = () => t.ctx.database.db;
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

  async function world() {
    const org = await makeGroup(t, { groupType: 'organization' });
    const circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
    const otherCircle = await makeGroup(t, { groupType: 'circle' });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    const member = await makeUser(t);
    await addMember(t, org.id, member, 'member');
    return { org, circle, otherCircle, admin, member };
  }

  const verdictsOf = async (orgId: number, ids: number[], token: string) =>
    (
      await http.get(`/agents/system-agents/verdicts/?group_id=${orgId}&user_ids=${ids.join(',')}`, token)
    ).json().data as AgentVerdict[];
  const rankingOf = async (orgId: number, user: { id: number }, token: string) =>
    (await verdictsOf(orgId, [user.id], token)).find((v) => v.agent_type === 'ai_enthusiasm_ranking');
  const rerun = (orgId: number, ids: number[], token?: string) =>
    http.post(
      '/rerun-system-agent/',
      { system_agent_id: agentId, content_type: 'user', content_ids: ids, group_id: orgId },
      token,
    );

  /** Activity of `who` inside and outside the windows (rows written as their modules would). */
  async function act(who: TestUser, w: Awaited<ReturnType<typeof world>>) {
    for (const d of [1, 2, 40, 120]) {
      await db().execute(sql`INSERT INTO assistant_chats (user_id, question, messages, engine, created_at)
        VALUES (${who.id}, 'How do I write a prompt?', '[]'::jsonb, 'builtin', ${daysAgo(d)})`);
    }
    const post = await makeContent(t, { groupId: w.org.id, createdBy: who.id, type: 'post' });
    const old = await makeContent(t, { groupId: w.org.id, createdBy: who.id });
    await db().execute(sql`UPDATE contents SET created_at = ${daysAgo(60)} WHERE id = ${old.id}`);
    const rejected = await makeContent(t, { groupId: w.org.id, createdBy: who.id, status: 'rejected' });
    await db().execute(sql`INSERT INTO content_comments (content_id, author_id, body, created_at)
      VALUES (${post.id}, ${who.id}, 'Thanks!', ${daysAgo(3)}), (${post.id}, ${who.id}, 'Old', ${daysAgo(200)})`);
    for (const [item, value, d] of [
      [post.id, 1, 1],
      [old.id, -1, 50],
      [rejected.id, null, 2], // a cleared vote
    ] as const) {
      await db().execute(sql`INSERT INTO votes (content_type, object_id, user_id, value, updated_at)
        VALUES ('content', ${item}, ${who.id}, ${value}, ${daysAgo(d)})`);
    }
    await addMember(t, w.circle.id, who, 'member');
    await addMember(t, w.otherCircle.id, who, 'member'); // not this organization's circle
  }

  it('counts each kind of activity over 90 and 30 days and stores level, reasons, signals, confidence', async () => {
    const w = await world();
    await act(w.member, w);
    const answer = await rerun(w.org.id, [w.member.id, w.admin.id], w.admin.token);
    expect(answer.json()).toEqual({ message: M.rerunDone, queued: 2 });
    const v = await eventually(
      () => rankingOf(w.org.id, w.member, w.admin.token),
      (x) => Boolean(x),
    );
    expect(v!.signals).toMatchObject({
      assistant_90: 3,
      assistant_30: 2,
      contributions_90: 2,
      contributions_30: 1,
      comments_90: 1,
      comments_30: 1,
      votes_90: 2,
      votes_30: 1,
      circles_joined_90: 1,
      circles_joined_30: 1,
      circles: 1,
      window_days: 90,
    });
    // 5 + 15 + 4 + 3 + 8 points and the breadth bonus: 45, Active.
    expect(v).toMatchObject({ level: 'active', status: 'accepted', overridden: false });
    expect(v!.signals.score).toBe(45);
    expect(v!.reasons).toEqual([
      'ASSISTANT_TRIED',
      'CONTRIBUTES',
      'VOTES',
      'JOINED_CIRCLES',
      'BROAD_ACTIVITY',
      'RECENT_ACTIVITY',
    ]);
    expect(v!.confidence).toBeGreaterThan(0.5);
    expect(v!.rationale).toMatch(/^Active \(score 45\): 3 assistant questions, 2 contributions/);
    // The administrator did nothing: Dormant. Both answers are mirrored for the members filter.
    const idle = await eventually(
      () => rankingOf(w.org.id, w.admin, w.admin.token),
      (x) => Boolean(x),
    );
    expect(idle).toMatchObject({ level: 'dormant', status: 'rejected', reasons: ['NO_RECENT_ACTIVITY'] });
    const filtered = (
      await http.get(
        `/groups/${w.org.id}/members/?system_agent_id=${agentId}&agent_response=accepted`,
        w.admin.token,
      )
    ).json().data as Array<{ id: number }>;
    expect(filtered.map((m) => m.id)).toEqual([w.member.id]);
  });

  it('activity marks the member and queues one debounced ranking; the job ranks them in each organization', async () => {
    const w = await world();
    const post = await makeContent(t, { groupId: w.org.id, createdBy: w.admin.id });
    await db().execute(
      sql`DELETE FROM background_jobs WHERE name = ${RANK_ENTHUSIASM_JOB} AND state = 'queued'`,
    );
    for (const value of [1, -1, 1]) {
      await db().execute(sql`INSERT INTO votes (content_type, object_id, user_id, value)
        VALUES ('content', ${post.id}, ${w.member.id}, ${value})
        ON CONFLICT (content_type, object_id, user_id) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
    }
    const dirty = rowsOf<{ user_id: number }>(
      await db().execute(sql`SELECT user_id FROM enthusiasm_dirty WHERE user_id = ${w.member.id}`),
    );
    expect(dirty).toHaveLength(1);
    const queued = rowsOf<{ id: number; wait: number }>(
      await db().execute(sql`SELECT id, extract(epoch FROM run_at - now())::int AS wait FROM background_jobs
        WHERE name = ${RANK_ENTHUSIASM_JOB} AND state = 'queued' AND payload ? 'dirty'`),
    );
    expect(queued).toHaveLength(1); // three votes, one job
    expect(queued[0]!.wait).toBeGreaterThan(30);
    // The minute passes.
    await db().execute(sql`UPDATE background_jobs SET run_at = now() WHERE id = ${queued[0]!.id}`);
    const v = await eventually(
      () => rankingOf(w.org.id, w.member, w.admin.token),
      (x) => Boolean(x),
    );
    expect(v).toMatchObject({ level: 'curious', status: 'pending', reasons: ['VOTES', 'RECENT_ACTIVITY'] });
    expect(v!.signals).toMatchObject({ votes_90: 1, votes_30: 1 });
    const left = rowsOf<{ n: number }>(
      await db().execute(sql`SELECT count(*)::int AS n FROM enthusiasm_dirty WHERE user_id = ${w.member.id}`),
    );
    expect(left[0]!.n).toBe(0);
  });

  it('an override sets a level, is audited and survives reruns; a level is refused for another agent', async () => {
    const w = await world();
    const set = await http.post(
      '/agents/system-agents/override/',
      {
        system_agent_id: agentId,
        group_id: w.org.id,
        user_id: w.member.id,
        level: 'champion',
        note: 'Runs our AI club',
      },
      w.admin.token,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({
      level: 'champion',
      status: 'accepted',
      overridden: true,
      reasons: ['OVERRIDDEN_BY_ADMIN'],
      rationale: 'Runs our AI club',
    });
    const log = (await http.get(`/audit-log/?group_id=${w.org.id}`, w.admin.token)).json();
    expect(log.data[0]).toMatchObject({ action: 'agent.override', target_id: w.member.id });
    expect(log.data[0].details).toMatchObject({ agent: 'ai_enthusiasm_ranking', level: 'champion' });
    // A plain status given to the ranking means a level.
    const plain = await http.post(
      '/agents/system-agents/override/',
      { system_agent_id: agentId, group_id: w.org.id, user_id: w.admin.id, status: 'pending' },
      w.admin.token,
    );
    expect(plain.json().data).toMatchObject({ level: 'curious', status: 'pending' });

    await rerun(w.org.id, [w.member.id], w.admin.token);
    await new Promise((r) => setTimeout(r, 500));
    expect(await rankingOf(w.org.id, w.member, w.admin.token)).toMatchObject({
      level: 'champion',
      overridden: true,
    });
    const mirrored = rowsOf<{ answer: string }>(
      await db().execute(sql`SELECT agent_responses ->> ${String(agentId)} AS answer FROM group_memberships
        WHERE group_id = ${w.org.id} AND user_id = ${w.member.id}`),
    );
    expect(mirrored[0]!.answer).toBe('accepted');

    const registration = rowsOf<{ id: number }>(
      await db().execute(sql`SELECT id FROM system_agents WHERE agent_type = 'registration_approval'`),
    )[0]!.id;
    const wrong = await http.post(
      '/agents/system-agents/override/',
      { system_agent_id: registration, group_id: w.org.id, user_id: w.member.id, level: 'dormant' },
      w.admin.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.wrongEntity);
    const bad = await http.post(
      '/agents/system-agents/override/',
      { system_agent_id: agentId, group_id: w.org.id, user_id: w.member.id, level: 'legend' },
      w.admin.token,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('permissions: only the organization’s administrators and staff rerun, override and read', async () => {
    const w = await world();
    const other = await makeGroup(t, { groupType: 'organization' });
    const otherAdmin = await makeUser(t);
    await addMember(t, other.id, otherAdmin, 'admin');
    const leader = await makeUser(t);
    await addMember(t, w.org.id, leader, 'leader');
    const staff = await makeUser(t, { isStaff: true });
    const trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    const override = (token?: string) =>
      http.post(
        '/agents/system-agents/override/',
        { system_agent_id: agentId, group_id: w.org.id, user_id: w.member.id, level: 'active' },
        token,
      );
    const cases: Array<[string, string | undefined, number]> = [
      ['anonymous', undefined, 401],
      ['trial', trial.token, 403],
      ['member', w.member.token, 403],
      ['leader', leader.token, 403],
      ['admin of another organization', otherAdmin.token, 403],
      ['admin', w.admin.token, 200],
      ['staff', staff.token, 200],
    ];
    for (const [who, token, status] of cases) {
      expect([who, (await rerun(w.org.id, [w.member.id], token)).statusCode]).toEqual([who, status]);
      expect([who, (await override(token)).statusCode]).toEqual([who, status]);
      const read = await http.get(
        `/agents/system-agents/verdicts/?group_id=${w.org.id}&user_ids=${w.member.id}`,
        token,
      );
      expect([who, read.statusCode]).toEqual([who, status]);
    }
    // The agent is offered with the others.
    const agents = (
      await http.get(`/agents/system-agents/?group_id=${w.org.id}&entity=user`, w.admin.token)
    ).json();
    expect(agents.data.map((a: { agent_type: string }) => a.agent_type)).toEqual([
      'registration_approval',
      'ai_enthusiasm_ranking',
    ]);
  });

  it('ranks a whole organization a batch per statement', async () => {
    const w = await world();
    const people = await Promise.all(Array.from({ length: 12 }, () => makeUser(t)));
    for (const p of people) await addMember(t, w.org.id, p, 'member');
    const { createEnthusiasmModule } = await import('./system-agents.module.js');
    const ranked = await createEnthusiasmModule(t.ctx).rankOrganization(w.org.id);
    expect(ranked).toBe(14);
    const levels = rowsOf<{ level: string; n: number }>(
      await db().execute(sql`SELECT level, count(*)::int AS n FROM system_agent_verdicts
        WHERE agent_id = ${agentId} AND group_id = ${w.org.id} GROUP BY level`),
    );
    expect(levels).toEqual([{ level: 'dormant', n: 14 }]);
  });
});
