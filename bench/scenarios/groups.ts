import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, loadReport, measureLoad } from '../lib/load.js';
import { BENCH_GROUPS, LARGE_GROUP_MEMBERS, insertGroupsAndMemberships } from '../lib/memberships.js';
import { insertPeople, recreateDatabase } from '../lib/people.js';
import { freshDataDir, HOST, repoRoot, startServer, timedJson } from '../lib/server.js';
import type { Metric, Scenario } from '../lib/types.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'careerhub_bench_groups';
const STAFF = { email: 'staff@demo.careerhub.example', password: 'careerhub-demo' };

/**
 * Groups at scale on PostgreSQL: 50,000 people, 20,000 groups, ~1,010,000 memberships. Then
 * autocannon (50 connections, 10 s) on the members list of the 50,000-member group (page of 15,
 * filtered by country) and on the group list, and the time to download that group's CSV export.
 */
export const groups: Scenario = {
  name: 'groups',
  description: `members list and group list under ${LOAD_CONNECTIONS} connections for ${LOAD_DURATION_S} s, and the CSV export of a ${LARGE_GROUP_MEMBERS.toLocaleString('en')}-member group, on PostgreSQL with ${BENCH_GROUPS.toLocaleString('en')} groups`,
  async run() {
    const databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE);
    const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
    const people = await insertPeople(databaseUrl, LARGE_GROUP_MEMBERS);
    const generated = await insertGroupsAndMemberships(databaseUrl);
    console.log(
      `  inserted ${LARGE_GROUP_MEMBERS.toLocaleString('en')} people in ${(people.ms / 1000).toFixed(1)} s, ` +
        `${BENCH_GROUPS.toLocaleString('en')} groups and ${generated.memberships.toLocaleString('en')} memberships in ${(generated.ms / 1000).toFixed(1)} s`,
    );
    const dataDir = freshDataDir('groups');
    const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    const base = `http://${HOST}:${server.port}/api/v1`;
    try {
      const login = await timedJson<{ access: string }>(`${base}/token/`, { method: 'POST', body: STAFF });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const headers = { authorization: `Bearer ${login.body.access}` };
      const group = generated.largeGroupId;

      const membersUrl = `${base}/groups/${group}/members/?page_size=15&country=NP`;
      const check = await timedJson<{ pagination: { count: number } }>(membersUrl, {
        token: login.body.access,
      });
      if (check.status !== 200) throw new Error(`members answered ${check.status}`);
      const members = await measureLoad(membersUrl, headers);
      const membersReport = loadReport(members, membersUrl.replace(String(server.port), '<port>'), 20);
      console.log(
        `  members list: p50 ${members.latency.p50} ms, p99 ${members.latency.p99} ms, ${Math.round(members.requests.average)} req/s (${check.body.pagination.count} matches)`,
      );

      const listUrl = `${base}/groups/?page_size=15`;
      const list = await measureLoad(listUrl);
      const listReport = loadReport(list, listUrl.replace(String(server.port), '<port>'), 20);
      console.log(
        `  group list: p50 ${list.latency.p50} ms, p99 ${list.latency.p99} ms, ${Math.round(list.requests.average)} req/s`,
      );

      const t0 = performance.now();
      const res = await fetch(`${base}/groups/${group}/export-group-membership/`, { headers });
      let bytes = 0;
      let firstByteMs = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        if (!firstByteMs) firstByteMs = performance.now() - t0;
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines += 1;
      }
      const exportMs = performance.now() - t0;
      if (res.status !== 200 || lines < LARGE_GROUP_MEMBERS)
        throw new Error(`export answered ${res.status} with ${lines} lines`);
      console.log(
        `  CSV export: ${lines - 1} members, ${(bytes / 1e6).toFixed(1)} MB in ${(exportMs / 1000).toFixed(2)} s (first byte ${firstByteMs.toFixed(0)} ms)`,
      );

      const metrics: Metric[] = [
        ...membersReport.metrics.map((m) => ({ ...m, name: `members ${m.name}` })),
        ...listReport.metrics.map((m) => ({ ...m, name: `group list ${m.name}` })),
        { name: 'CSV export 50k members', value: exportMs / 1000, unit: 's', target: 5 },
      ];
      return {
        name: 'groups',
        metrics,
        details: {
          database: `PostgreSQL ${DATABASE}`,
          groups: BENCH_GROUPS,
          memberships: generated.memberships,
          generateSeconds: (people.ms + generated.ms) / 1000,
          members: membersReport.details,
          groupList: listReport.details,
          export: { rows: lines - 1, bytes, seconds: exportMs / 1000, firstByteMs },
        },
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
