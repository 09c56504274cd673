import {
  AGENT_MESSAGES as M,
  type AgentDetail,
  type AgentReport,
  type AgentSummary,
} from '@careerhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { session, sheet, useAgentsWorld, type AgentsWorld } from '../../../test/agents-world.js';

describe('CareerGPS agents and runs (issue 22)', () => {
  const w = useAgentsWorld();
  let http: AgentsWorld['http'],
    member: AgentsWorld['member'],
    other: AgentsWorld['other'],
    staff: AgentsWorld['staff'],
    mentor: AgentsWorld['mentor'],
    explorer: AgentsWorld['explorer'],
    readiness: AgentsWorld['readiness'],
    circleSlug: AgentsWorld['circleSlug'],
    jobSlug: AgentsWorld['jobSlug'],
    run: AgentsWorld['run'],
    takeExplorer: AgentsWorld['takeExplorer'],
    t: AgentsWorld['t'];
  beforeAll(() => {
    ({ http, member, other, staff, mentor, explorer, readiness, circleSlug, jobSlug, run, takeExplorer, t } =
      w);
  });

  it('lists the seeded agents with premium marks, usage and the viewer’s access', async () => {
    const anonymous = await http.get('/agents/');
    expect(anonymous.statusCode).toBe(200);
    const list = anonymous.json().data as AgentSummary[];
    expect(list.map((a) => a.slug)).toEqual(['interest-explorer', 'ai-readiness', 'career-plan']);
    expect(list.map((a) => a.is_premium)).toEqual([false, false, true]);
    expect(list[2]!.access).toEqual({
      allowed: false,
      reason: 'UNREGISTERED_PREMIUM_RESTRICTED',
      message: M.reasons.UNREGISTERED_PREMIUM_RESTRICTED,
    });
    const asMember = (await http.get('/agents/', member.token)).json().data as AgentSummary[];
    expect(asMember[2]!.access.reason).toBe('NO_PREMIUM_SUBSCRIPTION');
    const asStaff = (await http.get('/agents/', staff.token)).json().data as AgentSummary[];
    expect(asStaff.every((a) => a.access.allowed)).toBe(true);
  });

  it('shows an agent’s steps and credits the item set; user prompts to staff only', async () => {
    expect(explorer.extra_info.credit).toContain('IPIP');
    expect(explorer.steps.map((s) => [s.order, s.type])).toEqual([
      [1, 'custom_form'],
      [2, 'report_generation'],
    ]);
    const inputs = explorer.steps[0]!.extra_info.input_steps;
    expect(inputs.authenticated).toHaveLength(6);
    expect(inputs.unauthenticated.map((s) => s.type).slice(0, 2)).toEqual([
      'registration',
      'career_information',
    ]);
    expect(explorer.steps[0]!.user_prompt).toBeNull();
    const asStaff = (await http.get('/agents/slug/interest-explorer/', staff.token)).json() as AgentDetail;
    expect(asStaff.steps[0]!.user_prompt).toMatch(/RIASEC/);
    expect((await http.get('/agents/slug/no-such-agent/')).statusCode).toBe(404);
  });

  it('a member takes the Interest Explorer: scores, code, career paths and community matches with reasons', async () => {
    const s = session();
    const first = await run(explorer, 1, { session: s, user_response: sheet() }, member.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      step: 1,
      status: 'in_progress',
      next_step: 2,
      data: { code: 'SIA' },
    });
    const second = await run(explorer, 2, { session: s, user_response: {} }, member.token);
    expect(second.statusCode, second.body).toBe(200);
    const result = second.json();
    expect(result).toMatchObject({ step: 2, status: 'completed', next_step: null });
    const report = (
      await http.get(`/agents/report/slug/${result.report_slug}/`, member.token)
    ).json() as AgentReport;
    expect(report.output_data.headline).toBe('SIA');
    expect(report.output_data.scores.map((x) => [x.key, x.score])).toEqual([
      ['R', 8],
      ['I', 32],
      ['A', 24],
      ['S', 40],
      ['E', 8],
      ['C', 8],
    ]);
    expect(report.output_data.message).toMatch(/^Maya, your Holland code is SIA/);
    expect(report.output_data.career_paths[0]!.occupations.map((o) => o.title)).toContain(
      'Clinical and Counseling Psychologists (SIA)',
    );
    const matches = report.output_data.matches;
    expect(matches).toContainEqual(
      expect.objectContaining({
        type: 'circle',
        link: `/circle/${circleSlug}`,
        reason: expect.stringMatching(/Social interest/),
      }),
    );
    expect(matches).toContainEqual(expect.objectContaining({ type: 'job', link: `/job/${jobSlug}` }));
    expect(matches).toContainEqual(
      expect.objectContaining({
        type: 'user',
        id: mentor.id,
        reason: expect.stringMatching(/^A Certified Leader/),
      }),
    );
    expect(report.is_owner).toBe(true);
    expect(report.log).toBeNull();
    expect(report.output_data.plan).toHaveLength(3);
  });

  it('a retry never makes a second report; the run keeps its slug', async () => {
    const before = (await http.get('/agents/reports/', other.token)).json().pagination.count as number;
    const s = session();
    const done = await takeExplorer(other.token, s);
    const again = await run(explorer, 2, { session: s, user_response: {} }, other.token);
    const stageAgain = await run(explorer, 1, { session: s, user_response: sheet() }, other.token);
    expect(again.json().report_slug).toBe(done.json().report_slug);
    expect(stageAgain.json()).toMatchObject({ status: 'completed', report_slug: done.json().report_slug });
    expect((await http.get('/agents/reports/', other.token)).json().pagination.count).toBe(before + 1);
  });

  it('refuses bad answers with clear 400s and saves nothing', async () => {
    const s = session();
    const outOfRange = await run(explorer, 1, { session: s, user_response: sheet({ r1: 6 }) }, member.token);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().field_errors.r1).toEqual([
      M.outOfRange('Test the quality of parts before shipment', 5),
    ]);
    const partial = sheet();
    delete (partial as Record<string, number>).c8;
    const skipped = await run(explorer, 1, { session: s, user_response: partial }, member.token);
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().field_errors.c8).toEqual([M.answerRequired('Keep shipping and receiving records')]);
    const unknown = await run(explorer, 1, { session: s, user_response: sheet({ zz: 1 }) }, member.token);
    expect(unknown.json().field_errors.zz).toEqual([M.unknownAnswer]);
    const early = await run(explorer, 2, { session: s, user_response: {} }, member.token);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.stepOutOfOrder('What would you enjoy doing?'));
    expect((await run(explorer, 9, { session: s, user_response: {} }, member.token)).statusCode).toBe(404);
    const badSession = await run(explorer, 1, { session: 'a b', user_response: sheet() }, member.token);
    expect(badSession.statusCode).toBe(400);
    // Nothing was half-saved: the session can still start cleanly at step 1.
    const fresh = await run(explorer, 1, { session: s, user_response: sheet() }, member.token);
    expect(fresh.json()).toMatchObject({ status: 'in_progress', next_step: 2 });
  });

  it('AI readiness: levels per area and a plan for the gaps', async () => {
    const s = session();
    const ticks = {
      prompting_daily: true,
      prompting_context: true,
      prompting_iterate: true,
      data_spreadsheets: 'true',
    };
    expect((await run(readiness, 1, { session: s, user_response: ticks }, member.token)).json().data).toEqual(
      {
        level: 'Beginner',
        percent: 20,
      },
    );
    const done = await run(readiness, 2, { session: s, user_response: {} }, member.token);
    const report = (await http.get(`/agents/report/slug/${done.json().report_slug}/`)).json() as AgentReport;
    expect(report.output_data.scores.map((a) => [a.key, a.level])).toEqual([
      ['prompting', 'Proficient'],
      ['data', 'Beginner'],
      ['automation', 'Beginner'],
      ['ethics', 'Beginner'],
      ['tools', 'Beginner'],
    ]);
    expect(report.output_data.matches).toContainEqual(expect.objectContaining({ type: 'resource' }));
    expect(report.is_owner).toBe(false);
  });

  it('a visitor takes the Interest Explorer with the leading steps; the report is public', async () => {
    const s = session();
    const missing = await run(explorer, 1, { session: s, user_response: sheet() });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().field_errors).sort()).toEqual(['email', 'first_name', 'last_name']);
    const badEmail = await run(explorer, 1, {
      session: s,
      user_response: { ...sheet(), first_name: 'Ana', last_name: 'B', email: 'ana' },
    });
    expect(badEmail.json().field_errors.email).toEqual([M.invalidEmail]);
    const ok = await run(explorer, 1, {
      session: s,
      user_response: {
        ...sheet(),
        first_name: 'Ana',
        last_name: 'B',
        email: 'ana@example.com',
        career_stage: 1,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const done = await run(explorer, 2, { session: s, user_response: {} });
    const slug = done.json().report_slug as string;
    const page = (await http.get(`/agents/report/slug/${slug}/`)).json() as AgentReport;
    expect(page.user).toBeNull();
    expect(page.output_data.message).toMatch(/^Ana, your Holland code is SIA/);
    // Someone else cannot take over the visitor's run with its key.
    expect((await run(explorer, 2, { session: s, user_response: {} }, member.token)).statusCode).toBe(404);
    const html = await t.app.inject({
      method: 'GET',
      url: `/careergps-report/${slug}`,
      headers: { host: 'localhost' },
    });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<meta property="og:title" content="Interest Explorer: SIA">');
    expect((await t.app.inject({ method: 'GET', url: '/careergps-report/nope' })).body).not.toContain(
      'og:title',
    );
  });

  it('staff run an agent for a beneficiary; others may not', async () => {
    const s = session();
    expect(
      (await run(readiness, 1, { session: s, user_id: member.id, user_response: {} }, other.token))
        .statusCode,
    ).toBe(403);
    await run(readiness, 1, { session: s, user_id: member.id, user_response: {} }, staff.token);
    const done = await run(readiness, 2, { session: s, user_id: member.id, user_response: {} }, staff.token);
    const report = (
      await http.get(`/agents/report/slug/${done.json().report_slug}/`, member.token)
    ).json() as AgentReport;
    expect(report.user!.id).toBe(member.id);
    expect(report.is_owner).toBe(true);
  });

  it('staff edit an agent and a step’s user prompt without a deploy', async () => {
    const step = explorer.steps[1]!;
    expect(
      (await http.patch(`/agents/steps/${step.id}/`, { user_prompt: 'Be brief.' }, member.token)).statusCode,
    ).toBe(403);
    const edited = await http.patch(
      `/agents/steps/${step.id}/`,
      { user_prompt: 'Be brief.', loading_text: 'Thinking…' },
      staff.token,
    );
    expect(edited.json()).toMatchObject({ user_prompt: 'Be brief.', loading_text: 'Thinking…' });
    const agent = await http.patch(`/agents/${readiness.id}/`, { description: 'Five areas.' }, staff.token);
    expect(agent.json()).toMatchObject({ description: 'Five areas.', slug: 'ai-readiness' });
    expect(
      (await http.patch(`/agents/${readiness.id}/`, { is_premium: true }, member.token)).statusCode,
    ).toBe(403);
    expect((await http.patch('/agents/2147483000/', { name: 'X' }, staff.token)).statusCode).toBe(404);
  });
});
