import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, loadReport, measureLoad } from '../lib/load.js';
import { DEMO_MEMBER } from '../lib/demo.js';
import { dropIndexBacklog } from '../lib/index-backlog.js';
import { insertPeople, recreateDatabase, reusableDatabase } from '../lib/people.js';
import { freshDataDir, HOST, percentile, repoRoot, startServer, timedJson } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_USECASES_DATABASE ?? 'careerhub_bench_usecases';
const USE_CASES = Number(process.env.BENCH_USECASES ?? 50_000);
const VOTERS = Number(process.env.BENCH_USECASE_VOTERS ?? 100_000);
/** Votes a generated person casts (distinct use cases): VOTERS × this = 5,000,000 by default. */
const VOTES_EACH = 50;
const VOTE_RUNS = 100;

/**
 * The AI Use Cases list at scale on PostgreSQL: 50,000 use cases (one statement, generate_series)
 * and 5,000,000 votes by 100,000 people (50 each, their scores summed into vote_scores),
 * anonymous autocannon on the first page with two filters (a job function and a complexity), read
 * caches off; then the demo member's votes one at a time on different use cases. Targets (issue
 * 19): list p50 under 20 ms at 50 connections; a vote p50 under 10 ms.
 */
export const usecases: Scenario = {
  name: 'usecases',
  needsWebBuild: false,
  description: `AI Use Cases first page with two filters under ${LOAD_CONNECTIONS} connections for ${LOAD_DURATION_S} s, on PostgreSQL with ${USE_CASES.toLocaleString('en')} use cases`,
  async run() {
    const reused = await reusableDatabase(ADMIN_URL, DATABASE, hasVotes);
    const databaseUrl = reused ?? (await recreateDatabase(ADMIN_URL, DATABASE));
    if (reused) console.log(`  BENCH_REUSE=1: the use cases and votes generated earlier in ${DATABASE}`);
    else await generateUseCases(databaseUrl);
    const indexBacklog = await dropIndexBacklog(databaseUrl);
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
      // After the server's start: it applies any migration a reused database lacks.
      const plan = await explain(databaseUrl);
      const votes = await countVotes(databaseUrl);
      const url = `${base}/use-cases/?job_function=3&complexity=High`;
      const check = await timedJson<{ data: unknown[]; pagination: { count: number } }>(url);
      if (check.status !== 200 || check.body.data.length === 0)
        throw new Error(`list answered ${check.status} with ${check.body.data?.length} items`);
      const load = await measureLoad(url);
      const report = loadReport(load, url.replace(String(server.port), '<port>'), 20);
      console.log(
        `  use cases (2 filters): p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${Math.round(load.requests.average)} req/s`,
      );
      const voting = await timeVotes(base, check.body.data as Array<{ id: number }>);
      console.log(
        `  a vote (demo member, ${VOTE_RUNS} after 10 warm-up): p50 ${voting.p50.toFixed(1)} ms, p95 ${voting.p95.toFixed(1)} ms`,
      );
      return {
        name: 'usecases',
        metrics: [
          ...report.metrics.map((m) => ({ ...m, ...(m.name === 'latency p50' ? { target: 20 } : {}) })),
          { name: 'vote p50', value: voting.p50, unit: 'ms', target: 10 },
          { name: 'vote p95', value: voting.p95, unit: 'ms' },
        ],
        details: {
          database: `PostgreSQL ${DATABASE}`,
          useCases: USE_CASES,
          votes,
          voters: VOTERS,
          indexBacklogDropped: indexBacklog,
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

/**
 * The demo member signs in, then votes one at a time: an upvote on a use case of the first page,
 * then a switch to a downvote on the next (each request names a different item or a new value, so
 * every one writes: the vote row and the stored score in one transaction).
 */
async function timeVotes(base: string, items: Array<{ id: number }>) {
  const login = await timedJson<{ access: string }>(`${base}/token/`, { method: 'POST', body: DEMO_MEMBER });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const times: number[] = [];
  for (let i = 0; i < VOTE_RUNS + 10; i++) {
    const item = items[i % items.length]!;
    const voteType = Math.floor(i / items.length) % 2 === 0 ? 'upvote' : 'downvote';
    const r = await timedJson(`${base}/votes/`, {
      method: 'POST',
      token: login.body.access,
      body: { content_type: 'use_case', object_id: item.id, vote_type: voteType },
    });
    if (r.status !== 200 && r.status !== 201)
      throw new Error(`vote answered ${r.status}: ${JSON.stringify(r.body)}`);
    if (i >= 10) times.push(r.ms);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** The demo data, VOTERS people, USE_CASES use cases and VOTERS × VOTES_EACH votes with their scores. */
export async function generateUseCases(databaseUrl: string) {
  const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
  const people = await insertPeople(databaseUrl, VOTERS);
  console.log(`  inserted ${VOTERS.toLocaleString('en')} people in ${(people.ms / 1000).toFixed(1)} s`);
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
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
    const votesStarted = Date.now();
    // Person k votes on VOTES_EACH distinct use cases (a stride coprime to the count), 3 up for 1 down.
    const { rows: ids } = await client.query<{ lo: number; hi: number }>(
      'SELECT min(id) AS lo, max(id) AS hi FROM use_cases',
    );
    const { lo, hi } = ids[0]!;
    const span = hi - lo + 1;
    const { rows: voterRows } = await client.query<{ id: number }>(
      'SELECT id FROM users ORDER BY id DESC LIMIT $1',
      [VOTERS],
    );
    const voterIds = voterRows.map((r) => r.id);
    for (let at = 0; at < voterIds.length; at += 10_000) {
      await client.query(
        `INSERT INTO votes (content_type, object_id, user_id, value)
         SELECT 'use_case', $2::int + ((u.n * 7919 + k * 997) % $3::int), u.id,
                CASE WHEN (u.n + k) % 4 = 0 THEN -1 ELSE 1 END
         FROM unnest($1::int[]) WITH ORDINALITY AS u(id, n), generate_series(0, $4::int - 1) AS k`,
        [voterIds.slice(at, at + 10_000), lo, span, VOTES_EACH],
      );
    }
    await client.query(
      `INSERT INTO vote_scores (content_type, object_id, score)
       SELECT content_type, object_id, sum(value)::int FROM votes GROUP BY 1, 2
       ON CONFLICT (content_type, object_id) DO UPDATE SET score = excluded.score`,
    );
    await client.query('VACUUM ANALYZE votes');
    await client.query('VACUUM ANALYZE vote_scores');
    // As autovacuum leaves a table in service: statistics and the visibility map set.
    await client.query('VACUUM ANALYZE use_cases');
    console.log(`  inserted the votes in ${((Date.now() - votesStarted) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  console.log(`  use cases and votes ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Whether a previous run left the generated use cases and votes in the database (BENCH_REUSE). */
async function hasVotes(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ cases: number; votes: number }>(
    `SELECT (SELECT count(*)::int FROM use_cases WHERE slug LIKE 'bench-use-case-%') AS cases,
            (SELECT reltuples::bigint FROM pg_class WHERE relname = 'votes') AS votes`,
  );
  return (rows[0]?.cases ?? 0) >= USE_CASES && Number(rows[0]?.votes ?? 0) >= VOTERS * VOTES_EACH * 0.9;
}

async function countVotes(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM votes');
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** EXPLAIN of the list's filtered page (the repository's query shape), to show the indexes used. */
async function explain(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT * FROM use_cases
       WHERE status = 'approved' AND job_functions && ARRAY[3] AND complexity = 'High'
       ORDER BY id DESC LIMIT 15`,
    );
    const plan = rows.map((r) => r['QUERY PLAN']);
    console.log(`  plan:\n    ${plan.join('\n    ')}`);
    return plan;
  } finally {
    await client.end();
  }
}
