import { afterAll, beforeAll } from 'vitest';
import { topics } from '../src/db/schema/index.js';
import { makeTopicArea } from './contents-helpers.js';
import { addMember, api, certify, makeGroup, makeUser, type TestUser } from './groups-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The world the contents API test files share: an organization with a paid circle and a circle,
 * another organization, a topic area with topics, and users in each standing (spec section 6).
 * `useContentsWorld()` opens it before the enclosing describe's tests and closes it after.
 */
export interface ContentsWorld {
  t: TestApp;
  http: ReturnType<typeof api>;
  org: { id: number };
  paid: { id: number };
  circle: { id: number };
  otherOrg: { id: number };
  area: { id: number };
  topicIds: number[];
  u: Record<
    | 'member'
    | 'admin'
    | 'certified'
    | 'outsider'
    | 'staff'
    | 'unpaid'
    | 'payer'
    | 'circleAdmin'
    | 'otherAdmin',
    TestUser
  >;
  /** A resource contribution's body (with hostile markup the server must remove). */
  resource: (group: number, extra?: Record<string, unknown>) => Record<string, unknown>;
}

export function useContentsWorld(): ContentsWorld {
  const w = { u: {} } as ContentsWorld;
  const u = w.u;
  beforeAll(async () => {
    w.t = await createTestApp();
    const t = w.t;
    w.http = api(t);
    w.org = await makeGroup(t, { groupType: 'organization' });
    w.otherOrg = await makeGroup(t, { groupType: 'organization' });
    w.paid = await makeGroup(t, { groupType: 'circle', parentId: w.org.id, isPaid: true, price: '10.00' });
    w.circle = await makeGroup(t, { groupType: 'circle', parentId: w.org.id });
    for (const name of [
      'member',
      'admin',
      'outsider',
      'unpaid',
      'payer',
      'circleAdmin',
      'otherAdmin',
    ] as const)
      u[name] = await makeUser(t);
    u.certified = await makeUser(t, { isCertified: true });
    u.staff = await makeUser(t, { isStaff: true });
    await addMember(t, w.org.id, u.member);
    await addMember(t, w.org.id, u.certified);
    await addMember(t, w.org.id, u.admin, 'admin');
    await certify(t, u.admin, w.org.id);
    await addMember(t, w.otherOrg.id, u.otherAdmin, 'admin');
    await addMember(t, w.circle.id, u.circleAdmin, 'admin');
    await t.ctx.groups.addMembership({
      groupId: w.paid.id,
      userId: u.unpaid.id,
      role: 'member',
      status: 'accepted',
      paymentStatus: 'pending',
    });
    await t.ctx.groups.addMembership({
      groupId: w.paid.id,
      userId: u.payer.id,
      role: 'member',
      status: 'accepted',
      paymentStatus: 'confirmed',
    });
    w.area = await makeTopicArea(t, 'Data careers');
    const rows = await t.ctx.database.db
      .insert(topics)
      .values([{ name: `Analytics ${Date.now()}` }, { name: `Python ${Date.now()}` }])
      .returning();
    w.topicIds = rows.map((r) => r.id);
  });
  afterAll(() => w.t?.close());
  w.resource = (group, extra = {}) => ({
    type: 'resource',
    title: 'A guide to data interviews',
    data: {
      blocks: [
        {
          type: 'paragraph',
          data: {
            text: 'Prepare <b>stories</b> and practise SQL.<img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a>',
          },
        },
      ],
    },
    group,
    topics: w.topicIds,
    topic_area: w.area.id,
    career_stages: [1],
    ...extra,
  });
  return w;
}
