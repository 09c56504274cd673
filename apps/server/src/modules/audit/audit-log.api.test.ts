import { AUDIT_MESSAGES } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeJob, makeJobOrg } from '../../../test/jobs-helpers.js';
import { createJobsRepository } from '../jobs/jobs.repository.js';
import { createMembershipsRepository } from '../groups/memberships.repository.js';

interface Entry {
  actor: { id: number } | null;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: number | null;
  group_id: number | null;
  organization_id: number | null;
  details: Record<string, unknown>;
  created_at: string;
}

/** Issue 15: administrator and staff actions are recorded, with their change, and read by role. */
describe('audit log API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let otherOrg: { id: number };
  let admin: TestUser;
  let otherAdmin: TestUser;
  let leader: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    const made = await makeJobOrg(t);
    org = made.org;
    admin = made.poster;
    leader = await makeUser(t);
    await addMember(t, org.id, leader, 'leader');
    const other = await makeJobOrg(t);
    otherOrg = other.org;
    otherAdmin = other.poster;
    staff = await makeUser(t, { isStaff: true });
  });
  afterAll(() => t.close());

  const entries = async (token: string, query = '') => {
    const res = await http.get(`/audit-log/?page_size=100${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Entry[];
  };
  const latest = async (action: string, groupId = org.id) =>
    (await entries(staff.token, `&group_id=${groupId}`)).find((e) => e.action === action);

  it('records role grants, join answers, removals and payment confirmations with who, role and target', async () => {
    const newcomer = await makeUser(t);
    expect(
      (await http.post(`/groups/${org.id}/add-member/`, { user: newcomer.id, role: 'leader' }, admin.token))
        .statusCode,
    ).toBe(200);
    expect(await latest('membership.add')).toMatchObject({
      actor: { id: admin.id },
      actor_role: 'admin',
      target_type: 'user',
      target_id: newcomer.id,
      group_id: org.id,
      organization_id: org.id,
      details: { role: 'leader', previous: null },
    });

    const applicant = await makeUser(t);
    await addMember(t, org.id, applicant, 'member', 'pending');
    await http.post(
      `/groups/${org.id}/respond-join-request/`,
      { users: [applicant.id], action: 'reject', notes: 'Not yet' },
      leader.token,
    );
    expect(await latest('membership.reject')).toMatchObject({
      actor: { id: leader.id },
      actor_role: 'leader',
      details: { users: [applicant.id], notes: 'Not yet' },
    });

    await http.post(`/groups/${org.id}/remove-member/`, { user: newcomer.id, reason: 'Spam' }, staff.token);
    expect(await latest('membership.remove')).toMatchObject({
      actor: { id: staff.id },
      actor_role: 'staff',
      target_id: newcomer.id,
      details: { role: 'leader', reason: 'Spam' },
    });

    const paid = await makeGroup(t, { groupType: 'circle', parentId: org.id, isPaid: true });
    await addMember(t, paid.id, admin, 'admin');
    const payer = await makeUser(t);
    await addMember(t, paid.id, payer);
    const paidRes = await http.post(
      `/groups/${paid.id}/payment-confirmation/`,
      { users: [payer.id], action: 'accept' },
      admin.token,
    );
    expect(paidRes.statusCode, paidRes.body).toBe(200);
    // A circle's entry belongs to its organization too: the organization's log shows it.
    expect(await latest('payment.accept', org.id)).toMatchObject({
      group_id: paid.id,
      organization_id: org.id,
      target_id: payer.id,
    });
  });

  it('records invitations, group edits, job edits, deletions and applicant answers; staff creating groups', async () => {
    const invitee = await makeUser(t);
    await http.post(
      '/invite-users/',
      { content_type: 'group', object_id: org.id, emails: ['someone@example.org'], users: [invitee.id] },
      admin.token,
    );
    expect(await latest('invitation.send')).toMatchObject({
      target_type: 'group',
      target_id: org.id,
      details: { users: [invitee.id], count: 2 },
    });

    const patched = await http.patch(
      `/groups/${org.id}/`,
      { description: 'New words', country: 'Kenya' },
      leader.token,
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await latest('group.update')).toMatchObject({
      actor_role: 'leader',
      details: { fields: ['description', 'country'] },
    });

    const job = await makeJob(t, { groupId: org.id, createdBy: admin.id });
    const seeker = await makeUser(t);
    await createJobsRepository(t.ctx.database.db).insertApplication({ jobId: job.id, userId: seeker.id });
    expect(
      (await http.post(`/jobs/${job.id}/status/`, { user_id: seeker.id, status: 'accepted' }, admin.token))
        .statusCode,
    ).toBe(200);
    expect(await latest('job.applicant_accept')).toMatchObject({
      target_type: 'job',
      target_id: job.id,
      details: { user: seeker.id },
    });
    await http.patch(`/jobs/${job.id}/`, { title: 'Renamed job' }, admin.token);
    expect(await latest('job.update')).toMatchObject({ target_id: job.id, details: { fields: ['title'] } });
    expect((await http.delete(`/jobs/${job.id}/`, admin.token)).statusCode).toBe(200);
    expect(await latest('job.delete')).toMatchObject({ target_id: job.id });

    const created = await http.post(
      '/groups/',
      { name: 'Audited org', group_type: 'organization', description: 'About it', country: 'Kenya' },
      staff.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await latest('group.create', id)).toMatchObject({ actor_role: 'staff', target_id: id });
  });

  it('who reads it: staff all, an organization admin their organization only, everyone else 403', async () => {
    const elsewhere = await makeUser(t);
    await http.post(
      `/groups/${otherOrg.id}/add-member/`,
      { user: elsewhere.id, role: 'member' },
      otherAdmin.token,
    );
    const mine = await entries(admin.token);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.organization_id === org.id || e.group_id === org.id)).toBe(true);
    expect((await entries(admin.token, `&group_id=${org.id}`)).length).toBe(mine.length);
    const all = await entries(staff.token);
    expect(all.some((e) => e.organization_id === otherOrg.id)).toBe(true);
    expect(all.some((e) => e.organization_id === org.id)).toBe(true);

    const refused = await http.get(`/audit-log/?group_id=${otherOrg.id}`, admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(AUDIT_MESSAGES.forbidden);
    expect((await http.get(`/audit-log/?group_id=${org.id}`, leader.token)).statusCode).toBe(403);
    expect((await http.get('/audit-log/', leader.token)).statusCode).toBe(403);
    expect((await http.get('/audit-log/', (await makeUser(t)).token)).statusCode).toBe(403);
    expect((await http.get('/audit-log/')).statusCode).toBe(401);
    expect((await http.get('/audit-log/export/', leader.token)).statusCode).toBe(403);
  });

  it('pages with data + pagination, and exports CSV with the same scope', async () => {
    const first = await http.get(`/audit-log/?group_id=${org.id}&page_size=2`, admin.token);
    expect(first.json().pagination).toMatchObject({ next: 2 });
    expect(first.json().data).toHaveLength(2);
    const csv = await http.get(`/audit-log/export/?group_id=${org.id}`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`audit-log-${org.id}.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('"When","Actor","Actor Email","Role","Action"');
    expect(lines.length - 1).toBe(first.json().pagination.count);
    expect(csv.body).toContain('"membership.add"');
    const all = await http.get('/audit-log/export/', staff.token);
    expect(all.body).toContain(`"${otherOrg.id}"`);
  });

  it('the entry is written in the same transaction as the change: a failed record undoes it', async () => {
    const memberships = createMembershipsRepository(t.ctx.database.db, t.ctx.groups.caches);
    const person = await makeUser(t);
    const broken = {
      actorId: admin.id,
      actorRole: 'admin',
      action: 'membership.add',
      targetType: 'user',
      targetId: person.id,
      groupId: 2_000_000_000, // no such group: the record fails on its foreign key
      organizationId: null,
      details: {},
    };
    await expect(
      memberships.upsert({ groupId: org.id, userId: person.id, role: 'admin', status: 'accepted' }, broken),
    ).rejects.toThrow();
    expect(await memberships.find(org.id, person.id)).toBeUndefined();
  });
});
