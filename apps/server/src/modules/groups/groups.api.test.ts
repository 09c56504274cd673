import { GROUP_MESSAGES as M, LIMITED_SEATS_BADGE, SDGS } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { addMember, api, daysFromNow, makeGroup, makeUser, rolesFor } from '../../../test/groups-helpers.js';

describe('groups API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  const circleForm = (parent: number, extra: Record<string, unknown> = {}) => ({
    name: 'Data Careers Circle',
    group_type: 'circle',
    description: 'Learn together',
    topics: [1, 2],
    group_duration: 'time_limited',
    career_stages: [2],
    start_date: daysFromNow(10).toISOString(),
    end_date: daysFromNow(40).toISOString(),
    publicity: 'open',
    application_open_date: daysFromNow(-1).toISOString(),
    application_close_date: daysFromNow(5).toISOString(),
    parent_group: parent,
    circle_type: 'Learning Circle',
    relevant_sdgs: [4, 8],
    use_cases: [1],
    maximum_size: 20,
    extra_info: { questions: [{ label: 'Why join?', type: 'text', required: true }] },
    ...extra,
  });

  describe('create: validation with the spec messages', () => {
    it('requires name, type and description', async () => {
      const staff = await makeUser(t, { isStaff: true });
      const res = await http.post('/groups/', {}, staff.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors).toMatchObject({
        name: [M.required],
        group_type: [M.required],
        description: [M.required],
      });
    });

    it('checks limits: 4000 characters, 7 topics, 3 SDGs, positive size, price, discount, paid features', async () => {
      const certified = await makeUser(t, { isCertified: true });
      const org = await makeGroup(t, { groupType: 'organization' });
      const res = await http.post(
        '/groups/',
        circleForm(org.id, {
          description: 'x'.repeat(4001),
          objective: 'y'.repeat(4001),
          topics: [1, 2, 3, 4, 5, 6, 7, 8],
          relevant_sdgs: [1, 2, 3, 4],
          maximum_size: -1,
          discount: -5,
          paid_features: ['a', 'b', 'c', 'd'],
        }),
        certified.token,
      );
      expect(res.json().field_errors).toMatchObject({
        description: [M.maxText],
        objective: [M.maxText],
        topics: [M.maxTopics],
        relevant_sdgs: [M.maxSdgs],
        maximum_size: [M.positiveOnly],
        discount: [M.discountNegative],
        paid_features: [M.maxPaidFeatures],
      });
      const over = await http.post(
        '/groups/',
        circleForm(org.id, { discount: 101, is_paid: true }),
        certified.token,
      );
      expect(over.json().field_errors).toMatchObject({ discount: [M.discountOver100], price: [M.required] });
      const zero = await http.post(
        '/groups/',
        circleForm(org.id, { is_paid: true, price: 0 }),
        certified.token,
      );
      expect(zero.json().field_errors).toMatchObject({ price: [M.greaterThanZero] });
    });

    it('requires the circle and event fields, and a country for other groups', async () => {
      const staff = await makeUser(t, { isStaff: true });
      const circle = await http.post(
        '/groups/',
        { name: 'C', group_type: 'circle', description: 'd' },
        staff.token,
      );
      expect(Object.keys(circle.json().field_errors).sort()).toEqual(
        [
          'application_close_date',
          'application_open_date',
          'career_stages',
          'circle_type',
          'end_date',
          'group_duration',
          'parent_group',
          'publicity',
          'relevant_sdgs',
          'start_date',
          'topics',
          'use_cases',
        ].sort(),
      );
      const event = await http.post(
        '/groups/',
        { name: 'E', group_type: 'event', description: 'd' },
        staff.token,
      );
      expect(event.json().field_errors.event_type).toEqual([M.required]);
      expect(event.json().field_errors.relevant_sdgs).toBeUndefined();
      const org = await http.post(
        '/groups/',
        { name: 'O', group_type: 'organization', description: 'd' },
        staff.token,
      );
      expect(org.json().field_errors).toEqual({ country: [M.required] });
    });

    it('requires options for radio questions and orders dates', async () => {
      const certified = await makeUser(t, { isCertified: true });
      const org = await makeGroup(t, { groupType: 'organization' });
      const res = await http.post(
        '/groups/',
        circleForm(org.id, {
          end_date: daysFromNow(1).toISOString(),
          application_close_date: daysFromNow(-2).toISOString(),
          extra_info: { questions: [{ label: 'Pick', type: 'radio', required: true }] },
        }),
        certified.token,
      );
      expect(res.json().field_errors).toMatchObject({
        end_date: [M.endBeforeStart],
        application_close_date: [M.closeBeforeOpen],
        'extra_info.questions.0.options': [M.required],
      });
    });
  });

  describe('create: who may create what', () => {
    it('organizations and institutions: staff only', async () => {
      const member = await makeUser(t);
      const staff = await makeUser(t, { isStaff: true });
      const form = { name: 'New Org', group_type: 'organization', description: 'd', country: 'Nepal' };
      expect((await http.post('/groups/', form)).statusCode).toBe(401);
      const refused = await http.post('/groups/', form, member.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.staffOnly);
      const created = await http.post('/groups/', form, staff.token);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        name: 'New Org',
        group_type: 'organization',
        country: 'Nepal',
        role: 'admin',
        membership_status: 'accepted',
      });
    });

    it('circles: leadership certification; the creator becomes its admin; questions get ids', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const plain = await makeUser(t);
      const refused = await http.post('/groups/', circleForm(org.id), plain.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.leadershipRequired);
      const certified = await makeUser(t, { isCertified: true });
      const res = await http.post('/groups/', circleForm(org.id), certified.token);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        group_type: 'circle',
        name_slug: 'data-careers-circle',
        parent_group: org.id,
        role: 'admin',
        relevant_sdgs_detailed: [SDGS[3], SDGS[7]],
        lifecycle_label: 'Application Open',
        registration_label: 'Registration Open',
        permissions: { can_manage: true, can_create_circle: true },
      });
      expect(body.extra_info.questions[0]).toMatchObject({
        label: 'Why join?',
        required: true,
        id: expect.any(String),
      });
      const again = await http.post('/groups/', circleForm(org.id), certified.token);
      expect(again.json().name_slug).toBe('data-careers-circle-2');
    });

    it('names its topics in the given order (topics_detailed) for the side card and the edit form', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const certified = await makeUser(t, { isCertified: true });
      const a = (
        await http.post('/topics/', { name: 'Circle topic Alpha', topic_type: 'general' }, certified.token)
      ).json();
      const b = (
        await http.post('/topics/', { name: 'Circle topic Beta', topic_type: 'general' }, certified.token)
      ).json();
      const res = await http.post(
        '/groups/',
        circleForm(org.id, { name: 'Named Topics', topics: [b.id, a.id] }),
        certified.token,
      );
      expect(res.statusCode).toBe(201);
      const read = await http.get(`/groups/${res.json().id}/`, certified.token);
      expect(read.json().topics).toEqual([b.id, a.id]);
      expect(read.json().topics_detailed).toEqual([
        { id: b.id, name: 'Circle topic Beta' },
        { id: a.id, name: 'Circle topic Alpha' },
      ]);
    });

    it('events: an admin of the parent with a certified group profile', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const roles = await rolesFor(t, org.id);
      const form = { ...circleForm(org.id), group_type: 'event', event_type: 'conference', name: 'AI Conf' };
      const outcome: Record<string, number> = {};
      for (const [name, user] of Object.entries(roles))
        outcome[name] = (await http.post('/groups/', form, user.token)).statusCode;
      expect(outcome).toEqual({
        admin: 403,
        certifiedAdmin: 201,
        leader: 403,
        member: 403,
        pendingLeader: 403,
        nonMember: 403,
        staff: 201,
        trial: 403,
      });
      const refused = await http.post('/groups/', form, roles.admin.token);
      expect(refused.json().message).toBe(M.certifiedRequired);
    });

    it('refuses an unknown parent', async () => {
      const certified = await makeUser(t, { isCertified: true });
      const res = await http.post('/groups/', circleForm(999999), certified.token);
      expect(res.json().field_errors.parent_group).toEqual([M.parentNotFound]);
    });
  });

  describe('read', () => {
    it('by id and slug; an unknown slug gives the spec text; private groups only for members and staff', async () => {
      const group = await makeGroup(t, { groupType: 'organization', visibility: 20 });
      const member = await makeUser(t);
      await addMember(t, group.id, member);
      const stranger = await makeUser(t);
      const staff = await makeUser(t, { isStaff: true });
      expect((await http.get(`/groups/${group.id}/`)).statusCode).toBe(404);
      expect((await http.get(`/groups/${group.id}/`, stranger.token)).statusCode).toBe(404);
      expect((await http.get(`/groups/${group.id}/`, member.token)).json()).toMatchObject({
        id: group.id,
        membership_status: 'accepted',
        role: 'member',
      });
      expect((await http.get(`/groups/slug/${group.nameSlug}/`, staff.token)).statusCode).toBe(200);
      const missing = await http.get('/groups/slug/no-such-org/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(M.orgNotFound);
    });

    it('shows counts of pending, rejected and unverified only to managers; Limited Seats and the wait list', async () => {
      const circle = await makeGroup(t, { groupType: 'circle', maximumSize: 2 });
      const roles = await rolesFor(t, circle.id); // 4 accepted (admin, certified admin, leader, member)
      const unverified = await makeUser(t, { isVerified: false });
      await addMember(t, circle.id, unverified, 'member', 'pending');
      const asAdmin = (await http.get(`/groups/${circle.id}/`, roles.admin.token)).json();
      expect(asAdmin).toMatchObject({
        total_members: 4,
        pending_members_count: 2,
        rejected_members_count: 0,
        unverified_members_count: 1,
        is_full: true,
      });
      const asLeader = (await http.get(`/groups/${circle.id}/`, roles.leader.token)).json();
      expect(asLeader.pending_members_count).toBe(2);
      const asMember = (await http.get(`/groups/${circle.id}/`, roles.member.token)).json();
      expect(asMember.pending_members_count).toBeNull();
      const asStranger = (await http.get(`/groups/${circle.id}/`, roles.nonMember.token)).json();
      expect(asStranger).toMatchObject({
        can_join: true,
        join_message: M.waitList,
        has_limited_seats: false,
      });
      const roomy = await makeGroup(t, { groupType: 'circle', maximumSize: 50 });
      const card = (await http.get(`/groups/${roomy.id}/`)).json();
      expect(card).toMatchObject({ has_limited_seats: true, show_join_button: true, permissions: null });
      expect(LIMITED_SEATS_BADGE).toBe('Limited Seats Available');
    });

    it('lifecycle labels from the stored dates', async () => {
      const soon = await makeGroup(t, {
        groupType: 'event',
        applicationOpenDate: daysFromNow(2),
        applicationCloseDate: daysFromNow(4),
      });
      const running = await makeGroup(t, {
        groupType: 'event',
        applicationOpenDate: daysFromNow(-9),
        applicationCloseDate: daysFromNow(-5),
        startDate: daysFromNow(-1),
      });
      const archived = await makeGroup(t, {
        groupType: 'circle',
        applicationOpenDate: daysFromNow(-200),
        applicationCloseDate: daysFromNow(-190),
        startDate: daysFromNow(-180),
        endDate: daysFromNow(-91),
      });
      expect((await http.get(`/groups/${soon.id}/`)).json()).toMatchObject({
        lifecycle_label: 'Application Opening Soon',
        registration_label: 'Opening Soon',
        can_join: false,
      });
      expect((await http.get(`/groups/${running.id}/`)).json()).toMatchObject({
        lifecycle_label: 'Running',
        registration_label: 'Closed',
      });
      expect((await http.get(`/groups/${archived.id}/`)).json()).toMatchObject({
        lifecycle_label: 'Archived',
        show_join_button: false,
      });
    });
  });

  describe('update', () => {
    it('managers only; the merged group is checked with the form rules', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const certified = await makeUser(t, { isCertified: true });
      await addMember(t, org.id, certified);
      const circle = (await http.post('/groups/', circleForm(org.id), certified.token)).json();
      const roles = await rolesFor(t, circle.id);
      const outcome: Record<string, number> = {};
      for (const [name, user] of Object.entries(roles))
        outcome[name] = (
          await http.patch(`/groups/${circle.id}/`, { objective: `By ${name}` }, user.token)
        ).statusCode;
      expect(outcome).toEqual({
        admin: 200,
        certifiedAdmin: 200,
        leader: 200,
        member: 403,
        pendingLeader: 403,
        nonMember: 403,
        staff: 200,
        trial: 403,
      });
      expect((await http.patch(`/groups/${circle.id}/`, { objective: 'x' })).statusCode).toBe(401);
      const cleared = await http.patch(
        `/groups/${circle.id}/`,
        { relevant_sdgs: [], is_paid: true },
        roles.admin.token,
      );
      expect(cleared.json().field_errors).toMatchObject({ relevant_sdgs: [M.required], price: [M.required] });
      const typeChange = await http.patch(
        `/groups/${circle.id}/`,
        { group_type: 'event' },
        roles.admin.token,
      );
      expect(typeChange.statusCode).toBe(400);
      const paid = await http.patch(
        `/groups/${circle.id}/`,
        { is_paid: true, price: 49.5, discount: 20 },
        roles.admin.token,
      );
      expect(paid.json()).toMatchObject({ is_paid: true, price: 49.5, discount: 20, objective: 'By staff' });
    });
  });
});
