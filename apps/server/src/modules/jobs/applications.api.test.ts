import { JOB_MESSAGES as M, NOTIFICATION_EVENTS, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import { addMember, api, daysFromNow, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { giveResume, makeJob, makeJobOrg, makeSeeker } from '../../../test/jobs-helpers.js';

describe('jobs API: applying, withdrawing, applicants', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  const questions = [
    { id: 'why', label: 'Why this job?', type: 'textarea' as const, required: true, options: '' },
    { id: 'visa', label: 'Need a visa?', type: 'radio' as const, required: false, options: 'Yes\nNo' },
  ];

  it('applying needs sign-in (401), a registered account, and a resume on the profile (the spec message)', async () => {
    const { org } = await makeJobOrg(t);
    const job = await makeJob(t, { groupId: org.id });
    expect((await http.post(`/jobs/${job.id}/apply/`, {})).statusCode).toBe(401);
    const trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    expect((await http.post(`/jobs/${job.id}/apply/`, {}, trial.token)).statusCode).toBe(403);
    const noResume = await makeUser(t);
    const refused = await http.post(`/jobs/${job.id}/apply/`, {}, noResume.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: M.resumeRequired,
      field_errors: { resume: [M.resumeRequired] },
    });
    // A resume someone else uploaded is refused; the user's own fresh upload is accepted.
    const other = await makeUser(t);
    const foreign = await giveResume(t, other, false);
    expect(
      (await http.post(`/jobs/${job.id}/apply/`, { resume: foreign }, noResume.token)).json().field_errors,
    ).toEqual({
      resume: [M.resumeNotYours],
    });
    const own = await giveResume(t, noResume, false);
    const ok = await http.post(`/jobs/${job.id}/apply/`, { resume: own }, noResume.token);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ message: M.applied, status: 'pending' });
    // Unverified accounts are registered users too.
    const unverified = await makeSeeker(t, {}, { isVerified: false });
    expect((await http.post(`/jobs/${job.id}/apply/`, {}, unverified.token)).statusCode).toBe(201);
  });

  it('questions are answered first; the application shows on the job as status', async () => {
    const { org } = await makeJobOrg(t);
    const job = await makeJob(t, { groupId: org.id, extraInfo: { questions } });
    const seeker = await makeSeeker(t);
    const missing = await http.post(`/jobs/${job.id}/apply/`, { answers: { visa: 'Maybe' } }, seeker.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors).toEqual({
      'extra_info.why': ['Required'],
      'extra_info.visa': ['Choose one of the listed options.'],
    });
    const nul = await http.post(`/jobs/${job.id}/apply/`, { answers: { why: 'a\u0000b' } }, seeker.token);
    expect(nul.json().field_errors).toEqual({ 'answers.why': [VALIDATION.nulCharacter] });
    const applied = await http.post(
      `/jobs/${job.id}/apply/`,
      { answers: { why: 'I love data', visa: 'No', ignored: 'x' } },
      seeker.token,
    );
    expect(applied.statusCode).toBe(201);
    expect((await http.get(`/jobs/slug/${job.slug}/`, seeker.token)).json().data.status).toBe('pending');
    const again = await http.post(`/jobs/${job.id}/apply/`, { answers: { why: 'Again' } }, seeker.token);
    expect(again.json().message).toBe(M.alreadyApplied);
  });

  it('applications are open only inside the window and only for published jobs', async () => {
    const { org, poster } = await makeJobOrg(t);
    const seeker = await makeSeeker(t);
    const notYet = await makeJob(t, { groupId: org.id, applicationOpenDate: daysFromNow(2) });
    const ended = await makeJob(t, { groupId: org.id, applicationCloseDate: daysFromNow(-1) });
    const draft = await makeJob(t, { groupId: org.id, jobStatus: 'pending' });
    expect((await http.post(`/jobs/${notYet.id}/apply/`, {}, seeker.token)).json().message).toBe(M.notOpen);
    expect((await http.post(`/jobs/${ended.id}/apply/`, {}, seeker.token)).json().message).toBe(M.notOpen);
    expect((await http.post(`/jobs/${draft.id}/apply/`, {}, seeker.token)).statusCode).toBe(404);
    await giveResume(t, poster);
    expect((await http.post(`/jobs/${draft.id}/apply/`, {}, poster.token)).json().message).toBe(M.notOpen);
    expect((await http.get(`/jobs/slug/${ended.slug}/`)).json().data.is_open).toBe(false);
  });

  it('withdraw only while pending; then one may apply again', async () => {
    const { org, poster } = await makeJobOrg(t);
    const job = await makeJob(t, { groupId: org.id, createdBy: poster.id });
    const seeker = await makeSeeker(t);
    expect((await http.post(`/jobs/${job.id}/unapply/`, {}, seeker.token)).json().message).toBe(M.notApplied);
    await http.post(`/jobs/${job.id}/apply/`, {}, seeker.token);
    expect((await http.post(`/jobs/${job.id}/unapply/`, {}, seeker.token)).json()).toEqual({
      message: M.unapplied,
      status: null,
    });
    expect((await http.get(`/jobs/slug/${job.slug}/`, seeker.token)).json().data.status).toBeNull();
    await http.post(`/jobs/${job.id}/apply/`, {}, seeker.token);
    await http.post(`/jobs/${job.id}/status/`, { user_id: seeker.id, status: 'accepted' }, poster.token);
    const late = await http.post(`/jobs/${job.id}/unapply/`, {}, seeker.token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.onlyPendingWithdraw);
  });

  it('a new application notifies and emails the job administrators; accept/reject notifies and emails the applicant', async () => {
    const { org, poster } = await makeJobOrg(t, { name: 'Acme Analytics' });
    const leader = await makeUser(t);
    await addMember(t, org.id, leader, 'leader');
    const job = await makeJob(t, { groupId: org.id, createdBy: poster.id, title: 'BI Developer' });
    const ada = await makeSeeker(t, {}, { firstName: 'Ada', lastName: 'Byron' });
    const bob = await makeSeeker(t);
    await http.post(`/jobs/${job.id}/apply/`, {}, ada.token);
    await http.post(`/jobs/${job.id}/apply/`, {}, bob.token);
    for (const admin of [poster, leader]) {
      const notes = (await t.ctx.notifications.list(admin.id, 1, 10)).data;
      expect(notes.find((n) => n.message === 'Ada Byron applied to BI Developer')).toMatchObject({
        type: 'job',
        notification_type: NOTIFICATION_EVENTS.jobApplication,
        link: `/job/${job.slug}`,
        data: { name_slug: job.slug, name: 'BI Developer' },
      });
    }
    const adminMail = await waitForMail(t, poster.email, 2);
    expect(adminMail.map((m) => m.subject)).toContain('Ada Byron applied to BI Developer');

    const member = await makeUser(t);
    await addMember(t, org.id, member, 'member');
    const denied = await http.post(
      `/jobs/${job.id}/status/`,
      { user_id: ada.id, status: 'accepted' },
      member.token,
    );
    expect([denied.statusCode, denied.json().message]).toEqual([403, M.notAdministrator]);
    const accepted = await http.post(
      `/jobs/${job.id}/status/`,
      { user_id: ada.id, status: 'accepted' },
      leader.token,
    );
    expect(accepted.json()).toEqual({
      message: M.applicantResponded('accepted'),
      user_id: ada.id,
      status: 'accepted',
    });
    const again = await http.post(
      `/jobs/${job.id}/status/`,
      { user_id: ada.id, status: 'rejected' },
      leader.token,
    );
    expect(again.json().message).toBe(M.notPendingApplicant);
    await http.post(`/jobs/${job.id}/status/`, { user_id: bob.id, status: 'rejected' }, poster.token);
    const [adaNote] = (await t.ctx.notifications.list(ada.id, 1, 10)).data;
    expect(adaNote).toMatchObject({
      notification_type: NOTIFICATION_EVENTS.jobApplicationAccepted,
      message: 'Your application to BI Developer at Acme Analytics was accepted',
    });
    const [bobNote] = (await t.ctx.notifications.list(bob.id, 1, 10)).data;
    expect(bobNote!.notification_type).toBe(NOTIFICATION_EVENTS.jobApplicationRejected);
    const [adaMail] = await waitForMail(t, ada.email);
    expect(adaMail!.subject).toBe('Your application to BI Developer at Acme Analytics was accepted');
    expect((await waitForMail(t, bob.email))[0]!.subject).toContain('was rejected');
    expect((await http.get(`/jobs/slug/${job.slug}/`, ada.token)).json().data.status).toBe('accepted');
    expect((await http.get(`/jobs/slug/${job.slug}/`, poster.token)).json().data).toMatchObject({
      accepted_members_count: 1,
      rejected_members_count: 1,
      pending_members_count: 0,
    });
  });

  it('applicants: administrators only, accepted by default, 12 a page, status and search filters', async () => {
    const { org, poster } = await makeJobOrg(t);
    const job = await makeJob(t, { groupId: org.id, createdBy: poster.id, extraInfo: { questions } });
    const seekers = [];
    for (let i = 0; i < 14; i += 1) {
      const s = await makeSeeker(t, {}, { firstName: i === 0 ? 'Zelda' : 'Sam', lastName: `Seeker${i}` });
      await http.post(`/jobs/${job.id}/apply/`, { answers: { why: `Reason ${i}` } }, s.token);
      seekers.push(s);
    }
    await http.post(`/jobs/${job.id}/status/`, { user_id: seekers[0]!.id, status: 'accepted' }, poster.token);
    const accepted = (await http.get(`/jobs/${job.id}/applications/`, poster.token)).json();
    expect(accepted.pagination).toEqual({ count: 1, next: null });
    expect(accepted.data[0]).toMatchObject({
      id: seekers[0]!.id,
      name: 'Zelda Seeker0',
      name_slug: seekers[0]!.nameSlug,
      status: 'accepted',
      email: seekers[0]!.email,
      extra_info: { why: 'Reason 0' },
    });
    expect(accepted.data[0].resume).toMatch(/resumes\/test-/);
    const pending = (await http.get(`/jobs/${job.id}/applications/?status=pending`, poster.token)).json();
    expect(pending.data).toHaveLength(12);
    expect(pending.pagination).toEqual({ count: 13, next: 2 });
    expect(pending.data[0].id).toBe(seekers[13]!.id);
    const search = (
      await http.get(`/jobs/${job.id}/applications/?status=pending&q=seeker13`, poster.token)
    ).json();
    expect(search.data.map((a: { id: number }) => a.id)).toEqual([seekers[13]!.id]);
    expect(
      (await http.get(`/jobs/${job.id}/applications/?status=rejected`, poster.token)).json().data,
    ).toEqual([]);
    expect((await http.get(`/jobs/${job.id}/applications/`, seekers[1]!.token)).statusCode).toBe(403);
    expect((await http.get(`/jobs/${job.id}/applications/?status=hired`, poster.token)).statusCode).toBe(400);
  });

  it('exports applicants as a streamed CSV: quoted, formula-safe, BOM, CRLF, one column per question', async () => {
    const { org, poster } = await makeJobOrg(t);
    const job = await makeJob(t, {
      groupId: org.id,
      createdBy: poster.id,
      extraInfo: { questions },
      slug: 'csv-job',
    });
    const tricky = await makeSeeker(t, {}, { firstName: '=HYPERLINK("x")', lastName: 'Doe' });
    const plain = await makeSeeker(t, {}, { firstName: 'Plain', lastName: 'Person' });
    await http.post(`/jobs/${job.id}/apply/`, { answers: { why: '@SUM(1)', visa: 'Yes' } }, tricky.token);
    await http.post(`/jobs/${job.id}/apply/`, { answers: { why: 'Say "hi"' } }, plain.token);
    expect((await http.get(`/jobs/${job.id}/export-job-membership/`, plain.token)).statusCode).toBe(403);
    const res = await http.get(`/jobs/${job.id}/export-job-membership/`, poster.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="csv-job-applicants.csv"');
    const body = res.body;
    expect(
      body.startsWith(
        '\uFEFF"Name","Email","Status","Applied At","Country","Institution","Resume","Why this job?","Need a visa?"\r\n',
      ),
    ).toBe(true);
    const lines = body.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"Plain Person","[^"]+","pending",/);
    expect(lines[1]).toContain('"Say ""hi""",""');
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""x""\) Doe"/);
    expect(lines[2]).toContain(`"'@SUM(1)","Yes"`);
    const onlyAccepted = await http.get(
      `/jobs/${job.id}/export-job-membership/?status=accepted`,
      poster.token,
    );
    expect(onlyAccepted.body.split('\r\n')).toHaveLength(2);
  });
});
