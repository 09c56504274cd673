import { GROUP_MESSAGES as M, NOTIFICATION_EVENTS } from '@careerhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import {
  addMember,
  daysFromNow,
  makeGroup,
  makeUser,
  groupsApiSuite,
  type GroupsApi,
} from '../../../test/groups-helpers.js';
import type { TestApp } from '../../../test/helpers.js';
import { multipartBody, pdfDocument, pngImage } from '../uploads/fixtures.js';

describe('memberships API', () => {
  const suite = groupsApiSuite();
  const { notificationsOf, join, statusOf } = suite;
  let t: TestApp;
  let http: GroupsApi;
  beforeAll(() => ({ t, http } = suite.app));

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
});
