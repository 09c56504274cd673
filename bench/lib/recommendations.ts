import pg from 'pg';

/** The population the recommendations bench ranks over (people come from insertPeople). */
export const RECS_SCALE = {
  skills: 300,
  interests: 100,
  groups: 3_000,
  membersPerGroup: 40,
  followsPerPerson: 15,
  jobs: 10_000,
  resources: 20_000,
  useCases: 3_000,
  aiTools: 500,
  savesPerPerson: 6,
} as const;

/**
 * Everything recommendations read, with generate_series: skills and interests on every profile,
 * career answers, circles, events and organizations with topics (every 10th private) and members,
 * follows between people, jobs with skills, resources and use cases with topics, AI tools linked
 * to use cases, saves and vote scores. People come from insertPeople (emails bench-N@…).
 */
export async function insertRecommendationWorld(
  url: string,
): Promise<{ ms: number; people: number[]; groups: number[] }> {
  const S = RECS_SCALE;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    const { rows: range } = await client.query<{ lo: number; hi: number }>(
      `SELECT min(id) AS lo, max(id) AS hi FROM users WHERE email LIKE 'bench-%@bench.careerhub.example'`,
    );
    const lo = Number(range[0]!.lo);
    const hi = Number(range[0]!.hi);
    const n = hi - lo + 1;
    const one = async (text: string, values: unknown[] = []) => client.query(text, values);
    await one('BEGIN');
    const topicLo = Number(
      (
        await one(
          `WITH t AS (INSERT INTO topics (name, topic_type)
             SELECT 'Bench Skill ' || k, 'skill' FROM generate_series(1, $1::int) k
             UNION ALL SELECT 'Bench Interest ' || k, 'general' FROM generate_series(1, $2::int) k RETURNING id)
           SELECT min(id) AS lo FROM t`,
          [S.skills, S.interests],
        )
      ).rows[0].lo,
    );
    const interestLo = topicLo + S.skills;
    await one(
      `INSERT INTO profile_topics (user_id, topic_id, kind, position)
       SELECT u, $3::int + ((u * 31 + k * 37) % $4::int), 'skill', k
       FROM generate_series($1::int, $2::int) u CROSS JOIN generate_series(1, 5) k ON CONFLICT DO NOTHING`,
      [lo, hi, topicLo, S.skills],
    );
    await one(
      `INSERT INTO profile_topics (user_id, topic_id, kind, position)
       SELECT u, $3::int + ((u * 7 + k * 11) % $4::int), 'general', k
       FROM generate_series($1::int, $2::int) u CROSS JOIN generate_series(1, 2) k ON CONFLICT DO NOTHING`,
      [lo, hi, interestLo, S.interests],
    );
    await one(
      `INSERT INTO group_profiles (user_id, group_id, career_stage, job_function, professional_field, "current_role")
       SELECT u, NULL, 1 + u % 5, 1 + u % 13, 1 + (u / 7) % 12, 1 + u % 8 FROM generate_series($1::int, $2::int) u`,
      [lo, hi],
    );
    const groupLo = Number(
      (
        await one(
          `WITH g AS (INSERT INTO groups (name, name_slug, group_type, description, visibility, is_verified, country,
                        topics, career_stages, professional_fields, start_date, end_date)
             SELECT 'Bench ' || (ARRAY['Circle','Event','Organization'])[1 + k % 3] || ' ' || k, 'bench-rec-group-' || k,
               (ARRAY['circle','event','organization'])[1 + k % 3], 'A generated group.',
               CASE WHEN k % 10 = 0 THEN 20 ELSE 0 END, true,
               (ARRAY['NP','IN','US','GB','DE','NG','KE','BR'])[1 + k % 8],
               jsonb_build_array($2::int + k % $3::int, $4::int + (k * 7) % $5::int),
               jsonb_build_array(1 + k % 5), jsonb_build_array(1 + k % 12),
               CASE WHEN k % 3 = 2 THEN NULL ELSE now() + interval '10 days' END,
               CASE WHEN k % 3 = 2 THEN NULL ELSE now() + interval '40 days' END
             FROM generate_series(1, $1::int) k RETURNING id)
           SELECT min(id) AS lo FROM g`,
          [S.groups, interestLo, S.interests, topicLo, S.skills],
        )
      ).rows[0].lo,
    );
    await one(
      `INSERT INTO group_memberships (group_id, user_id, role, status, joined_at)
       SELECT $1::int + g, $2::int + ((g * 7919 + k * 4729) % $3::int), 'member', 'accepted', now()
       FROM generate_series(0, $4::int - 1) g CROSS JOIN generate_series(1, $5::int) k ON CONFLICT DO NOTHING`,
      [groupLo, lo, n, S.groups, S.membersPerGroup],
    );
    await one(`DELETE FROM background_jobs WHERE name = 'system-agents.review-member'`);
    await one(
      `INSERT INTO follows (follower_id, target_type, target_id)
       SELECT u, 'user', $1::int + ((u::bigint * 104729 + k * 7919) % $3::int)::int
       FROM generate_series($1::int, $2::int) u CROSS JOIN generate_series(1, $4::int) k
       WHERE $1::int + ((u::bigint * 104729 + k * 7919) % $3::int)::int <> u ON CONFLICT DO NOTHING`,
      [lo, hi, n, S.followsPerPerson],
    );
    await one(
      `INSERT INTO jobs (slug, title, description, job_type, job_location, job_status, group_id, application_close_date,
                         skills, career_stages, professional_fields, job_functions, countries)
       SELECT 'bench-rec-job-' || k, 'Bench job ' || k, 'A generated job.', 'full_time', 'remote',
         CASE WHEN k % 10 = 0 THEN 'pending' ELSE 'approved' END,
         $2::int + 3 * (k % ($3::int / 3)) + 1, now() + interval '30 days',
         ARRAY(SELECT $4::int + ((k * 13 + j * 17) % $5::int) FROM generate_series(1, 3 + k % 3) j),
         ARRAY[1 + k % 5], ARRAY[1 + k % 12], ARRAY[1 + k % 13],
         ARRAY[(ARRAY['NP','IN','US','GB','DE','NG','KE','BR'])[1 + k % 8]]
       FROM generate_series(1, $1::int) k`,
      [S.jobs, groupLo, S.groups, topicLo, S.skills],
    );
    await one(
      `INSERT INTO contents (slug, title, title_slug, content, data, raw_text, type, status, security_level, topics)
       SELECT 'bench-rec-res-' || k, 'Bench resource ' || k, 'bench-rec-res-' || k, '<p>Notes.</p>',
         '{"blocks":[]}'::jsonb, 'Notes.', 'resource', CASE WHEN k % 10 = 3 THEN 'pending' ELSE 'approved' END, 0,
         ARRAY[$2::int + k % $3::int, $4::int + (k * 3) % $5::int]
       FROM generate_series(1, $1::int) k`,
      [S.resources, interestLo, S.interests, topicLo, S.skills],
    );
    await one(
      `INSERT INTO use_cases (slug, title, description, status, topics, career_stages, professional_fields, job_functions)
       SELECT 'bench-rec-uc-' || k, 'Bench use case ' || k, 'A generated use case.',
         CASE WHEN k % 10 = 3 THEN 'pending' ELSE 'approved' END,
         ARRAY[$2::int + k % $3::int, $4::int + (k * 3) % $5::int], ARRAY[1 + k % 5], ARRAY[1 + k % 12], ARRAY[1 + k % 13]
       FROM generate_series(1, $1::int) k`,
      [S.useCases, interestLo, S.interests, topicLo, S.skills],
    );
    await one(
      `INSERT INTO ai_tools (slug, name, description, status)
       SELECT 'bench-rec-tool-' || k, 'Bench tool ' || k, 'A generated tool.', 'approved' FROM generate_series(1, $1::int) k`,
      [S.aiTools],
    );
    await one(
      `INSERT INTO use_case_ai_tools (use_case_id, ai_tool_id, position)
       SELECT u.id, t.id, 0 FROM use_cases u JOIN ai_tools t
         ON t.slug IN ('bench-rec-tool-' || (1 + u.id % $1::int), 'bench-rec-tool-' || (1 + (u.id * 7) % $1::int))
       WHERE u.slug LIKE 'bench-rec-uc-%' ON CONFLICT DO NOTHING`,
      [S.aiTools],
    );
    await one(
      `INSERT INTO bookmarks (user_id, content_type, object_id)
       SELECT u, 'content', c.lo + ((u * 31 + k * 7) % $3::int)
       FROM generate_series($1::int, $2::int) u CROSS JOIN generate_series(1, $4::int) k
         CROSS JOIN (SELECT min(id) AS lo FROM contents WHERE slug LIKE 'bench-rec-res-%') c
       ON CONFLICT DO NOTHING`,
      [lo, hi, S.resources, S.savesPerPerson],
    );
    await one(
      `INSERT INTO vote_scores (content_type, object_id, score)
       SELECT 'use_case', id, id % 40 FROM use_cases WHERE slug LIKE 'bench-rec-uc-%'
       UNION ALL SELECT 'content', id, id % 25 FROM contents WHERE slug LIKE 'bench-rec-res-%'
       ON CONFLICT DO NOTHING`,
    );
    // The bench measures recommendations, not the assistant's indexer catching up with the inserts.
    await one('DELETE FROM assistant_index_queue');
    await one('COMMIT');
    for (const table of [
      'topics',
      'profile_topics',
      'group_profiles',
      'groups',
      'group_memberships',
      'group_counters',
      'follows',
      'jobs',
      'contents',
      'use_cases',
      'ai_tools',
      'use_case_ai_tools',
      'bookmarks',
      'vote_scores',
    ])
      await one(`VACUUM ANALYZE ${table}`);
    // Readers spread over the population.
    const people = Array.from({ length: 30 }, (_, i) => lo + Math.floor((i * n) / 30) + 1);
    // Groups whose managers ask for collaborators and partners (decision 0038): 30 spread over all.
    const { rows: groupRows } = await client.query<{ id: number }>(
      `SELECT id FROM groups WHERE name_slug LIKE 'bench-rec-group-%' ORDER BY id`,
    );
    const groups = Array.from({ length: 30 }, (_, i) =>
      Number(groupRows[Math.floor((i * groupRows.length) / 30)]!.id),
    );
    return { ms: performance.now() - t0, people, groups };
  } finally {
    await client.end();
  }
}
