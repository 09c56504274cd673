import { GROUP_MESSAGES, LEADERS_MESSAGES as M, type CertificationState } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { circleForm } from '../../http/authz-matrix.kit.js';
import { DEFAULT_OPTIONS } from '../brands/options.data.js';
import {
  addMember,
  groupsApiSuite,
  makeGroup,
  makeUser,
  type TestUser,
} from '../../../test/groups-helpers.js';

const GOOD = {
  experience: 'Three years running study groups for new analysts.',
  circle_topic: 'Data careers for people changing fields.',
  duration: '6 weeks',
  hours: '3 to 5 hours',
};

/**
 * Leadership certification (content-ai-admin.md 2.8, 4, 6, 7.9): apply with the configured
 * questions, one pending application at a time, staff certify at a level or reject with a note,
 * in the audit log, with a notification; certification unlocks circle creation.
 */
describe('leadership certification API', () => {
  const { app, notificationsOf } = groupsApiSuite();
  const apply = (user: TestUser, answers: Record<string, string> = GOOD) =>
    app.http.post('/certification-application/', { answers }, user.token);
  const review = (staff: TestUser, id: number, body: unknown) =>
    app.http.post(`/certification-applications/${id}/review/`, body, staff.token);
  const stateOf = async (user: TestUser) =>
    (await app.http.get('/certification-application/', user.token)).json<CertificationState>();

  it('asks the questions of the app configuration, to registered users only', async () => {
    const member = await makeUser(app.t);
    const state = await stateOf(member);
    expect(state.questions.map((q) => q.id)).toEqual([
      'experience',
      'circle_topic',
      'duration',
      'hours',
      'portfolio',
    ]);
    expect(state).toMatchObject({ is_certified: false, certification_level: null, application: null });
    expect((await app.http.get('/certification-application/')).statusCode).toBe(401);
    const trial = await makeUser(app.t, { isTrialUser: true, isVerified: false });
    expect((await app.http.get('/certification-application/', trial.token)).statusCode).toBe(403);
    expect((await apply(trial)).statusCode).toBe(403);

    await app.t.ctx.brands.updateOption('certification_questions', [
      { id: 'why', label: 'Why do you want to lead?', type: 'textarea', required: true, options: [] },
    ]);
    try {
      expect((await stateOf(member)).questions.map((q) => q.label)).toEqual(['Why do you want to lead?']);
      expect((await apply(member, { why: 'To give back.' })).statusCode).toBe(201);
    } finally {
      await app.t.ctx.brands.updateOption('certification_questions', DEFAULT_OPTIONS.certification_questions);
    }
  });

  it('refuses bad answers with field errors in the spec format', async () => {
    const member = await makeUser(app.t);
    const missing = await apply(member, { ...GOOD, experience: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field_errors: { experience: [M.required] } });
    expect(Object.keys(missing.json())).toEqual(
      expect.arrayContaining(['message', 'non_field_errors', 'detail']),
    );
    const notAnOption = await apply(member, { ...GOOD, duration: '12 weeks' });
    expect(notAnOption.json().field_errors).toEqual({ duration: [M.notAnOption] });
    const unknown = await apply(member, { ...GOOD, salary: 'a lot' });
    expect(unknown.json().field_errors).toEqual({ salary: [M.unknownQuestion] });
    const notText = await app.http.post(
      '/certification-application/',
      { answers: { experience: 5 } },
      member.token,
    );
    expect(notText.statusCode).toBe(400);
    const extra = await app.http.post(
      '/certification-application/',
      { answers: GOOD, level: 3 },
      member.token,
    );
    expect(extra.statusCode).toBe(400);
    const tooLong = await apply(member, { ...GOOD, experience: 'x'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);
    expect((await stateOf(member)).application).toBeNull();
  });

  it('keeps one application under review at a time, with blank optional answers', async () => {
    const member = await makeUser(app.t);
    const first = await apply(member);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: M.submitted, data: { status: 'pending', level: null } });
    const again = await apply(member);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.alreadyPending, non_field_errors: [M.alreadyPending] });
    const state = await stateOf(member);
    expect(state.application?.status).toBe('pending');
    expect(state.application?.answers.find((a) => a.id === 'portfolio')).toMatchObject({ answer: '' });
  });

  it('lets only staff read the queue and decide', async () => {
    const staff = await makeUser(app.t, { isStaff: true });
    const member = await makeUser(app.t);
    const certified = await makeUser(app.t, { isCertified: true });
    const applicant = await makeUser(app.t);
    const id = (await apply(applicant)).json().data.id as number;
    for (const who of [member, certified, applicant]) {
      expect((await app.http.get('/certification-applications/', who.token)).statusCode).toBe(403);
      const refused = await review(who, id, { action: 'approve', level: 3 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.staffOnly);
    }
    expect((await app.http.get('/certification-applications/')).statusCode).toBe(401);
    const queue = await app.http.get(
      '/certification-applications/?status=pending&page_size=100',
      staff.token,
    );
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.find((a: { id: number }) => a.id === id)).toMatchObject({
      user: { id: applicant.id, email: applicant.email },
      reviewed_by: null,
    });
    expect((await app.http.get('/certification-applications/?status=maybe', staff.token)).statusCode).toBe(
      400,
    );
    expect((await review(staff, 2_000_000_000, { action: 'approve', level: 1 })).statusCode).toBe(404);
  });

  it('validates the level and the rejection note', async () => {
    const staff = await makeUser(app.t, { isStaff: true });
    const id = (await apply(await makeUser(app.t))).json().data.id as number;
    for (const body of [
      { action: 'approve' },
      { action: 'approve', level: 0 },
      { action: 'approve', level: 4 },
      { action: 'approve', level: 2.5 },
      { action: 'approve', level: '2' },
    ]) {
      const res = await review(staff, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field_errors.level).toBeDefined();
    }
    const noNote = await review(staff, id, { action: 'reject', note: '  ' });
    expect(noNote.json().field_errors).toEqual({ note: [M.noteRequired] });
    expect((await review(staff, id, { action: 'promote', level: 2 })).statusCode).toBe(400);
  });

  it('certifies at level 2: badge, directory, audit, notification, and circle creation unlocked', async () => {
    const staff = await makeUser(app.t, { isStaff: true });
    const org = await makeGroup(app.t, { groupType: 'organization', isDefault: true });
    const applicant = await makeUser(app.t, { firstName: 'Ada', lastName: 'Quist' });
    await addMember(app.t, org.id, applicant);
    const before = await app.http.post('/groups/', circleForm(org.id), applicant.token);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(GROUP_MESSAGES.leadershipRequired);

    const id = (await apply(applicant)).json().data.id as number;
    const res = await review(staff, id, { action: 'approve', level: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.approved(2),
      data: { status: 'approved', level: 2, reviewed_by: { id: staff.id } },
    });
    expect((await review(staff, id, { action: 'reject', note: 'Changed my mind' })).statusCode).toBe(409);
    expect((await apply(applicant)).json().message).toBe(M.alreadyCertified);

    const identity = (await app.http.get('/identity/', applicant.token)).json();
    expect(identity.is_certified).toBe(true);
    expect(await stateOf(applicant)).toMatchObject({ is_certified: true, certification_level: 2 });
    const [gp] = await app.t.ctx.database.query<{ is_certified: boolean }>(
      'SELECT is_certified FROM group_profiles WHERE user_id = $1 AND group_id = $2',
      [applicant.id, org.id],
    );
    expect(gp?.is_certified).toBe(true);
    const audit = await app.t.ctx.database.query<{ actor_id: number; action: string; details: unknown }>(
      'SELECT actor_id, action, details FROM audit_log WHERE target_type = $1 AND target_id = $2',
      ['user', applicant.id],
    );
    expect(audit).toEqual([
      { actor_id: staff.id, action: 'certification.approve', details: { application_id: id, level: 2 } },
    ]);
    expect((await notificationsOf(applicant))[0]).toMatchObject({
      notification_type: 'certification_approved',
      message: M.notificationApproved(2),
    });

    const created = await app.http.post(
      '/groups/',
      { ...circleForm(org.id), name: 'Ada circle' },
      applicant.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const leaders = (await app.http.get('/leader-certifications/?search=Quist', staff.token)).json();
    expect(leaders.data).toEqual([
      expect.objectContaining({
        id: applicant.id,
        certification_level: 2,
        certification_level_label: 'Intermediate',
        no_of_circles_led: 1,
      }),
    ]);
  });

  it('rejects with a note, audited and notified; the member may apply again', async () => {
    const staff = await makeUser(app.t, { isStaff: true });
    const applicant = await makeUser(app.t);
    const id = (await apply(applicant)).json().data.id as number;
    const res = await review(staff, id, { action: 'reject', note: 'Please lead a study group first.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'rejected',
      level: null,
      review_note: 'Please lead a study group first.',
    });
    expect((await stateOf(applicant)).application).toMatchObject({ status: 'rejected' });
    const [entry] = await app.t.ctx.database.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target_type = $1 AND target_id = $2',
      ['user', applicant.id],
    );
    expect(entry?.action).toBe('certification.reject');
    expect((await notificationsOf(applicant))[0]?.message).toBe(M.notificationRejected);
    const rejected = (await app.http.get('/certification-applications/?status=rejected', staff.token)).json();
    expect(rejected.data.map((a: { id: number }) => a.id)).toContain(id);
    expect((await apply(applicant)).statusCode).toBe(201);
    expect((await app.http.get('/identity/', applicant.token)).json().is_certified).toBe(false);
  });
});
