import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { insertPeople, recreateDatabase } from '../lib/people.js';
import { dropIndexBacklog } from '../lib/index-backlog.js';
import { insertRecommendationWorld, RECS_SCALE } from '../lib/recommendations.js';
import { freshDataDir, HOST, median, percentile, repoRoot, startServer, timedJson } from '../lib/server.js';
import type { Metric, Scenario } from '../lib/types.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'careerhub_bench_recs';
const PEOPLE = 30_000;
const STAFF = { email: 'staff@demo.careerhub.example', password: 'careerhub-demo' };
const TYPES = ['circle', 'event', 'organization', 'user', 'job', 'resource', 'use_case', 'ai_tool'] as const;
/** A group administrator's recommendations (decision 0038), asked as staff for 30 groups. */
const GROUP_TYPES = ['research_collaboration', 'cross_group'] as const;

/**
 * Recommendations for a user on PostgreSQL: 30,000 people with skills, interests and career
 * answers, 3,000 groups with members, 450,000 follows, 10,000 jobs, 20,000 resources, 3,000 use
 * cases, 500 AI tools, 180,000 saves. Staff asks for 30 people's lists of every type in turn
 * (user_id), one request at a time; the p50 over all of them is the figure (target < 100 ms).
 */
export const recommendations: Scenario = {
  name: 'recommendations',
  description: `recommended-entities/ for 30 people × ${TYPES.length} types, and groups/{id}/recommendations/ for 30 groups × 2 types, over ${PEOPLE.toLocaleString('en')} people on PostgreSQL`,
  needsWebBuild: false,
  async run() {
    const databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE);
    const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
    const people = await insertPeople(databaseUrl, PEOPLE);
    const world = await insertRecommendationWorld(databaseUrl);
    console.log(
      `  inserted ${PEOPLE.toLocaleString('en')} people in ${(people.ms / 1000).toFixed(1)} s and their world in ${(world.ms / 1000).toFixed(1)} s`,
    );
    const dataDir = freshDataDir('recommendations');
    await dropIndexBacklog(databaseUrl);
    const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    const base = `http://${HOST}:${server.port}/api/v1`;
    try {
      const login = await timedJson<{ access: string }>(`${base}/token/`, { method: 'POST', body: STAFF });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const token = login.body.access;
      const all: number[] = [];
      const byType: Record<string, number[]> = {};
      let cards = 0;
      let withReason = 0;
      const sample: Record<string, string[]> = {};
      for (const [i, userId] of world.people.entries()) {
        for (const type of TYPES) {
          const url = `${base}/recommended-entities/?entity_type=${type}&user_id=${userId}`;
          const res = await timedJson<{ data: Array<{ reason: string }> }>(url, { token });
          if (res.status !== 200)
            throw new Error(`${type} answered ${res.status}: ${JSON.stringify(res.body)}`);
          cards += res.body.data.length;
          withReason += res.body.data.filter((c) => c.reason.length > 0).length;
          if (i === 0) sample[type] = res.body.data.slice(0, 3).map((c) => c.reason);
          // The first person warms the connection pool and caches.
          if (i === 0) continue;
          all.push(res.ms);
          (byType[type] ??= []).push(res.ms);
        }
      }
      const byGroupType: Record<string, number[]> = {};
      const groupSample: Record<string, string[]> = {};
      let groupCards = 0;
      let groupWithReason = 0;
      for (const [i, groupId] of world.groups.entries()) {
        for (const type of GROUP_TYPES) {
          const url = `${base}/groups/${groupId}/recommendations/?entity_type=${type}`;
          const res = await timedJson<{ data: Array<{ reason: string }> }>(url, { token });
          if (res.status !== 200)
            throw new Error(
              `${type} of group ${groupId} answered ${res.status}: ${JSON.stringify(res.body)}`,
            );
          groupCards += res.body.data.length;
          groupWithReason += res.body.data.filter((c) => c.reason.length > 0).length;
          if (i === 0) groupSample[type] = res.body.data.slice(0, 3).map((c) => c.reason);
          if (i === 0) continue;
          (byGroupType[type] ??= []).push(res.ms);
        }
      }
      const groupAll = Object.values(byGroupType).flat();
      const p50 = median(all);
      console.log(
        `  recommendations: p50 ${p50.toFixed(1)} ms, p95 ${percentile(all, 0.95).toFixed(1)} ms over ${all.length} requests; ${cards} cards, ${withReason} with a reason`,
      );
      for (const type of TYPES)
        console.log(
          `    ${type.padEnd(12)} p50 ${median(byType[type]!).toFixed(1)} ms   e.g. ${sample[type]?.[0] ?? '(none)'}`,
        );
      console.log(
        `  group recommendations: p50 ${median(groupAll).toFixed(1)} ms, p95 ${percentile(groupAll, 0.95).toFixed(1)} ms over ${groupAll.length} requests; ${groupCards} cards, ${groupWithReason} with a reason`,
      );
      for (const type of GROUP_TYPES)
        console.log(
          `    ${type.padEnd(22)} p50 ${median(byGroupType[type]!).toFixed(1)} ms   e.g. ${groupSample[type]?.[0] ?? '(none)'}`,
        );
      const metrics: Metric[] = [
        { name: 'recommendations p50', value: p50, unit: 'ms', target: 100 },
        { name: 'recommendations p95', value: percentile(all, 0.95), unit: 'ms' },
        ...TYPES.map((type) => ({ name: `${type} p50`, value: median(byType[type]!), unit: 'ms' })),
        { name: 'cards without a reason', value: cards - withReason, unit: '', target: 1 },
        { name: 'group recommendations p50', value: median(groupAll), unit: 'ms', target: 100 },
        { name: 'group recommendations p95', value: percentile(groupAll, 0.95), unit: 'ms' },
        ...GROUP_TYPES.map((type) => ({
          name: `${type} p50`,
          value: median(byGroupType[type]!),
          unit: 'ms',
        })),
        { name: 'group cards without a reason', value: groupCards - groupWithReason, unit: '', target: 1 },
      ];
      return {
        name: 'recommendations',
        metrics,
        details: {
          database: `PostgreSQL ${DATABASE}`,
          people: PEOPLE,
          scale: RECS_SCALE,
          generateSeconds: (people.ms + world.ms) / 1000,
          requests: all.length,
          cards,
          sampleReasons: sample,
          groupRequests: groupAll.length,
          groupCards,
          groupSampleReasons: groupSample,
        },
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
