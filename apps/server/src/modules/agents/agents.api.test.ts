import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AGENT_MESSAGES as M,
  type AgentDetail,
  type AgentReport,
  type AgentSummary,
} from '@careerhub/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { makeContent } from '../../../test/contents-helpers.js';
import { makeJob } from '../../../test/jobs-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { waitForMail } from '../../../test/auth-helpers.js';
import { RIASEC_ITEMS } from './instruments/riasec.items.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="The app" /><title>CareerHub</title></head><body><div id="root"></div></body></html>`;

/** Interest Explorer answers: Social 5s, Investigative 4s, Artistic 3s, the rest 1s → SIA. */
const sheet = (over: Record<string, number> = {}) => ({
  ...Object.fromEntries(
    RIASEC_ITEMS.map((i) => [i.id, i.scale === 'S' ? 5 : i.scale === 'I' ? 4 : i.scale === 'A' ? 3 : 1]),
  ),
  ...over,
});
let sessions = 0;
const session = () => `run-${Date.now().toString(36)}-${(sessions += 1)}`;

describe('CareerGPS agents, runs and reports (issue 22)', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  const web = mkdtempSync(path.join(os.tmpdir(), 'careerhub-web-'));
  let member: TestUser;
  let other: TestUser;
  let staff: TestUser;
  let trial: TestUser;
  let mentor: TestUser;
  let explorer: AgentDetail;
  let readiness: AgentDetail;
  let plan: AgentDetail;
  let circleSlug: string;
  let circleId: number;
  let resourceId: number;
  let jobSlug: string;

  const run = (agent: AgentDetail, step: number, body: Record<string, unknown>, token?: string) =>
    http.post(`/agents/process/${agent.id}/${step}/`, body, token);
  /** Both stages of the Interest Explorer for one session; answers the second stage's response. */
  async function takeExplorer(token: string | undefined, s = session(), extra: Record<string, unknown> = {}) {
    const first = await run(explorer, 1, { session: s, user_response: { ...sheet(), ...extra } }, token);
    expect(first.statusCode, first.body).toBe(200);
    return run(explorer, 2, { session: s, user_response: {} }, token);
  }

  beforeAll(async () => {
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    t = await createTestApp({ env: { WEB_DIST_DIR: web } });
    http = api(t);
    member = await makeUser(t, { firstName: 'Maya' });
    other = await makeUser(t);
    staff = await makeUser(t, { isStaff: true });
    trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    mentor = await makeUser(t, { isCertified: true, firstName: 'Teo' });
    const org = await makeGroup(t, { groupType: 'organization' });
    const circle = await makeGroup(t, {
      groupType: 'circle',
      parentId: org.id,
      name: 'Peer mentoring and coaching circle',
      description: 'Members practise mentoring, teaching and coaching each other.',
    });
    circleSlug = circle.nameSlug;
    circleId = circle.id;
    await addMember(t, org.id, mentor);
    await t.ctx.database.query(
      `INSERT INTO profiles (user_id, short_bio) VALUES ($1, 'I love mentoring and teaching new analysts.')
       ON CONFLICT (user_id) DO UPDATE SET short_bio = excluded.short_bio`,
      [mentor.id],
    );
    const job = await makeJob(t, {
      groupId: org.id,
      createdBy: staff.id,
      title: 'Community education coordinator',
      description: 'Coordinate teaching and mentoring programs for volunteers.',
    });
    jobSlug = job.slug;
    resourceId = (
      await makeContent(t, {
        groupId: org.id,
        createdBy: staff.id,
        title: 'A research guide to statistics and data analysis',
        text: 'How to do research with data analysis and statistics.',
      })
    ).id;
    const detail = async (slug: string) =>
      (await http.get(`/agents/slug/${slug}/`, member.token)).json() as AgentDetail;
    explorer = await detail('interest-explorer');
    readiness = await detail('ai-readiness');
    plan = await detail('career-plan');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
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

  it('enforces access: premium, a visitor, the usage limit, staff always', async () => {
    const goal = { goal: 'Move into data analysis', hours: 2 };
    const premium = await run(plan, 1, { session: session(), user_response: goal }, member.token);
    expect(premium.statusCode).toBe(403);
    expect(premium.json()).toMatchObject({
      message: M.reasons.NO_PREMIUM_SUBSCRIPTION,
      detail: 'NO_PREMIUM_SUBSCRIPTION',
    });
    const visitor = await run(plan, 1, { session: session(), user_response: goal });
    expect(visitor.json().detail).toBe('UNREGISTERED_PREMIUM_RESTRICTED');
    const asStaff = await run(plan, 1, { session: session(), user_response: goal }, staff.token);
    expect(asStaff.statusCode, asStaff.body).toBe(200);

    const limited = await makeUser(t);
    for (let i = 0; i < 5; i += 1) {
      const s = session();
      expect(
        (await run(readiness, 1, { session: s, user_response: { prompting_daily: true } }, limited.token))
          .statusCode,
      ).toBe(200);
      expect((await run(readiness, 2, { session: s, user_response: {} }, limited.token)).statusCode).toBe(
        200,
      );
    }
    const sixth = await run(readiness, 1, { session: session(), user_response: {} }, limited.token);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().detail).toBe('USAGE_LIMIT_REACHED');
    const metrics = (await http.get('/agents/metrics/', limited.token)).json();
    expect(metrics).toMatchObject({ usage_count: 5, usage_limit: 5, remaining: 0, reports_count: 5 });
    expect((await http.get('/agents/metrics/', trial.token)).statusCode).toBe(403);
    expect((await http.get('/agents/metrics/')).statusCode).toBe(401);
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

  it('lists reports: the user’s own (30 a page), anyone’s for staff; the log for staff', async () => {
    const mine = await http.get('/agents/reports/', member.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.every((r: { user: { id: number } }) => r.user.id === member.id)).toBe(true);
    expect((await http.get(`/agents/reports/?user_id=${other.id}`, member.token)).statusCode).toBe(403);
    expect((await http.get('/agents/reports/')).statusCode).toBe(401);
    const forStaff = await http.get(`/agents/reports/?user_id=${member.id}&page_size=12`, staff.token);
    expect(forStaff.json().pagination.count).toBe(mine.json().pagination.count);
    const slug = mine.json().data[0].slug as string;
    const withLog = (await http.get(`/agents/report/slug/${slug}/`, staff.token)).json() as AgentReport;
    expect(withLog.log!.messages.map((m) => m.type)).toEqual(['human', 'ai', 'human', 'ai']);
    expect((await http.get('/agents/report/slug/nope/')).statusCode).toBe(404);
  });

  it('feedback: the owner rates a report; others may not; stars 1 to 5', async () => {
    const done = await takeExplorer(member.token);
    const report = (
      await http.get(`/agents/report/slug/${done.json().report_slug}/`, member.token)
    ).json() as AgentReport;
    const rated = await http.post(
      '/agents/feedback/',
      { response_id: report.id, rating: 4, feedback: 'Useful' },
      member.token,
    );
    expect(rated.json()).toEqual({
      response_id: report.id,
      rating: 4,
      feedback: 'Useful',
      message: M.feedbackThanks,
    });
    const again = (await http.get(`/agents/report/slug/${report.slug}/`, member.token)).json() as AgentReport;
    expect(again.feedback).toEqual({ rating: 4, feedback: 'Useful' });
    expect(
      (await http.post('/agents/feedback/', { response_id: report.id, rating: 5 }, other.token)).statusCode,
    ).toBe(403);
    expect(
      (await http.post('/agents/feedback/', { response_id: report.id, rating: 6 }, member.token)).statusCode,
    ).toBe(400);
    expect(
      (await http.post('/agents/feedback/', { response_id: 2_147_483_000, rating: 3 }, member.token))
        .statusCode,
    ).toBe(404);
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

  it('downloads a report as a PDF: the owner and staff only', async () => {
    const done = await takeExplorer(member.token);
    const url = `/agents/report/slug/${done.json().report_slug}/pdf/`;
    const pdf = await http.get(url, member.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="interest-explorer-[0-9a-f]+\.pdf"$/,
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Interest Explorer: SIA');
    expect(text).toContain('Peer mentoring and coaching circle');
    expect(text).toContain('Clinical and Counseling Psychologists');
    expect((await http.get(url, staff.token)).statusCode).toBe(200);
    expect((await http.get(url, other.token)).statusCode).toBe(403);
    expect((await http.get(url)).statusCode).toBe(401);
    expect((await http.get('/agents/report/slug/nope/pdf/', member.token)).statusCode).toBe(404);
  });

  it('staff send a recommendation package by email; 5 items at most; others may not', async () => {
    // A member of their own: the shared member has used the free plan's runs by now.
    const rita = await makeUser(t, { firstName: 'Rita' });
    const done = await takeExplorer(rita.token);
    const report = (
      await http.get(`/agents/report/slug/${done.json().report_slug}/`, rita.token)
    ).json() as AgentReport;
    const body = {
      subject: 'Your next steps',
      body: 'Hello!\n\nHere is what I found for you.',
      footer: 'The CareerHub team',
      users: [mentor.id],
      groups: [circleId],
      internal_resources: [resourceId],
      agent_reports: [report.id],
    };
    const sent = await http.post(`/recommendation-package/${rita.id}/`, body, staff.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: M.packageSent, items: 4 });
    const [mail] = await waitForMail(t, rita.email);
    expect(mail!.subject).toBe('Your next steps');
    expect(mail!.html).toContain(`/careergps-report/${report.slug}`);
    expect(mail!.html).toContain('Peer mentoring and coaching circle');
    expect(mail!.text).toContain('Here is what I found for you.');

    const six = [1, 2, 3, 4, 5, 6];
    const tooMany = await http.post(
      `/recommendation-package/${rita.id}/`,
      { ...body, users: six, agent_reports: six },
      staff.token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field_errors).toMatchObject({
      users: [M.packageUsers],
      agent_reports: [M.packageReports],
    });
    const gone = await http.post(
      `/recommendation-package/${rita.id}/`,
      { ...body, groups: [2_147_483_000] },
      staff.token,
    );
    expect(gone.json().field_errors).toEqual({ groups: [M.packageItemMissing] });
    const refused = await http.post(`/recommendation-package/${rita.id}/`, body, rita.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.packageNoAccess);
    expect((await http.post('/recommendation-package/2147483000/', body, staff.token)).statusCode).toBe(404);
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
