// `npm test`: every check the project has, in order, stopping at the first failing step.
//
//   typecheck → lint → unit (vitest unit + web) → api on PGlite → api on PostgreSQL (only when
//   TEST_DATABASE_URL is set) → ensure Chromium → build the web app → e2e (Playwright)
//
// Test counts come from vitest's and Playwright's JSON reports. It prints a timing table and
// ends with one line `tests: N passed, N failed[, N skipped]`. Exit code is non-zero when a step
// failed or when no test ran at all.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
if (process.env.TEST_DATABASE_URL) {
  steps.push(vitestStep('api (PostgreSQL)', 'api-postgres', ['api'], { ...process.env }));
}
const e2eReport = path.join(reportDir, 'e2e.json');
steps.push(
  { name: 'chromium', cmd: process.execPath, args: [path.join(root, 'scripts/ensure-chromium.mjs')] },
  { name: 'build web', cmd: 'npm', args: ['run', '--silent', 'build'] },
  {
    name: 'e2e',
    cmd: bin('playwright'),
    args: ['test'],
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, E2E_JSON_REPORT: e2eReport },
    report: e2eReport,
    count: countPlaywright,
  },
);

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
  console.log(`\n━━ ${step.name} ${'━'.repeat(Math.max(0, 60 - step.name.length))}`);
  if (step.report) rmSync(step.report, { force: true });
  const started = Date.now();
  const code = await run(step);
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
  r.ok ? 'ok' : `FAILED (exit ${r.code})`,
  `${r.seconds.toFixed(1)}s`,
  r.counts
    ? `${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}${r.counts.flaky ? ` (${r.counts.flaky} passed on retry)` : ''}`
    : '',
]);
for (const name of notRun) rows.push([name, 'not run', '', '']);
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
