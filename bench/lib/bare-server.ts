// The bare server of the `bare` scenario (issue 25): Fastify and node-postgres, nothing else (no
// logger, no hooks, no schema serializer, no caches), answering three of the product's endpoints
// for an anonymous visitor with the product's own SQL (bare-sql.ts, the statements the product
// sends, the same round trips in the same order) and the product's JSON, byte for byte, and a
// floor route (`/floor/`) that does no work. What the
// product spends beyond this server per request is the framework, query building, row mapping,
// serialization and logging: the part issue 25 item 3 asks to cut.
//
// Run as its own process: BARE_DATABASE_URL, BARE_PORT, BARE_POOL_MAX (the product's
// DATABASE_POOL_MAX, 10); prints "listening" once ready.
import Fastify from 'fastify';
import pg from 'pg';
import {
  CAPPED_MEMBERS_COUNT,
  GROUP_BY_ID,
  GROUP_CARDS,
  JOB_BOARD_COUNT,
  JOB_BOARD_PAGE,
  JOB_BY_SLUG,
  MEMBER_DETAILS,
  MEMBER_PAGE_IDS,
  SKILL_NAMES,
  type JobRaw,
  type MemberRaw,
} from './bare-sql.js';

const databaseUrl = process.env.BARE_DATABASE_URL;
if (!databaseUrl) throw new Error('BARE_DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.BARE_POOL_MAX ?? 10) });

const JOB_PAGE_SIZE = 9;
/** LIST_COUNT_CAP + 1 (packages/shared): totals are counted this far. */
const COUNT_LIMIT = 1001;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const intArray = (ids: number[]) => `{${ids.join(',')}}`;
const textArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
const many = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The product's Job for an anonymous reader (jobs.presenter.ts, in jobSchema's key order). */
function jobJson(
  j: JobRaw,
  group: { id: number; name: string; name_slug: string; logo: string | null; group_type: string } | undefined,
  skillNames: Map<number, string>,
  now: Date,
) {
  return {
    id: j.id,
    slug: j.slug,
    title: j.title,
    description: j.description,
    requirements: j.requirements,
    job_type: j.job_type,
    job_location: j.job_location,
    address: j.address,
    job_status: j.job_status,
    status: null,
    is_featured: j.is_featured,
    is_administrator: false,
    is_open: (!j.application_open_date || j.application_open_date <= now) && j.application_close_date > now,
    application_open_date: iso(j.application_open_date),
    application_close_date: j.application_close_date.toISOString(),
    created_at: j.created_at.toISOString(),
    skills: j.skills,
    skills_detailed: j.skills.map((id) => ({ id, name: skillNames.get(id) ?? '' })),
    countries: j.countries,
    career_stages: j.career_stages,
    job_functions: j.job_functions,
    professional_fields: j.professional_fields,
    group: group
      ? {
          id: group.id,
          name: group.name,
          name_slug: group.name_slug,
          image: group.logo,
          group_type: group.group_type,
        }
      : null,
    extra_info: { questions: j.extra_info.questions },
    accepted_members_count: null,
    pending_members_count: null,
    rejected_members_count: null,
    vote_score: 0,
    user_vote_type: null,
    is_bookmarked: false,
  };
}

/** The groups and skill names of a page of jobs, in two queries at once (as the product does). */
async function presentJobs(rows: JobRaw[]) {
  const groupIds = [...new Set(rows.map((r) => r.group_id))];
  const skillIds = [...new Set(rows.flatMap((r) => r.skills))];
  const [groups, skills] = await Promise.all([
    groupIds.length
      ? pool.query({ name: 'bare_group_cards', text: GROUP_CARDS, values: [intArray(groupIds)] })
      : { rows: [] },
    skillIds.length ? pool.query(SKILL_NAMES, [intArray(skillIds)]) : { rows: [] },
  ]);
  const byId = new Map(groups.rows.map((g) => [g.id as number, g]));
  const names = new Map(skills.rows.map((s) => [s.id as number, s.name as string]));
  const now = new Date();
  return rows.map((r) => jobJson(r, byId.get(r.group_id), names, now));
}

const app = Fastify({ logger: false });

app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
  '/api/v1/jobs/',
  async (request, reply) => {
    const q = request.query;
    // The first page only (the scenario asks for no other).
    const page = 1;
    if (q.page !== undefined && q.page !== '1') return reply.status(400).send({ message: 'first page only' });
    const types = textArray(many(q.job_type));
    const locations = textArray(many(q.job_location));
    const [list, count] = await Promise.all([
      // Prepared under a name, as the product prepares its board statements (one per shape of filters).
      pool.query<JobRaw>({
        name: 'bare_board_page',
        text: JOB_BOARD_PAGE,
        values: [types, locations, JOB_PAGE_SIZE, 0],
      }),
      pool.query<{ count: number }>({
        name: 'bare_board_count',
        text: JOB_BOARD_COUNT,
        values: [types, locations, COUNT_LIMIT],
      }),
    ]);
    const n = count.rows[0]?.count ?? 0;
    const data = await presentJobs(list.rows);
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({
      data,
      pagination: { count: n, next: page * JOB_PAGE_SIZE < n ? page + 1 : null },
    });
  },
);

app.get<{ Params: { slug: string } }>('/api/v1/jobs/slug/:slug/', async (request, reply) => {
  const found = await pool.query<JobRaw>(JOB_BY_SLUG, [request.params.slug, 1]);
  const job = found.rows[0];
  // The product's access check: the job's group (public, for an anonymous reader), then present.
  const group = job ? (await pool.query(GROUP_BY_ID, [job.group_id, 1])).rows[0] : undefined;
  if (!job || !group || group.visibility !== 0 || job.job_status !== 'approved') {
    return reply.status(404).send({ message: 'Not found' });
  }
  const [data] = await presentJobs([job]);
  reply.type('application/json; charset=utf-8');
  return JSON.stringify({ data });
});

app.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
  '/api/v1/groups/:id/members/',
  async (request, reply) => {
    const groupId = Number(request.params.id);
    const q = request.query;
    const size = Number(q.page_size ?? 15);
    const page = Number(q.page ?? 1);
    const country = q.country ?? '';
    const group = (await pool.query(GROUP_BY_ID, [groupId, 1])).rows[0];
    if (!group || group.visibility !== 0) return reply.status(404).send({ message: 'Not found' });
    const inGroup = intArray([groupId]);
    const pageRows = async () => {
      const ids = await pool.query<{ id: number }>(MEMBER_PAGE_IDS, [
        inGroup,
        'accepted',
        country,
        size,
        (page - 1) * size,
      ]);
      if (ids.rows.length === 0) return [];
      return (await pool.query<MemberRaw>(MEMBER_DETAILS, [intArray(ids.rows.map((r) => r.id))])).rows;
    };
    const [rows, count] = await Promise.all([
      pageRows(),
      pool.query<{ n: number }>(CAPPED_MEMBERS_COUNT, [inGroup, 'accepted', country, COUNT_LIMIT]),
    ]);
    const n = count.rows[0]?.n ?? 0;
    const data = rows.map((r) => ({
      id: r.userId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      name_slug: r.nameSlug,
      image: r.pictureKey ? `/media/${r.pictureKey}` : null,
      institution_name: r.institutionName,
      country: r.country,
      membership_type: r.membershipType,
      membership_role: r.role,
      membership_status: r.status,
      is_verified: r.isVerified,
      joined_at: null,
      payment_status: r.paymentStatus,
      email: null,
      reason: null,
      notes: null,
      agent_responses: {},
      extra_info: {},
      files: {},
    }));
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({ data, pagination: { count: n, next: page * size < n ? page + 1 : null } });
  },
);

// The floor: one round trip that does no work (`SELECT 1`) and a two-byte-object answer. Whatever
// an endpoint does, a Node + PostgreSQL server on this machine cannot answer faster than this.
app.get('/floor/', async (_request, reply) => {
  const { rows } = await pool.query<{ ok: number }>('SELECT 1 AS ok');
  reply.type('application/json; charset=utf-8');
  return JSON.stringify(rows[0]);
});

const port = Number(process.env.BARE_PORT ?? 0);
await app.listen({ host: '127.0.0.1', port });
console.log('listening');
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
