import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, loadReport, measureLoad } from '../lib/load.js';
import { recreateDatabase } from '../lib/people.js';
import { freshDataDir, HOST, repoRoot, startServer, timedJson } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_USECASES_DATABASE ?? 'careerhub_bench_usecases';
const USE_CASES = Number(process.env.BENCH_USECASES ?? 50_000);

/**
 * The AI Use Cases list at scale on PostgreSQL: 50,000 use cases (one statement, generate_series),
 * anonymous autocannon on the first page with two filters (a job function and a complexity), read
 * caches off. Target (issue 19): p50 under 20 ms at 50 connections.
 */
export const usecases: Scenario = {
  name: 'usecases',
  needsWebBuild: false,
  description: `AI Use Cases first page with two filters under ${LOAD_CONNECTIONS} connections for ${LOAD_DURATION_S} s, on PostgreSQL with ${USE_CASES.toLocaleString('en')} use cases`,
  async run() {
    const databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE);
    const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
    const started = Date.now();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let plan: string[] = [];
    try {
      await client.query(
        `INSERT INTO use_cases (slug, title, description, group_id, job_functions, professional_fields,
           career_stages, categories, business_value, complexity, innovation_category, status)
         SELECT 'bench-use-case-' || i, 'Bench use case ' || i, 'Generated description number ' || i,
           (SELECT id FROM groups ORDER BY id LIMIT 1), ARRAY[1 + i % 13], ARRAY[1 + i % 12], ARRAY[1 + i % 5],
           ARRAY[1 + i % 7], (ARRAY['High','Medium','Low'])[1 + i % 3], (ARRAY['Low','Medium','High'])[1 + (i / 3) % 3],
           (ARRAY['Incremental','Substantial','Transformational'])[1 + i % 3],
           CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'approved' END
         FROM generate_series(1, $1::int) AS i`,
        [USE_CASES],
      );
      await client.query('ANALYZE use_cases');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT * FROM use_cases
         WHERE status = 'approved' AND job_functions && ARRAY[3] AND complexity = 'High'
         ORDER BY id DESC LIMIT 15`,
      );
      plan = rows.map((r) => r['QUERY PLAN']);
      console.log(`  plan:\n    ${plan.join('\n    ')}`);
    } finally {
      await client.end();
    }
    console.log(
      `  inserted ${USE_CASES.toLocaleString('en')} use cases in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const dataDir = freshDataDir('usecases');
    const server = await startServer({
      dataDir,
      env: {
        DATABASE_URL: databaseUrl,
        USER_CACHE_TTL_MS: '0',
        GROUP_COUNT_CACHE_TTL_MS: '0',
        OPTIONS_CACHE_TTL_MS: '0',
      },
    });
    const base = `http://${HOST}:${server.port}/api/v1`;
    try {
      const url = `${base}/use-cases/?job_function=3&complexity=High`;
      const check = await timedJson<{ data: unknown[]; pagination: { count: number } }>(url);
      if (check.status !== 200 || check.body.data.length === 0)
        throw new Error(`list answered ${check.status} with ${check.body.data?.length} items`);
      const load = await measureLoad(url);
      const report = loadReport(load, url.replace(String(server.port), '<port>'), 20);
      console.log(
        `  use cases (2 filters): p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${Math.round(load.requests.average)} req/s`,
      );
      return {
        name: 'usecases',
        metrics: report.metrics.map((m) => ({ ...m, ...(m.name === 'latency p50' ? { target: 20 } : {}) })),
        details: {
          database: `PostgreSQL ${DATABASE}`,
          useCases: USE_CASES,
          matches: check.body.pagination.count,
          list: report.details,
          plan,
        },
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
