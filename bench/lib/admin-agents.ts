import { loadavg } from 'node:os';
import pg from 'pg';
import { timedJson } from './server.js';

const RANK_JOB = 'system-agents.rank-enthusiasm';
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Before the server starts: the enthusiasm rankings queued by the data load (the migration's
 * first sweep, the drain the circle joins queued) are dropped so they do not run under the
 * metrics measurement (the scenario times one organization's ranking on its own afterwards), and
 * an organization closed to sign-ups is made the default of the bench's host (127.0.0.1), so a
 * sign-up asks to join it and the registration agent reviews the request.
 */
export async function prepareAgents(url: string): Promise<{ signupOrgId: number }> {
  return withClient(url, async (client) => {
    await client.query(`DELETE FROM background_jobs WHERE name = $1 AND state = 'queued'`, [RANK_JOB]);
    await client.query('DELETE FROM enthusiasm_dirty');
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO groups (name, name_slug, group_type, description, domain, is_default, admission)
       VALUES ('Bench Sign-up Organization', 'bench-signup-org', 'organization', 'Sign-ups of the admin bench.',
               '127.0.0.1', true, 'closed')
       RETURNING id`,
    );
    return { signupOrgId: rows[0]!.id };
  });
}

/**
 * Issue 23: "a system agent verdict for a new member within 2 s of sign-up". Signs up `runs`
 * people one after another through POST /api/v1/register/ and times, for each, from the request
 * until its registration_approval verdict exists (polled every 20 ms in the database).
 */
export async function measureSignupVerdicts(
  url: string,
  base: string,
  orgId: number,
  runs: number,
): Promise<{ p50: number; p95: number; max: number; loadavg: number[] }> {
  return withClient(url, async (client) => {
    const times: number[] = [];
    const stamp = Date.now().toString(36);
    for (let i = 0; i < runs; i += 1) {
      const email = `bench-signup-${stamp}-${i}@example.org`;
      const t0 = performance.now();
      const res = await timedJson(`${base}/register/`, {
        method: 'POST',
        body: {
          first_name: 'Ama',
          last_name: `Mensah ${i}`,
          email,
          password: 'Bench-signup-9!',
          confirm_password: 'Bench-signup-9!',
        },
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
      for (;;) {
        const { rows } = await client.query(
          `SELECT 1 FROM system_agent_verdicts v JOIN system_agents a ON a.id = v.agent_id
           JOIN users u ON u.id = v.entity_id
           WHERE a.agent_type = 'registration_approval' AND v.entity = 'user' AND v.group_id = $1 AND u.email = $2`,
          [orgId, email],
        );
        if (rows.length > 0) break;
        if (performance.now() - t0 > 30_000) throw new Error(`no verdict for ${email} after 30 s`);
        await sleep(20);
      }
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return {
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      max: times.at(-1)!,
      loadavg: loadavg(),
    };
  });
}

/**
 * The ai_enthusiasm_ranking agent over one whole organization: a ranking job queued for it (as the
 * daily sweep does per organization), timed from the enqueue until the queue marks it done (so
 * it includes up to one poll interval, JOBS_POLL_MS = 1 s, before a worker picks it up).
 */
export async function measureOrganizationRanking(
  url: string,
  orgId: number,
): Promise<{ ms: number; ranked: number; levels: Record<string, number>; loadavg: number[] }> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO background_jobs (name, payload, max_attempts) VALUES ($1, $2::jsonb, 1) RETURNING id`,
      [RANK_JOB, JSON.stringify({ group_id: orgId })],
    );
    const id = rows[0]!.id;
    const t0 = performance.now();
    for (;;) {
      const { rows: state } = await client.query<{ state: string; last_error: string | null }>(
        `SELECT state, last_error FROM background_jobs WHERE id = $1`,
        [id],
      );
      const job = state[0]!;
      if (job.state === 'dead') throw new Error(`ranking failed: ${job.last_error}`);
      if (job.state === 'done') {
        const ms = performance.now() - t0;
        const { rows: levels } = await client.query<{ level: string; n: number }>(
          `SELECT v.level, count(*)::int AS n FROM system_agent_verdicts v JOIN system_agents a ON a.id = v.agent_id
           WHERE a.agent_type = 'ai_enthusiasm_ranking' AND v.group_id = $1 GROUP BY v.level`,
          [orgId],
        );
        const counts = Object.fromEntries(levels.map((l) => [l.level, l.n]));
        return {
          ms,
          ranked: levels.reduce((sum, l) => sum + l.n, 0),
          levels: counts,
          loadavg: loadavg(),
        };
      }
      await sleep(200);
    }
  });
}
