import pg from 'pg';

export const BENCH_JOBS = 50_000;
/** Applications per job: 50,000 × 10 = 500,000. */
const APPLICATIONS_PER_JOB = 10;
/** Skill topics; every person has 5 and every job 3 to 7 of them. */
const SKILLS = 200;
const JOB_GROUPS = 100;

/**
 * Jobs at scale with generate_series, over the people of insertPeople: SKILLS skill topics, five
 * skills and a career profile (stage, job function, professional field) per person, one talent
 * organization holding every person as an accepted member, JOB_GROUPS organizations posting
 * BENCH_JOBS jobs (90% published and open; job types, locations, countries and stages spread),
 * and ten applications per job. Returns the talent group's id. `jobCount` scales the jobs (and
 * their applications) for a smaller data set.
 */
export async function insertJobsAndApplications(
  url: string,
  jobCount = BENCH_JOBS,
): Promise<{ ms: number; talentGroupId: number; jobs: number; applications: number; people: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    const { rows: range } = await client.query<{ lo: number; hi: number }>(
      `SELECT min(id) AS lo, max(id) AS hi FROM users WHERE email LIKE 'bench-%@bench.careerhub.example'`,
    );
    const lo = Number(range[0]!.lo);
    const people = Number(range[0]!.hi) - lo + 1;
    await client.query('BEGIN');
    const { rows: skills } = await client.query<{ lo: number }>(
      `WITH s AS (INSERT INTO topics (name, topic_type) SELECT 'Bench Skill ' || n, 'skill'
         FROM generate_series(1, $1::int) AS n RETURNING id) SELECT min(id) AS lo FROM s`,
      [SKILLS],
    );
    const skillLo = Number(skills[0]!.lo);
    await client.query(
      `INSERT INTO profile_topics (user_id, topic_id, kind, position)
       SELECT u, $3::int + ((u * 31 + k * 37) % $4::int), 'skill', k
       FROM generate_series($1::int, $2::int) AS u CROSS JOIN generate_series(1, 5) AS k
       ON CONFLICT DO NOTHING`,
      [lo, lo + people - 1, skillLo, SKILLS],
    );
    await client.query(
      `INSERT INTO group_profiles (user_id, group_id, career_stage, job_function, professional_field, "current_role")
       SELECT u, NULL, 1 + u % 5, 1 + u % 10, 1 + (u / 7) % 10, 3 FROM generate_series($1::int, $2::int) AS u`,
      [lo, lo + people - 1],
    );
    const { rows: talent } = await client.query<{ id: number }>(
      `INSERT INTO groups (name, name_slug, group_type, description, is_verified, country)
       VALUES ('Bench Talent Network', 'bench-talent-network', 'organization', 'Everyone in the benchmark.', true, 'NP')
       RETURNING id`,
    );
    const talentGroupId = talent[0]!.id;
    await client.query(
      `INSERT INTO group_memberships (group_id, user_id, role, status, joined_at)
       SELECT $1::int, u, 'member', 'accepted', now() FROM generate_series($2::int, $3::int) AS u`,
      [talentGroupId, lo, lo + people - 1],
    );
    await client.query(
      `INSERT INTO groups (name, name_slug, group_type, description, is_verified, country)
       SELECT 'Bench Employer ' || n, 'bench-employer-' || n, 'organization', 'A generated employer.', true, 'US'
       FROM generate_series(1, $1::int) AS n`,
      [JOB_GROUPS],
    );
    await client.query(
      `INSERT INTO jobs (slug, title, description, requirements, job_type, job_location, address, job_status,
                         group_id, application_close_date, skills, career_stages, countries, created_at)
       SELECT 'bench-job-' || n,
              (ARRAY['Data Analyst','Software Engineer','Product Manager','UX Designer','Nurse','Teacher'])[1 + n % 6] || ' ' || n,
              'A generated job for the benchmark: build, analyse and ship with a friendly team.',
              'Some experience.',
              (ARRAY['full_time','part_time','internship','project_based'])[1 + n % 4],
              (ARRAY['remote','on_site','hybrid'])[1 + (n / 4) % 3],
              CASE WHEN (n / 4) % 3 = 0 THEN NULL ELSE 'Street ' || n END,
              CASE WHEN n % 10 = 0 THEN 'pending' ELSE 'approved' END,
              (SELECT id FROM groups WHERE name_slug = 'bench-employer-' || (1 + n % $2::int)),
              CASE WHEN n % 10 = 1 THEN now() - interval '1 day' ELSE now() + interval '30 days' END,
              ARRAY(SELECT $3::int + ((n * 13 + k * 17) % $4::int) FROM generate_series(1, 3 + n % 5) AS k),
              ARRAY[1 + n % 5],
              ARRAY[(ARRAY['NP','IN','US','GB','DE','NG','KE','BR','JP','CN','FR','CA','AU','ZA','MX'])[1 + n % 15]],
              now() - (n % 365) * interval '1 hour'
       FROM generate_series(1, $1::int) AS n`,
      [jobCount, JOB_GROUPS, skillLo, SKILLS],
    );
    await client.query(
      `INSERT INTO job_applications (job_id, user_id, status, resume_file_id)
       SELECT j.id, $1::int + ((j.id * 7919 + k * 4729) % $2::int),
              CASE WHEN k % 3 = 0 THEN 'accepted' WHEN k % 3 = 1 THEN 'pending' ELSE 'rejected' END, NULL
       FROM jobs j CROSS JOIN generate_series(1, $3::int) AS k WHERE j.slug LIKE 'bench-job-%'
       ON CONFLICT DO NOTHING`,
      [lo, people, APPLICATIONS_PER_JOB],
    );
    await client.query('COMMIT');
    for (const table of [
      'topics',
      'profile_topics',
      'group_profiles',
      'groups',
      'group_memberships',
      'jobs',
      'job_applications',
    ])
      await client.query(`VACUUM ANALYZE ${table}`);
    const { rows: counted } = await client.query<{ jobs: number; applications: number }>(
      'SELECT (SELECT count(*)::int FROM jobs) AS jobs, (SELECT count(*)::int FROM job_applications) AS applications',
    );
    return { ms: performance.now() - t0, talentGroupId, people, ...counted[0]! };
  } finally {
    await client.end();
  }
}
