import { ERRORS, GROUP_MESSAGES as M, LIMITED_SEATS_BADGE, SDGS } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { addMember, api, daysFromNow, makeGroup, makeUser, rolesFor } from '../../../test/groups-helpers.js';
import { multipartBody, pdfDocument, pngImage } from '../uploads/fixtures.js';

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

  describe('lists', () => {
    it('filters by search, type, verification and hides private groups from strangers', async () => {
      const tag = `Zebra${Date.now().toString(36)}`;
      const a = await makeGroup(t, { groupType: 'organization', name: `${tag} Alpha`, isVerified: true });
      const b = await makeGroup(t, { groupType: 'institution', name: `${tag} Beta` });
      const hidden = await makeGroup(t, { groupType: 'organization', name: `${tag} Hidden`, visibility: 20 });
      const member = await makeUser(t);
      await addMember(t, hidden.id, member);
      const ids = async (query: string, token?: string) =>
        (await http.get(`/groups/?search=${tag}${query}`, token))
          .json()
          .data.map((g: { id: number }) => g.id);
      expect(await ids('')).toEqual([b.id, a.id]);
      expect(await ids('', member.token)).toEqual([hidden.id, b.id, a.id]);
      expect(await ids('&group_type=institution')).toEqual([b.id]);
      expect(await ids('&is_verified=true')).toEqual([a.id]);
      const paged = (await http.get(`/groups/?search=${tag}&page_size=1&page=2`)).json();
      expect(paged).toMatchObject({ data: [{ id: a.id }], pagination: { count: 2, next: null } });
      expect((await http.get('/groups/?group_type=club')).statusCode).toBe(400);
      expect((await http.get('/groups/?search=%25')).statusCode).toBe(200);
    });

    it('circles and events with the connections filters, 9 a page', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const c1 = await makeGroup(t, {
        groupType: 'circle',
        parentId: org.id,
        circleType: 'Career Circle',
        relevantSdgs: [4],
      });
      const c2 = await makeGroup(t, {
        groupType: 'circle',
        parentId: org.id,
        circleType: 'Learning Circle',
        relevantSdgs: [5],
        endDate: daysFromNow(-1),
      });
      const e1 = await makeGroup(t, { groupType: 'event', parentId: org.id, eventType: 'workshop' });
      const circles = (await http.get(`/circles/?parent_group=${org.id}`)).json();
      expect(circles.data.map((g: { id: number }) => g.id)).toEqual([c2.id, c1.id]);
      expect(
        (await http.get(`/circles/?parent_group=${org.id}&sdg=4`))
          .json()
          .data.map((g: { id: number }) => g.id),
      ).toEqual([c1.id]);
      expect(
        (await http.get(`/circles/?parent_group=${org.id}&circle_type=Learning%20Circle`))
          .json()
          .data.map((g: { id: number }) => g.id),
      ).toEqual([c2.id]);
      expect(
        (await http.get(`/circles/?parent_group=${org.id}&is_active=true`))
          .json()
          .data.map((g: { id: number }) => g.id),
      ).toEqual([c1.id]);
      expect(
        (await http.get(`/events/?parent_group=${org.id}`)).json().data.map((g: { id: number }) => g.id),
      ).toEqual([e1.id]);
      expect((await http.get('/events/?event_type=workshop')).json().data.length).toBeGreaterThan(0);
      expect((await http.get('/circles/')).json().data.length).toBeLessThanOrEqual(9);
    });

    it('circle types and SDGs per parent group', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      await makeGroup(t, {
        groupType: 'circle',
        parentId: org.id,
        circleType: 'Robotics Club',
        relevantSdgs: [4, 9],
      });
      await makeGroup(t, {
        groupType: 'circle',
        parentId: org.id,
        circleType: 'Career Circle',
        relevantSdgs: [4],
      });
      const types = (await http.get(`/groups/${org.id}/circle-types/`)).json().data;
      expect(types).toContain('Robotics Club');
      expect(types).toContain('Learning Circle');
      const sdgs = (await http.get(`/groups/${org.id}/sdgs/`)).json().data;
      expect(sdgs).toHaveLength(17);
      expect(sdgs[3]).toMatchObject({ id: 4, name: 'Quality Education', circles_count: 2 });
      expect(sdgs[8]).toMatchObject({ id: 9, circles_count: 1 });
      expect((await http.get('/groups/999999/sdgs/')).statusCode).toBe(404);
    });

    it('default organizations by domain (and countries), the default one, metrics', async () => {
      const domain = `d${Date.now().toString(36)}.example.org`;
      const np = await makeGroup(t, { groupType: 'organization', domain, isDefault: true, country: 'Nepal' });
      const jp = await makeGroup(t, { groupType: 'organization', domain, isDefault: true, country: 'Japan' });
      await makeGroup(t, { groupType: 'organization', domain });
      const all = (await http.get(`/groups/default/?domain=${domain}`))
        .json()
        .data.map((g: { id: number }) => g.id);
      expect(all.sort()).toEqual([np.id, jp.id].sort());
      expect(
        (await http.get(`/groups/default/?domain=${domain}&countries=Japan`))
          .json()
          .data.map((g: { id: number }) => g.id),
      ).toEqual([jp.id]);
      expect(
        (await http.get(`/groups/default-org/?domain=${domain}&countries=Nepal`)).json().data,
      ).toMatchObject({ id: np.id });
      expect((await http.get('/groups/default-org/?domain=none.example.org')).json().data).toBeNull();
      const metrics = (await http.get('/groups/metrics/')).json();
      expect(metrics.organizations).toBeGreaterThan(2);
      expect(Object.keys(metrics).sort()).toEqual(['circles', 'events', 'institutions', 'organizations']);
    });
  });

  describe('logo and cover image', () => {
    const upload = async (url: string, field: string, bytes: Buffer, token?: string) => {
      const { payload, contentType } = await multipartBody([
        { name: field, file: bytes, filename: 'a.png', type: 'image/png' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        payload,
        headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    };

    it('managers upload an image checked by its bytes; others are refused', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const roles = await rolesFor(t, org.id);
      const logo = await upload(`/groups/${org.id}/logo/`, 'logo', pngImage(), roles.admin.token);
      expect(logo.statusCode).toBe(200);
      expect(logo.json()).toMatchObject({
        message: M.logoUpdated,
        logo: expect.stringMatching(/^\/media\//),
      });
      const cover = await upload(
        `/groups/${org.id}/cover-image/`,
        'cover_image',
        pngImage(),
        roles.leader.token,
      );
      expect(cover.json()).toMatchObject({ message: M.coverUpdated });
      const group = (await http.get(`/groups/${org.id}/`)).json();
      expect(group).toMatchObject({ logo: logo.json().logo, cover_image: cover.json().cover_image });
      const media = await t.app.inject({ method: 'GET', url: group.logo });
      expect(media.statusCode).toBe(200);
      expect(
        (await upload(`/groups/${org.id}/logo/`, 'logo', pngImage(), roles.member.token)).statusCode,
      ).toBe(403);
      expect((await upload(`/groups/${org.id}/logo/`, 'logo', pngImage())).statusCode).toBe(401);
      const notImage = await upload(`/groups/${org.id}/logo/`, 'logo', pdfDocument(), roles.admin.token);
      expect(notImage.statusCode).toBe(400);
      const wrongField = await upload(
        `/groups/${org.id}/cover-image/`,
        'other',
        pngImage(),
        roles.admin.token,
      );
      expect(wrongField.statusCode).toBe(400);
    });
  });

  describe('follow', () => {
    it('registered non-members follow and unfollow; members cannot; anonymous must sign in', async () => {
      const org = await makeGroup(t, { groupType: 'organization' });
      const fan = await makeUser(t);
      const member = await makeUser(t);
      await addMember(t, org.id, member);
      expect((await http.post(`/groups/${org.id}/follow/`, { action: 'follow' })).statusCode).toBe(401);
      const followed = await http.post(`/groups/${org.id}/follow/`, { action: 'follow' }, fan.token);
      expect(followed.json()).toEqual({ message: M.followed('organization'), is_following: true });
      expect((await http.get(`/groups/${org.id}/`, fan.token)).json()).toMatchObject({
        is_following: true,
        membership_status: null,
      });
      // Followers are not members.
      expect((await http.get(`/groups/${org.id}/members/`)).json().pagination.count).toBe(1);
      expect(
        (await http.post(`/groups/${org.id}/follow/`, { action: 'follow' }, member.token)).json().message,
      ).toBe(M.cannotFollowAsMember);
      const unfollowed = await http.post(`/groups/${org.id}/follow/`, { action: 'unfollow' }, fan.token);
      expect(unfollowed.json().is_following).toBe(false);
      expect((await http.get(`/groups/${org.id}/`, fan.token)).json().is_following).toBe(false);
    });
  });

  it('publishes the groups, memberships and invitations calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/groups/',
      '/api/v1/groups/{id}/',
      '/api/v1/groups/slug/{slug}/',
      '/api/v1/groups/{id}/join/',
      '/api/v1/groups/{id}/members/',
      '/api/v1/groups/{id}/export-group-membership/',
      '/api/v1/circles/',
      '/api/v1/events/',
      '/api/v1/invite-users/',
      '/api/v1/invitation/{id}/',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it('answers bad ids with the error body', async () => {
    const res = await http.get('/groups/abc/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      field_errors: { id: expect.any(Array) },
    });
    expect(res.json().message).not.toBe(ERRORS.server);
  });
});
