import pg from 'pg';

export const BENCH_GROUPS = 20_000;
/** Members of the one large group (every generated person); the CSV export reads it. */
export const LARGE_GROUP_MEMBERS = 50_000;
/** Members of each of the other groups: 19,999 × 48 + 50,000 ≈ 1,010,000 memberships. */
const MEMBERS_PER_GROUP = 48;

/**
 * Inserts BENCH_GROUPS groups (organizations, institutions, circles, events in turn; every 10th
 * private) and their memberships with generate_series: the first group holds every bench person,
 * each other group 48 people spread over the population (80% accepted, 10% pending, 10%
 * rejected; one admin each). People come from insertPeople (emails bench-N@…). `groupCount`
 * scales the groups (and so the memberships) for a smaller data set.
 */
export async function insertGroupsAndMemberships(
  url: string,
  groupCount = BENCH_GROUPS,
): Promise<{ ms: number; largeGroupId: number; memberships: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO groups (name, name_slug, group_type, description, visibility, is_verified, country, relevant_sdgs,
                           application_open_date, application_close_date, start_date, end_date, maximum_size)
       SELECT 'Bench ' || (ARRAY['Organization','Institution','Circle','Event'])[1 + n % 4] || ' ' || n,
              'bench-group-' || n,
              (ARRAY['organization','institution','circle','event'])[1 + n % 4],
              'A generated group for the benchmark.',
              CASE WHEN n % 10 = 0 THEN 20 ELSE 0 END,
              n % 3 = 0,
              (ARRAY['NP','IN','US','GB','DE','NG','KE','BR'])[1 + n % 8],
              jsonb_build_array(1 + n % 17),
              now() - interval '5 days', now() + interval '5 days', now() + interval '10 days', now() + interval '40 days',
              CASE WHEN n % 4 IN (2, 3) THEN 100 ELSE NULL END
       FROM generate_series(1, $1::int) AS n
       RETURNING id`,
      [groupCount],
    );
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const largeGroupId = ids[0]!;
    const { rows: range } = await client.query<{ lo: number; hi: number }>(
      `SELECT min(id) AS lo, max(id) AS hi FROM users WHERE email LIKE 'bench-%@bench.careerhub.example'`,
    );
    const lo = Number(range[0]!.lo);
    const people = Number(range[0]!.hi) - lo + 1;
    // The large group: everyone, mostly accepted.
    await client.query(
      `INSERT INTO group_memberships (group_id, user_id, role, status, joined_at, created_at)
       SELECT $1::int, u, CASE WHEN u = $2::int THEN 'admin' ELSE 'member' END,
              CASE WHEN u % 10 = 0 THEN 'pending' WHEN u % 10 = 1 THEN 'rejected' ELSE 'accepted' END,
              now() - (u % 365) * interval '1 day', now() - (u % 365) * interval '1 day'
       FROM generate_series($2::int, $3::int) AS u`,
      [largeGroupId, lo, lo + Math.min(people, LARGE_GROUP_MEMBERS) - 1],
    );
    // Every other group: 48 distinct people (4729 is coprime with the population size used).
    await client.query(
      `INSERT INTO group_memberships (group_id, user_id, role, status, joined_at)
       SELECT g.id, $1::int + ((g.id * 7919 + k * 4729) % $2::int), CASE WHEN k = 1 THEN 'admin' ELSE 'member' END,
              CASE WHEN k % 10 = 0 THEN 'pending' WHEN k % 10 = 1 AND k > 1 THEN 'rejected' ELSE 'accepted' END, now()
       FROM groups g CROSS JOIN generate_series(1, $3::int) AS k
       WHERE g.name_slug LIKE 'bench-group-%' AND g.id <> $4::int
       ON CONFLICT DO NOTHING`,
      [lo, people, MEMBERS_PER_GROUP, largeGroupId],
    );
    // Generated people did not ask to join: drop the registration reviews their pending rows queued
    // (migration 0018), so the server measured is not busy reviewing tens of thousands of them.
    await client.query(`DELETE FROM background_jobs WHERE name = 'system-agents.review-member'`);
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE groups');
    await client.query('VACUUM ANALYZE group_memberships');
    const { rows: counted } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM group_memberships',
    );
    return { ms: performance.now() - t0, largeGroupId, memberships: counted[0]!.n };
  } finally {
    await client.end();
  }
}
