// `npm test`: every check the project has, side by side on the machine's cores
// (scripts/test-runner.mjs), stopping at the first failing step.
//
//   typecheck, lint, unit (vitest unit + web), the web build and Chromium; the API tests on PGlite and,
//   when TEST_DATABASE_URL / TEST_REDIS_URL are set, on PostgreSQL + Redis, spread over the supported
//   Node lines; the e2e shards on the embedded backends; a chosen set of e2e specs on PostgreSQL +
//   Redis (when both are set). A tier that cannot run here is listed as "not run" with its reason.
//
// TEST_CONCURRENCY (default: the machine's cores, at least 2) is how many steps run at once.
// Test counts come from vitest's and Playwright's JSON reports. It prints a timing table and
// ends with one line `tests: N passed, N failed[, N skipped]`. Exit code is non-zero when a step
// failed or when no test ran at all.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shardPlan } from './e2e-shards.mjs';
import { runSteps, tailOf } from './test-runner.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = path.join(root, 'test-results');
mkdirSync(reportDir, { recursive: true });

const hasWebProject = existsSync(path.join(root, 'apps/web/vite.config.ts'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Environment without the variables that switch the API tests to PostgreSQL/Redis. */
function embeddedEnv() {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  delete env.TEST_REDIS_URL;
  return env;
}

function vitestStep(name, slug, projects, env, files = []) {
  const report = path.join(reportDir, `vitest-${slug}.json`);
  return {
    name,
    slug,
    cmd: bin('vitest'),
    args: [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
      ...files,
    ],
    env,
    report,
    count: countVitest,
  };
}

/** Every API test file, sorted (paths relative to the root, as vitest takes them). */
function allApiTestFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.api.test.ts')) found.push(rel);
    }
  };
  walk('apps/server/src');
  return found.sort();
}

// The fault-injection tests (a Redis or PostgreSQL stopped and frozen, a worker killed, a shutdown
// under load) hold the server to time limits of a second or two: they run alone, first, on the
// machine's Node, and bring their own PostgreSQL and Redis where they need them.
const isFaultTest = (file) => file.endsWith('.faults.api.test.ts');
const faultFiles = allApiTestFiles().filter(isFaultTest);
const apiTestFiles = () => allApiTestFiles().filter((file) => !isFaultTest(file));

const steps = [
  {
    ...vitestStep(
      `api (fault injection, ${faultFiles.length} files, alone)`,
      'api-faults',
      ['api'],
      embeddedEnv(),
      faultFiles,
    ),
    exclusive: true,
  },
  { name: 'typecheck', slug: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'build web', slug: 'build', cmd: 'npm', args: ['run', '--silent', 'build'] },
  {
    name: 'chromium',
    slug: 'chromium',
    cmd: process.execPath,
    args: [path.join(root, 'scripts/ensure-chromium.mjs')],
  },
  { name: 'lint', slug: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
];
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

// The supported Node lines (docs/operations.md, "Node versions"): the machine's, and those in
// TEST_NODE_VERSIONS (default 22,24) from the npm registry's `node` package (scripts/node-lts.mjs).
// Every API test file runs once on PGlite and, when configured, once on PostgreSQL + Redis:
// - PostgreSQL + Redis: every file, on the production image's Node (PRODUCTION_NODE, the
//   deploy/Dockerfile's line);
// - PGlite: the files dealt out in turn to the other lines (the machine's Node among them), so each
//   line runs real API tests and the two database passes cost two passes, not one per line.
// TEST_NODE_FULL=1 runs every file on every line instead (three full passes: a release check);
// TEST_NODE_VERSIONS= (empty) runs everything on the machine's Node.
const PRODUCTION_NODE = '24';
const machineNode = process.versions.node.split('.')[0];
const otherNodes = (process.env.TEST_NODE_VERSIONS ?? '22,24')
  .split(',')
  .map((v) => v.trim())
  .filter((v) => /^\d+$/.test(v) && v !== machineNode);
const fullMatrix = process.env.TEST_NODE_FULL === '1';

/** Runs a vitest step with another Node line's binary (installed before the step starts). */
function onNode(major, step) {
  step.args = [path.join(root, 'node_modules/vitest/vitest.mjs'), ...step.args];
  step.before = async () => {
    const { nodeBinary } = await import('./node-lts.mjs');
    step.cmd = nodeBinary(major);
  };
  return step;
}
const withNode = (major, step) => (major === machineNode ? step : onNode(major, step));

const postgresNode = otherNodes.includes(PRODUCTION_NODE) ? PRODUCTION_NODE : machineNode;
const apiSteps = [];
if (pgUrl) {
  const name = `api (${redisUrl ? 'PostgreSQL + Redis' : 'PostgreSQL'}, Node ${postgresNode})`;
  apiSteps.push(
    withNode(postgresNode, vitestStep(name, 'api-postgres', ['api'], { ...process.env }, apiTestFiles())),
  );
} else {
  apiSteps.push({
    name: 'api (PostgreSQL + Redis)',
    slug: 'api-postgres',
    notRun: 'TEST_DATABASE_URL is not set',
  });
}
const pgliteLines = [machineNode, ...otherNodes.filter((v) => !(pgUrl && v === postgresNode) || fullMatrix)];
const apiFiles = apiTestFiles();
for (const [i, major] of pgliteLines.entries()) {
  const files = fullMatrix ? apiFiles : apiFiles.filter((_, n) => n % pgliteLines.length === i);
  const share =
    fullMatrix || pgliteLines.length === 1 ? 'all files' : `${files.length} of ${apiFiles.length} files`;
  apiSteps.push(
    withNode(
      major,
      vitestStep(
        `api (PGlite, Node ${major}, ${share})`,
        `api-pglite-node${major}`,
        ['api'],
        embeddedEnv(),
        files,
      ),
    ),
  );
}

const e2eProdReport = path.join(reportDir, 'e2e-postgres.json');
// The flows that depend most on the backends (sessions, chat across tabs, groups, jobs) also run
// against PostgreSQL and Redis, on a database made for this run.
const E2E_ON_PRODUCTION_BACKENDS = [
  'tests/auth-session.spec.ts',
  'tests/chat.spec.ts',
  'tests/groups-circle.spec.ts',
  'tests/jobs-apply.spec.ts',
];
const e2eDatabase = `careerhub_e2e_${process.pid}`;
// Each e2e shard is its own step (own server, port and data folder: scripts/e2e-shards.mjs).
const { shards } = shardPlan({ ...process.env, E2E_SHARD: '' });
const e2eSteps = shards.map((shard) => {
  const report = path.join(reportDir, `e2e-${shard.index}-of-${shard.total}.json`);
  return {
    name: `e2e (PGlite, shard ${shard.index}/${shard.total})`,
    slug: `e2e-${shard.index}`,
    cmd: process.execPath,
    args: [path.join(root, 'scripts/e2e-shards.mjs')],
    env: { ...process.env, E2E_SHARD: `${shard.index}/${shard.total}`, E2E_JSON_REPORT: report },
    needs: ['build', 'chromium'],
    report,
    count: countPlaywright,
  };
});
const e2eProduction =
  pgUrl && redisUrl
    ? {
        name: 'e2e (PostgreSQL + Redis)',
        slug: 'e2e-postgres',
        cmd: bin('playwright'),
        args: ['test', ...E2E_ON_PRODUCTION_BACKENDS],
        cwd: path.join(root, 'e2e'),
        env: {
          ...process.env,
          E2E_JSON_REPORT: e2eProdReport,
          E2E_DATABASE_URL: withDatabase(pgUrl, e2eDatabase),
          E2E_REDIS_URL: redisUrl,
          E2E_PORT: '4390',
        },
        // After the API tests on Redis: the rate limits and pub/sub channels are Redis-wide.
        needs: ['build', 'chromium', 'api-postgres'],
        before: () => recreateDatabase(pgUrl, e2eDatabase),
        after: () => dropDatabase(pgUrl, e2eDatabase),
        report: e2eProdReport,
        count: countPlaywright,
      }
    : {
        name: 'e2e (PostgreSQL + Redis)',
        slug: 'e2e-postgres',
        notRun: 'TEST_DATABASE_URL and TEST_REDIS_URL are not both set',
      };

// Start order when a slot frees: the long API passes and e2e shards interleaved, the quick unit
// tier near the end (it fits in the gaps), the production-backend e2e last.
const [apiPostgres, ...apiPglite] = apiSteps;
const [firstShard, ...otherShards] = e2eSteps;
steps.push(apiPostgres, firstShard);
for (let i = 0; i < Math.max(apiPglite.length, otherShards.length); i++)
  steps.push(...[apiPglite[i], otherShards[i]].filter(Boolean));
steps.push(
  vitestStep('unit', 'unit', hasWebProject ? ['unit', 'web'] : ['unit'], embeddedEnv()),
  e2eProduction,
);
const slots = Math.max(
  2,
  Number(process.env.TEST_CONCURRENCY) || os.availableParallelism?.() || os.cpus().length,
);

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url, sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
/** A new database for the e2e server, migrated and with the demo community the specs sign in as. */
const recreateDatabase = async (url, name) => {
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const seeded = await run({
    cmd: 'npm',
    args: ['run', '--silent', 'seed'],
    env: { ...process.env, DATABASE_URL: withDatabase(url, name), REDIS_URL: '' },
  });
  if (seeded !== 0) throw new Error(`npm run seed exited with ${seeded}`);
};
const dropDatabase = (url, name) => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

function countVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A test file that failed to load has no failing test in it: count it as one failure.
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + brokenFiles,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const s = r.stats ?? {};
  const flaky = s.flaky ?? 0;
  const errors = (r.errors ?? []).length;
  return {
    passed: (s.expected ?? 0) + flaky,
    failed: (s.unexpected ?? 0) + (errors > 0 && !s.unexpected ? 1 : 0),
    skipped: s.skipped ?? 0,
    flaky,
  };
}

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: step.cwd ?? root,
      env: step.env ?? process.env,
      stdio: 'inherit',
    });
    child.on('error', (err) => {
      console.error(`test: could not start ${step.cmd}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// TEST_PLAN=1: print the steps, what each needs and the order they start in, and stop.
if (process.env.TEST_PLAN === '1') {
  for (const st of steps)
    console.log(
      `${st.slug.padEnd(18)} ${st.notRun ? `not run: ${st.notRun}` : st.name}${st.needs ? `  (after ${st.needs.join(', ')})` : ''}${st.args?.some((a) => a.endsWith('.api.test.ts')) ? `  [${st.args.filter((a) => a.endsWith('.api.test.ts')).length} files]` : ''}`,
    );
  console.log(`${slots} at a time`);
  process.exit(0);
}

const startedAll = Date.now();
console.log(`npm test: ${steps.filter((st) => !st.notRun).length} steps, ${slots} at a time`);
const { results, notStarted, interrupted } = await runSteps(steps, {
  slots,
  logDir: path.join(reportDir, 'logs'),
  cwd: root,
});

const total = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
for (const r of results) {
  if (!r.counts) continue;
  total.passed += r.counts.passed;
  total.failed += r.counts.failed;
  total.skipped += r.counts.skipped;
  total.flaky += r.counts.flaky ?? 0;
}

const failedSteps = results.filter((r) => !r.ok && !r.stopped);
const failedStep = failedSteps[0] ?? (interrupted ? { step: { name: 'interrupted' } } : undefined);

const rows = results.map((r) => [
  r.step.name,
  r.skipped
    ? `not run: ${r.skipped}`
    : r.stopped
      ? 'stopped: another step failed'
      : r.ok
        ? 'ok'
        : `FAILED (exit ${r.code})`,
  `${r.seconds.toFixed(1)}s`,
  r.counts
    ? `${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}${r.counts.flaky ? ` (${r.counts.flaky} passed on retry)` : ''}`
    : '',
]);
for (const name of notStarted) rows.push([name, 'not run: an earlier step failed', '', '']);
rows.push([
  'total (wall clock)',
  failedStep ? 'FAILED' : 'ok',
  `${((Date.now() - startedAll) / 1000).toFixed(1)}s`,
  '',
]);
for (const r of failedSteps)
  console.log(
    `\n━━ the last lines of "${r.step.name}" (all of it: ${path.relative(root, r.logFile)})\n${tailOf(r.logFile)}`,
  );
const header = ['step', 'result', 'time', 'tests'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(line(row));

if (failedStep)
  console.log(
    `\nnpm test: step "${failedStep.step.name}" failed; the steps running beside it were stopped, later ones did not start.`,
  );
if (total.flaky)
  console.log(`npm test: ${total.flaky} e2e test(s) failed first and passed on retry (see the list above).`);
const ranNone = total.passed + total.failed === 0;
if (ranNone && !failedStep) console.log('npm test: no test ran: that counts as a failure.');

console.log(
  `\ntests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failedStep || ranNone || total.failed > 0 ? 1 : 0);
