// The e2e tier in shards: `node scripts/e2e-shards.mjs [playwright args, e.g. spec files]`.
//
// Playwright splits the specs into E2E_SHARDS parts (`--shard=i/N`, default 2). Each shard is its
// own `playwright test` process with its own server (port E2E_PORT + (i-1) * E2E_SHARD_PORT_STEP),
// its own brand-new DATA_DIR and server log (checked by log-check.ts in that shard's teardown) and
// its own output folder and JSON report. Shards run E2E_SHARD_CONCURRENCY at a time (by default
// one per two cores, at least one): each runs a server, Chromium and its workers. The Playwright
// workers (at most 2) are shared out between the shards that run at once.
//
// In CI the shards can also run on separate machines: E2E_SHARD=i/N runs only that shard.
//
// The merged report (E2E_JSON_REPORT, Playwright's stats summed) is what scripts/test.mjs counts;
// each shard's own counts are printed as the shards finish. Exit code: non-zero when any shard failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const e2eDir = path.join(root, 'e2e');

const positive = (value, fallback) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Which shards to run here: all of 1..N, or the one E2E_SHARD=i/N names. */
export function shardPlan(env = process.env, cores = os.availableParallelism?.() ?? os.cpus().length) {
  const single = /^(\d+)\/(\d+)$/.exec(env.E2E_SHARD ?? '');
  const total = single ? Number(single[2]) : positive(env.E2E_SHARDS, 2);
  const indexes = single ? [Number(single[1])] : Array.from({ length: total }, (_, i) => i + 1);
  if (indexes.some((i) => i < 1 || i > total)) throw new Error(`E2E_SHARD=${env.E2E_SHARD}: no such shard`);
  const concurrency = Math.min(
    indexes.length,
    positive(env.E2E_SHARD_CONCURRENCY, Math.max(1, Math.floor(cores / 2))),
  );
  const workers = Math.max(1, Math.floor(Math.min(2, positive(env.E2E_WORKERS, 2)) / concurrency));
  const basePort = positive(env.E2E_PORT, 4310);
  const step = positive(env.E2E_SHARD_PORT_STEP, 1);
  return {
    total,
    concurrency,
    shards: indexes.map((index) => ({ index, total, port: basePort + (index - 1) * step, workers })),
  };
}

/** Playwright's JSON stats of one report (missing report: the runner crashed before writing it). */
function statsOf(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return { stats: r.stats ?? {}, errors: r.errors ?? [] };
  } catch {
    return null;
  }
}

/** The shards' reports as one: stats summed, errors joined (a crashed shard counts as an error). */
export function mergeReports(results) {
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 };
  const errors = [];
  for (const r of results) {
    if (!r.report) {
      errors.push({ message: `shard ${r.index}/${r.total} wrote no report (exit ${r.code})` });
      continue;
    }
    for (const key of ['expected', 'unexpected', 'flaky', 'skipped']) stats[key] += r.report.stats[key] ?? 0;
    stats.duration = Math.max(stats.duration, r.report.stats.duration ?? 0);
    errors.push(...r.report.errors);
    if (r.code !== 0 && !(r.report.stats.unexpected > 0) && r.report.errors.length === 0)
      errors.push({ message: `shard ${r.index}/${r.total} exited with ${r.code}` });
  }
  return {
    stats,
    errors,
    shards: results.map((r) => ({
      shard: `${r.index}/${r.total}`,
      port: r.port,
      code: r.code,
      stats: r.report?.stats,
    })),
  };
}

const describe = (s) =>
  `${(s.expected ?? 0) + (s.flaky ?? 0)} passed, ${s.unexpected ?? 0} failed, ${s.skipped ?? 0} skipped`;

function runShard(shard, args, reportDir) {
  const name = `shard ${shard.index}/${shard.total}`;
  const report = path.join(reportDir, `e2e-shard-${shard.index}-of-${shard.total}.json`);
  rmSync(report, { force: true });
  const env = {
    ...process.env,
    E2E_PORT: String(shard.port),
    E2E_WORKERS: String(shard.workers),
    E2E_JSON_REPORT: report,
    E2E_OUTPUT_DIR: path.join(e2eDir, 'test-results', `shard-${shard.index}`),
  };
  // Each shard makes its own data folder (and server log in it): playwright.config.ts does so
  // when none is handed down.
  delete env.E2E_DATA_DIR;
  delete env.E2E_SERVER_LOG;
  const prefix = `[${name}] `;
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
    });
    stream.on('end', () => rest && out.write(prefix + rest + '\n'));
  };
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', `--shard=${shard.index}/${shard.total}`, ...args],
      { cwd: e2eDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    const done = (code) => {
      const result = { ...shard, code, report: statsOf(report), seconds: (Date.now() - started) / 1000 };
      console.log(
        `${prefix}port ${shard.port}: ${result.report ? describe(result.report.stats) : 'no report'} in ${result.seconds.toFixed(1)}s (exit ${code})`,
      );
      resolve(result);
    };
    child.on('error', (err) => {
      console.error(`${prefix}could not start Playwright: ${err.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Runs the plan's shards, at most `concurrency` at once, in shard order. */
export async function runShards(args = [], env = process.env) {
  const plan = shardPlan(env);
  const report = env.E2E_JSON_REPORT ?? path.join(e2eDir, 'test-results', 'report.json');
  const reportDir = path.dirname(report);
  mkdirSync(reportDir, { recursive: true });
  console.log(
    `e2e: ${plan.shards.length} of ${plan.total} shard(s), ${plan.concurrency} at a time, ${plan.shards[0]?.workers} worker(s) each`,
  );
  const queue = [...plan.shards];
  const results = [];
  await Promise.all(
    Array.from({ length: plan.concurrency }, async () => {
      for (let shard = queue.shift(); shard; shard = queue.shift())
        results.push(await runShard(shard, args, reportDir));
    }),
  );
  results.sort((a, b) => a.index - b.index);
  const merged = mergeReports(results);
  writeFileSync(report, JSON.stringify(merged, null, 2));
  console.log('\ne2e shards:');
  for (const r of results)
    console.log(
      `  ${r.index}/${r.total} (port ${r.port}): ${r.report ? describe(r.report.stats) : 'no report'}, exit ${r.code}, ${r.seconds.toFixed(1)}s`,
    );
  console.log(`  all: ${describe(merged.stats)}`);
  return results.every((r) => r.code === 0) && merged.errors.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await runShards(process.argv.slice(2)));
}
