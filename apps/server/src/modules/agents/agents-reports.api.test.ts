import { AGENT_MESSAGES as M, type AgentReport } from '@careerhub/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import { makeUser } from '../../../test/groups-helpers.js';
import { useAgentsWorld } from '../../../test/agents-world.js';

describe('CareerGPS reports: lists, feedback, PDF, recommendation packages (issue 22)', () => {
  const w = useAgentsWorld();

  it('feedback: the owner rates a report; others may not; stars 1 to 5', async () => {
    const done = await w.takeExplorer(w.member.token);
    const report = (
      await w.http.get(`/agents/report/slug/${done.json().report_slug}/`, w.member.token)
    ).json() as AgentReport;
    const rated = await w.http.post(
      '/agents/feedback/',
      { response_id: report.id, rating: 4, feedback: 'Useful' },
      w.member.token,
    );
    expect(rated.json()).toEqual({
      response_id: report.id,
      rating: 4,
      feedback: 'Useful',
      message: M.feedbackThanks,
    });
    const again = (
      await w.http.get(`/agents/report/slug/${report.slug}/`, w.member.token)
    ).json() as AgentReport;
    expect(again.feedback).toEqual({ rating: 4, feedback: 'Useful' });
    expect(
      (await w.http.post('/agents/feedback/', { response_id: report.id, rating: 5 }, w.other.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.http.post('/agents/feedback/', { response_id: report.id, rating: 6 }, w.member.token))
        .statusCode,
    ).toBe(400);
    expect(
      (await w.http.post('/agents/feedback/', { response_id: 2_147_483_000, rating: 3 }, w.member.token))
        .statusCode,
    ).toBe(404);
  });

  it('downloads a report as a PDF: the owner and staff only', async () => {
    const done = await w.takeExplorer(w.member.token);
    const url = `/agents/report/slug/${done.json().report_slug}/pdf/`;
    const pdf = await w.http.get(url, w.member.token);
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
    expect((await w.http.get(url, w.staff.token)).statusCode).toBe(200);
    expect((await w.http.get(url, w.other.token)).statusCode).toBe(403);
    expect((await w.http.get(url)).statusCode).toBe(401);
    expect((await w.http.get('/agents/report/slug/nope/pdf/', w.member.token)).statusCode).toBe(404);
  });

  it('lists reports: the user’s own (30 a page), anyone’s for staff; the log for staff', async () => {
    const mine = await w.http.get('/agents/reports/', w.member.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.every((r: { user: { id: number } }) => r.user.id === w.member.id)).toBe(true);
    expect((await w.http.get(`/agents/reports/?user_id=${w.other.id}`, w.member.token)).statusCode).toBe(403);
    expect((await w.http.get('/agents/reports/')).statusCode).toBe(401);
    const forStaff = await w.http.get(`/agents/reports/?user_id=${w.member.id}&page_size=12`, w.staff.token);
    expect(forStaff.json().pagination.count).toBe(mine.json().pagination.count);
    const slug = mine.json().data[0].slug as string;
    const withLog = (await w.http.get(`/agents/report/slug/${slug}/`, w.staff.token)).json() as AgentReport;
    expect(withLog.log!.messages.map((m) => m.type)).toEqual(['human', 'ai', 'human', 'ai']);
    expect((await w.http.get('/agents/report/slug/nope/')).statusCode).toBe(404);
  });

  it('staff send a recommendation package by email; 5 items at most; others may not', async () => {
    // A member of their own: the shared member has used the free plan's runs by now.
    const rita = await makeUser(w.t, { firstName: 'Rita' });
    const done = await w.takeExplorer(rita.token);
    const report = (
      await w.http.get(`/agents/report/slug/${done.json().report_slug}/`, rita.token)
    ).json() as AgentReport;
    const body = {
      subject: 'Your next steps',
      body: 'Hello!\n\nHere is what I found for you.',
      footer: 'The CareerHub team',
      users: [w.mentor.id],
      groups: [w.circleId],
      internal_resources: [w.resourceId],
      agent_reports: [report.id],
    };
    const sent = await w.http.post(`/recommendation-package/${rita.id}/`, body, w.staff.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: M.packageSent, items: 4 });
    const [mail] = await waitForMail(w.t, rita.email);
    expect(mail!.subject).toBe('Your next steps');
    expect(mail!.html).toContain(`/careergps-report/${report.slug}`);
    expect(mail!.html).toContain('Peer mentoring and coaching circle');
    expect(mail!.text).toContain('Here is what I found for you.');

    const six = [1, 2, 3, 4, 5, 6];
    const tooMany = await w.http.post(
      `/recommendation-package/${rita.id}/`,
      { ...body, users: six, agent_reports: six },
      w.staff.token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field_errors).toMatchObject({
      users: [M.packageUsers],
      agent_reports: [M.packageReports],
    });
    const gone = await w.http.post(
      `/recommendation-package/${rita.id}/`,
      { ...body, groups: [2_147_483_000] },
      w.staff.token,
    );
    expect(gone.json().field_errors).toEqual({ groups: [M.packageItemMissing] });
    const refused = await w.http.post(`/recommendation-package/${rita.id}/`, body, rita.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.packageNoAccess);
    expect((await w.http.post('/recommendation-package/2147483000/', body, w.staff.token)).statusCode).toBe(
      404,
    );
  });

  it('the member’s data export lists their CareerGPS reports with the whole result', async () => {
    const owner = await makeUser(w.t, { firstName: 'Ola' });
    const done = await w.takeExplorer(owner.token);
    const slug = done.json().report_slug as string;
    const res = await w.http.get('/account/export/', owner.token);
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
    const theirs = (await w.http.get('/account/export/', w.other.token)).json() as typeof data;
    expect(theirs.careergps_reports.map((r) => r.slug)).not.toContain(slug);
  });

  it('a visitor’s answer is served from its cached JSON; a staff edit of the agent shows at once', async () => {
    const done = await w.takeExplorer(w.other.token);
    const url = `/agents/report/slug/${done.json().report_slug}/`;
    const first = await w.http.get(url);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject({ agent_name: 'Interest Explorer', log: null, is_owner: false });
    expect((await w.http.get(url)).body).toBe(first.body);
    const agentId = w.explorer.id;
    await w.http.patch(`/agents/${agentId}/`, { name: 'Interest Explorer (new)' }, w.staff.token);
    try {
      expect((await w.http.get(url)).json().agent_name).toBe('Interest Explorer (new)');
    } finally {
      await w.http.patch(`/agents/${agentId}/`, { name: 'Interest Explorer' }, w.staff.token);
    }
    expect((await w.http.get(url)).json().agent_name).toBe('Interest Explorer');
  });
});
