import { PROFILE_MESSAGES } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

interface CircleItem {
  id: number;
  name: string;
  name_slug: string;
  group_type: string;
  circle_type: string | null;
  organization: { id: number; name: string; name_slug: string } | null;
  membership_role: string;
  membership_status: string;
  total_members: number;
  start_date: string | null;
  end_date: string | null;
}

describe('GET /users/{id}/circles/', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  /** A member of a public and a private circle, plus memberships that must not be listed. */
  async function circleMember() {
    const org = await makeGroup(t, { groupType: 'organization', name: `Org ${Date.now().toString(36)}` });
    const hiddenOrg = await makeGroup(t, { groupType: 'organization', visibility: 20 });
    const user = await makeUser(t);
    const open = await makeGroup(t, {
      groupType: 'circle',
      name: 'Data Careers Circle',
      parentId: org.id,
      circleType: 'Career Circle',
    });
    const secret = await makeGroup(t, {
      groupType: 'circle',
      name: 'Quiet Circle',
      parentId: hiddenOrg.id,
      visibility: 20,
    });
    await addMember(t, open.id, user, 'leader');
    await addMember(t, secret.id, user);
    // Not circles, or not accepted members: never on the tab.
    const pending = await makeGroup(t, { groupType: 'circle', name: 'Pending Circle' });
    await addMember(t, pending.id, user, 'member', 'pending');
    const rejected = await makeGroup(t, { groupType: 'circle', name: 'Rejected Circle' });
    await addMember(t, rejected.id, user, 'member', 'rejected');
    const followed = await makeGroup(t, { groupType: 'circle', name: 'Followed Circle' });
    await t.ctx.groups.addMembership({
      groupId: followed.id,
      userId: user.id,
      role: 'member',
      status: 'accepted',
      membershipType: 'follower',
    });
    await addMember(t, org.id, user);
    const event = await makeGroup(t, { groupType: 'event', name: 'An Event', parentId: org.id });
    await addMember(t, event.id, user);
    return { org, hiddenOrg, user, open, secret };
  }

  const names = (body: { data: CircleItem[] }) => body.data.map((c) => c.name).sort();

  it('lists the accepted circles with the card fields, the organization and the role', async () => {
    const { org, user, open } = await circleMember();
    const other = await makeUser(t);
    await addMember(t, open.id, other);
    const res = await http.get(`/users/${user.id}/circles/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ count: 1, next: null });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: open.id,
      name: 'Data Careers Circle',
      name_slug: open.nameSlug,
      group_type: 'circle',
      circle_type: 'Career Circle',
      organization: { id: org.id, name: org.name, name_slug: org.nameSlug },
      membership_role: 'leader',
      membership_status: 'accepted',
      total_members: 2,
      start_date: open.startDate!.toISOString(),
      end_date: open.endDate!.toISOString(),
    });
  });

  it('shows private circles only to their members, the user themself and staff', async () => {
    const { user, secret } = await circleMember();
    const stranger = await makeUser(t);
    const fellow = await makeUser(t);
    await addMember(t, secret.id, fellow);
    const staff = await makeUser(t, { isStaff: true });
    const seen = async (token?: string) =>
      names((await http.get(`/users/${user.id}/circles/`, token)).json());
    expect(await seen()).toEqual(['Data Careers Circle']);
    expect(await seen(stranger.token)).toEqual(['Data Careers Circle']);
    expect(await seen(user.token)).toEqual(['Data Careers Circle', 'Quiet Circle']);
    expect(await seen(fellow.token)).toEqual(['Data Careers Circle', 'Quiet Circle']);
    expect(await seen(staff.token)).toEqual(['Data Careers Circle', 'Quiet Circle']);
    const total = (token?: string) =>
      http.get(`/users/${user.id}/circles/`, token).then((r) => r.json().pagination.count);
    expect(await total()).toBe(1);
    expect(await total(user.token)).toBe(2);
  });

  it('names the organization only to those who may see it', async () => {
    const { user, hiddenOrg } = await circleMember();
    const quiet = (body: { data: CircleItem[] }) => body.data.find((c) => c.name === 'Quiet Circle');
    expect(quiet((await http.get(`/users/${user.id}/circles/`, user.token)).json())?.organization).toBeNull();
    await addMember(t, hiddenOrg.id, user);
    expect(
      quiet((await http.get(`/users/${user.id}/circles/`, user.token)).json())?.organization,
    ).toMatchObject({
      id: hiddenOrg.id,
    });
  });

  it('pages in the list envelope, 9 a page by default, newest membership first', async () => {
    const user = await makeUser(t);
    const circles = [];
    for (let i = 0; i < 11; i += 1) {
      const circle = await makeGroup(t, { groupType: 'circle', name: `Paged Circle ${i}` });
      await t.ctx.groups.addMembership({
        groupId: circle.id,
        userId: user.id,
        role: 'member',
        status: 'accepted',
        joinedAt: new Date(Date.UTC(2025, 0, 1 + i)),
      });
      circles.push(circle);
    }
    const first = (await http.get(`/users/${user.id}/circles/`)).json();
    expect(first.data).toHaveLength(9);
    expect(first.pagination).toEqual({ count: 11, next: 2 });
    expect(first.data[0].id).toBe(circles[10]!.id);
    const second = (await http.get(`/users/${user.id}/circles/?page=2`)).json();
    expect(second.data.map((c: CircleItem) => c.id)).toEqual([circles[1]!.id, circles[0]!.id]);
    expect(second.pagination).toEqual({ count: 11, next: null });
    const small = (await http.get(`/users/${user.id}/circles/?page=2&page_size=4`)).json();
    expect(small.data.map((c: CircleItem) => c.id)).toEqual(
      circles
        .slice(3, 7)
        .reverse()
        .map((c) => c.id),
    );
    expect(small.pagination).toEqual({ count: 11, next: 3 });
  });

  it('is empty for a user without circles, 404 for an unknown user, 400 for a bad page', async () => {
    const user = await makeUser(t);
    expect((await http.get(`/users/${user.id}/circles/`)).json()).toEqual({
      data: [],
      pagination: { count: 0, next: null },
    });
    const missing = await http.get('/users/99999999/circles/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROFILE_MESSAGES.userNotFound);
    expect((await http.get(`/users/${user.id}/circles/?page=0`)).statusCode).toBe(400);
  });
});
