import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { addMember, api, makeGroup, makeUser } from '../../../test/groups-helpers.js';
import { seedDemoData } from '../../db/seed.js';

type Card = { id: number; name: string };

/** An organization's circle and event counts, and its Circles and Events tabs, read its child groups. */
describe('organization counts and tabs', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  const ids = async (url: string, token?: string) =>
    (await http.get(url, token)).json().data.map((g: Card) => g.id) as number[];

  it('the demo organization owns its circles and event, also on a database seeded before', async () => {
    const deps = { database: t.ctx.database, brands: t.ctx.brands, logger: pino({ level: 'silent' }) };
    await seedDemoData(deps);
    // A database seeded by the earlier demo data: circles and event without a parent.
    await t.ctx.database.query("UPDATE groups SET parent_id = NULL WHERE group_type IN ('circle', 'event')");
    expect((await seedDemoData(deps)).groupsCreated).toBe(0);
    const children = await t.ctx.database.query<{ name_slug: string; parent: string | null }>(
      `SELECT g.name_slug, p.name_slug AS parent FROM groups g LEFT JOIN groups p ON p.id = g.parent_id
       WHERE g.group_type IN ('circle', 'event') AND (g.parent_id IS NULL OR p.name_slug = 'careerhub-community')
       ORDER BY g.id`,
    );
    expect(children).toEqual([
      { name_slug: 'ai-for-educators-circle', parent: 'careerhub-community' },
      { name_slug: 'women-in-data-circle', parent: 'careerhub-community' },
      { name_slug: 'careers-in-ai-fair-2027', parent: 'careerhub-community' },
    ]);

    const [member] = await t.ctx.database.query<{ id: number }>(
      "SELECT id FROM users WHERE email LIKE 'member@%'",
    );
    const [admin] = await t.ctx.database.query<{ id: number }>(
      "SELECT id FROM users WHERE email LIKE 'admin@%'",
    );
    const memberToken = await t.ctx.access.sign(member!.id);
    const adminToken = await t.ctx.access.sign(admin!.id);

    const org = (await http.get('/groups/slug/careerhub-community/', memberToken)).json();
    // The member belongs to the private Women in Data circle: both circles, as the tab lists them.
    expect(org).toMatchObject({ total_circles: 2, total_events: 1 });
    const circles = (await http.get(`/circles/?parent_group=${org.id}`, memberToken)).json();
    expect(circles.data.map((g: Card) => g.name).sort()).toEqual([
      'AI for Educators Circle',
      'Women in Data Circle',
    ]);
    expect(circles.pagination.count).toBe(2);
    expect((await http.get(`/events/?parent_group=${org.id}`, memberToken)).json().data).toMatchObject([
      { name: 'Careers in AI Fair 2027' },
    ]);
    // The administrator is not in the private circle: one circle counted, one listed.
    const forAdmin = (await http.get('/groups/slug/careerhub-community/', adminToken)).json();
    expect(forAdmin).toMatchObject({ total_circles: 1, total_events: 1 });
    expect(await ids(`/circles/?parent_group=${org.id}`, adminToken)).toHaveLength(1);
  });

  it('counts only the viewer-visible children of that organization, and follows new circles', async () => {
    const org = await makeGroup(t, { groupType: 'organization', name: 'Counting Org' });
    const other = await makeGroup(t, { groupType: 'organization' });
    const open = await makeGroup(t, { groupType: 'circle', parentId: org.id });
    const hidden = await makeGroup(t, { groupType: 'circle', parentId: org.id, visibility: 20 });
    await makeGroup(t, { groupType: 'circle', parentId: other.id });
    await makeGroup(t, { groupType: 'circle' });
    const event = await makeGroup(t, { groupType: 'event', parentId: org.id });
    const insider = await makeUser(t);
    await addMember(t, hidden.id, insider);
    const staff = await makeUser(t, { isStaff: true });
    const stranger = await makeUser(t);
    await addMember(t, org.id, stranger);

    const counts = async (token?: string) => {
      const g = (await http.get(`/groups/${org.id}/`, token)).json();
      return [g.total_circles, g.total_events];
    };
    expect(await counts()).toEqual([1, 1]);
    expect(await counts(stranger.token)).toEqual([1, 1]);
    expect(await counts(insider.token)).toEqual([2, 1]);
    expect(await counts(staff.token)).toEqual([2, 1]);
    expect(await ids(`/circles/?parent_group=${org.id}`)).toEqual([open.id]);
    expect(await ids(`/circles/?parent_group=${org.id}`, insider.token)).toEqual([hidden.id, open.id]);
    expect(await ids(`/events/?parent_group=${org.id}`)).toEqual([event.id]);

    // Each card carries the viewer's own membership state; visitors and strangers get none.
    await addMember(t, open.id, insider, 'member', 'pending');
    const states = async (token?: string) =>
      (await http.get(`/circles/?parent_group=${org.id}`, token))
        .json()
        .data.map((g: { membership_status: string | null }) => g.membership_status);
    expect(await states(insider.token)).toEqual(['accepted', 'pending']);
    expect(await states(stranger.token)).toEqual([null]);
    expect(await states()).toEqual([null]);
    await addMember(t, open.id, staff);
    expect(await states(staff.token)).toEqual([null, 'accepted']);
    expect(await states()).toEqual([null]);

    // A new circle under the organization is counted at once (cached totals are dropped on writes).
    const created = await makeGroup(t, { groupType: 'circle', parentId: org.id });
    expect(await counts()).toEqual([2, 1]);
    expect(await ids(`/circles/?parent_group=${org.id}`)).toEqual([created.id, open.id]);
  });
});
