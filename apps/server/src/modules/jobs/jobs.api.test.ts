import { JOB_MESSAGES as M } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, certify, daysFromNow, makeGroup, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeJob, makeJobOrg, makeSkills } from '../../../test/jobs-helpers.js';

describe('jobs API: create, read, update, delete, list', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  const form = (group: number, over: Record<string, unknown> = {}) => ({
    title: 'Data Analyst',
    description: 'Turn data into decisions.',
    job_type: 'full_time',
    job_location: 'remote',
    group,
    ...over,
  });

  it('creates a draft by default (Save as Draft), with a slug, a default end date one day ahead and no address when remote', async () => {
    const { org, poster } = await makeJobOrg(t);
    const before = Date.now();
    const res = await http.post('/jobs/', form(org.id, { address: 'Somewhere 1' }), poster.token);
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe(M.created);
    expect(data).toMatchObject({
      slug: 'data-analyst',
      job_status: 'pending',
      address: null,
      is_administrator: true,
      status: null,
      group: { id: org.id, name: org.name },
      accepted_members_count: 0,
      extra_info: { questions: [] },
    });
    const end = Date.parse(data.application_close_date);
    expect(end - before).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 5000);
    expect(end - before).toBeLessThan(24 * 3600 * 1000 + 60_000);
    const second = await http.post('/jobs/', form(org.id, { job_status: 'approved' }), poster.token);
    expect(second.json().data).toMatchObject({ slug: 'data-analyst-2', job_status: 'approved' });
  });

  it('validates with the spec messages: required, 4000 characters, 7 skills, address for on_site and hybrid', async () => {
    const { org, poster } = await makeJobOrg(t);
    const empty = await http.post('/jobs/', {}, poster.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors).toMatchObject({
      title: [M.required],
      description: [M.required],
      job_type: [M.required],
      job_location: [M.required],
    });
    const long = await http.post(
      '/jobs/',
      form(org.id, { description: 'x'.repeat(4001), skills: [1, 2, 3, 4, 5, 6, 7, 8] }),
      poster.token,
    );
    expect(long.json().field_errors).toMatchObject({ description: [M.maxText], skills: [M.maxSkills] });
    for (const location of ['on_site', 'hybrid']) {
      const noAddress = await http.post('/jobs/', form(org.id, { job_location: location }), poster.token);
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json().field_errors).toEqual({ address: [M.required] });
    }
    const noGroup = await http.post('/jobs/', { ...form(org.id), group: undefined }, poster.token);
    expect(noGroup.json().field_errors).toEqual({ group: [M.required] });
    const ok = await http.post(
      '/jobs/',
      form(org.id, { job_location: 'hybrid', address: 'Kathmandu' }),
      poster.token,
    );
    expect(ok.json().data.address).toBe('Kathmandu');
  });

  it('bad input is a 400 in the error format, never a crash', async () => {
    const { org, poster } = await makeJobOrg(t);
    for (const body of [
      form(org.id, { job_type: 'gig' }),
      form(org.id, { skills: 'python' }),
      form(org.id, { application_close_date: 'not a date' }),
      form(org.id, { extra_info: { questions: [{ label: 'Pick', type: 'radio' }] } }),
      form(org.id, { unknown: 1 }),
      form(org.id, { title: 'Nul \u0000 byte' }),
      form(org.id, { countries: ['Ne\u0000pal'] }),
      [],
    ]) {
      const res = await http.post('/jobs/', body, poster.token);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['message', 'non_field_errors', 'field_errors', 'detail']);
    }
    for (const url of [
      '/jobs/?page=0',
      '/jobs/?skills=a,b',
      '/jobs/?filters={bad',
      '/jobs/?job_status=archived',
      '/jobs/?sort_by=oldest',
      '/jobs/?job_type=gig',
      '/jobs/?search=ab%00cd',
      '/jobs/?countries=%00',
      `/jobs/?filters=${encodeURIComponent('{"countries":["\\u0000"]}')}`,
    ]) {
      const res = await http.get(url);
      expect(res.statusCode, url).toBe(400);
    }
    // A path id that is not a number, or past the id column's range, names no job.
    for (const url of ['/jobs/abc/', '/jobs/99999999999/', '/jobs/2147483648/']) {
      expect((await http.get(url)).statusCode, url).toBe(404);
    }
    expect((await http.patch('/jobs/1/', { job_type: 'gig' }, poster.token)).statusCode).toBe(400);
  });

  it('only accepted admins and leaders with a certified group profile post, in organizations and institutions (matrix)', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
    const certifiedAdmin = await makeUser(t);
    await addMember(t, org.id, certifiedAdmin, 'admin');
    await certify(t, certifiedAdmin, org.id);
    const certifiedLeader = await makeUser(t);
    await addMember(t, org.id, certifiedLeader, 'leader');
    await certify(t, certifiedLeader, org.id);
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    const member = await makeUser(t);
    await addMember(t, org.id, member, 'member');
    await certify(t, member, org.id);
    const pendingAdmin = await makeUser(t);
    await addMember(t, org.id, pendingAdmin, 'admin', 'pending');
    await certify(t, pendingAdmin, org.id);
    const certified = await makeUser(t, { isCertified: true });
    const influencer = await makeUser(t);
    await t.ctx.users.update(influencer.id, { isInfluencer: true });
    const unverified = await makeUser(t, { isVerified: false });
    const trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    const staff = await makeUser(t, { isStaff: true });
    const people = {
      certifiedAdmin,
      certifiedLeader,
      admin,
      member,
      pendingAdmin,
      certified,
      influencer,
      unverified,
      trial,
      staff,
    };
    const outcome: Record<string, number> = {};
    for (const [name, user] of Object.entries(people))
      outcome[name] = (
        await http.post('/jobs/', form(org.id, { title: `By ${name}` }), user.token)
      ).statusCode;
    outcome.anonymous = (await http.post('/jobs/', form(org.id))).statusCode;
    expect(outcome).toEqual({
      certifiedAdmin: 201,
      certifiedLeader: 201,
      admin: 403,
      member: 403,
      pendingAdmin: 403,
      certified: 403,
      influencer: 403,
      unverified: 403,
      trial: 403,
      staff: 201,
      anonymous: 401,
    });
    expect((await http.post('/jobs/', form(org.id), admin.token)).json().message).toBe(M.noPostPermission);
    const inCircle = await http.post('/jobs/', form(circle.id), staff.token);
    expect(inCircle.json().field_errors).toEqual({ group: [M.groupNotAllowed] });
    // The group page tells the screen the same thing.
    const page = await http.get(`/groups/${org.id}/`, certifiedLeader.token);
    expect(page.json().permissions.can_post_jobs).toBe(true);
    expect((await http.get(`/groups/${org.id}/`, admin.token)).json().permissions.can_post_jobs).toBe(false);
    // The job form's picker asks once: the group list filter applies the same rule.
    const listed = async (token?: string) =>
      (
        (await http.get('/groups/?can_post_jobs=true&page_size=100', token)).json().data as Array<{
          id: number;
        }>
      ).map((g) => g.id);
    const inList: Record<string, boolean> = {};
    for (const [name, user] of Object.entries(people))
      inList[name] = (await listed(user.token)).includes(org.id);
    inList.anonymous = (await listed()).includes(org.id);
    expect(inList).toEqual(Object.fromEntries(Object.entries(outcome).map(([n, code]) => [n, code === 201])));
    expect(await listed(staff.token)).not.toContain(circle.id);
  });

  it('drafts are seen only by the job administrators; publish and back to draft', async () => {
    const { org, poster } = await makeJobOrg(t);
    const leader = await makeUser(t);
    await addMember(t, org.id, leader, 'leader');
    const member = await makeUser(t);
    await addMember(t, org.id, member, 'member');
    const staff = await makeUser(t, { isStaff: true });
    const draft = (await http.post('/jobs/', form(org.id, { title: 'Secret Role' }), poster.token)).json()
      .data;
    const see = async (token?: string) => (await http.get(`/jobs/slug/${draft.slug}/`, token)).statusCode;
    expect({
      poster: await see(poster.token),
      leader: await see(leader.token),
      staff: await see(staff.token),
      member: await see(member.token),
      anonymous: await see(),
    }).toEqual({ poster: 200, leader: 200, staff: 200, member: 404, anonymous: 404 });
    expect((await http.get(`/jobs/slug/${draft.slug}/`, member.token)).json().message).toBe(M.notFound);
    const board = async (token?: string, query = '') =>
      (await http.get(`/jobs/?group_id=${org.id}${query}`, token))
        .json()
        .data.map((j: { id: number }) => j.id);
    expect(await board(member.token)).toEqual([]);
    expect(await board(poster.token)).toEqual([]);
    expect(await board(poster.token, '&view_all=true')).toEqual([draft.id]);
    expect(await board(poster.token, '&job_status=pending')).toEqual([draft.id]);
    expect(await board(member.token, '&job_status=pending')).toEqual([]);
    expect(await board(member.token, '&view_all=true')).toEqual([]);
    // Members cannot edit; administrators publish, then convert back to a draft.
    expect(
      (await http.patch(`/jobs/${draft.id}/`, { job_status: 'approved' }, member.token)).statusCode,
    ).toBe(404);
    const published = await http.patch(`/jobs/${draft.id}/`, { job_status: 'approved' }, leader.token);
    expect(published.json()).toMatchObject({ message: M.updated, data: { job_status: 'approved' } });
    expect(await see(member.token)).toBe(200);
    expect(await see()).toBe(200);
    expect((await http.get(`/jobs/slug/${draft.slug}/`, member.token)).json().data).toMatchObject({
      is_administrator: false,
      accepted_members_count: null,
    });
    expect((await http.patch(`/jobs/${draft.id}/`, { description: 'x' }, member.token)).statusCode).toBe(403);
    expect(
      (await http.patch(`/jobs/${draft.id}/`, { job_status: 'pending' }, poster.token)).json().data
        .job_status,
    ).toBe('pending');
    expect(await see(member.token)).toBe(404);
  });

  it('updates re-check the merged job: remote clears the address, on_site needs one; questions get ids', async () => {
    const { org, poster } = await makeJobOrg(t);
    const job = (
      await http.post(
        '/jobs/',
        form(org.id, { job_location: 'on_site', address: 'Main St 1', job_status: 'approved' }),
        poster.token,
      )
    ).json().data;
    expect((await http.patch(`/jobs/${job.id}/`, { address: '' }, poster.token)).json().field_errors).toEqual(
      {
        address: [M.required],
      },
    );
    const remote = await http.patch(`/jobs/${job.id}/`, { job_location: 'remote' }, poster.token);
    expect(remote.json().data).toMatchObject({ job_location: 'remote', address: null });
    const questions = await http.patch(
      `/jobs/${job.id}/`,
      {
        extra_info: {
          questions: [
            { label: 'Why us?', type: 'textarea', required: true },
            { id: 'visa', label: 'Visa?', type: 'radio', options: 'Yes\nNo' },
          ],
        },
      },
      poster.token,
    );
    expect(questions.json().message).toBe(M.questionsAdded);
    const saved = questions.json().data.extra_info.questions;
    expect(saved[0]).toMatchObject({ label: 'Why us?', type: 'textarea', required: true });
    expect(saved[0].id).toMatch(/^[0-9a-f]{8}$/);
    expect(saved[1]).toMatchObject({ id: 'visa', options: 'Yes\nNo', required: false });
    const badDates = await http.patch(
      `/jobs/${job.id}/`,
      {
        application_open_date: daysFromNow(5).toISOString(),
        application_close_date: daysFromNow(2).toISOString(),
      },
      poster.token,
    );
    expect(badDates.json().field_errors).toEqual({ application_close_date: [M.closeBeforeOpen] });
  });

  it('deletes (administrators only)', async () => {
    const { org, poster } = await makeJobOrg(t);
    const member = await makeUser(t);
    await addMember(t, org.id, member, 'member');
    const job = await makeJob(t, { groupId: org.id, createdBy: poster.id });
    expect((await http.delete(`/jobs/${job.id}/`, member.token)).statusCode).toBe(403);
    expect((await http.delete(`/jobs/${job.id}/`)).statusCode).toBe(401);
    expect((await http.delete(`/jobs/${job.id}/`, poster.token)).json()).toEqual({ message: M.deleted });
    expect((await http.get(`/jobs/${job.id}/`, poster.token)).statusCode).toBe(404);
  });

  it('lists 9 a page on the board and 12 for a group, newest first, with filters and search from 2 characters', async () => {
    const org = await makeGroup(t, { groupType: 'organization', name: 'Filter Org' });
    const [python, design] = await makeSkills(t, ['Python', 'Design']);
    const made = [];
    for (let i = 0; i < 14; i += 1) made.push(await makeJob(t, { groupId: org.id, title: `Filler ${i}` }));
    const special = await makeJob(t, {
      groupId: org.id,
      title: 'Machine Learning Engineer',
      jobType: 'internship',
      jobLocation: 'hybrid',
      address: 'Lalitpur',
      skills: [python!],
      careerStages: [2],
      countries: ['Nepal'],
    });
    await makeJob(t, { groupId: org.id, title: 'Closed draft', jobStatus: 'pending' });
    const page1 = (await http.get(`/jobs/?group_id=${org.id}`)).json();
    expect(page1.data).toHaveLength(12);
    expect(page1.pagination).toEqual({ count: 15, next: 2 });
    expect(page1.data[0].id).toBe(special.id);
    expect(page1.data[0].skills_detailed).toEqual([{ id: python, name: 'Python' }]);
    const page2 = (await http.get(`/jobs/?group_id=${org.id}&page=2`)).json();
    expect(page2.data).toHaveLength(3);
    expect(page2.pagination).toEqual({ count: 15, next: null });
    const board = (await http.get('/jobs/')).json();
    expect(board.data.length).toBe(9);
    const ids = async (query: string) =>
      (await http.get(`/jobs/?group_id=${org.id}&${query}`)).json().data.map((j: { id: number }) => j.id);
    expect(await ids('job_type=internship&job_location=hybrid')).toEqual([special.id]);
    expect(await ids(`skills=${python},${design}`)).toEqual([special.id]);
    expect(await ids(`skills=${design}`)).toEqual([]);
    expect(await ids('career_stages=2')).toEqual([special.id]);
    expect(await ids('countries=Nepal')).toEqual([special.id]);
    expect(
      await ids(
        `filters=${encodeURIComponent(JSON.stringify({ job_type: ['internship'], countries: ['Nepal'] }))}`,
      ),
    ).toEqual([special.id]);
    expect(await ids('search=machine')).toEqual([special.id]);
    expect(await ids('search=learning%20engineer')).toEqual([special.id]);
    expect((await ids('search=m')).length).toBe(12);
    expect(await ids('job_status=rejected')).toEqual([]);
    expect(await ids('sort_by=recent&page_size=2')).toEqual([special.id, made[13]!.id]);
  });

  it('jobs of a private group are listed for its members only', async () => {
    const org = await makeGroup(t, { groupType: 'organization', visibility: 20 });
    const member = await makeUser(t);
    await addMember(t, org.id, member, 'member');
    const outsider = await makeUser(t);
    const job = await makeJob(t, { groupId: org.id });
    const count = async (token?: string) =>
      (await http.get(`/jobs/?group_id=${org.id}`, token)).json().pagination.count;
    expect([await count(member.token), await count(outsider.token), await count()]).toEqual([1, 0, 0]);
    expect((await http.get(`/jobs/slug/${job.slug}/`, outsider.token)).statusCode).toBe(404);
    expect((await http.get(`/jobs/slug/${job.slug}/`, member.token)).statusCode).toBe(200);
  });

  it('publishes the job calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/jobs/',
      '/api/v1/jobs/slug/{slug}/',
      '/api/v1/jobs/{id}/',
      '/api/v1/jobs/{id}/apply/',
      '/api/v1/jobs/{id}/unapply/',
      '/api/v1/jobs/{id}/status/',
      '/api/v1/jobs/{id}/applications/',
      '/api/v1/jobs/{id}/export-job-membership/',
      '/api/v1/applicant-recommendations/',
      '/api/v1/job-recommendations/',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });

  it('the anonymous board is reused for a few seconds but dropped when a job is written here', async () => {
    const { org, poster } = await makeJobOrg(t);
    const anonymous = async () => (await http.get(`/jobs/?group_id=${org.id}`)).json().pagination.count;
    expect(await anonymous()).toBe(0);
    const created = await http.post('/jobs/', form(org.id, { job_status: 'approved' }), poster.token);
    expect(await anonymous()).toBe(1);
    await http.patch(`/jobs/${created.json().data.id}/`, { job_status: 'pending' }, poster.token);
    expect(await anonymous()).toBe(0);
  });
});
