import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAiTool, makeUseCase } from '../../../test/catalog-helpers.js';
import { makeContent } from '../../../test/contents-helpers.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeJob, makeJobOrg, makeSkills } from '../../../test/jobs-helpers.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';

/** GET learning-path/ reads each kind once: at most this many statements, whatever the member has. */
const MOST_QUERIES = 45;

/**
 * The home learning path's cost (decision 0038): the statements one GET learning-path/ runs are
 * counted at the driver (pg.Client#query on PostgreSQL, the PGlite client's query embedded), with
 * the result caches off; a member with many memberships, saves, applications and marks costs no
 * more statements than one with none (no read per row).
 */
describe('learning path: a fixed number of queries', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let me: TestUser;
  let recording: string[] | null = null;
  const originalPg = pg.Client.prototype.query;

  /** The statements one request runs (the job runner's and indexer's polls left out). */
  async function queriesOf(user: TestUser) {
    recording = [];
    const seen = recording;
    const res = await http.get('/learning-path/', user.token);
    recording = null;
    expect(res.statusCode, res.body).toBe(200);
    return seen.filter((text) => !text.includes('background_jobs') && !text.includes('assistant_index'));
  }

  beforeAll(async () => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text: string };
      recording?.push(typeof first === 'string' ? first : first.text);
      return (originalPg as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
    t = await createTestApp({
      env: {
        GROUP_COUNT_CACHE_TTL_MS: '0',
        USER_CACHE_TTL_MS: '0',
        OPTIONS_CACHE_TTL_MS: '0',
        ASSISTANT_INDEX_POLL_MS: String(24 * 3600_000),
      },
    });
    const embedded = (t.ctx.database as { client?: PGlite }).client;
    if (embedded) {
      const query = embedded.query.bind(embedded);
      embedded.query = ((text: string, ...rest: unknown[]) => {
        recording?.push(text);
        return (query as (...a: unknown[]) => unknown)(text, ...rest);
      }) as PGlite['query'];
    }
    http = api(t);
    const profiles = createProfilesRepository(t.ctx.database.db);
    const [dataScience, python] = (await makeSkills(t, ['Data Science', 'Python'])) as [number, number];
    me = await makeUser(t);
    await profiles.setTopics(me.id, 'general', [dataScience]);
    await profiles.setTopics(me.id, 'skill', [python]);
    const { org, poster } = await makeJobOrg(t);
    // Something of every kind on the member's topics, so each step offers an item in both counts.
    for (let i = 0; i < 3; i++) {
      await makeGroup(t, { groupType: 'circle', parentId: org.id, topics: [dataScience] });
      await makeContent(t, { groupId: null, createdBy: poster.id, topics: [dataScience] });
      await makeContent(t, { groupId: null, createdBy: poster.id, type: 'prompt' });
      await makeContent(t, { groupId: org.id, createdBy: poster.id, type: 'career_tip' });
      await makeUseCase(t, { groupId: org.id, createdBy: poster.id, topics: [dataScience] });
      await makeAiTool(t, { groupId: org.id, createdBy: poster.id });
      await makeJob(t, { groupId: org.id, skills: [python] });
    }
  }, 120_000);
  afterAll(async () => {
    pg.Client.prototype.query = originalPg;
    await t?.close();
  });

  it('runs a handful of statements, and no more for a member who has done a lot', async () => {
    const few = await queriesOf(me);
    expect(few.length, few.join('\n---\n')).toBeLessThanOrEqual(MOST_QUERIES);

    // The member joins circles, saves items of every kind, applies to jobs and marks steps.
    const q = (text: string, params: unknown[]) => t.ctx.database.query(text, params);
    const { org, poster } = await makeJobOrg(t);
    for (let i = 0; i < 4; i++) {
      const circle = await makeGroup(t, { groupType: 'circle', parentId: org.id });
      await addMember(t, circle.id, me);
      const job = await makeJob(t, { groupId: org.id });
      await q(`INSERT INTO job_applications (job_id, user_id) VALUES ($1, $2)`, [job.id, me.id]);
      const saved = await makeContent(t, { groupId: null, createdBy: poster.id });
      await q(`INSERT INTO bookmarks (user_id, content_type, object_id) VALUES ($1, 'content', $2)`, [
        me.id,
        saved.id,
      ]);
    }
    for (const step of ['ai_readiness', 'ask_assistant', 'complete_profile']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/learning-path/progress/',
        payload: { step, done: true },
        headers: { host: 'localhost', authorization: `Bearer ${me.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const many = await queriesOf(me);
    expect(many.length, many.join('\n---\n')).toBeLessThanOrEqual(few.length);
  });
});
