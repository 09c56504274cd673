import { GROUP_MESSAGES, RECOMMENDATION_MESSAGES, type RecommendationCard } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  api,
  daysFromNow,
  makeGroup,
  makeUser,
  type TestUser,
} from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeSkills } from '../../../test/jobs-helpers.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';

type Cards = { data: RecommendationCard[] };
const PRIVATE = 20;

/**
 * A group administrator's recommendations (groups-jobs-payments 7, decision 0038): research
 * collaborators whose skills, interests and work history match the circle's topics, and partner
 * groups sharing its topics and members; each with its reason; only for the group's managers and
 * staff; never a private group or its members to an outsider, never a blocked person.
 */
describe('group recommendations API (research_collaboration, cross_group)', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  const u: Record<string, TestUser> = {};
  const g: Record<string, { id: number }> = {};

  const url = (groupId: number, query: string) => `/groups/${groupId}/recommendations/?${query}`;
  const cards = async (groupId: number, query: string, user: TestUser) => {
    const res = await http.get(url(groupId, query), user.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Cards>().data;
  };
  const ids = (list: RecommendationCard[]) => list.map((c) => c.id);

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    const profiles = createProfilesRepository(t.ctx.database.db);
    const q = (text: string, params: unknown[]) => t.ctx.database.query(text, params);
    const [python, sql, r, data, cooking] = (await makeSkills(t, [
      'Python',
      'SQL',
      'R',
      'Data Science',
      'Cooking',
    ])) as [number, number, number, number, number];

    const org = await makeGroup(t, { groupType: 'organization', name: 'Data Org' });
    const otherOrg = await makeGroup(t, { groupType: 'organization', name: 'Other Org' });
    g.org = org;
    g.otherOrg = otherOrg;
    g.circle = await makeGroup(t, {
      groupType: 'circle',
      parentId: org.id,
      name: 'Research circle',
      topics: [python, sql, r, data],
      careerStages: [3],
      countries: ['KE'],
    });
    g.bare = await makeGroup(t, { groupType: 'circle', parentId: org.id, name: 'Circle with no topics' });
    for (const role of ['leader', 'member', 'outsider', 'orgAdmin', 'pendingLeader'] as const)
      u[role] = await makeUser(t, { firstName: role, lastName: 'Role' });
    u.staff = await makeUser(t, { isStaff: true });
    u.trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    await addMember(t, g.circle.id, u.leader!, 'leader');
    await addMember(t, g.bare.id, u.leader!, 'leader');
    await addMember(t, g.circle.id, u.member!);
    await addMember(t, g.circle.id, u.pendingLeader!, 'leader', 'pending');
    await addMember(t, org.id, u.orgAdmin!, 'admin');

    // People: a strong match who two circle members follow, one through work history, an existing
    // member, one who blocked the leader, an unverified and a trial twin, one off topic.
    const person = async (key: string, flags: Parameters<typeof makeUser>[1] = {}) => {
      u[key] = await makeUser(t, { firstName: key, lastName: 'Person', ...flags });
      return u[key]!;
    };
    const alice = await person('alice');
    await profiles.upsert(alice.id, { country: 'KE' });
    await profiles.setTopics(alice.id, 'skill', [python, sql]);
    await profiles.setTopics(alice.id, 'general', [data]);
    await profiles.insertGroupProfile({ userId: alice.id, groupId: null, careerStage: 3 });
    for (const follower of [u.leader!, u.member!])
      await q(`INSERT INTO follows (follower_id, target_type, target_id) VALUES ($1, 'user', $2)`, [
        follower.id,
        alice.id,
      ]);
    const bob = await person('bob');
    await profiles.setTopics(bob.id, 'skill', [python]);
    await q(
      `INSERT INTO career_entries (user_id, type, title, skills) VALUES ($1, 'work', 'Statistician', $2::jsonb)`,
      [bob.id, JSON.stringify([r])],
    );
    for (const key of ['inCircle', 'blocker', 'blocked'] as const) {
      const p = await person(key);
      await profiles.setTopics(p.id, 'skill', [python, sql, r]);
    }
    await addMember(t, g.circle.id, u.inCircle!);
    await q(`INSERT INTO chat_blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
      u.blocker!.id,
      u.leader!.id,
    ]);
    await q(`INSERT INTO chat_blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
      u.leader!.id,
      u.blocked!.id,
    ]);
    for (const [key, flags] of [
      ['unverifiedTwin', { isVerified: false }],
      ['trialTwin', { isTrialUser: true }],
    ] as const) {
      const p = await person(key, flags);
      await profiles.setTopics(p.id, 'skill', [python, sql, r]);
    }
    const cook = await person('cook');
    await profiles.setTopics(cook.id, 'skill', [cooking]);
    // Bob is also in the other organization: the pool.
    await addMember(t, otherOrg.id, bob);

    // Groups: a public partner sharing topics and two members, a private one doing the same, an
    // ended one, one under the other organization, one off topic with no shared member.
    const shareTwo = async (id: number) => {
      await addMember(t, id, u.member!);
      await addMember(t, id, u.inCircle!);
    };
    g.partner = await makeGroup(t, {
      groupType: 'circle',
      parentId: otherOrg.id,
      name: 'Python partners',
      topics: [python, sql, cooking],
      countries: ['KE'],
    });
    await shareTwo(g.partner.id);
    g.privatePartner = await makeGroup(t, {
      groupType: 'circle',
      parentId: otherOrg.id,
      name: 'Private partners',
      visibility: PRIVATE,
      topics: [python, sql],
    });
    await shareTwo(g.privatePartner.id);
    g.ended = await makeGroup(t, {
      groupType: 'event',
      name: 'Ended data event',
      topics: [python, sql],
      startDate: daysFromNow(-20),
      endDate: daysFromNow(-10),
    });
    g.event = await makeGroup(t, { groupType: 'event', name: 'R meetup', topics: [r] });
    g.offTopic = await makeGroup(t, { groupType: 'circle', name: 'Cooking circle', topics: [cooking] });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers only the group’s managers and staff: 401, 404 for a hidden group, 403 for the others', async () => {
    const path = url(g.circle!.id, 'entity_type=research_collaboration');
    expect((await http.get(path)).statusCode).toBe(401);
    for (const role of ['member', 'outsider', 'orgAdmin', 'pendingLeader', 'trial', 'alice']) {
      const res = await http.get(path, u[role]!.token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message, role).toBe(GROUP_MESSAGES.noManagePermission);
    }
    for (const role of ['leader', 'staff'])
      expect((await http.get(path, u[role]!.token)).statusCode, role).toBe(200);
    // A private group is not there for an outsider (as GET /groups/{id}/ answers), whatever the type.
    const hidden = url(g.privatePartner!.id, 'entity_type=cross_group');
    expect((await http.get(hidden, u.outsider!.token)).statusCode).toBe(404);
    expect((await http.get(hidden, u.member!.token)).statusCode).toBe(403);
    expect((await http.get(hidden, u.staff!.token)).statusCode).toBe(200);
    expect((await http.get(url(999_999, 'entity_type=cross_group'), u.staff!.token)).statusCode).toBe(404);
  });

  it('refuses a missing or unknown entity_type with the message naming the two', async () => {
    for (const query of ['', 'entity_type=circle', 'entity_type=research']) {
      const res = await http.get(url(g.circle!.id, query), u.leader!.token);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(RECOMMENDATION_MESSAGES.groupEntityTypeRequired);
    }
  });

  it('research_collaboration: people matching the circle’s topics, the best first, each with the facts', async () => {
    const list = await cards(g.circle!.id, 'entity_type=research_collaboration', u.leader!);
    expect(ids(list).slice(0, 1)).toEqual([u.alice!.id]);
    const alice = list[0]!;
    expect(alice).toMatchObject({ type: 'user', kind: 'user', name: 'alice Person', is_following: null });
    expect(alice.name_slug).toBe(u.alice!.nameSlug);
    expect(alice.reasons).toEqual(
      expect.arrayContaining([
        "Shares 3 of this circle's topics: Python, SQL and Data Science",
        'Followed by 2 members of this circle',
        'At a career stage this circle is for: Early professional (under 5 years)',
      ]),
    );
    expect(
      alice.reasons.some((r) => r.startsWith('In ') && r.endsWith("one of this circle's countries")),
    ).toBe(true);
    expect(alice.reason).toBe(alice.reasons.slice(0, 2).join(' · '));
    const bob = list.find((c) => c.id === u.bob!.id);
    expect(bob?.reasons).toEqual(
      expect.arrayContaining(["Shares 2 of this circle's topics: Python and R", 'Has worked with R']),
    );
    // Members (any status), the asker, people blocked either way, unverified, trial, off topic: never.
    for (const key of [
      'inCircle',
      'member',
      'leader',
      'blocker',
      'blocked',
      'unverifiedTwin',
      'trialTwin',
      'cook',
    ])
      expect(ids(list), key).not.toContain(u[key]!.id);
    for (const c of list) expect(c.reason.length).toBeGreaterThan(5);
  });

  it('research_collaboration from one group: only its accepted members, and only a group whose members the asker may list', async () => {
    const list = await cards(
      g.circle!.id,
      `entity_type=research_collaboration&group_from_user_to_be_included=${g.otherOrg!.id}`,
      u.leader!,
    );
    expect(ids(list)).toEqual([u.bob!.id]);
    const hidden = await http.get(
      url(
        g.circle!.id,
        `entity_type=research_collaboration&group_from_user_to_be_included=${g.privatePartner!.id}`,
      ),
      u.leader!.token,
    );
    expect(hidden.statusCode).toBe(404);
  });

  it('research_collaboration for a group with no topics is an empty list, not a guess', async () => {
    expect(await cards(g.bare!.id, 'entity_type=research_collaboration', u.leader!)).toEqual([]);
  });

  it('cross_group: groups sharing topics and members, never the group’s own parent, an ended or a hidden one', async () => {
    const list = await cards(g.circle!.id, 'entity_type=cross_group&page_size=8', u.leader!);
    expect(list[0]?.id).toBe(g.partner!.id);
    expect(list[0]).toMatchObject({
      type: 'circle',
      kind: 'circle',
      name: 'Python partners',
      subtitle: 'Other Org',
    });
    expect(list[0]!.reasons).toEqual(
      expect.arrayContaining(['Shares 2 topics with this circle: Python and SQL', '2 members in common']),
    );
    const event = list.find((c) => c.id === g.event!.id);
    expect(event?.type).toBe('event');
    expect(event?.reason).toContain('Also about R, a topic of this circle');
    for (const key of ['privatePartner', 'ended', 'org', 'offTopic', 'circle'])
      expect(ids(list), key).not.toContain(g[key]!.id);
    // Staff see every group, the private one included.
    expect(ids(await cards(g.circle!.id, 'entity_type=cross_group', u.staff!))).toContain(
      g.privatePartner!.id,
    );
  });

  it('cross_group under one group: only its circles and events', async () => {
    const list = await cards(
      g.circle!.id,
      `entity_type=cross_group&group_from_user_to_be_included=${g.otherOrg!.id}`,
      u.leader!,
    );
    expect(ids(list)).toEqual([g.partner!.id]);
  });

  it('page_size caps the list', async () => {
    expect(
      await cards(g.circle!.id, 'entity_type=research_collaboration&page_size=1', u.leader!),
    ).toHaveLength(1);
  });
});
