import { ADMIN_MESSAGES as M } from '@careerhub/shared';
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
import { makeJob } from '../../../test/jobs-helpers.js';

describe('admin dashboard API: metrics, to-dos, system agents', () => {
  const suite = groupsApiSuite();
  let t: TestApp;
  let http: GroupsApi;
  beforeAll(() => ({ t, http } = suite.app));

  async function world() {
    const org = await makeGroup(t, { groupType: 'organization', domain: 'acme.edu' });
    const other = await makeGroup(t, { groupType: 'organization' });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    const otherAdmin = await makeUser(t);
    await addMember(t, other.id, otherAdmin, 'admin');
    const member = await makeUser(t);
    await addMember(t, org.id, member, 'member');
    const staff = await makeUser(t, { isStaff: true });
    return { org, other, admin, otherAdmin, member, staff };
  }

  it('metrics: the counters follow joins, accepts and removals; pending jobs and resources', async () => {
    const w = await world();
    const circle = await makeGroup(t, { groupType: 'circle', parentId: w.org.id });
    const before = (await http.get(`/admin/metrics/?group_id=${w.org.id}`, w.admin.token)).json();
    expect(before).toMatchObject({ total_members: 2, total_circles: 1, total_pending_members: 0 });
    const joiner = await makeUser(t, {
      email: `ada.${Date.now()}@acme.edu`,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await addMember(t, w.org.id, joiner, 'member', 'pending');
    await makeJob(t, { groupId: circle.id, createdBy: w.member.id, jobStatus: 'pending' });
    await makeContent(t, { groupId: circle.id, createdBy: w.member.id, status: 'pending' });
    await makeContent(t, { groupId: w.org.id, createdBy: w.member.id, type: 'post' });
    const after = (await http.get(`/admin/metrics/?group_id=${w.org.id}`, w.admin.token)).json();
    expect(after).toMatchObject({
      total_members: 2,
      total_pending_members: 1,
      total_pending_jobs: 1,
      total_pending_resources: 1,
      total_jobs: 1,
      pending: { total_pending_members: 1, total_pending_jobs: 1, total_pending_resources: 1 },
    });
    expect(after.weekly).toHaveLength(12);
    const thisWeek = after.weekly[11];
    expect(thisWeek.new_members).toBe(3);
    expect(thisWeek.posts).toBe(1);
    const accepted = await http.post(
      `/groups/${w.org.id}/respond-join-request/`,
      { users: [joiner.id], action: 'accept' },
      w.admin.token,
    );
    expect(accepted.statusCode).toBe(200);
    const done = (await http.get(`/admin/metrics/?group_id=${w.org.id}`, w.admin.token)).json();
    expect(done).toMatchObject({ total_members: 3, total_pending_members: 0 });
  });

  it('active members: a sign-in marks the member active once a week', async () => {
    const w = await world();
    await t.ctx.users.update(w.member.id, { lastLoginAt: new Date() });
    await t.ctx.users.update(w.member.id, { lastLoginAt: new Date(Date.now() + 1000) });
    const m = (await http.get(`/admin/metrics/?group_id=${w.org.id}`, w.admin.token)).json();
    expect(m.weekly[11].active_members).toBe(1);
  });

  it('to-dos: members, jobs and resources awaiting the admin, oldest first, with page sizes', async () => {
    const w = await world();
    const p1 = await makeUser(t);
    await addMember(t, w.org.id, p1, 'member', 'pending');
    await makeJob(t, { groupId: w.org.id, createdBy: w.member.id, jobStatus: 'pending', title: 'Analyst' });
    await makeContent(t, { groupId: w.org.id, createdBy: w.member.id, status: 'pending', title: 'Guide' });
    const res = await http.get(`/admin/todos/?group_id=${w.org.id}&page_size=5`, w.admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination.count).toBe(3);
    expect(body.data.map((d: { type: string }) => d.type)).toEqual(['member', 'job', 'resource']);
    const times = body.data.map((d: { created_at: string }) => Date.parse(d.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Page sizes: 5, 10, 25, 50, 100, 500 only.
    expect((await http.get(`/admin/todos/?group_id=${w.org.id}&page_size=7`, w.admin.token)).statusCode).toBe(
      400,
    );
  });

  it('an admin of organization A is refused on every admin endpoint of B; staff may', async () => {
    const w = await world();
    const calls = [
      () => http.get(`/admin/metrics/?group_id=${w.org.id}`, w.otherAdmin.token),
      () => http.get(`/admin/todos/?group_id=${w.org.id}`, w.otherAdmin.token),
      () => http.get(`/agents/system-agents/?group_id=${w.org.id}&entity=user`, w.otherAdmin.token),
      () =>
        http.get(
          `/agents/system-agents/verdicts/?group_id=${w.org.id}&user_ids=${w.member.id}`,
          w.otherAdmin.token,
        ),
      () =>
        http.post(
          '/rerun-system-agent/',
          { system_agent_id: 1, content_type: 'user', content_ids: [w.member.id], group_id: w.org.id },
          w.otherAdmin.token,
        ),
      () =>
        http.post(
          '/agents/system-agents/override/',
          { system_agent_id: 1, group_id: w.org.id, user_id: w.member.id, status: 'accepted' },
          w.otherAdmin.token,
        ),
      () => http.get(`/audit-log/?group_id=${w.org.id}`, w.otherAdmin.token),
      () => http.get(`/groups/${w.org.id}/members/?status=pending`, w.otherAdmin.token),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    // A plain member is refused too; staff read the dashboard.
    expect((await http.get(`/admin/metrics/?group_id=${w.org.id}`, w.member.token)).statusCode).toBe(403);
    expect((await http.get(`/admin/metrics/?group_id=${w.org.id}`)).statusCode).toBe(401);
    expect((await http.get(`/admin/metrics/?group_id=${w.org.id}`, w.staff.token)).statusCode).toBe(200);
    expect((await http.get(`/admin/metrics/`, w.admin.token)).statusCode).toBe(400);
  });

  it('registration_approval: a join is reviewed in the background with reasons, signals and confidence', async () => {
    const w = await world();
    const good = await makeUser(t, {
      email: `grace.${Date.now()}@acme.edu`,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const bad = await makeUser(t, { email: `x${Date.now()}@mailinator.com`, firstName: 'x1', lastName: '' });
    await addMember(t, w.org.id, good, 'member', 'pending');
    await addMember(t, w.org.id, bad, 'member', 'pending');
    const agents = (
      await http.get(`/agents/system-agents/?group_id=${w.org.id}&entity=user`, w.admin.token)
    ).json();
    const agent = agents.data.find((a: { agent_type: string }) => a.agent_type === 'registration_approval');
    expect(agent).toBeTruthy();
    const verdicts = await eventually(
      async () =>
        (
          await http.get(
            `/agents/system-agents/verdicts/?group_id=${w.org.id}&user_ids=${good.id},${bad.id}`,
            w.admin.token,
          )
        ).json().data as Array<{
          user_id: number;
          status: string;
          reasons: string[];
          confidence: number;
          signals: Record<string, unknown>;
        }>,
      (d) => d.length === 2,
    );
    const g = verdicts.find((v) => v.user_id === good.id)!;
    const b = verdicts.find((v) => v.user_id === bad.id)!;
    expect(g.status).toBe('accepted');
    expect(g.reasons).toContain('EMAIL_DOMAIN_MATCH');
    expect(g.signals).toMatchObject({ organization_domain: 'acme.edu', disposable_email: false });
    expect(b.status).toBe('rejected');
    expect(b.reasons).toEqual(expect.arrayContaining(['DISPOSABLE_EMAIL', 'NAME_IMPLAUSIBLE']));
    expect(b.confidence).toBeGreaterThan(0.5);
    // The members filters read the same answer.
    const authentic = await http.get(
      `/groups/${w.org.id}/members/?status=pending&system_agent_id=${agent.id}&agent_response=accepted`,
      w.admin.token,
    );
    expect(authentic.json().data.map((m: { id: number; user?: { id: number } }) => m)).toHaveLength(1);
    // The to-do row carries the verdict.
    const todos = (await http.get(`/admin/todos/?group_id=${w.org.id}`, w.admin.token)).json();
    expect(todos.data.find((d: { id: number }) => d.id === bad.id)).toMatchObject({ verdict: 'rejected' });
  });

  it('registration_approval: a sign-up burst counts new accounts of one network, never sign-ins or loopback', async () => {
    const w = await world();
    const signIn = async (userId: number, ip: string) =>
      t.ctx.database.query(
        `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, ip)
         VALUES ($1, md5(random()::text), md5(random()::text), now() + interval '1 day', $2)`,
        [userId, ip],
      );
    const reviewOf = async (who: TestUser) => {
      await addMember(t, w.org.id, who, 'member', 'pending');
      return eventually(
        async () =>
          (
            await http.get(
              `/agents/system-agents/verdicts/?group_id=${w.org.id}&user_ids=${who.id}`,
              w.admin.token,
            )
          ).json().data as Array<{ reasons: string[]; signals: Record<string, unknown> }>,
        (d) => d.length === 1,
      ).then((d) => d[0]!);
    };
    // Long-standing members signing in from 198.51.100.x: sign-ins, not sign-ups.
    for (let i = 0; i < 6; i++) {
      const old = await makeUser(t);
      await t.ctx.database.query(`UPDATE users SET created_at = now() - interval '3 days' WHERE id = $1`, [
        old.id,
      ]);
      await signIn(old.id, `198.51.100.${10 + i}`);
    }
    const calm = await makeUser(t);
    await signIn(calm.id, '198.51.100.77');
    expect((await reviewOf(calm)).reasons).not.toContain('SIGNUP_BURST');
    // Five new accounts from one /24 in the hour: a burst (an IPv6-mapped address is its IPv4 one).
    for (let i = 0; i < 4; i++) await signIn((await makeUser(t)).id, `203.0.113.${20 + i}`);
    const fifth = await makeUser(t);
    await signIn(fifth.id, '::ffff:203.0.113.99');
    const burst = await reviewOf(fifth);
    expect(burst.reasons).toContain('SIGNUP_BURST');
    expect(burst.signals).toMatchObject({ network: '203.0.113', signups_from_network: 5 });
    // Loopback is this machine or an unnamed proxy: never a burst.
    for (let i = 0; i < 6; i++) await signIn((await makeUser(t)).id, '127.0.0.1');
    const local = await makeUser(t);
    await signIn(local.id, '127.0.0.1');
    expect((await reviewOf(local)).reasons).not.toContain('SIGNUP_BURST');
  });

  it('rerun and override: toasts, refusals for bad input, the override in the audit log', async () => {
    const w = await world();
    const agentId = (
      await http.get(`/agents/system-agents/?group_id=${w.org.id}&entity=user`, w.admin.token)
    ).json().data[0].id as number;
    const rerun = await http.post(
      '/rerun-system-agent/',
      { system_agent_id: agentId, content_type: 'user', content_ids: [w.member.id], group_id: w.org.id },
      w.admin.token,
    );
    expect(rerun.json()).toEqual({ message: M.rerunDone, queued: 1 });
    // Empty selection, a missing organization, a stranger, an unknown agent: 4xx, nothing queued.
    const none = await http.post(
      '/rerun-system-agent/',
      { system_agent_id: agentId, content_type: 'user', content_ids: [], group_id: w.org.id },
      w.admin.token,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().field_errors.content_ids).toEqual([M.noUsersSelected]);
    const noOrg = await http.post(
      '/rerun-system-agent/',
      { system_agent_id: agentId, content_type: 'user', content_ids: [w.member.id] },
      w.admin.token,
    );
    expect(noOrg.json().field_errors.group_id).toEqual([M.organizationMissing]);
    const stranger = await makeUser(t);
    const notMember = await http.post(
      '/rerun-system-agent/',
      { system_agent_id: agentId, content_type: 'user', content_ids: [stranger.id], group_id: w.org.id },
      w.admin.token,
    );
    expect(notMember.json().message).toBe(M.notMember);
    expect(
      (
        await http.post(
          '/rerun-system-agent/',
          { system_agent_id: 999999, content_type: 'user', content_ids: [w.member.id], group_id: w.org.id },
          w.admin.token,
        )
      ).json().message,
    ).toBe(M.unknownAgent);

    const override = await http.post(
      '/agents/system-agents/override/',
      {
        system_agent_id: agentId,
        group_id: w.org.id,
        user_id: w.member.id,
        status: 'rejected',
        note: 'Known spammer',
      },
      w.admin.token,
    );
    expect(override.statusCode).toBe(200);
    expect(override.json().data).toMatchObject({ status: 'rejected', overridden: true });
    expect(override.json().data.reasons[0]).toBe('OVERRIDDEN_BY_ADMIN');
    const log = (await http.get(`/audit-log/?group_id=${w.org.id}`, w.admin.token)).json();
    expect(log.data[0]).toMatchObject({ action: 'agent.override', target_id: w.member.id });
    // A rerun keeps an administrator's decision.
    await http.post(
      '/rerun-system-agent/',
      { system_agent_id: agentId, content_type: 'user', content_ids: [w.member.id], group_id: w.org.id },
      w.admin.token,
    );
    await new Promise((r) => setTimeout(r, 400));
    const [v] = (
      await http.get(
        `/agents/system-agents/verdicts/?group_id=${w.org.id}&user_ids=${w.member.id}`,
        w.admin.token,
      )
    ).json().data;
    expect(v).toMatchObject({ status: 'rejected', overridden: true });
    const rows = (await t.ctx.database.db.execute(
      sql`SELECT agent_responses FROM group_memberships WHERE group_id = ${w.org.id} AND user_id = ${w.member.id}`,
    )) as unknown as { rows: Array<{ agent_responses: Record<string, string> }> };
    expect(rows.rows[0]!.agent_responses[String(agentId)]).toBe('rejected');
  });
});
