import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { BENCH_CONTENTS, hasContents, hubTargets, insertContents } from '../lib/contents.js';
import { dropIndexBacklog } from '../lib/index-backlog.js';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, loadReport, measureLoad } from '../lib/load.js';
import { recreateDatabase, reusableDatabase } from '../lib/people.js';
import { freshDataDir, HOST, repoRoot, startServer, timedJson } from '../lib/server.js';
import type { Metric, Scenario } from '../lib/types.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_CONTENTS_DATABASE ?? 'careerhub_bench_contents';

/**
 * The Resource Hub at scale on PostgreSQL: 200,000 content items. Anonymous autocannon (50
 * connections, 10 s) on the hub's first page with three filters (topic area, topics, career stage)
 * and a search word, then on a public post by slug. No result cache exists on the hub and the read
 * caches are switched off, so the numbers are the queries' own; the plans are printed. The post
 * page is then measured again on a server with the default settings, where a visitor's page is a
 * kept body (the post target applies there; the caches-off figure stays beside it).
 */
export const contents: Scenario = {
  name: 'contents',
  needsWebBuild: false,
  description: `Resource Hub first page (3 filters + search) and a post page under ${LOAD_CONNECTIONS} connections for ${LOAD_DURATION_S} s, on PostgreSQL with ${BENCH_CONTENTS.toLocaleString('en')} items`,
  async run() {
    const reused = await reusableDatabase(ADMIN_URL, DATABASE, hasContents);
    const databaseUrl = reused ?? (await recreateDatabase(ADMIN_URL, DATABASE));
    let generateSeconds: number | null = null;
    if (reused) console.log(`  BENCH_REUSE=1: the items generated earlier in ${DATABASE}`);
    else {
      const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
      const generated = await insertContents(databaseUrl);
      generateSeconds = generated.ms / 1000;
      console.log(
        `  inserted ${BENCH_CONTENTS.toLocaleString('en')} items in ${generateSeconds.toFixed(1)} s`,
      );
    }
    const targets = await hubTargets(databaseUrl);
    const { area, topics, stage, word } = targets.filters;
    const indexBacklog = await dropIndexBacklog(databaseUrl);
    const dataDir = freshDataDir('contents');
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
      const plans = await explain(databaseUrl, area, topics, stage, word);
      const hubUrl = `${base}/contents/?type=resource&topic_areas=${area}&topics=${topics.join(',')}&career_stages=${stage}&search=${word}`;
      const check = await timedJson<{ data: unknown[]; pagination: { count: number } }>(hubUrl);
      if (check.status !== 200 || check.body.data.length === 0)
        throw new Error(`hub answered ${check.status} with ${check.body.data?.length} items`);
      const hub = await measureLoad(hubUrl);
      const hubReport = loadReport(hub, hubUrl.replace(String(server.port), '<port>'), 20);
      console.log(
        `  hub (3 filters + search): p50 ${hub.latency.p50} ms, p99 ${hub.latency.p99} ms, ${Math.round(hub.requests.average)} req/s (${check.body.pagination.count} matches)`,
      );
      const postUrl = `${base}/contents/slug/${targets.postSlug}/`;
      const postCheck = await timedJson(postUrl);
      if (postCheck.status !== 200) throw new Error(`post answered ${postCheck.status}`);
      const post = await measureLoad(postUrl);
      const postReport = loadReport(post, postUrl.replace(String(server.port), '<port>'), 10);
      console.log(
        `  post page, caches off: p50 ${post.latency.p50} ms, p99 ${post.latency.p99} ms, ${Math.round(post.requests.average)} req/s`,
      );
      // The post page again on a server with the default settings: a visitor's page is one
      // shared serialized body (contents.public.ts), kept for GROUP_COUNT_CACHE_TTL_MS.
      const cachedPost = await measureCachedPost(databaseUrl, targets.postSlug);
      console.log(
        `  post page, default caches: p50 ${cachedPost.latency.p50} ms, p99 ${cachedPost.latency.p99} ms, ${Math.round(cachedPost.requests.average)} req/s`,
      );
      const cachedReport = loadReport(cachedPost, `/api/v1/contents/slug/${targets.postSlug}/`, 10);
      const metrics: Metric[] = [
        ...hubReport.metrics.map((m) => ({
          ...m,
          name: `hub ${m.name}`,
          ...(m.name === 'latency p99' ? { target: 60 } : {}),
        })),
        ...postReport.metrics.map(({ target: _off, ...m }) => ({
          ...m,
          name: `post ${m.name}, caches off`,
          ...(m.name === 'non-2xx + errors' ? { target: 1 } : {}),
        })),
        ...cachedReport.metrics.map((m) => ({ ...m, name: `post ${m.name}, default caches` })),
      ];
      return {
        name: 'contents',
        metrics,
        details: {
          database: `PostgreSQL ${DATABASE}`,
          items: BENCH_CONTENTS,
          generateSeconds,
          hubMatches: check.body.pagination.count,
          indexBacklogDropped: indexBacklog,
          hub: hubReport.details,
          post: postReport.details,
          postDefaultCaches: cachedReport.details,
          plans,
        },
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

/** Autocannon on the post page of a second server started with the default cache settings. */
async function measureCachedPost(databaseUrl: string, slug: string) {
  const dataDir = freshDataDir('contents-cached');
  const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
  try {
    const url = `http://${HOST}:${server.port}/api/v1/contents/slug/${slug}/`;
    const check = await timedJson(url);
    if (check.status !== 200) throw new Error(`post answered ${check.status}`);
    return await measureLoad(url);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** EXPLAIN of the hub's filtered full-text page (the repository's query shape), to show the indexes used. */
async function explain(url: string, area: number, topics: number[], stage: number, word: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT c.id, count(*) OVER () FROM contents c
       WHERE c.type IN ('resource') AND c.topics && $1::int[] AND c.career_stages && $2::int[]
         AND c.topic_area_id = $3 AND c.search_vector @@ to_tsquery('simple', $4)
         AND (c.security_level = 0 OR false) AND (c.status = 'approved' OR false)
       ORDER BY c.id DESC LIMIT 15`,
      [topics, [stage], area, `${word}:*`],
    );
    const plan = rows.map((r) => r['QUERY PLAN']);
    console.log(`  plan:\n    ${plan.join('\n    ')}`);
    return plan;
  } finally {
    await client.end();
  }
}
