import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { verifyPassword } from '../modules/auth/password.js';
import { DEMO_PASSWORD, seedDemoData } from './seed.js';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a small community with every role, then is idempotent', async () => {
    const deps = { database: t.ctx.database, brands: t.ctx.brands, logger: pino({ level: 'silent' }) };
    const first = await seedDemoData(deps);
    expect(first.usersCreated).toBe(9);
    expect(first.groupsCreated).toBe(5);
    expect(first.jobsCreated).toBe(3);
    expect(first.optionsCreated).toBe(13);
    expect(first.contentsCreated).toBe(44);
    const again = await seedDemoData(deps);
    expect(again).toEqual({
      usersCreated: 0,
      groupsCreated: 0,
      jobsCreated: 0,
      contentsCreated: 0,
      optionsCreated: 0,
    });
    const library = await t.ctx.database.query<{
      type: string;
      n: number;
      areas: number;
      premium: number;
      external: number;
    }>(
      `SELECT type, count(*)::int AS n, count(DISTINCT topic_area_id)::int AS areas,
        count(*) FILTER (WHERE is_premium)::int AS premium, count(*) FILTER (WHERE sub_type = 'external')::int AS external
       FROM contents GROUP BY type ORDER BY type`,
    );
    expect(library).toEqual([
      { type: 'career_tip', n: 6, areas: 5, premium: 0, external: 0 },
      { type: 'post', n: 6, areas: 0, premium: 0, external: 0 },
      { type: 'prompt', n: 8, areas: 6, premium: 0, external: 0 },
      { type: 'resource', n: 24, areas: 6, premium: 1, external: 1 },
    ]);
    const jobs = await t.ctx.database.query<{ slug: string; job_status: string; questions: number }>(
      "SELECT slug, job_status, jsonb_array_length(extra_info->'questions') AS questions FROM jobs ORDER BY id",
    );
    expect(jobs.map((j) => [j.slug, j.job_status, j.questions])).toEqual([
      ['junior-data-analyst', 'approved', 2],
      ['ai-curriculum-designer-contract', 'approved', 0],
      ['ux-research-intern', 'approved', 0],
    ]);

    const users = await t.ctx.database.query<Record<string, unknown>>(
      'SELECT email, name_slug, is_staff, is_verified, is_trial_user, is_influencer, is_certified, password_hash FROM users ORDER BY id',
    );
    const flags = (email: string) => users.find((u) => String(u.email).startsWith(email))!;
    expect(flags('staff@').is_staff).toBe(true);
    expect(flags('unverified@').is_verified).toBe(false);
    expect(flags('trial@').is_trial_user).toBe(true);
    expect(flags('influencer@').is_influencer).toBe(true);
    expect(flags('certified@').is_certified).toBe(true);
    expect(new Set(users.map((u) => u.name_slug)).size).toBe(users.length);
    expect(await verifyPassword(DEMO_PASSWORD, String(flags('member@').password_hash))).toBe(true);
    expect(await verifyPassword('wrong-password', String(flags('member@').password_hash))).toBe(false);

    const [org] = await t.ctx.database.query<{ name: string; domain: string }>(
      "SELECT name, domain FROM groups WHERE is_default AND group_type = 'organization'",
    );
    expect(org).toEqual({ name: 'CareerHub Community', domain: 'localhost' });
    const admins = await t.ctx.database.query<{ email: string }>(
      `SELECT u.email FROM group_memberships m JOIN users u ON u.id = m.user_id
       JOIN groups g ON g.id = m.group_id WHERE g.is_default AND m.role = 'admin' AND m.status = 'accepted'`,
    );
    expect(admins.map((a) => a.email)).toEqual(['admin@demo.careerhub.example']);

    // Verified demo accounts have answered the career questions: the wizard is for new sign-ups.
    const answered = await t.ctx.database.query<{ email: string }>(
      `SELECT u.email FROM users u WHERE EXISTS (SELECT 1 FROM group_profiles p WHERE p.user_id = u.id
       AND p.career_stage IS NOT NULL AND jsonb_array_length(p.reason_to_join) > 0) ORDER BY u.id`,
    );
    expect(answered.map((a) => a.email.split('@')[0])).toEqual([
      'admin',
      'staff',
      'member',
      'john.smith',
      'mei.lin',
      'certified',
      'influencer',
      'sofia.alvarez',
      'kwame.boateng',
      'hana.suzuki',
      'marcus.chen',
      'aisha.bello',
      'rafael.costa',
      'ingrid.larsen',
    ]);

    // The organization's administrator is certified there: the demo can post jobs from the start.
    const certified = await t.ctx.database.query<{ email: string; slug: string }>(
      `SELECT u.email, g.name_slug AS slug FROM group_profiles p JOIN users u ON u.id = p.user_id
       JOIN groups g ON g.id = p.group_id WHERE p.is_certified`,
    );
    expect(certified).toEqual([{ email: 'admin@demo.careerhub.example', slug: 'careerhub-community' }]);
  });

  it('makes the directories alive: leaders with levels and circles, influencers, organizations', async () => {
    const deps = { database: t.ctx.database, brands: t.ctx.brands, logger: pino({ level: 'silent' }) };
    await seedDemoData(deps);
    const leaders = await t.ctx.database.query<{ email: string; level: string; circles: number }>(
      `SELECT u.email, p.leadership_certification_details->>'level' AS level,
        (SELECT count(*)::int FROM group_memberships m JOIN groups g ON g.id = m.group_id
          WHERE m.user_id = u.id AND g.group_type = 'circle' AND m.role IN ('admin', 'leader')
          AND m.status = 'accepted') AS circles
       FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.is_certified ORDER BY u.id`,
    );
    expect(leaders.map((l) => [l.email.split('@')[0], l.level, l.circles])).toEqual([
      ['certified', '3', 1],
      ['sofia.alvarez', '2', 1],
      ['kwame.boateng', '1', 1],
      ['hana.suzuki', '3', 2],
    ]);
    const [counts] = await t.ctx.database.query<{ people: number; orgs: number; areas: number }>(
      `SELECT (SELECT count(*)::int FROM users WHERE is_influencer) AS people,
        (SELECT count(*)::int FROM groups WHERE is_influencer AND group_type = 'organization') AS orgs,
        (SELECT count(DISTINCT t.topic_area_id)::int FROM profile_topics pt JOIN topics t ON t.id = pt.topic_id
          JOIN users u ON u.id = pt.user_id WHERE u.is_certified) AS areas`,
    );
    expect(counts).toEqual({ people: 5, orgs: 3, areas: 5 });
  });
});
