import { ERRORS, GROUP_MESSAGES as M } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { addMember, api, daysFromNow, makeGroup, makeUser, rolesFor } from '../../../test/groups-helpers.js';
import { multipartBody, pdfDocument, pngImage } from '../uploads/fixtures.js';

describe('groups API: lists, images, follow', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

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

  it('answers ids that cannot exist with 404 in the error body', async () => {
    for (const id of ['abc', '0', '2147483648', '9223372036854775808', '1e3']) {
      const res = await http.get(`/groups/${id}/`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ message: ERRORS.notFound, detail: ERRORS.notFound });
    }
  });
});
