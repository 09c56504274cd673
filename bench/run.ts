// Benchmarks (not part of `npm test`): `npm run bench` runs them all, `npm run bench -- bundle
// startup` only those named. Each writes bench/results/<name>.json; a table closes the run.
// Every target is a server this script starts on 127.0.0.1; every loop is bounded.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/server.js';
import { meetsTarget, type Scenario, type ScenarioResult, type SharedState } from './lib/types.js';
import { resumeAccuracy } from './scenarios/resume-accuracy.js';
import { assistantQuality } from './scenarios/assistant-quality.js';
import { authTiming } from './scenarios/auth-timing.js';
import { bundle } from './scenarios/bundle.js';
import { identity } from './scenarios/identity.js';
import { login } from './scenarios/login.js';
import { optionsConfig } from './scenarios/options-config.js';
import { paymentsWebhooks } from './scenarios/payments-webhooks.js';
import { resumeParse } from './scenarios/resume-parse.js';
import { search } from './scenarios/search.js';
import { groups } from './scenarios/groups.js';
import { admin } from './scenarios/admin.js';
import { jobs } from './scenarios/jobs.js';
import { contents } from './scenarios/contents.js';
import { usecases } from './scenarios/usecases.js';
import { recommendations } from './scenarios/recommendations.js';
import { lighthouse } from './scenarios/lighthouse.js';
import { ssrPages } from './scenarios/ssr-pages.js';
import { startup } from './scenarios/startup.js';
import { wsIdle } from './scenarios/ws-idle.js';
import { wsLatency } from './scenarios/ws-latency.js';
import { careergps } from './scenarios/careergps.js';
import { assistantAnswer } from './scenarios/assistant-answer.js';
import { bare } from './scenarios/bare.js';

const all: Scenario[] = [
  bundle,
  startup,
  optionsConfig,
  resumeParse,
  resumeAccuracy,
  assistantQuality,
  login,
  authTiming,
  identity,
  search,
  wsIdle,
  wsLatency,
  groups,
  admin,
  jobs,
  contents,
  usecases,
  recommendations,
  paymentsWebhooks,
  careergps,
  assistantAnswer,
  ssrPages,
  bare,
  lighthouse,
];
const resultsDir = path.join(repoRoot, 'bench/results');

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !all.some((s) => s.name === w));
if (unknown.length) {
  console.error(`unknown scenario(s): ${unknown.join(', ')}; known: ${all.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? all.filter((s) => wanted.includes(s.name)) : all;

// Every scenario measures the web app built from the current sources (a couple of seconds), and a
// server that then has nothing to build. BENCH_SKIP_BUILD=1 keeps an existing build.
const needsBuild = selected.some((s) => s.needsWebBuild !== false);
if (
  needsBuild &&
  (process.env.BENCH_SKIP_BUILD !== '1' ||
    !existsSync(path.join(repoRoot, 'apps/web/dist/.vite/manifest.json')))
) {
  console.log('bench: building the web app (npm run build)...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

mkdirSync(resultsDir, { recursive: true });
const shared: SharedState = {};
const results: ScenarioResult[] = [];
let failures = 0;
for (const scenario of selected) {
  console.log(`\n== ${scenario.name}: ${scenario.description} (load average ${os.loadavg()[0]!.toFixed(1)})`);
  const loadBefore = os.loadavg()[0]!;
  try {
    const result = await scenario.run(shared);
    results.push(result);
    const record = {
      ...result,
      description: scenario.description,
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      // Other work on the machine skews the numbers: a 1-minute load average above the core count means they are pessimistic.
      loadAverage1m: { before: loadBefore, after: os.loadavg()[0]! },
      withinTargets: result.metrics.every(meetsTarget),
    };
    writeFileSync(path.join(resultsDir, `${scenario.name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  } catch (err) {
    failures++;
    console.error(`bench: ${scenario.name} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
if (shared.warmDataDir) rmSync(shared.warmDataDir, { recursive: true, force: true });

const fmt = (v: number) =>
  Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2);
const rows = results.flatMap((r) =>
  r.metrics.map((m) => [
    r.name,
    m.name,
    `${fmt(m.value)} ${m.unit}`.trim(),
    m.target !== undefined ? `< ${m.target} ${m.unit}`.trim() : m.min !== undefined ? `≥ ${m.min}` : '',
    m.target === undefined && m.min === undefined
      ? ''
      : meetsTarget(m)
        ? 'ok'
        : m.min !== undefined
          ? 'UNDER'
          : 'OVER',
  ]),
);
const header = ['scenario', 'metric', 'value', 'target', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i]!))
    .join('  ')
    .trimEnd();
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(line(row));
console.log(`\nresults in bench/results/: ${results.map((r) => `${r.name}.json`).join(', ')}`);
const over = rows.filter((r) => r[4] === 'OVER' || r[4] === 'UNDER').length;
if (over) console.log(`bench: ${over} metric(s) off target`);
const strictMisses = results.filter(
  (r) => selected.find((s) => s.name === r.name)?.failsOffTarget && !r.metrics.every(meetsTarget),
);
if (strictMisses.length)
  console.log(`bench: ${strictMisses.map((r) => r.name).join(', ')} below target: failing`);
process.exit(failures || strictMisses.length ? 1 : 0);
