import { AGENT_MESSAGES as M, type AgentReport } from '@careerhub/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import { makeUser } from '../../../test/groups-helpers.js';
import { useAgentsWorld, type AgentsWorld } from '../../../test/agents-world.js';

describe('CareerGPS reports: lists, feedback, PDF, recommendation packages (issue 22)', () => {
  const w = useAgentsWorld();
  let http: AgentsWorld['http'],
    member: AgentsWorld['member'],
    other: AgentsWorld['other'],
    staff: AgentsWorld['staff'],
    mentor: AgentsWorld['mentor'],
    circleId: AgentsWorld['circleId'],
    resourceId: AgentsWorld['resourceId'],
    takeExplorer: AgentsWorld['takeExplorer'];
  beforeAll(() => {
    ({ http, member, other, staff, mentor, circleId, resourceId, takeExplorer } = w);
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

  it('staff send a recommendation package by email; 5 items at most; others may not', async () => {
    // A member of their own: the shared member has used the free plan's runs by now.
    const rita = await makeUser(w.t, { firstName: 'Rita' });
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
    const [mail] = await waitForMail(w.t, rita.email);
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

  it('the member’s data export lists their CareerGPS reports with the whole result', async () => {
    const owner = await makeUser(w.t, { firstName: 'Ola' });
    const done = await takeExplorer(owner.token);
    const slug = done.json().report_slug as string;
    const res = await http.get('/account/export/', owner.token);
    expect(res.statusCode).toBe(200);
    const data = res.json() as { careergps_reports: Array<Record<string, unknown>> };
    expect(data.careergps_reports).toHaveLength(1);
    expect(data.careergps_reports[0]).toMatchObject({
      slug,
      agent_name: 'Interest Explorer',
      headline: 'SIA',
      link: `/careergps-report/${slug}`,
      message: expect.stringMatching(/^Ola, your Holland code is SIA/),
      output_data: {
        headline: 'SIA',
        scores: expect.arrayContaining([expect.objectContaining({ key: 'S', score: 40 })]),
      },
    });
    // Another member's export does not carry them.
    const theirs = (await http.get('/account/export/', other.token)).json() as typeof data;
    expect(theirs.careergps_reports.map((r) => r.slug)).not.toContain(slug);
  });

  it('a visitor’s answer is served from its cached JSON; a staff edit of the agent shows at once', async () => {
    const done = await takeExplorer(other.token);
    const url = `/agents/report/slug/${done.json().report_slug}/`;
    const first = await http.get(url);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject({ agent_name: 'Interest Explorer', log: null, is_owner: false });
    expect((await http.get(url)).body).toBe(first.body);
    const agentId = w.explorer.id;
    await http.patch(`/agents/${agentId}/`, { name: 'Interest Explorer (new)' }, staff.token);
    try {
      expect((await http.get(url)).json().agent_name).toBe('Interest Explorer (new)');
    } finally {
      await http.patch(`/agents/${agentId}/`, { name: 'Interest Explorer' }, staff.token);
    }
    expect((await http.get(url)).json().agent_name).toBe('Interest Explorer');
  });
});
