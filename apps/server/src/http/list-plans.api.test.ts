import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

/**
 * List endpoints whose cost does not grow with the data (decision 0026), checked on generated
 * data on PostgreSQL:
 * - every query a list request runs is answered from indexes: EXPLAIN ANALYZE of each shows no
 *   sequential scan that reads more than LARGE rows of a large table;
 * - the number of queries does not grow with the page size (no query per row).
 *
 * Queries are recorded at the driver (pg.Client#query) while one request runs; the result caches
 * are off so every request runs its whole query path.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const missing = databaseUrl ? null : 'needs TEST_DATABASE_URL (query plans are PostgreSQL’s)';
const ROWS = 20_000;
/** A list request never reads more rows than this of a table by a sequential scan. */
const LARGE = 5_000;

type Recorded = { text: string; values: unknown[] };
let recording: Recorded[] | null = null;
const originalQuery = pg.Client.prototype.query;

function record<T>(run: () => Promise<T>): Promise<{ result: T; queries: Recorded[] }> {
  recording = [];
  const queries = recording;
  return run().then(
    (result) => {
      recording = null;
      return { result, queries };
    },
    (err: unknown) => {
      recording = null;
      throw err;
    },
  );
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
/**
 * Sequential scans and how many rows each read. A scan under a LIMIT that stops after a few
 * rows is cheap whatever the table's size (the planner rightly picks it for a capped count over a
 * common filter); one that reads the table is what grows with the data.
 */
function seqScans(node: PlanNode, out: Array<{ table: string; read: number }> = []) {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
    const read =
      ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);
    out.push({ table: node['Relation Name'], read });
  }
  for (const child of node.Plans ?? []) seqScans(child, out);
  return out;
}

describe.skipIf(missing)(
  `list query plans on generated data${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    let t: TestApp;
    let staff: TestUser;
    let bigGroup: number;
    let areaId: number;
    let exactUseCaseMatches: number;
    let large: Set<string>;

    beforeAll(async () => {
      // Recording wraps every driver call; only calls made inside `record` are kept.
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
        if (recording) {
          const text = typeof first === 'string' ? first : first.text;
          const values = Array.isArray(second)
            ? second
            : typeof first === 'string'
              ? []
              : (first.values ?? []);
          // The in-process job runner polls meanwhile: its queries are not the request's.
          if (!text.includes('background_jobs')) recording.push({ text, values });
        }
        return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof pg.Client.prototype.query;

      t = await createTestApp({
        env: {
          GROUP_COUNT_CACHE_TTL_MS: '0',
          USER_CACHE_TTL_MS: '0',
          OPTIONS_CACHE_TTL_MS: '0',
          // The assistant's indexer drains its queue in a transaction of its own every poll; a
          // poll that fell inside a recorded request was counted as the request's (8 vs 9).
          ASSISTANT_INDEX_POLL_MS: String(24 * 3600_000),
        },
      });
      staff = await makeUser(t, { isStaff: true });
      const q = (text: string) => t.ctx.database.query(text);
      const started = performance.now();
      await q(`INSERT INTO users (email, name_slug, first_name, last_name, is_verified)
      SELECT 'gen' || i || '@gen.test', 'gen-person-' || i, 'Gen', 'Person ' || i, true FROM generate_series(1, ${ROWS}) i`);
      // Every fifth person in Nepal: the large group's members filtered by country pass the cap.
      await q(`INSERT INTO profiles (user_id, country)
      SELECT id, CASE WHEN id % 5 = 0 THEN 'NP' ELSE 'IN' END FROM users WHERE email LIKE '%@gen.test'`);
      await q(`INSERT INTO groups (name, name_slug, group_type)
      SELECT 'Generated group ' || i, 'generated-group-' || i, 'organization' FROM generate_series(1, ${ROWS / 4}) i`);
      const [big] = await t.ctx.database.query<{ id: number }>(
        `SELECT id FROM groups WHERE name_slug = 'generated-group-1'`,
      );
      bigGroup = big!.id;
      // Half the people in one large group, the other half spread over the others (as many groups,
      // few members each: the planner's statistics look like a real network's).
      await q(`INSERT INTO group_memberships (group_id, user_id, status, joined_at)
      SELECT CASE WHEN u.n <= ${ROWS / 2} THEN ${bigGroup} ELSE ${bigGroup} + 1 + u.n % ${ROWS / 4 - 1} END,
        u.id, 'accepted', now()
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '%@gen.test') u`);
      // Four types and three places, spread as on a real board: one type and place is a twelfth.
      await q(`INSERT INTO jobs (slug, title, description, job_type, job_location, group_id, application_close_date, job_status)
      SELECT 'generated-job-' || i, 'Generated job ' || i, 'A job',
        (ARRAY['full_time', 'part_time', 'internship', 'project_based'])[1 + i % 4],
        (ARRAY['remote', 'on_site', 'hybrid'])[1 + i % 3], ${bigGroup},
        now() + interval '30 days', 'approved' FROM generate_series(1, ${ROWS}) i`);
      const [area] = await t.ctx.database.query<{ id: number }>(
        `INSERT INTO topic_areas (name, slug) VALUES ('Generated area', 'generated-area') RETURNING id`,
      );
      areaId = area!.id;
      // Every tenth resource in the topic area, one of 50 topics each, a career stage; the search
      // word ("generated") is in every title: the word's index alone selects every row.
      await q(`INSERT INTO contents (slug, title, title_slug, type, status, topic_area_id, topics, career_stages)
      SELECT 'generated-resource-' || i, 'Generated resource ' || i, 'generated-resource-' || i, 'resource', 'approved',
        CASE WHEN i % 10 = 0 THEN ${areaId} END, ARRAY[1 + i % 50], ARRAY[1 + i % 2]
      FROM generate_series(1, ${ROWS}) i`);
      await q(`INSERT INTO use_cases (slug, title, description, group_id, job_functions, complexity, status)
      SELECT 'generated-use-case-' || i, 'Generated use case ' || i, 'A use case', ${bigGroup}, ARRAY[1 + i % 13],
        (ARRAY['High','Medium','Low'])[1 + (i / 3) % 3], 'approved'
      FROM generate_series(1, ${ROWS}) i`);
      const [matches] = await t.ctx.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM use_cases WHERE status = 'approved' AND 3 = ANY(job_functions) AND complexity = 'High'`,
      );
      exactUseCaseMatches = matches!.n;
      await q('ANALYZE');
      const tables = await t.ctx.database.query<{ relname: string }>(
        `SELECT relname FROM pg_class WHERE relkind = 'r' AND reltuples > ${LARGE}`,
      );
      large = new Set(tables.map((r) => r.relname));
      console.info(
        `[plans] generated ${ROWS} people, ${ROWS / 4} groups, ${ROWS} memberships, ${ROWS} jobs, ${ROWS} resources in ${Math.round(performance.now() - started)} ms; large tables: ${[...large].sort().join(', ')}`,
      );
    }, 120_000);

    afterAll(async () => {
      pg.Client.prototype.query = originalQuery;
      await t?.close();
    });

    /** Name, URL for a page size, reader, and the total past the cap ("1,000+"; use cases: 1,000). */
    const endpoints = (): Array<[string, (size: number) => string, 'anonymous' | 'staff', number]> => [
      ['job board', (size) => `/api/v1/jobs/?page_size=${size}`, 'anonymous', 1001],
      ['job board, page 3', (size) => `/api/v1/jobs/?page=3&page_size=${size}`, 'staff', 1001],
      [
        'job board, type and place',
        (size) => `/api/v1/jobs/?job_type=full_time&job_location=remote&page_size=${size}`,
        'anonymous',
        1001,
      ],
      ['group list', (size) => `/api/v1/groups/?group_type=organization&page_size=${size}`, 'staff', 1001],
      ['member list', (size) => `/api/v1/groups/${bigGroup}/members/?page_size=${size}`, 'staff', 1001],
      [
        'member list, one country',
        (size) => `/api/v1/groups/${bigGroup}/members/?country=NP&page_size=${size}`,
        'staff',
        1001,
      ],
      ['resources', (size) => `/api/v1/contents/?type=resource&page_size=${size}`, 'anonymous', 1001],
      [
        'resource hub, three filters and a word',
        (size) =>
          `/api/v1/contents/?type=resource&topic_areas=${areaId}&topics=1,11&career_stages=1,2&search=generated&page_size=${size}`,
        'anonymous',
        // Resources with i % 50 of 0 or 10: 800, the exact total.
        800,
      ],
      [
        'use cases, two filters',
        (size) => `/api/v1/use-cases/?job_function=3&complexity=High&page_size=${size}`,
        'anonymous',
        // 20,000 × 1/13 × 1/3 ≈ 513 matches: the exact total.
        -1,
      ],
    ];

    async function get(url: string, as: 'anonymous' | 'staff') {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: as === 'staff' ? { authorization: `Bearer ${staff.token}` } : {},
      });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      return res.json() as { data: unknown[]; pagination: { count: number } };
    }

    it('answers every list query from indexes: no sequential scan of a large table', async () => {
      const report: string[] = [];
      for (const [name, url, as, total] of endpoints()) {
        const { result, queries } = await record(() => get(url(20), as));
        expect(result.data.length, name).toBe(20);
        if (total > 0)
          expect(result.pagination.count, name).toBe(total); // past the cap: "1,000+"
        else expect(result.pagination.count, name).toBe(exactUseCaseMatches);
        const scans: string[] = [];
        for (const query of queries.filter((q) => /^\s*(select|with)\b/i.test(q.text))) {
          const explained = await t.ctx.database.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
            `EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`,
            query.values,
          );
          const plan = explained[0]!['QUERY PLAN'][0]!.Plan;
          for (const scan of seqScans(plan).filter((s) => large.has(s.table) && s.read > LARGE))
            scans.push(
              `${scan.table} (${scan.read} rows read) in: ${query.text.replace(/\s+/g, ' ').slice(0, 200)}`,
            );
        }
        report.push(`${name}: ${queries.length} queries`);
        expect(scans, name).toEqual([]);
      }
      console.info(`[plans] ${report.join('; ')}`);
    });

    it('decides a vote from the use case’s own row, without presenting it', async () => {
      const [item] = await t.ctx.database.query<{ id: number }>(
        `SELECT id FROM use_cases WHERE slug = 'generated-use-case-1'`,
      );
      const { result, queries } = await record(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/votes/',
          headers: { authorization: `Bearer ${staff.token}` },
          payload: { content_type: 'use_case', object_id: item!.id, vote_type: 'upvote' },
        }),
      );
      expect(result.statusCode, result.body).toBe(200);
      const texts = queries.map((q) => q.text);
      // The detail read tools, groups, people and files; a vote needs none of them.
      expect(texts.filter((q) => /use_case_ai_tools|uploaded_files|groups/.test(q))).toEqual([]);
      expect(texts.filter((q) => /from "use_cases"|FROM use_cases/i.test(q))).toHaveLength(1);
    });

    it('runs the same number of queries for a page of 5 and a page of 40 (no query per row)', async () => {
      for (const [name, url, as] of endpoints()) {
        const small = await record(() => get(url(5), as));
        const big = await record(() => get(url(40), as));
        expect(small.result.data).toHaveLength(5);
        expect(big.result.data).toHaveLength(40);
        expect(
          big.queries.length,
          `${name}: ${big.queries.map((q) => q.text.slice(0, 80)).join(' | ')}`,
        ).toBe(small.queries.length);
      }
    });
  },
);
