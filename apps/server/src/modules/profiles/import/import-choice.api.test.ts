import { PROFILE_IMPORT_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, verifiedUser } from '../../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { busyJobs } from '../../../../test/jobs-idle.js';
import { generateCorpus } from './corpus/corpus.js';
import { buildResumePdf } from './testing/pdf-builder.js';
import { eventually, uploadResume } from './testing/http.js';
import { classic } from './testing/resumes.js';

describe('resume import preview: entries to untick, names offered where the account has none', () => {
  let t: TestApp;
  let classicPdf: Uint8Array;
  beforeAll(async () => {
    t = await createTestApp();
    classicPdf = await buildResumePdf(classic);
  });
  afterAll(() => t.close());

  const idOf = async (access: string) => (await get(t, '/identity/', access)).json().id as number;
  const entries = async (token: string, userId: number) =>
    (await get(t, `/career-profiles/?user=${userId}`, token)).json().data as Array<Record<string, unknown>>;
  const jobsIdle = () => eventually(async () => (await busyJobs(t)) === 0);

  it('previews every entry with its fields; the confirmation imports only the entries kept', async () => {
    const user = await verifiedUser(t);
    const id = await idOf(user.access);
    const preview = await uploadResume(t, user.access, classicPdf);
    expect(preview.statusCode).toBe(200);
    const { data, identity } = preview.json();
    expect(data.work_experience_timelines).toMatchObject([
      { title: 'Senior Software Engineer', institution: 'Acme Payments Inc.', start_date: '2020-01-01' },
      { title: 'Software Engineer', institution: 'Globex Corporation', end_date: '2019-12-01' },
    ]);
    // The account already has a name and an email: nothing of the resume's is offered.
    expect(identity).toEqual({ first_name: null, last_name: null, email: null });

    // The member unticks the second job and keeps the first.
    const confirm = await uploadResume(t, user.access, null, {
      update_profile: 'true',
      fields_to_update: JSON.stringify(['work_experience_timelines', 'education_timelines']),
      choice: JSON.stringify({
        work_experience_timelines: [data.work_experience_timelines[0]],
        education_timelines: data.education_timelines,
      }),
    });
    expect(confirm.statusCode).toBe(202);
    expect(confirm.json()).toEqual({ message: PROFILE_IMPORT_MESSAGES.updateScheduled });
    const imported = await eventually(async () => {
      const list = await entries(user.access, id);
      return list.length === 2 ? list : null;
    });
    await jobsIdle();
    expect((await entries(user.access, id)).map((e) => [e.type, e.title, e.institution_name])).toEqual(
      expect.arrayContaining([
        ['work', 'Senior Software Engineer', 'Acme Payments Inc.'],
        ['education', 'B.Sc. Computer Science', 'University of Texas at Austin'],
      ]),
    );
    expect(imported.some((e) => e.title === 'Software Engineer')).toBe(false);
  });

  it('offers the resume names only where the account has none, and writes only those', async () => {
    const user = await verifiedUser(t);
    const id = await idOf(user.access);
    const before = await t.ctx.users.findById(id);
    await t.ctx.users.update(id, { lastName: '' });
    const [linkedin] = (await generateCorpus()).filter((r) => r.layout === 'linkedin');
    const preview = await uploadResume(t, user.access, linkedin!.pdf);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().identity).toEqual({
      first_name: null,
      last_name: linkedin!.truth.lastName,
      email: null,
    });

    const confirm = await uploadResume(t, user.access, null, {
      update_profile: 'true',
      fields_to_update: JSON.stringify(['title']),
      choice: JSON.stringify({ first_name: 'Someone Else', last_name: linkedin!.truth.lastName }),
    });
    expect(confirm.statusCode).toBe(202);
    await eventually(async () => (await t.ctx.users.findById(id))?.lastName === linkedin!.truth.lastName);
    await jobsIdle();
    expect((await t.ctx.users.findById(id))?.firstName).toBe(before!.firstName);
  });

  it('refuses a choice that is not the preview shape', async () => {
    const user = await verifiedUser(t);
    await uploadResume(t, user.access, classicPdf);
    for (const choice of [
      '{not json',
      JSON.stringify({ work_experience_timelines: [{ title: 3 }] }),
      JSON.stringify({ is_staff: true }),
    ]) {
      const res = await uploadResume(t, user.access, null, {
        update_profile: 'true',
        fields_to_update: 'all',
        choice,
      });
      expect(res.statusCode, choice).toBe(400);
      expect(res.json().field_errors).toEqual({ choice: [VALIDATION.invalidValue] });
    }
  });
});
