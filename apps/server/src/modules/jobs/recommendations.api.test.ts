import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeJob, makeJobOrg, makeSeeker, makeSkills } from '../../../test/jobs-helpers.js';

describe('jobs API: job recommendations and Find Talents', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  it('GET /job-recommendations/ ranks open published jobs by fit, explains why, and skips applied, drafts and closed jobs', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const [python, sql, tableau, stats, figma] = (await makeSkills(t, [
      'Python',
      'SQL',
      'Tableau',
      'Statistics',
      'Figma',
    ])) as [number, number, number, number, number];
    const seeker = await makeSeeker(t, {
      skills: [python, sql, tableau, stats, figma],
      country: 'India',
      careerStage: 3,
    });
    const best = await makeJob(t, {
      groupId: org.id,
      title: 'Senior Analyst',
      skills: [python, sql, tableau, stats],
      careerStages: [3],
      countries: ['India'],
    });
    const partial = await makeJob(t, { groupId: org.id, title: 'Designer', skills: [figma, 999999] });
    const stageOnly = await makeJob(t, { groupId: org.id, title: 'Trainee', careerStages: [3] });
    await makeJob(t, { groupId: org.id, title: 'Unrelated', skills: [999998], careerStages: [1] });
    await makeJob(t, { groupId: org.id, title: 'Draft fit', skills: [python], jobStatus: 'pending' });
    await makeJob(t, {
      groupId: org.id,
      title: 'Closed fit',
      skills: [python],
      applicationCloseDate: new Date(Date.now() - 1000),
    });
    const applied = await makeJob(t, { groupId: org.id, title: 'Applied fit', skills: [python, sql] });
    await http.post(`/jobs/${applied.id}/apply/`, {}, seeker.token);

    const res = await http.get('/job-recommendations/', seeker.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: number; reason: string; score: number; title: string }>;
    expect(data.map((j) => j.title)).toEqual(['Senior Analyst', 'Designer', 'Trainee']);
    expect(data[0]).toMatchObject({
      id: best.id,
      score: 1 - 0.2,
      reason:
        'Matches 4 of your 5 skills: Python, SQL, Tableau, Statistics; fits your career stage; open in India',
      status: null,
    });
    expect(data[1]).toMatchObject({ id: partial.id, reason: 'Matches 1 of your 5 skills: Figma' });
    expect(data[2]).toMatchObject({ id: stageOnly.id, reason: 'Fits your career stage' });
    expect((await http.get('/job-recommendations/')).statusCode).toBe(401);
    const blank = await makeUser(t);
    expect((await http.get('/job-recommendations/', blank.token)).json()).toEqual({ data: [] });
  });

  it('applicant recommendations: the job administrators find fitting members who have not applied, with the reason', async () => {
    const { org, poster } = await makeJobOrg(t);
    const [python, sql, excel] = (await makeSkills(t, ['Python', 'SQL', 'Excel'])) as [
      number,
      number,
      number,
    ];
    const job = await makeJob(t, {
      groupId: org.id,
      createdBy: poster.id,
      skills: [python, sql, excel],
      careerStages: [2],
      countries: ['Nepal'],
    });
    const strong = await makeSeeker(
      t,
      { skills: [python, sql], careerStage: 2, country: 'Nepal' },
      { firstName: 'Strong', lastName: 'Fit' },
    );
    const weak = await makeSeeker(t, { skills: [excel] }, { firstName: 'Weak', lastName: 'Fit' });
    const none = await makeSeeker(t, { skills: [] });
    const appliedAlready = await makeSeeker(t, { skills: [python, sql, excel] });
    const outsider = await makeSeeker(t, { skills: [python, sql, excel] });
    for (const u of [strong, weak, none, appliedAlready]) await addMember(t, org.id, u, 'member');
    await http.post(`/jobs/${job.id}/apply/`, {}, appliedAlready.token);

    const res = await http.get(`/applicant-recommendations/?job_id=${job.id}`, poster.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((p: { id: number }) => p.id)).toEqual([strong.id, weak.id]);
    expect(data[0]).toMatchObject({
      name: 'Strong Fit',
      name_slug: strong.nameSlug,
      status: null,
      reason:
        'Has 2 of the 3 skills this job asks for: Python, SQL; at a target career stage; based in Nepal',
    });
    expect(data[1].reason).toBe('Has 1 of the 3 skills this job asks for: Excel');
    expect(data.some((p: { id: number }) => p.id === outsider.id)).toBe(false);

    // Another group (Find Talents from a verified group), narrowed by the group profile's extra_info.
    const uni = await makeGroup(t, { groupType: 'institution', isVerified: true });
    const batch2024 = await makeSeeker(
      t,
      { skills: [python], groupId: uni.id, extraInfo: { uni_batch: '2024', department: 'CS' } },
      { firstName: 'Batch', lastName: 'Twentyfour' },
    );
    const batch2020 = await makeSeeker(t, {
      skills: [python, sql],
      groupId: uni.id,
      extraInfo: { uni_batch: '2020', department: 'CS' },
    });
    await addMember(t, uni.id, batch2024, 'member');
    await addMember(t, uni.id, batch2020, 'member');
    const fromUni = async (filter?: object) =>
      (
        await http.get(
          `/applicant-recommendations/?job_id=${job.id}&group_from_user_to_be_included=${uni.id}${
            filter ? `&extra_info_filter=${encodeURIComponent(JSON.stringify(filter))}` : ''
          }`,
          poster.token,
        )
      )
        .json()
        .data.map((p: { id: number }) => p.id);
    expect(await fromUni()).toEqual([batch2020.id, batch2024.id]);
    expect(await fromUni({ uni_batch: '2024' })).toEqual([batch2024.id]);
    expect(await fromUni({ uni_batch: '2024', department: 'Math' })).toEqual([]);
    expect(await fromUni({ affiliation: '' })).toEqual([batch2020.id, batch2024.id]);

    const member = await makeUser(t);
    await addMember(t, org.id, member, 'member');
    expect((await http.get(`/applicant-recommendations/?job_id=${job.id}`, member.token)).statusCode).toBe(
      403,
    );
    for (const query of [
      '',
      '?job_id=abc',
      `?job_id=${job.id}&extra_info_filter=nope`,
      `?job_id=${job.id}&extra_info_filter={"x":1}`,
    ])
      expect((await http.get(`/applicant-recommendations/${query}`, poster.token)).statusCode).toBe(400);
    const privateGroup = await makeGroup(t, { groupType: 'organization', visibility: 20 });
    expect(
      (
        await http.get(
          `/applicant-recommendations/?job_id=${job.id}&group_from_user_to_be_included=${privateGroup.id}`,
          poster.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});
