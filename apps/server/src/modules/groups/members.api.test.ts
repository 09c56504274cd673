import { GROUP_MESSAGES as M } from '@careerhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import {
  addMember,
  makeGroup,
  makeUser,
  groupsApiSuite,
  type GroupsApi,
} from '../../../test/groups-helpers.js';
import type { TestApp } from '../../../test/helpers.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';
import { createGroupsModule } from './groups.module.js';

describe('group members API: list, export, follow-up, default organization', () => {
  const suite = groupsApiSuite();
  const { notificationsOf, join } = suite;
  let t: TestApp;
  let http: GroupsApi;
  beforeAll(() => ({ t, http } = suite.app));

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
