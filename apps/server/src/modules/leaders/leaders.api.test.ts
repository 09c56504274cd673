import type { CircleLeader, InfluentialOrg, InfluentialPerson, Page } from '@careerhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTopicArea } from '../../../test/contents-helpers.js';
import {
  addMember,
  groupsApiSuite,
  makeGroup,
  makeUser,
  type TestUser,
} from '../../../test/groups-helpers.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';
import { createTopicsRepository } from '../topics/topics.repository.js';

/**
 * The directories (content-ai-admin.md 2.8, 2.9, 3, 9): certified circle leaders with their level,
 * topic areas and circles led, 9 a page with four filters; influential people (16 a request) and
 * influential organizations.
 */
describe('leaders and influencer directories API', () => {
  const { app } = groupsApiSuite();
  let viewer: TestUser;
  let ana: TestUser;
  let ben: TestUser;
  let area: { id: number };
  const tag = `z${Date.now().toString(36)}`;

  const leaders = async (query = '') => {
    const res = await app.http.get(`/leader-certifications/?${query}`, viewer.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<CircleLeader>>();
  };

  beforeAll(async () => {
    const t = app.t;
    const profiles = createProfilesRepository(t.ctx.database.db);
    viewer = await makeUser(t);
    area = await makeTopicArea(t, `Leading ${tag}`);
    const topic = await createTopicsRepository(t.ctx.database.db).findOrCreate(
      `Facilitation ${tag}`,
      'general',
      null,
    );
    await t.ctx.database.query('UPDATE topics SET topic_area_id = $1 WHERE id = $2', [area.id, topic.id]);

    ana = await makeUser(t, { isCertified: true, firstName: 'Ana', lastName: `Leader${tag}` });
    await profiles.upsert(ana.id, {
      shortBio: 'Runs circles.',
      leadershipCertificationDetails: { level: 3 },
    });
    await t.ctx.database.query(
      "INSERT INTO profile_topics (user_id, topic_id, kind) VALUES ($1, $2, 'general')",
      [ana.id, topic.id],
    );
    await profiles.insertGroupProfile({
      userId: ana.id,
      groupId: null,
      professionalField: 4,
      jobFunction: 10,
    });
    ben = await makeUser(t, { isCertified: true, firstName: 'Ben', lastName: `Leader${tag}` });
    await profiles.upsert(ben.id, { leadershipCertificationDetails: { level: 1 } });

    const org = await makeGroup(t, { groupType: 'organization' });
    for (const [role, status] of [
      ['admin', 'accepted'],
      ['leader', 'accepted'],
      ['member', 'accepted'],
      ['leader', 'pending'],
    ] as const) {
      const circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
      await addMember(t, circle.id, ana, role, status);
    }
    const event = await makeGroup(t, { groupType: 'event', parentId: org.id });
    await addMember(t, event.id, ana, 'admin');
    const circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
    await addMember(t, circle.id, ben, 'leader');

    const closed = await makeUser(t, { isCertified: true, firstName: 'Cy', lastName: `Leader${tag}` });
    await t.ctx.database.query('UPDATE users SET is_active = false WHERE id = $1', [closed.id]);
    await makeUser(t, { firstName: 'Dee', lastName: `Leader${tag}` });
  });

  it('lists certified leaders with level, topic areas and circles led (admin or leader, accepted)', async () => {
    const page = await leaders(`search=Leader${tag}`);
    expect(page.pagination).toEqual({ count: 2, next: null });
    const [first, second] = page.data;
    expect(first).toEqual({
      id: ana.id,
      user: {
        id: ana.id,
        image: null,
        profile: {
          name_slug: ana.nameSlug,
          first_name: 'Ana',
          last_name: `Leader${tag}`,
          title: null,
          short_bio: 'Runs circles.',
        },
      },
      certification_level: 3,
      certification_level_label: 'Advanced',
      topic_area_detailed: [expect.objectContaining({ id: area.id })],
      no_of_circles_led: 2,
    });
    expect(second).toMatchObject({
      id: ben.id,
      certification_level: 1,
      no_of_circles_led: 1,
      topic_area_detailed: [],
    });
  });

  it('filters by topic area, professional field and job function', async () => {
    const ids = async (query: string) =>
      (await leaders(`search=Leader${tag}&${query}`)).data.map((l) => l.id);
    expect(await ids(`topic_area=${area.id}`)).toEqual([ana.id]);
    expect(await ids('professional_field=4')).toEqual([ana.id]);
    expect(await ids('job_function=10')).toEqual([ana.id]);
    expect(await ids('job_function=3')).toEqual([]);
    expect(await ids('professional_field=4&job_function=10&topic_area=' + area.id)).toEqual([ana.id]);
  });

  it('pages 9 at a time and ignores a one-letter search', async () => {
    const t = app.t;
    for (let i = 0; i < 10; i += 1) await makeUser(t, { isCertified: true, lastName: `Pager${tag}` });
    const first = await leaders(`search=Pager${tag}`);
    expect(first.data).toHaveLength(9);
    expect(first.pagination).toEqual({ count: 10, next: 2 });
    const second = await leaders(`search=Pager${tag}&page=2`);
    expect(second.data).toHaveLength(1);
    expect((await leaders(`search=Pager${tag}&page=5`)).pagination).toEqual({ count: 10, next: null });
    expect((await leaders('search=A')).pagination.count).toBeGreaterThanOrEqual(12);
  });

  it('refuses bad filters in the spec error format', async () => {
    for (const query of [
      'page=0',
      'page_size=abc',
      'topic_area=abc',
      'topic_area=0',
      'professional_field=-1',
      'job_function=1.5',
    ]) {
      const res = await app.http.get(`/leader-certifications/?${query}`, viewer.token);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json()).sort(), query).toEqual([
        'detail',
        'field_errors',
        'message',
        'non_field_errors',
      ]);
    }
    expect((await app.http.get('/leader-certifications/')).statusCode).toBe(401);
  });

  it('lists influential people 16 a request, with no one else', async () => {
    const t = app.t;
    const made: number[] = [];
    for (let i = 0; i < 17; i += 1) {
      const u = await makeUser(t, {
        firstName: 'Inf',
        lastName: `Luence${tag}${String(i).padStart(2, '0')}`,
      });
      made.push(u.id);
    }
    await t.ctx.database.query('UPDATE users SET is_influencer = true WHERE id = ANY($1::int[])', [made]);
    await t.ctx.database.query('UPDATE users SET is_active = false WHERE id = $1', [made[16]]);
    const plain = await makeUser(t, { firstName: 'Inf', lastName: `Luence${tag}plain` });
    const res = await app.http.get(`/influential-people/?search=Luence${tag}`, viewer.token);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<InfluentialPerson>>();
    expect(page.data).toHaveLength(16);
    expect(page.pagination).toEqual({ count: 16, next: null });
    expect(page.data[0]).toMatchObject({ is_influencer: true, first_name: 'Inf' });
    expect(page.data.map((p) => p.id)).not.toContain(plain.id);
    expect((await app.http.get('/influential-people/?page_size=0', viewer.token)).statusCode).toBe(400);
  });

  it('lists public influential organizations with their accepted member counts', async () => {
    const t = app.t;
    const famous = await makeGroup(t, {
      groupType: 'organization',
      name: `Famous ${tag}`,
      isInfluencer: true,
    });
    await addMember(t, famous.id, viewer);
    await addMember(t, famous.id, ana, 'member', 'pending');
    await makeGroup(t, {
      groupType: 'organization',
      name: `Hidden ${tag}`,
      isInfluencer: true,
      visibility: 20,
    });
    await makeGroup(t, { groupType: 'organization', name: `Plain ${tag}` });
    await makeGroup(t, { groupType: 'circle', name: `Circle ${tag}`, isInfluencer: true });
    const res = await app.http.get(`/influential-organizations/?search=${tag}`, viewer.token);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<InfluentialOrg>>();
    expect(page.data).toEqual([
      expect.objectContaining({ id: famous.id, total_members: 1, is_influencer: true }),
    ]);
    expect(page.pagination).toEqual({ count: 1, next: null });
  });
});
