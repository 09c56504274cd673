import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { measureOrganizationRanking, measureSignupVerdicts, prepareAgents } from '../lib/admin-agents.js';
import { BENCH_GROUPS, LARGE_GROUP_MEMBERS, insertGroupsAndMemberships } from '../lib/memberships.js';
import { insertPeople, recreateDatabase } from '../lib/people.js';
import { freshDataDir, HOST, repoRoot, startServer, timedJson } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'careerhub_bench_admin';
const STAFF = { email: 'staff@demo.careerhub.example', password: 'careerhub-demo' };
const RUNS = 100;
const SIGNUPS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * Issue 23: the admin dashboard's metrics with ~1,010,000 memberships on PostgreSQL (the groups
 * scenario's data: 50,000 people, 20,000 groups), read for the 50,000-member organization:
 * 5 warm-up then 100 sequential GET /api/v1/admin/metrics/ as the demo staff user. Then the
 * system agents: 20 sign-ups one after another, each timed until its registration_approval verdict
 * exists (target 2 s), and the ai_enthusiasm_ranking of the whole 50,000-member organization.
 */
export const admin: Scenario = {
  name: 'admin',
  description: `admin dashboard metrics of a ${LARGE_GROUP_MEMBERS.toLocaleString('en')}-member organization among ~1,010,000 memberships (${BENCH_GROUPS.toLocaleString('en')} groups), on PostgreSQL`,
  needsWebBuild: false,
  async run() {
    const databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE);
    const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
    await insertPeople(databaseUrl, LARGE_GROUP_MEMBERS);
    const generated = await insertGroupsAndMemberships(databaseUrl);
    console.log(`  ${generated.memberships.toLocaleString('en')} memberships`);
    const { signupOrgId } = await prepareAgents(databaseUrl);
    const dataDir = freshDataDir('admin');
    const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    const base = `http://${HOST}:${server.port}/api/v1`;
    try {
      const login = await timedJson<{ access: string }>(`${base}/token/`, { method: 'POST', body: STAFF });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const url = `${base}/admin/metrics/?group_id=${generated.largeGroupId}`;
      const times: number[] = [];
      let last: { total_members: number; total_pending_members: number } | null = null;
      for (let i = 0; i < RUNS + 5; i += 1) {
        const res = await timedJson<{ total_members: number; total_pending_members: number }>(url, {
          token: login.body.access,
        });
        if (res.status !== 200) throw new Error(`metrics answered ${res.status}`);
        if (i >= 5) times.push(res.ms);
        last = res.body;
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 0.5);
      const p95 = percentile(times, 0.95);
      console.log(
        `  metrics: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (total ${last?.total_members}, pending ${last?.total_pending_members})`,
      );
      const signups = await measureSignupVerdicts(databaseUrl, base, signupOrgId, SIGNUPS);
      console.log(
        `  sign-up → registration verdict: p50 ${signups.p50.toFixed(0)} ms, p95 ${signups.p95.toFixed(0)} ms, max ${signups.max.toFixed(0)} ms (load ${signups.loadavg.map((l) => l.toFixed(2)).join(' ')})`,
      );
      const ranking = await measureOrganizationRanking(databaseUrl, generated.largeGroupId);
      console.log(
        `  enthusiasm ranking of the organization: ${ranking.ranked.toLocaleString('en')} members in ${(ranking.ms / 1000).toFixed(1)} s ${JSON.stringify(ranking.levels)} (load ${ranking.loadavg.map((l) => l.toFixed(2)).join(' ')})`,
      );
      return {
        name: 'admin',
        metrics: [
          { name: 'metrics p50', value: p50, unit: 'ms', target: 50 },
          { name: 'metrics p95', value: p95, unit: 'ms' },
          { name: 'sign-up verdict p50', value: signups.p50, unit: 'ms', target: 2000 },
          { name: 'sign-up verdict p95', value: signups.p95, unit: 'ms', target: 2000 },
          { name: 'enthusiasm ranking of the organization', value: ranking.ms, unit: 'ms' },
        ],
        details: {
          database: `PostgreSQL ${DATABASE}`,
          memberships: generated.memberships,
          runs: RUNS,
          answer: last,
          signups: { runs: SIGNUPS, ...signups },
          ranking,
        },
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
