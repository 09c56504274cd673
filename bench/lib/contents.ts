import pg from 'pg';

export const BENCH_CONTENTS = 200_000;
const GROUPS = 200;
const AREAS = 30;
const TOPICS = 300;
/** Other words of the texts: a vocabulary this large makes each topical word appear in a few per cent of items. */
const FILLER = 20_000;

/** Topical words: two in each title and two in each text, so a search word matches about 10% of items. */
const WORDS = [
  'career',
  'negotiation',
  'interview',
  'mentoring',
  'leadership',
  'analytics',
  'python',
  'portfolio',
  'networking',
  'salary',
  'prompting',
  'ethics',
  'curriculum',
  'classroom',
  'startup',
  'pitch',
  'feedback',
  'resume',
  'statistics',
  'visualisation',
  'facilitation',
  'onboarding',
  'remote',
  'hiring',
  'research',
  'design',
  'strategy',
  'marketing',
  'finance',
  'healthcare',
  'nursing',
  'teaching',
  'coaching',
  'wellbeing',
  'productivity',
  'writing',
  'presentation',
  'storytelling',
  'automation',
  'cloud',
];

/**
 * Content at scale with generate_series: GROUPS organizations, AREAS topic areas with TOPICS
 * topics, and BENCH_CONTENTS items (50% resources, 10% prompts, 30% posts and newsletters, 10%
 * career tips; 90% approved, 10% premium, posts 70% private), each with one to three topics, a
 * career stage and a topic area, a title of two topical words and a text of sixty words (two
 * topical, the rest from a FILLER-word vocabulary).
 */
export async function insertContents(url: string): Promise<{ ms: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    await client.query('BEGIN');
    const words = `(ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])`;
    const nw = WORDS.length;
    await client.query(
      `INSERT INTO groups (name, name_slug, group_type, description, is_verified)
       SELECT 'Bench Community ' || n, 'bench-community-' || n, 'organization', 'A generated community.', true
       FROM generate_series(1, $1::int) AS n`,
      [GROUPS],
    );
    const { rows: g } = await client.query<{ lo: number }>(
      `SELECT min(id) AS lo FROM groups WHERE name_slug LIKE 'bench-community-%'`,
    );
    const groupLo = Number(g[0]!.lo);
    const { rows: a } = await client.query<{ lo: number }>(
      `WITH a AS (INSERT INTO topic_areas (name, slug) SELECT 'Bench Area ' || n, 'bench-area-' || n
         FROM generate_series(1, $1::int) AS n RETURNING id) SELECT min(id) AS lo FROM a`,
      [AREAS],
    );
    const areaLo = Number(a[0]!.lo);
    const { rows: tp } = await client.query<{ lo: number }>(
      `WITH t AS (INSERT INTO topics (name, topic_type, topic_area_id)
         SELECT 'Bench Topic ' || n, 'general', $2::int + n % $3::int FROM generate_series(1, $1::int) AS n RETURNING id)
       SELECT min(id) AS lo FROM t`,
      [TOPICS, areaLo, AREAS],
    );
    const topicLo = Number(tp[0]!.lo);
    const { rows: author } = await client.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'admin@demo.careerhub.example'`,
    );
    await client.query(
      `WITH src AS (
         SELECT n,
           CASE WHEN n % 10 < 5 THEN 'resource' WHEN n % 10 = 5 THEN 'prompt'
                WHEN n % 10 = 6 THEN 'career_tip' WHEN n % 10 = 9 THEN 'newsletter' ELSE 'post' END AS type,
           initcap(${words}[1 + n % ${nw}] || ' ' || ${words}[1 + (n / 7) % ${nw}] || ' guide') AS title,
           (SELECT string_agg(CASE WHEN k % 30 = 0 THEN ${words}[1 + ((n * 31 + k * 17) % ${nw})]
                                   ELSE 'w' || ((n * 7919 + k * 104729) % ${FILLER}) END, ' ')
              FROM generate_series(1, 60) AS k) AS body
         FROM generate_series(1, $1::int) AS n)
       INSERT INTO contents (slug, title, title_slug, content, data, raw_text, type, status, security_level, is_premium,
                             topic_area_id, group_id, created_by, topics, career_stages, created_at, modified_at)
       SELECT 'bench-' || n, title || ' ' || n, lower(replace(title, ' ', '-')),
              '<p>' || body || '</p>', jsonb_build_object('blocks', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'data', jsonb_build_object('text', body)))),
              body, type,
              CASE WHEN n % 10 = 3 THEN 'pending' ELSE 'approved' END,
              CASE WHEN type IN ('post', 'newsletter') AND n % 10 <> 7 THEN 20 ELSE 0 END,
              n % 10 = 1,
              $2::int + n % $3::int,
              $4::int + n % $5::int,
              $6::int,
              ARRAY(SELECT $7::int + ((n * 13 + k * 101) % $8::int) FROM generate_series(1, 1 + n % 3) AS k),
              ARRAY[1 + n % 5],
              now() - (n % 1000) * interval '1 hour', now()
       FROM src`,
      [BENCH_CONTENTS, areaLo, AREAS, groupLo, GROUPS, author[0]?.id ?? null, topicLo, TOPICS],
    );
    await client.query('COMMIT');
    for (const table of ['groups', 'topic_areas', 'topics', 'contents'])
      await client.query(`VACUUM ANALYZE ${table}`);
    return { ms: performance.now() - t0 };
  } finally {
    await client.end();
  }
}

/** What the contents scenario asks for: a public post, and filters that a page of approved resources matches. */
export async function hubTargets(url: string): Promise<{
  postSlug: string;
  filters: { area: number; topics: number[]; stage: number; word: string };
}> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: post } = await client.query<{ slug: string }>(
      `SELECT slug FROM contents WHERE type = 'post' AND security_level = 0 AND status = 'approved' ORDER BY id DESC LIMIT 1`,
    );
    const { rows: pick } = await client.query<{ area: number; topic: number; stage: number }>(
      `SELECT topic_area_id AS area, topics[1] AS topic, career_stages[1] AS stage FROM contents
       WHERE type = 'resource' AND status = 'approved' AND raw_text LIKE '%negotiation%' ORDER BY id DESC LIMIT 1`,
    );
    const p = pick[0]!;
    return {
      postSlug: post[0]!.slug,
      filters: { area: p.area, topics: [p.topic, p.topic + 1], stage: p.stage, word: 'negotiation' },
    };
  } finally {
    await client.end();
  }
}

/** Whether a previous run left the generated library in the database (BENCH_REUSE). */
export async function hasContents(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contents WHERE slug LIKE 'bench-%'`,
  );
  return (rows[0]?.n ?? 0) >= BENCH_CONTENTS;
}
