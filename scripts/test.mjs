// `npm test`: every check the project has, in order, stopping at the first failing step.
//
//   typecheck → lint → unit (vitest unit + web) → api on PGlite → api on PostgreSQL + Redis (when
//   TEST_DATABASE_URL / TEST_REDIS_URL are set) → ensure Chromium → build the web app → e2e on the
//   embedded backends (in shards: scripts/e2e-shards.mjs) → a chosen set of e2e specs on
//   PostgreSQL + Redis (when both are set).
//   A tier that cannot run here is listed as "not run" with its reason.
//
// Test counts come from vitest's and Playwright's JSON reports. It prints a timing table and
// ends with one line `tests: N passed, N failed[, N skipped]`. Exit code is non-zero when a step
// failed or when no test ran at all.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shardPlan } from './e2e-shards.mjs';

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

function vitestStep(name, slug, projects, env) {
  const report = path.join(reportDir, `vitest-${slug}.json`);
  return {
    name,
    cmd: bin('vitest'),
    args: [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    env,
    report,
    count: countVitest,
  };
}

const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  vitestStep('unit', 'unit', hasWebProject ? ['unit', 'web'] : ['unit'], embeddedEnv()),
  vitestStep('api (PGlite)', 'api-pglite', ['api'], embeddedEnv()),
];
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
// Every API test file runs once on each supported Node line (docs/operations.md, "Node versions"):
// the machine's Node on the embedded PGlite, the production image's Node
// (PRODUCTION_NODE, the deploy/Dockerfile's line) on PostgreSQL + Redis when they are configured,
// and every other line in TEST_NODE_VERSIONS on PGlite. The other lines come from the npm registry's
// `node` package (scripts/node-lts.mjs). TEST_NODE_VERSIONS= (empty) runs everything on the
// machine's Node; TEST_NODE_FILES=a,b limits the other lines to those files (for a quick check).
const PRODUCTION_NODE = '24';
const machineNode = process.versions.node.split('.')[0];
const otherNodes = (process.env.TEST_NODE_VERSIONS ?? '22,24')
  .split(',')
  .map((v) => v.trim())
  .filter((v) => /^\d+$/.test(v) && v !== machineNode);
const nodeLineFiles = process.env.TEST_NODE_FILES?.split(',').filter(Boolean) ?? [];

/** Runs a vitest step with another Node line's binary (installed before the step starts). */
function onNode(major, step) {
  step.args = [path.join(root, 'node_modules/vitest/vitest.mjs'), ...step.args, ...nodeLineFiles];
  step.before = async () => {
    const { nodeBinary } = await import('./node-lts.mjs');
    step.cmd = nodeBinary(major);
  };
  return step;
}

const postgresNode = otherNodes.includes(PRODUCTION_NODE) ? PRODUCTION_NODE : null;
if (pgUrl) {
  const name = `${redisUrl ? 'api (PostgreSQL + Redis' : 'api (PostgreSQL'}${postgresNode ? `, Node ${postgresNode}` : ''})`;
  const step = vitestStep(name, 'api-postgres', ['api'], { ...process.env });
  steps.push(postgresNode ? onNode(postgresNode, step) : step);
} else {
  steps.push({ name: 'api (PostgreSQL + Redis)', notRun: 'TEST_DATABASE_URL is not set' });
}
for (const major of otherNodes) {
  if (pgUrl && major === postgresNode) continue;
  steps.push(
    onNode(major, vitestStep(`api (PGlite, Node ${major})`, `api-node${major}`, ['api'], embeddedEnv())),
  );
}
const e2eReport = path.join(reportDir, 'e2e.json');
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
steps.push(
  { name: 'chromium', cmd: process.execPath, args: [path.join(root, 'scripts/ensure-chromium.mjs')] },
  { name: 'build web', cmd: 'npm', args: ['run', '--silent', 'build'] },
  {
    // In E2E_SHARDS shards (default 2), each with its own server and data folder, run side by side
    // when the cores allow (scripts/e2e-shards.mjs); the counts are the shards' summed.
    name: `e2e (PGlite, ${shardPlan().shards.length} shards)`,
    cmd: process.execPath,
    args: [path.join(root, 'scripts/e2e-shards.mjs')],
    env: { ...process.env, E2E_JSON_REPORT: e2eReport },
    report: e2eReport,
    count: countPlaywright,
  },
  pgUrl && redisUrl
    ? {
        name: 'e2e (PostgreSQL + Redis)',
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
        before: () => recreateDatabase(pgUrl, e2eDatabase),
        after: () => dropDatabase(pgUrl, e2eDatabase),
        report: e2eProdReport,
        count: countPlaywright,
      }
    : { name: 'e2e (PostgreSQL + Redis)', notRun: 'TEST_DATABASE_URL and TEST_REDIS_URL are not both set' },
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

// Ctrl-C: let the children (same process group) stop, then report what ran.
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

const results = [];
const startedAll = Date.now();
for (const step of steps) {
  if (step.notRun) {
    results.push({ name: step.name, ok: true, skipped: step.notRun, seconds: 0, counts: null });
    continue;
  }
  console.log(`\n━━ ${step.name} ${'━'.repeat(Math.max(0, 60 - step.name.length))}`);
  if (step.report) rmSync(step.report, { force: true });
  const started = Date.now();
  let code;
  try {
    await step.before?.();
    code = await run(step);
  } catch (err) {
    console.error(`test: ${step.name}: ${err.message}`);
    code = 1;
  } finally {
    await step.after?.().catch(() => undefined);
  }
  const seconds = (Date.now() - started) / 1000;
  let counts = null;
  if (step.count) {
    try {
      counts = step.count(step.report);
    } catch {
      counts = null; // no report: the runner crashed before writing it
    }
  }
  const ok = code === 0 && !interrupted;
  results.push({ name: step.name, ok, code, seconds, counts });
  if (!ok) break;
}

const total = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
for (const r of results) {
  if (!r.counts) continue;
  total.passed += r.counts.passed;
  total.failed += r.counts.failed;
  total.skipped += r.counts.skipped;
  total.flaky += r.counts.flaky ?? 0;
}

const failedStep = results.find((r) => !r.ok);
const notRun = steps.slice(results.length).map((s) => s.name);

const rows = results.map((r) => [
  r.name,
  r.skipped ? `not run: ${r.skipped}` : r.ok ? 'ok' : `FAILED (exit ${r.code})`,
  `${r.seconds.toFixed(1)}s`,
  r.counts
    ? `${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}${r.counts.flaky ? ` (${r.counts.flaky} passed on retry)` : ''}`
    : '',
]);
for (const name of notRun) rows.push([name, 'not run: an earlier step failed', '', '']);
rows.push(['total', failedStep ? 'FAILED' : 'ok', `${((Date.now() - startedAll) / 1000).toFixed(1)}s`, '']);
const header = ['step', 'result', 'time', 'tests'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(line(row));

if (failedStep) console.log(`\nnpm test: step "${failedStep.name}" failed; later steps did not run.`);
if (total.flaky)
  console.log(`npm test: ${total.flaky} e2e test(s) failed first and passed on retry (see the list above).`);
const ranNone = total.passed + total.failed === 0;
if (ranNone && !failedStep) console.log('npm test: no test ran: that counts as a failure.');

console.log(
  `\ntests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failedStep || ranNone || total.failed > 0 ? 1 : 0);
