import { PROFILE_IMPORT_MESSAGES, UPLOAD_MESSAGES, VALIDATION } from '@careerhub/shared';
import { PDFDocument } from 'pdf-lib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, verifiedUser } from '../../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { busyJobs } from '../../../../test/jobs-idle.js';
import { DEMO_DOMAIN, DEMO_PASSWORD, seedDemoData } from '../../../db/seed.js';
import { pngImage } from '../../uploads/fixtures.js';
import { buildResumePdf } from './testing/pdf-builder.js';
import { eventually, uploadResume } from './testing/http.js';
import { classic, educationFirst, linkedinExport } from './testing/resumes.js';

describe('profile import', () => {
  let t: TestApp;
  let classicPdf: Uint8Array;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData({ database: t.ctx.database, brands: t.ctx.brands, logger: pino({ level: 'silent' }) });
    classicPdf = await buildResumePdf(classic);
  });
  afterAll(() => t.close());

  const login = async (local: string) => {
    const res = await post(t, '/token/', { email: `${local}@${DEMO_DOMAIN}`, password: DEMO_PASSWORD });
    expect(res.statusCode, local).toBe(200);
    const access = res.json().access as string;
    return { access, id: (await get(t, '/identity/', access)).json().id as number };
  };
  const entries = async (token: string, userId: number) =>
    (await get(t, `/career-profiles/?user=${userId}`, token)).json().data as Array<Record<string, unknown>>;
  const profile = async (token: string) => (await get(t, '/users/profile/', token)).json();
  const jobsIdle = () => eventually(async () => (await busyJobs(t)) === 0);

  it('previews a resume without changing the profile, then imports only the chosen sections in the background', async () => {
    const user = await verifiedUser(t);
    const me = (await get(t, '/identity/', user.access)).json();
    expect(me.profile_completion.missing).toContain('resume_or_linkedin');

    const preview = await uploadResume(t, user.access, classicPdf);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({
      message: UPLOAD_MESSAGES.resumeUploaded,
      source: 'resume',
      extracted_by: 'parser',
    });
    expect(body.resume.file).toMatch(/^\/media\/.+\.pdf$/);
    expect(body.data.work_experience_timelines).toHaveLength(2);
    expect(body.data).toMatchObject({
      title: 'Senior Software Engineer',
      country: 'United States',
      preferred_language: 'English',
    });
    // The resume is kept; nothing else changed yet.
    expect(await entries(user.access, me.id)).toEqual([]);
    expect((await get(t, '/identity/', user.access)).json().profile_completion.missing).not.toContain(
      'resume_or_linkedin',
    );

    const confirm = await uploadResume(t, user.access, null, {
      update_profile: 'true',
      fields_to_update: JSON.stringify(['work_experience_timelines', 'skills', 'title']),
    });
    expect(confirm.statusCode).toBe(202);
    expect(confirm.json()).toEqual({ message: PROFILE_IMPORT_MESSAGES.updateScheduled });

    const work = await eventually(async () => {
      const list = await entries(user.access, me.id);
      return list.length === 2 ? list : null;
    });
    expect(work).toMatchObject([
      {
        type: 'work',
        title: 'Senior Software Engineer',
        institution_name: 'Acme Payments Inc.',
        start_date: '2020-01-01',
        end_date: null,
        is_currently_working: true,
      },
      {
        type: 'work',
        title: 'Software Engineer',
        institution_name: 'Globex Corporation',
        start_date: '2016-06-01',
        end_date: '2019-12-01',
      },
    ]);
    await jobsIdle();
    const after = await profile(user.access);
    expect(after).toMatchObject({ title: 'Senior Software Engineer', country: null, short_bio: null });
    expect(after.skills_detailed.map((s: { name: string }) => s.name)).toEqual([
      'Go',
      'PostgreSQL',
      'Kafka',
      'Kubernetes',
      'TypeScript',
      'System Design',
      'Mentoring',
    ]);

    // Importing again adds no duplicate entries.
    expect(
      (await uploadResume(t, user.access, null, { update_profile: 'true', fields_to_update: 'all' }))
        .statusCode,
    ).toBe(202);
    await jobsIdle();
    const all = await entries(user.access, me.id);
    expect(all.filter((e) => e.type === 'work')).toHaveLength(2);
    expect(all.filter((e) => e.type === 'education')).toHaveLength(1);
    expect(await profile(user.access)).toMatchObject({
      country: 'US',
      prefered_language: 'en',
    });
  });

  it('imports every section in one step from a LinkedIn "Save to PDF" export, keeping existing skills', async () => {
    const user = await verifiedUser(t);
    const me = (await get(t, '/identity/', user.access)).json();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/',
      payload: { skills: ['Facilitation'] },
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(patched.statusCode).toBe(200);

    const res = await uploadResume(t, user.access, await buildResumePdf(linkedinExport), {
      update_profile: 'true',
      fields_to_update: '["all"]', // as the wizard sends it
    });
    expect(res.statusCode).toBe(202);
    await eventually(async () => (await entries(user.access, me.id)).length === 4);
    await jobsIdle();
    const p = await profile(user.access);
    expect(p).toMatchObject({
      title: 'Product Manager at Northwind | AI products for education',
      country: 'SG',
      prefered_language: 'zh',
      short_bio: expect.stringContaining('I build AI products'),
      career_story: expect.stringContaining('Currently Product Manager at Northwind Learning'),
    });
    expect(p.skills_detailed.map((s: { name: string }) => s.name)).toEqual([
      'Facilitation',
      'Product Management',
      'User Research',
      'Roadmapping',
    ]);
    expect(p.resume).toMatch(/^\/media\//);
  });

  it('refuses what it cannot read, in the spec error format', async () => {
    const user = await verifiedUser(t);
    const noFile = await uploadResume(t, user.access, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({
      message: VALIDATION.resumeMissing,
      field_errors: { file: [VALIDATION.resumeMissing] },
    });

    const png = await uploadResume(t, user.access, pngImage());
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe(VALIDATION.resumeFormat);

    const blank = await PDFDocument.create();
    blank.addPage();
    const scanned = await uploadResume(t, user.access, await blank.save());
    expect(scanned.statusCode).toBe(400);
    expect(scanned.json().message).toBe(PROFILE_IMPORT_MESSAGES.resumeUnreadable);

    const badFields = await uploadResume(t, user.access, classicPdf, {
      update_profile: 'true',
      fields_to_update: '["salary"]',
    });
    expect(badFields.statusCode).toBe(400);
    expect(badFields.json().field_errors.fields_to_update).toEqual([VALIDATION.invalidValue]);

    const other = await verifiedUser(t);
    const nothingStored = await uploadResume(t, other.access, null, { update_profile: 'true' });
    expect(nothingStored.statusCode).toBe(400);
    expect(nothingStored.json().message).toBe(VALIDATION.resumeMissing);
  });

  describe('who may import for whom', () => {
    it('anonymous: 401', async () => {
      expect((await uploadResume(t, undefined, classicPdf)).statusCode).toBe(401);
      expect(
        (await post(t, '/update-profile-linkedin/', { url: 'https://www.linkedin.com/in/someone' }))
          .statusCode,
      ).toBe(401);
    });

    it('trial users may not import, not even for themselves', async () => {
      const trial = await login('trial');
      expect((await uploadResume(t, trial.access, classicPdf)).statusCode).toBe(403);
    });

    it.each(['member', 'admin', 'certified', 'influencer', 'unverified'])(
      '%s may not import for someone else',
      async (role) => {
        const actor = await login(role);
        const target = await login('john.smith');
        const res = await uploadResume(t, actor.access, classicPdf, { user_id: String(target.id) });
        expect(res.statusCode).toBe(403);
        const linkedin = await post(
          t,
          '/update-profile-linkedin/',
          { url: 'https://www.linkedin.com/in/john', user_id: target.id },
          actor.access,
        );
        expect(linkedin.statusCode).toBe(403);
      },
    );

    it.each(['member', 'influencer', 'unverified'])(
      '%s may preview an import for themselves',
      async (role) => {
        const actor = await login(role);
        const res = await uploadResume(t, actor.access, classicPdf, { user_id: String(actor.id) });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.work_experience_timelines).toHaveLength(2);
      },
    );

    it('staff import for any user: the sections land on that user', async () => {
      const staff = await login('staff');
      const target = await verifiedUser(t);
      const targetId = (await get(t, '/identity/', target.access)).json().id as number;
      const preview = await uploadResume(t, staff.access, await buildResumePdf(educationFirst), {
        user_id: String(targetId),
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data.work_experience_timelines[0]).toMatchObject({
        title: 'Data Engineer',
        institution: 'Leapfrog Technology',
      });
      const confirm = await uploadResume(t, staff.access, null, {
        update_profile: 'true',
        user_id: String(targetId),
        fields_to_update: '["education_timelines","country"]',
      });
      expect(confirm.statusCode).toBe(202);
      const list = await eventually(async () => {
        const found = await entries(target.access, targetId);
        return found.length ? found : null;
      });
      expect(list).toMatchObject([
        {
          type: 'education',
          title: 'Bachelor of Engineering in Computer Engineering',
          institution_name: 'Tribhuvan University',
        },
      ]);
      await jobsIdle();
      expect(await profile(target.access)).toMatchObject({ country: 'NP', title: null });
      expect(await entries(staff.access, staff.id)).toEqual([]);
    });

    it('an unknown user_id is a 404 for staff', async () => {
      const staff = await login('staff');
      expect((await uploadResume(t, staff.access, classicPdf, { user_id: '999999' })).statusCode).toBe(404);
    });
  });

  describe('LinkedIn address without a profile-data provider', () => {
    it('asks for the address, checks it, then points to the "Save to PDF" upload', async () => {
      const user = await verifiedUser(t);
      const empty = await post(t, '/update-profile-linkedin/', { url: '' }, user.access);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().field_errors.url).toEqual([VALIDATION.linkedinUrl]);

      const wrong = await post(
        t,
        '/update-profile-linkedin/',
        { url: 'https://example.com/me' },
        user.access,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().field_errors.url).toEqual([PROFILE_IMPORT_MESSAGES.linkedinUrlInvalid]);

      for (const payload of [
        { url: 'https://www.linkedin.com/in/ada' },
        { url: 'https://www.linkedin.com/in/ada/', fields_to_update: 'all' },
      ]) {
        const res = await post(t, '/update-profile-linkedin/', payload, user.access);
        expect(res.statusCode).toBe(501);
        expect(res.json()).toMatchObject({
          message: PROFILE_IMPORT_MESSAGES.linkedinUnavailable,
          non_field_errors: [PROFILE_IMPORT_MESSAGES.linkedinUnavailable],
          detail: 'linkedin_provider_not_configured',
        });
      }
    });
  });
});
