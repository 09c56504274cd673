import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { insertPeople, recreateDatabase } from '../lib/people.js';
import { freshDataDir, HOST, median, percentile, repoRoot, startServer, timedJson } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const PEOPLE = 100_000;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'careerhub_bench';
const WARMUP = 3;
const REQUESTS = 25;
/** Full names, misspelt ones, a last name alone, a 4-letter prefix: what the people pickers send. */
const TERMS = [
  { search: 'Jonh Smyth', expect: 'John Smith' },
  { search: 'Olivia Martinez', expect: 'Olivia Martinez' },
  { search: 'Olivai Martines', expect: 'Olivia Martinez' },
  { search: 'Shrestha', expect: 'Shrestha' },
  { search: 'Ingr', expect: 'Ingrid' },
];

type SearchPage = { data: Array<{ name: string }>; pagination: { count: number } };

/**
 * GET /api/v1/search/?type=user on PostgreSQL holding 100,000 generated people (plus the demo
 * data), one request at a time. The database is dropped and recreated on every run and kept
 * afterwards, so its plans can be read with EXPLAIN ANALYZE.
 */
export const search: Scenario = {
  name: 'search',
  description: `${TERMS.length} people searches x ${REQUESTS} sequential GET /api/v1/search/?type=user on PostgreSQL with ${PEOPLE.toLocaleString('en')} generated users`,
  async run() {
    const databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE);
    // `npm run seed` migrates the new database and creates the demo community; then the people go in.
    const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
    const dataDir = freshDataDir('search');
    const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    try {
      const inserted = await insertPeople(databaseUrl, PEOPLE);
      console.log(
        `  inserted ${PEOPLE.toLocaleString('en')} users with profiles in ${(inserted.ms / 1000).toFixed(1)} s`,
      );
      const all: number[] = [];
      const perTerm = [];
      for (const term of TERMS) {
        const url = `http://${HOST}:${server.port}/api/v1/search/?type=user&search=${encodeURIComponent(term.search)}`;
        const times: number[] = [];
        let page: SearchPage | undefined;
        for (let i = 0; i < WARMUP + REQUESTS; i++) {
          const res = await timedJson<SearchPage>(url);
          if (res.status !== 200) throw new Error(`search "${term.search}" answered ${res.status}`);
          page = res.body;
          if (i >= WARMUP) times.push(res.ms);
        }
        const top = page!.data.slice(0, 3).map((d) => d.name);
        if (!top[0]?.includes(term.expect))
          throw new Error(`search "${term.search}" ranked ${top.join(', ')} first, expected ${term.expect}`);
        all.push(...times);
        perTerm.push({
          search: term.search,
          medianMs: median(times),
          p95Ms: percentile(times, 0.95),
          count: page!.pagination.count,
          top,
        });
        console.log(
          `  "${term.search}": median ${median(times).toFixed(1)} ms, ${page!.pagination.count} matches, first ${top[0]}`,
        );
      }
      return {
        name: 'search',
        metrics: [
          { name: 'latency median', value: median(all), unit: 'ms', target: 20 },
          { name: 'latency p95', value: percentile(all, 0.95), unit: 'ms' },
          { name: 'slowest term median', value: Math.max(...perTerm.map((t) => t.medianMs)), unit: 'ms' },
        ],
        details: {
          database: `PostgreSQL ${DATABASE}`,
          people: PEOPLE,
          insertSeconds: inserted.ms / 1000,
          requestsPerTerm: REQUESTS,
          warmupPerTerm: WARMUP,
          terms: perTerm,
        },
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
