import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, loadReport, measureLoad } from '../lib/load.js';
import { BENCH_JOBS, insertJobsAndApplications } from '../lib/jobs.js';
import { insertPeople, recreateDatabase } from '../lib/people.js';
import { freshDataDir, HOST, median, percentile, repoRoot, startServer, timedJson } from '../lib/server.js';
import type { Metric, Scenario } from '../lib/types.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'careerhub_bench_jobs';
const PEOPLE = 100_000;
const STAFF = { email: 'staff@demo.careerhub.example', password: 'careerhub-demo' };

/**
 * Jobs at scale on PostgreSQL: 100,000 people with skills, 50,000 jobs, 500,000 applications.
 * Anonymous autocannon (50 connections, 10 s) on the board's first page with two filters, and 25
 * sequential applicant recommendations (Find Talents) over the 100,000-member talent group.
 */
export const jobs: Scenario = {
  name: 'jobs',
  description: `job board (two filters) under ${LOAD_CONNECTIONS} connections for ${LOAD_DURATION_S} s and applicant recommendations across ${PEOPLE.toLocaleString('en')} people, on PostgreSQL with ${BENCH_JOBS.toLocaleString('en')} jobs`,
  async run() {
    const databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE);
    const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
    const people = await insertPeople(databaseUrl, PEOPLE);
    const generated = await insertJobsAndApplications(databaseUrl);
    console.log(
      `  inserted ${PEOPLE.toLocaleString('en')} people in ${(people.ms / 1000).toFixed(1)} s, ` +
        `${generated.jobs.toLocaleString('en')} jobs and ${generated.applications.toLocaleString('en')} applications in ${(generated.ms / 1000).toFixed(1)} s`,
    );
    const dataDir = freshDataDir('jobs');
    const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    const base = `http://${HOST}:${server.port}/api/v1`;
    try {
      const boardUrl = `${base}/jobs/?job_type=full_time&job_location=remote`;
      const check = await timedJson<{ data: unknown[]; pagination: { count: number } }>(boardUrl);
      if (check.status !== 200 || check.body.data.length !== 9)
        throw new Error(`board answered ${check.status} with ${check.body.data?.length} jobs`);
      const board = await measureLoad(boardUrl);
      const boardReport = loadReport(board, boardUrl.replace(String(server.port), '<port>'), 15);
      console.log(
        `  board (2 filters): p50 ${board.latency.p50} ms, p99 ${board.latency.p99} ms, ${Math.round(board.requests.average)} req/s (${check.body.pagination.count} matches)`,
      );

      const login = await timedJson<{ access: string }>(`${base}/token/`, { method: 'POST', body: STAFF });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const token = login.body.access;
      const { rows } = await timedJson<{ data: Array<{ id: number }> }>(`${base}/jobs/?page_size=28`, {
        token,
      }).then((r) => ({ rows: r.body.data }));
      const times: number[] = [];
      let found = 0;
      for (const [i, job] of rows.entries()) {
        const url = `${base}/applicant-recommendations/?job_id=${job.id}&group_from_user_to_be_included=${generated.talentGroupId}`;
        const res = await timedJson<{ data: Array<{ reason: string }> }>(url, { token });
        if (res.status !== 200) throw new Error(`recommendations answered ${res.status}`);
        if (i >= 3) {
          times.push(res.ms);
          found += res.body.data.length;
        }
      }
      const recMedian = median(times);
      console.log(
        `  applicant recommendations: median ${recMedian.toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms over ${times.length} jobs (${found} people suggested)`,
      );
      const metrics: Metric[] = [
        ...boardReport.metrics.map((m) => ({ ...m, name: `board ${m.name}` })),
        { name: 'applicant recommendations median', value: recMedian, unit: 'ms', target: 150 },
        { name: 'applicant recommendations p95', value: percentile(times, 0.95), unit: 'ms' },
      ];
      return {
        name: 'jobs',
        metrics,
        details: {
          database: `PostgreSQL ${DATABASE}`,
          people: PEOPLE,
          jobs: generated.jobs,
          applications: generated.applications,
          generateSeconds: (people.ms + generated.ms) / 1000,
          board: boardReport.details,
          applicantRecommendations: { runs: times.length, ms: times, suggested: found },
        },
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
