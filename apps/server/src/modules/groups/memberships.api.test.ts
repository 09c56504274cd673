import { GROUP_MESSAGES as M, NOTIFICATION_EVENTS } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import {
  addMember,
  api,
  daysFromNow,
  makeGroup,
  makeUser,
  rolesFor,
  type TestUser,
} from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';
import { createGroupsModule } from './groups.module.js';
import { multipartBody, pdfDocument, pngImage } from '../uploads/fixtures.js';

describe('memberships API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  const notificationsOf = async (user: { id: number }) =>
    (await t.ctx.notifications.list(user.id, 1, 50)).data;
  const join = (groupId: number, user?: TestUser, body: unknown = {}) =>
    http.post(`/groups/${groupId}/join/`, body, user?.token);
  const statusOf = async (groupId: number, user: TestUser) =>
    (await http.get(`/groups/${groupId}/`, user.token)).json().membership_status;

  describe('join', () => {
    it('anonymous must sign in, trial users are refused, registered users join an open organization at once', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      expect((await join(org.id)).statusCode).toBe(401);
      const trial = await makeUser(t, { isTrialUser: true, isVerified: false });
      expect((await join(org.id, trial)).statusCode).toBe(403);
      const user = await makeUser(t);
      const res = await join(org.id, user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: M.joined('organization'),
        membership_status: 'accepted',
        role: 'member',
        wait_list: false,
      });
      const again = await join(org.id, user);
      expect(again.json().message).toBe(M.alreadyMember);
      // The identity now lists the organization among the switchable ones.
      const identity = await http.get('/identity/', user.token);
      expect(identity.json().switchable_orgs.map((o: { id: number }) => o.id)).toContain(org.id);
    });

    it('unverified users may apply (they show under the Unverified tab)', async () => {
      const circle = await makeGroup(t, { groupType: 'circle' });
      const admin = await makeUser(t);
      await addMember(t, circle.id, admin, 'admin');
      const unverified = await makeUser(t, { isVerified: false });
      expect((await join(circle.id, unverified)).json().membership_status).toBe('accepted');
      const tab = (await http.get(`/groups/${circle.id}/members/?status=unverified`, admin.token)).json();
      expect(tab.data.map((m: { id: number }) => m.id)).toEqual([unverified.id]);
    });

    it('respects the application dates, pending and rejected states', async () => {
      const user = await makeUser(t);
      const soon = await makeGroup(t, {
        groupType: 'circle',
        applicationOpenDate: daysFromNow(1),
        applicationCloseDate: daysFromNow(3),
      });
      expect((await join(soon.id, user)).json().message).toBe(M.joinClosed);
      const closed = await makeGroup(t, {
        groupType: 'circle',
        applicationOpenDate: daysFromNow(-5),
        applicationCloseDate: daysFromNow(-1),
      });
      expect((await join(closed.id, user)).json().message).toBe(M.joinClosed);
      const ended = await makeGroup(t, {
        groupType: 'event',
        applicationOpenDate: daysFromNow(-9),
        applicationCloseDate: null,
        startDate: daysFromNow(-8),
        endDate: daysFromNow(-1),
      });
      expect((await join(ended.id, user)).json().message).toBe(M.joinClosed);
      const hidden = await makeGroup(t, { groupType: 'circle', publicity: 'closed' });
      expect((await join(hidden.id, user)).json().message).toBe(M.joinClosed);
      const paidClosed = await makeGroup(t, {
        groupType: 'circle',
        isPaid: true,
        price: '10.00',
        admission: 'closed',
      });
      expect((await join(paidClosed.id, user)).json().message).toBe(M.joinClosed);

      const closedAdmission = await makeGroup(t, { groupType: 'circle', admission: 'closed' });
      const admin = await makeUser(t);
      await addMember(t, closedAdmission.id, admin, 'admin');
      expect((await join(closedAdmission.id, user)).json()).toMatchObject({
        membership_status: 'pending',
        message: M.joined('circle'),
      });
      expect((await join(closedAdmission.id, user)).json().message).toBe(M.alreadyPending);
      await http.post(
        `/groups/${closedAdmission.id}/respond-join-request/`,
        { users: [user.id], action: 'reject', notes: 'Full this term' },
        admin.token,
      );
      expect(await statusOf(closedAdmission.id, user)).toBe('rejected');
      // Rejected users may apply again.
      expect((await join(closedAdmission.id, user)).json().membership_status).toBe('pending');
    });

    it('puts requests on the wait list when the maximum is reached', async () => {
      const circle = await makeGroup(t, { groupType: 'circle', maximumSize: 1 });
      const first = await makeUser(t);
      expect((await join(circle.id, first)).json().membership_status).toBe('accepted');
      const second = await makeUser(t);
      const res = await join(circle.id, second);
      expect(res.json()).toEqual({
        message: M.waitList,
        membership_status: 'pending',
        role: 'member',
        wait_list: true,
      });
    });

    it('paid groups: pending until accepted, then payment pending; accepting works', async () => {
      const circle = await makeGroup(t, { groupType: 'circle', isPaid: true, price: '25.00' });
      const admin = await makeUser(t);
      await addMember(t, circle.id, admin, 'admin');
      const user = await makeUser(t);
      const res = await join(circle.id, user);
      expect(res.json()).toMatchObject({ membership_status: 'pending', message: M.payAfterAccept });
      expect((await http.get(`/groups/${circle.id}/`, user.token)).json()).toMatchObject({
        join_message: M.payAfterAccept,
        price: 25,
        payment_status: null,
      });
      const accepted = await http.post(
        `/groups/${circle.id}/respond-join-request/`,
        { users: [user.id], action: 'accept' },
        admin.token,
      );
      expect(accepted.json()).toEqual({ message: M.memberResponded('accept'), users: [user.id] });
      expect((await http.get(`/groups/${circle.id}/`, user.token)).json()).toMatchObject({
        membership_status: 'accepted',
        payment_status: 'pending',
      });
    });

    it('asks the group questions first: required, listed options, unknown answers dropped', async () => {
      const circle = await makeGroup(t, {
        groupType: 'circle',
        extraInfo: {
          is_external: false,
          questions: [
            { id: 'why', label: 'Why?', type: 'textarea', required: true, options: '' },
            { id: 'level', label: 'Level', type: 'radio', required: true, options: 'Beginner\nExpert' },
            { id: 'note', label: 'Note', type: 'text', required: false, options: '' },
          ],
        },
      });
      const admin = await makeUser(t);
      await addMember(t, circle.id, admin, 'admin');
      const user = await makeUser(t);
      const missing = await join(circle.id, user);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field_errors).toEqual({
        'extra_info.why': [M.required],
        'extra_info.level': [M.required],
      });
      const wrong = await join(circle.id, user, { extra_info: { why: 'Learn', level: 'Guru' } });
      expect(wrong.json().field_errors).toEqual({ 'extra_info.level': [M.unknownOption] });
      const ok = await join(circle.id, user, { extra_info: { why: ' Learn ', level: 'Expert', other: 'x' } });
      expect(ok.statusCode).toBe(200);
      const members = (await http.get(`/groups/${circle.id}/members/`, admin.token)).json().data;
      expect(members.find((m: { id: number }) => m.id === user.id).extra_info).toEqual({
        why: 'Learn',
        level: 'Expert',
      });
      // Answers are for managers only.
      const asStranger = (await http.get(`/groups/${circle.id}/members/`, (await makeUser(t)).token)).json()
        .data;
      expect(asStranger.find((m: { id: number }) => m.id === user.id).extra_info).toEqual({});
    });

    it('conference events use the registration form: presenter requirements, 250-word abstract or a PDF', async () => {
      const conf = await makeGroup(t, { groupType: 'event', eventType: 'conference' });
      const user = await makeUser(t);
      const attendee = await join(conf.id, user, {
        role: 'attendee',
        extra_info: { phone_number: '+977 1 555', dietary: 'Vegetarian' },
      });
      expect(attendee.json()).toMatchObject({ membership_status: 'accepted', role: 'attendee' });

      const presenter = await makeUser(t);
      const empty = await join(conf.id, presenter, { role: 'presenter', extra_info: {} });
      expect(empty.json().field_errors).toEqual({
        'extra_info.submission_type': [M.required],
        'extra_info.program_type': [M.required],
        'extra_info.title': [M.required],
        'extra_info.publication': [M.required],
        'extra_info.abstract': [M.abstractOrFile],
      });
      const base = {
        submission_type: 'Paper Presentation',
        program_type: 'Online Conference',
        title: 'AI and jobs',
        publication: 'not interested',
      };
      const long = await join(conf.id, presenter, {
        role: 'presenter',
        extra_info: { ...base, abstract: 'word '.repeat(251) },
      });
      expect(long.json().field_errors).toEqual({ 'extra_info.abstract': [M.maxAbstractWords] });
      const bad = await join(conf.id, presenter, {
        role: 'presenter',
        extra_info: { ...base, submission_type: 'Poem' },
      });
      expect(bad.json().field_errors).toEqual({ 'extra_info.submission_type': [M.unknownOption] });

      const upload = async (file: Buffer, type: string, name: string) => {
        const { payload, contentType } = await multipartBody([{ name: 'files', file, filename: name, type }]);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/file-upload/',
          payload,
          headers: { 'content-type': contentType, authorization: `Bearer ${presenter.token}` },
        });
        return res.json().data[0].id as number;
      };
      const png = await upload(pngImage(), 'image/png', 'a.png');
      const notPdf = await join(conf.id, presenter, {
        role: 'presenter',
        extra_info: { ...base, abstract_file: png },
      });
      expect(notPdf.json().field_errors).toEqual({ 'extra_info.abstract_file': [M.abstractPdf] });
      const pdf = await upload(pdfDocument(), 'application/pdf', 'abstract.pdf');
      const ok = await join(conf.id, presenter, {
        role: 'presenter',
        extra_info: { ...base, abstract_file: pdf },
      });
      expect(ok.json()).toMatchObject({ membership_status: 'accepted', role: 'presenter' });
      expect((await join(conf.id, await makeUser(t), { role: 'volunteer' })).json().field_errors).toEqual({
        role: [M.roleNotAllowed],
      });
    });

    it('refuses managing roles on join', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      expect((await join(org.id, await makeUser(t), { role: 'admin' })).json().field_errors).toEqual({
        role: [M.roleNotAllowed],
      });
    });

    it('tells the managers about a join request (notification and email)', async () => {
      const circle = await makeGroup(t, { groupType: 'circle', admission: 'closed', name: 'Quiet Circle' });
      const admin = await makeUser(t);
      await addMember(t, circle.id, admin, 'admin');
      const user = await makeUser(t, { firstName: 'Asha', lastName: 'Rai' });
      await join(circle.id, user);
      const [note] = await notificationsOf(admin);
      expect(note).toMatchObject({
        notification_type: NOTIFICATION_EVENTS.joinRequest,
        message: 'Asha Rai asked to join Quiet Circle',
        link: `/circle/${circle.nameSlug}`,
      });
      const [mail] = await waitForMail(t, admin.email);
      expect(mail!.subject).toBe('Asha Rai asked to join Quiet Circle');
    });
  });

  describe('leave', () => {
    it('members leave, pending users cancel, the last admin stays, nobody leaves for someone else', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const admin = await makeUser(t);
      await addMember(t, org.id, admin, 'admin');
      const member = await makeUser(t);
      await addMember(t, org.id, member);
      const pending = await makeUser(t);
      await addMember(t, org.id, pending, 'member', 'pending');
      expect((await http.post(`/groups/${org.id}/leave/`, { user: member.id }, admin.token)).statusCode).toBe(
        403,
      );
      expect((await http.post(`/groups/${org.id}/leave/`, {}, member.token)).json()).toEqual({
        message: M.left('organization'),
      });
      expect((await http.post(`/groups/${org.id}/leave/`, {}, pending.token)).statusCode).toBe(200);
      expect((await http.post(`/groups/${org.id}/leave/`, {}, member.token)).json().message).toBe(
        M.notMember,
      );
      expect((await http.post(`/groups/${org.id}/leave/`, {}, admin.token)).json().message).toBe(M.lastAdmin);
      expect((await http.post(`/groups/${org.id}/leave/`, {})).statusCode).toBe(401);
    });
  });

  describe('member management permissions (matrix)', () => {
    it('add, remove, respond, export and follow-up: managers only, with the spec message', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const roles = await rolesFor(t, org.id);
      const outcome: Record<string, number[]> = {};
      for (const [name, user] of Object.entries(roles)) {
        const target = await makeUser(t);
        const pendingUser = await makeUser(t);
        await addMember(t, org.id, pendingUser, 'member', 'pending');
        const codes = [
          (await http.post(`/groups/${org.id}/add-member/`, { user: target.id, role: 'member' }, user.token))
            .statusCode,
          (
            await http.post(
              `/groups/${org.id}/remove-member/`,
              { user: target.id, reason: 'test' },
              user.token,
            )
          ).statusCode,
          (
            await http.post(
              `/groups/${org.id}/respond-join-request/`,
              { users: [pendingUser.id], action: 'accept' },
              user.token,
            )
          ).statusCode,
          (await http.get(`/groups/${org.id}/export-group-membership/`, user.token)).statusCode,
          (
            await http.post(
              `/groups/${org.id}/followup-email-unverified/`,
              { user_ids: [target.id] },
              user.token,
            )
          ).statusCode,
          (await http.get(`/groups/${org.id}/members/?status=pending`, user.token)).statusCode,
        ];
        outcome[name] = codes;
      }
      const allowed = [200, 200, 200, 200, 200, 200];
      const refused = [403, 403, 403, 403, 403, 403];
      expect(outcome).toEqual({
        admin: allowed,
        certifiedAdmin: allowed,
        leader: allowed,
        member: refused,
        pendingLeader: refused,
        nonMember: refused,
        staff: allowed,
        trial: refused,
      });
      const res = await http.post(
        `/groups/${org.id}/add-member/`,
        { user: roles.nonMember.id, role: 'member' },
        roles.member.token,
      );
      expect(res.json().message).toBe(M.noManagePermission);
      expect(
        (await http.post(`/groups/${org.id}/add-member/`, { user: roles.nonMember.id, role: 'member' }))
          .statusCode,
      ).toBe(401);
      expect((await http.get(`/groups/${org.id}/members/?status=pending`)).statusCode).toBe(403);
      expect((await http.get(`/groups/${org.id}/members/`)).statusCode).toBe(200);
    });

    it('validates member actions with the spec messages', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const admin = await makeUser(t);
      await addMember(t, org.id, admin, 'admin');
      const none = await http.post(
        `/groups/${org.id}/respond-join-request/`,
        { users: [], action: 'accept' },
        admin.token,
      );
      expect(none.json().field_errors.users).toEqual([M.selectMember]);
      const noAction = await http.post(
        `/groups/${org.id}/respond-join-request/`,
        { users: [admin.id] },
        admin.token,
      );
      expect(noAction.json().field_errors.action).toEqual([M.selectAction]);
      const notPending = await http.post(
        `/groups/${org.id}/respond-join-request/`,
        { users: [admin.id], action: 'reject' },
        admin.token,
      );
      expect(notPending.json().message).toBe(M.notPending);
    });
  });

  describe('add and remove', () => {
    it('adds with the roles of the group kind; only rejected users and non-members', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const event = await makeGroup(t, { groupType: 'event' });
      const admin = await makeUser(t);
      await addMember(t, org.id, admin, 'admin');
      await addMember(t, event.id, admin, 'admin');
      const user = await makeUser(t);
      expect(
        (
          await http.post(`/groups/${org.id}/add-member/`, { user: user.id, role: 'presenter' }, admin.token)
        ).json().field_errors,
      ).toEqual({ role: [M.roleNotAllowed] });
      expect(
        (
          await http.post(`/groups/${event.id}/add-member/`, { user: user.id, role: 'faculty' }, admin.token)
        ).json().field_errors,
      ).toEqual({ role: [M.roleNotAllowed] });
      const added = await http.post(
        `/groups/${event.id}/add-member/`,
        { user: user.id, role: 'presenter' },
        admin.token,
      );
      expect(added.json()).toEqual({ message: M.memberAdded('presenter') });
      expect((await http.get(`/groups/${event.id}/`, user.token)).json()).toMatchObject({
        membership_status: 'accepted',
        role: 'presenter',
      });
      expect(
        (
          await http.post(`/groups/${event.id}/add-member/`, { user: user.id, role: 'attendee' }, admin.token)
        ).json().message,
      ).toBe(M.userAlreadyMember);
      const rejected = await makeUser(t);
      await addMember(t, org.id, rejected, 'member', 'rejected');
      expect(
        (await http.post(`/groups/${org.id}/add-member/`, { user: rejected.id, role: 'alumni' }, admin.token))
          .statusCode,
      ).toBe(200);
      const pending = await makeUser(t);
      await addMember(t, org.id, pending, 'member', 'pending');
      expect(
        (
          await http.post(`/groups/${org.id}/add-member/`, { user: pending.id, role: 'member' }, admin.token)
        ).json().message,
      ).toBe(M.userAlreadyMember);
      const [note] = await notificationsOf(user);
      expect(note!.message).toBe(`You were added to ${event.name} as presenter`);
    });

    it('removes accepted members with a reason (told to them); not oneself; leaders cannot remove admins', async () => {
      const org = await makeGroup(t, { groupType: 'organization', name: 'Remove Org' });
      const admin = await makeUser(t);
      await addMember(t, org.id, admin, 'admin');
      const otherAdmin = await makeUser(t);
      await addMember(t, org.id, otherAdmin, 'admin');
      const leader = await makeUser(t);
      await addMember(t, org.id, leader, 'leader');
      const member = await makeUser(t);
      await addMember(t, org.id, member);
      expect(
        (await http.post(`/groups/${org.id}/remove-member/`, { user: admin.id }, admin.token)).json().message,
      ).toBe(M.cannotRemoveSelf);
      expect(
        (await http.post(`/groups/${org.id}/remove-member/`, { user: otherAdmin.id }, leader.token))
          .statusCode,
      ).toBe(403);
      const removed = await http.post(
        `/groups/${org.id}/remove-member/`,
        { user: member.id, reason: 'Inactive for a year' },
        leader.token,
      );
      expect(removed.json()).toEqual({ message: M.userRemoved });
      expect(await statusOf(org.id, member)).toBeNull();
      expect(
        (await http.post(`/groups/${org.id}/remove-member/`, { user: member.id }, admin.token)).json()
          .message,
      ).toBe(M.userNotMember);
      const [note] = await notificationsOf(member);
      expect(note!.message).toBe('You were removed from Remove Org. Reason: Inactive for a year');
      const [mail] = await waitForMail(t, member.email);
      expect(mail!.subject).toContain('Reason: Inactive for a year');
    });
  });

  describe('respond to join requests', () => {
    it('accepts and rejects several users with notes, telling each by notification and email', async () => {
      const circle = await makeGroup(t, { groupType: 'circle', admission: 'closed', name: 'Notes Circle' });
      const admin = await makeUser(t);
      await addMember(t, circle.id, admin, 'admin');
      const a = await makeUser(t);
      const b = await makeUser(t);
      const c = await makeUser(t);
      for (const u of [a, b, c]) await join(circle.id, u);
      const accepted = await http.post(
        `/groups/${circle.id}/respond-join-request/`,
        { users: [a.id, b.id], action: 'accept', notes: 'Welcome aboard' },
        admin.token,
      );
      expect(accepted.json().users.sort()).toEqual([a.id, b.id].sort());
      await http.post(
        `/groups/${circle.id}/respond-join-request/`,
        { users: [c.id], action: 'reject', notes: 'Not this time' },
        admin.token,
      );
      expect(await statusOf(circle.id, a)).toBe('accepted');
      expect(await statusOf(circle.id, c)).toBe('rejected');
      const [forA] = await notificationsOf(a);
      expect(forA).toMatchObject({
        notification_type: NOTIFICATION_EVENTS.joinRequestAccepted,
        message: 'Your request to join Notes Circle was accepted. Notes: Welcome aboard',
      });
      const [forC] = await notificationsOf(c);
      expect(forC).toMatchObject({
        notification_type: NOTIFICATION_EVENTS.joinRequestRejected,
        message: 'Your request to join Notes Circle was rejected. Notes: Not this time',
      });
      const [mail] = await waitForMail(t, c.email);
      expect(mail!.text).toContain('Not this time');
      const rejectedTab = (
        await http.get(`/groups/${circle.id}/members/?status=rejected`, admin.token)
      ).json().data;
      expect(rejectedTab).toMatchObject([
        { id: c.id, membership_status: 'rejected', notes: 'Not this time', reason: 'Not this time' },
      ]);
    });
  });

  describe('members list', () => {
    it('filters by role, country, professional field, verification and search; 15 a page', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const admin = await makeUser(t);
      await addMember(t, org.id, admin, 'admin');
      const profiles = createProfilesRepository(t.ctx.database.db);
      const nepali = await makeUser(t, { firstName: 'Sita', lastName: 'Gurung' });
      await profiles.upsert(nepali.id, { country: 'Nepal' });
      await profiles.insertGroupProfile({ userId: nepali.id, groupId: null, professionalField: 3 });
      await addMember(t, org.id, nepali, 'faculty');
      const unverified = await makeUser(t, { isVerified: false, firstName: 'Ram' });
      await addMember(t, org.id, unverified);
      for (let i = 0; i < 16; i += 1) await addMember(t, org.id, await makeUser(t));
      const ids = async (query: string) =>
        (await http.get(`/groups/${org.id}/members/?${query}`, admin.token))
          .json()
          .data.map((m: { id: number }) => m.id);
      const first = (await http.get(`/groups/${org.id}/members/`, admin.token)).json();
      expect(first.data).toHaveLength(15);
      expect(first.pagination).toEqual({ count: 19, next: 2 });
      expect((await http.get(`/groups/${org.id}/members/?page=2`, admin.token)).json().data).toHaveLength(4);
      expect(await ids('role=faculty')).toEqual([nepali.id]);
      expect(await ids('country=Nepal')).toEqual([nepali.id]);
      expect(await ids('professional_fields=3,4')).toEqual([nepali.id]);
      expect(await ids('professional_fields=all')).toHaveLength(15);
      expect(await ids('is_verified=false')).toEqual([unverified.id]);
      expect(await ids('search=sita%20gur')).toEqual([nepali.id]);
      expect(await ids('search=s')).toHaveLength(15); // searches start at 2 characters
      expect(
        (await http.get(`/groups/${org.id}/members/?professional_fields=x`, admin.token)).statusCode,
      ).toBe(400);
      const row = (await http.get(`/groups/${org.id}/members/?role=faculty`, admin.token)).json().data[0];
      expect(row).toMatchObject({
        name: 'Sita Gurung',
        name_slug: nepali.nameSlug,
        country: 'Nepal',
        membership_role: 'faculty',
        membership_status: 'accepted',
        is_verified: true,
        joined_at: expect.any(String),
      });
      const publicRow = (await http.get(`/groups/${org.id}/members/?role=faculty`)).json().data[0];
      expect(publicRow).toMatchObject({ email: null, joined_at: null });
    });

    it('keeps list totals for a few seconds, counted again at once after a membership change here', async () => {
      expect(t.ctx.config.GROUP_COUNT_CACHE_TTL_MS).toBeGreaterThan(0);
      const org = await makeGroup(t, { groupType: 'organization' });
      const admin = await makeUser(t);
      await addMember(t, org.id, admin, 'admin');
      const count = async () =>
        (await http.get(`/groups/${org.id}/members/`, admin.token)).json().pagination.count;
      expect(await count()).toBe(1);
      const user = await makeUser(t);
      await join(org.id, user);
      expect(await count()).toBe(2);
      await http.post(`/groups/${org.id}/leave/`, {}, user.token);
      expect(await count()).toBe(1);
    });

    it('filters agent review responses', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const admin = await makeUser(t);
      await addMember(t, org.id, admin, 'admin');
      const user = await makeUser(t);
      await addMember(t, org.id, user, 'member', 'pending');
      await t.ctx.database.db.execute(
        (await import('drizzle-orm'))
          .sql`UPDATE group_memberships SET agent_responses = '{"7":"rejected"}' WHERE user_id = ${user.id}`,
      );
      const ids = async (q: string) =>
        (await http.get(`/groups/${org.id}/members/?status=pending&${q}`, admin.token))
          .json()
          .data.map((m: { id: number }) => m.id);
      expect(await ids('system_agent_id=7')).toEqual([user.id]);
      expect(await ids('system_agent_id=7&agent_response=rejected')).toEqual([user.id]);
      expect(await ids('system_agent_id=7&agent_response=accepted')).toEqual([]);
      expect(await ids('system_agent_id=8')).toEqual([]);
    });
  });

  describe('CSV export', () => {
    it('streams every member in batches, spreadsheet-safe, with the question answers', async () => {
      const org = await makeGroup(t, {
        groupType: 'organization',
        extraInfo: {
          is_external: false,
          questions: [{ id: 'q', label: 'Motto', type: 'text', required: false, options: '' }],
        },
      });
      const admin = await makeUser(t, { firstName: 'Ädmin', lastName: 'Ünïcode' });
      await addMember(t, org.id, admin, 'admin');
      const evil = await makeUser(t, { firstName: '=HYPERLINK("http://x")', lastName: '+1' });
      await addMember(t, org.id, evil);
      await t.ctx.database.db.execute(
        (await import('drizzle-orm'))
          .sql`UPDATE group_memberships SET extra_info = '{"q":"@SUM(1,2) \\"quoted\\""}' WHERE user_id = ${evil.id}`,
      );
      for (let i = 0; i < 5; i += 1)
        await addMember(t, org.id, await makeUser(t), 'member', i % 2 ? 'pending' : 'accepted');
      const res = await http.get(`/groups/${org.id}/export-group-membership/`, admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${org.nameSlug}-members.csv"`);
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      expect(lines[0]).toBe(
        '"Name","Email","Role","Status","Verified","Joined At","Country","Institution","Payment Status","Notes","Reason","Motto"',
      );
      expect(lines).toHaveLength(1 + 7);
      const evilLine = lines.find((l) => l.includes('HYPERLINK'))!;
      expect(evilLine.startsWith(`"'=HYPERLINK(""http://x"") +1"`)).toBe(true);
      expect(evilLine.endsWith(`"'@SUM(1,2) ""quoted"""`)).toBe(true);
      expect(res.body).toContain('"Ädmin Ünïcode"');
      const pendingOnly = await http.get(
        `/groups/${org.id}/export-group-membership/?status=pending`,
        admin.token,
      );
      expect(pendingOnly.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 2);

      // The same export read two rows at a time: same rows, in the same order.
      const small = createGroupsModule(t.ctx, { exportBatchSize: 2 });
      const { stream } = await small.memberships.exportMembers(admin, org.id);
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      expect(text).toBe(res.body);
    });
  });

  describe('follow-up email to unverified members', () => {
    it('reaches unverified members only, in the app and by email', async () => {
      const org = await makeGroup(t, { groupType: 'organization', name: 'Verify Org' });
      const admin = await makeUser(t);
      await addMember(t, org.id, admin, 'admin');
      const unverified = await makeUser(t, { isVerified: false });
      await addMember(t, org.id, unverified, 'member', 'pending');
      const verified = await makeUser(t);
      await addMember(t, org.id, verified);
      const outsider = await makeUser(t, { isVerified: false });
      const res = await http.post(
        `/groups/${org.id}/followup-email-unverified/`,
        { user_ids: [unverified.id, verified.id, outsider.id] },
        admin.token,
      );
      expect(res.json()).toEqual({ message: M.followupSent, sent: 1 });
      const [mail] = await waitForMail(t, unverified.email);
      expect(mail!.subject).toBe('Verify your email to join Verify Org');
      expect((await notificationsOf(unverified))[0]!.link).toBe('/verify-otp');
      expect(await t.ctx.devMailbox!.list({ to: outsider.email })).toHaveLength(0);
      expect(
        (
          await http.post(`/groups/${org.id}/followup-email-unverified/`, { user_ids: [] }, admin.token)
        ).json().field_errors.user_ids,
      ).toEqual([M.selectMember]);
    });
  });

  describe('default organization', () => {
    it('join-default joins and makes it the default (pending shows on the identity for the pending guard); change-default switches', async () => {
      const open = await makeGroup(t, {
        groupType: 'organization',
        domain: 'open.example.org',
        isDefault: true,
      });
      const closed = await makeGroup(t, {
        groupType: 'organization',
        domain: 'closed.example.org',
        isDefault: true,
        admission: 'closed',
      });
      const user = await makeUser(t);
      const joined = await http.post(`/groups/${closed.id}/join-default/`, {}, user.token);
      expect(joined.json()).toMatchObject({ membership_status: 'pending', domain: 'closed.example.org' });
      let identity = (await http.get('/identity/', user.token)).json();
      expect(identity.organization).toMatchObject({ id: closed.id, status: 'pending' });
      await http.post(`/groups/${open.id}/join-default/`, {}, user.token);
      identity = (await http.get('/identity/', user.token)).json();
      expect(identity.organization).toMatchObject({ id: open.id, status: 'accepted' });
      expect((await http.post(`/groups/${closed.id}/change-default/`, {}, user.token)).json().message).toBe(
        M.notMember,
      );
      const admin = await makeUser(t);
      await addMember(t, closed.id, admin, 'admin');
      await http.post(
        `/groups/${closed.id}/respond-join-request/`,
        { users: [user.id], action: 'accept' },
        admin.token,
      );
      const changed = await http.post(`/groups/${closed.id}/change-default/`, {}, user.token);
      expect(changed.json()).toMatchObject({ id: closed.id, domain: 'closed.example.org' });
      identity = (await http.get('/identity/', user.token)).json();
      expect(identity.organization).toMatchObject({ id: closed.id, status: 'accepted' });
      const circle = await makeGroup(t, { groupType: 'circle' });
      expect((await http.post(`/groups/${circle.id}/join-default/`, {}, user.token)).json().message).toBe(
        M.notOrganization,
      );
    });
  });
});
