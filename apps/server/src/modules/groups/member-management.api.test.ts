import { GROUP_MESSAGES as M, NOTIFICATION_EVENTS } from '@careerhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import {
  addMember,
  makeGroup,
  makeUser,
  groupsApiSuite,
  rolesFor,
  type GroupsApi,
} from '../../../test/groups-helpers.js';
import type { TestApp } from '../../../test/helpers.js';

describe('member management API: permissions, add and remove, join requests', () => {
  const suite = groupsApiSuite();
  const { notificationsOf, join, statusOf } = suite;
  let t: TestApp;
  let http: GroupsApi;
  beforeAll(() => ({ t, http } = suite.app));

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
});
