import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { dropIndexBacklog } from './index-backlog.js';
import { BENCH_JOBS, insertJobsAndApplications } from './jobs.js';
import { BENCH_GROUPS, insertGroupsAndMemberships } from './memberships.js';
import { insertPeople, recreateDatabase } from './people.js';
import { repoRoot } from './server.js';

/** The two sizes issue 25 names: the large one is the jobs and groups scenarios' data together. */
export const BARE_SIZES = {
  small: { people: 10_000, jobs: BENCH_JOBS / 10, groups: BENCH_GROUPS / 10 },
  large: { people: 100_000, jobs: BENCH_JOBS, groups: BENCH_GROUPS },
} as const;
export type BareSize = keyof typeof BARE_SIZES;

export interface BareData {
  databaseUrl: string;
  /** The organization every generated person belongs to (the member list measured). */
  talentGroupId: number;
  /** A published job of a public group (the detail measured). */
  jobSlug: string;
  counts: { people: number; jobs: number; applications: number; memberships: number };
  /** Seconds spent generating; 0 when an existing database with the same counts was kept. */
  generateSeconds: number;
}

async function countsOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<BareData['counts'] & { talent: number | null; slug: string | null }>(
      `SELECT (SELECT count(*)::int FROM users WHERE email LIKE 'bench-%') AS people,
              (SELECT count(*)::int FROM jobs) AS jobs,
              (SELECT count(*)::int FROM job_applications) AS applications,
              (SELECT count(*)::int FROM group_memberships) AS memberships,
              (SELECT id FROM groups WHERE name_slug = 'bench-talent-network') AS talent,
              (SELECT slug FROM jobs WHERE slug = 'bench-job-7' AND job_status = 'approved') AS slug`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  } finally {
    await admin.end();
  }
}

/**
 * The database of one size: demo seed, people, jobs with applications, groups with memberships
 * (bench/lib generators, deterministic). A database of that name left by an earlier run with the
 * same generated counts is kept (the generators always produce the same rows and the scenario
 * only reads); BENCH_BARE_FRESH=1 regenerates it.
 */
export async function prepareBareData(adminUrl: string, size: BareSize): Promise<BareData> {
  const name = `careerhub_bench_bare_${size}`;
  const want = BARE_SIZES[size];
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (process.env.BENCH_BARE_FRESH !== '1' && (await databaseExists(adminUrl, name))) {
    const found = await countsOf(url.toString()).catch(() => null);
    if (found && found.people === want.people && found.jobs >= want.jobs && found.talent && found.slug) {
      console.log(
        `  ${size}: kept ${name} (${found.people.toLocaleString('en')} people, ${found.jobs.toLocaleString('en')} jobs)`,
      );
      return {
        databaseUrl: url.toString(),
        talentGroupId: found.talent,
        jobSlug: found.slug,
        counts: {
          people: found.people,
          jobs: found.jobs,
          applications: found.applications,
          memberships: found.memberships,
        },
        generateSeconds: 0,
      };
    }
  }
  const t0 = performance.now();
  const databaseUrl = await recreateDatabase(adminUrl, name);
  const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
  await insertPeople(databaseUrl, want.people);
  const jobs = await insertJobsAndApplications(databaseUrl, want.jobs);
  await insertGroupsAndMemberships(databaseUrl, want.groups);
  await dropIndexBacklog(databaseUrl);
  const found = await countsOf(databaseUrl);
  const generateSeconds = (performance.now() - t0) / 1000;
  console.log(
    `  ${size}: generated ${name} in ${generateSeconds.toFixed(0)} s: ${found.people.toLocaleString('en')} people, ` +
      `${found.jobs.toLocaleString('en')} jobs, ${found.applications.toLocaleString('en')} applications, ` +
      `${found.memberships.toLocaleString('en')} memberships`,
  );
  if (!found.slug) throw new Error('the generated job bench-job-7 is not published');
  return {
    databaseUrl,
    talentGroupId: jobs.talentGroupId,
    jobSlug: found.slug,
    counts: {
      people: found.people,
      jobs: found.jobs,
      applications: found.applications,
      memberships: found.memberships,
    },
    generateSeconds,
  };
}
