import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadRun } from './bare-measure.js';
import { LOAD_CONNECTIONS, LOAD_DURATION_S } from './load.js';
import { repoRoot } from './server.js';
import { meetsTarget, type Metric } from './types.js';

type Endpoint = 'job board' | 'member list' | 'job detail';
export interface BareReport {
  sizes: Array<{
    size: string;
    counts: { people: number; jobs: number; applications: number; memberships: number };
    generateSeconds: number;
    runs: Record<Endpoint, { cachesOff: LoadRun; bare: LoadRun; cachesOn: LoadRun | null }>;
    /** Median of 30 sequential requests, caches off, in ms. */
    single: Record<Endpoint, { product: number; bare: number }>;
    loadAfter: number;
  }>;
  /** The bare server's `/floor/` (`SELECT 1`) at the same load: the least any request costs here. */
  floor: LoadRun | null;
  loadBefore: number;
  loadAfter: number;
  metrics: Metric[];
}

const n0 = (v: number) => Math.round(v).toLocaleString('en');
const n1 = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '–');
const n2 = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '–');

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoRoot })
      .toString()
      .trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

/** docs/performance.md from one run of the `bare` scenario (overwritten by each run). */
export function writePerformanceDoc(report: BareReport) {
  const cpu = os.cpus();
  const lines = [
    '# Performance',
    '',
    'Written by `npm run bench -- bare` (bench/scenarios/bare.ts); do not edit by hand, run it again.',
    '',
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Commit: ${commit()}`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL on the same machine`,
    `- Load average (1 min): ${n1(report.loadBefore)} before, ${n1(report.loadAfter)} after; above ${cpu.length} other work shared the cores, so compare the product/bare ratios (measured back to back) rather than the absolute figures`,
    '',
    'Each endpoint is requested anonymously by autocannon from the bench process (2 s warm-up, then',
    `${LOAD_CONNECTIONS} connections for ${LOAD_DURATION_S} s) from the product (\`node scripts/start.mjs\` on PostgreSQL) and from`,
    "a bare Fastify + node-postgres server (`bench/lib/bare-server.ts`), both with the deployment image's",
    '`NODE_OPTIONS` (`deploy/Dockerfile`: the V8 heap cap), the bare server sending the same SQL statements',
    '(checked against the statements the product sent) and answers the same bytes (checked before the',
    'load). "Caches off" sets `GROUP_COUNT_CACHE_TTL_MS=0` and `USER_CACHE_TTL_MS=0`. CPU is the API',
    "process's user + system time over the measured seconds divided by the requests served; RSS is",
    'the highest sampled every 250 ms.',
    '',
    '| size | endpoint | product req/s | bare req/s | ratio | p50 / p99 ms (product) | p50 / p99 ms (bare) | CPU ms/req product / bare (ratio) | RSS MiB | caches on: req/s, p50 / p99 ms | single request ms product / bare |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const s of report.sizes) {
    for (const [name, r] of Object.entries(s.runs) as Array<
      [Endpoint, BareReport['sizes'][number]['runs'][Endpoint]]
    >) {
      const on = r.cachesOn;
      lines.push(
        `| ${s.size} | ${name} | ${n0(r.cachesOff.reqPerSec)} | ${n0(r.bare.reqPerSec)} | ${n2(r.cachesOff.reqPerSec / r.bare.reqPerSec)} | ` +
          `${r.cachesOff.p50} / ${r.cachesOff.p99} | ${r.bare.p50} / ${r.bare.p99} | ` +
          `${n2(r.cachesOff.cpuMsPerRequest)} / ${n2(r.bare.cpuMsPerRequest)} (${n2(r.cachesOff.cpuMsPerRequest / r.bare.cpuMsPerRequest)}) | ` +
          `${n0(Math.max(r.cachesOff.rssMaxMiB, on?.rssMaxMiB ?? 0))} | ${on ? `${n0(on.reqPerSec)}, ${on.p50} / ${on.p99}` : '–'} | ` +
          `${n1(s.single[name].product)} / ${n1(s.single[name].bare)} |`,
      );
    }
  }
  if (report.floor)
    lines.push(
      '',
      `The floor: the bare server's \`/floor/\` (one \`SELECT 1\` round trip, no other work) at the same ${LOAD_CONNECTIONS}`,
      `connections answers ${n0(report.floor.reqPerSec)} req/s, p50 ${report.floor.p50} ms, p99 ${report.floor.p99} ms`,
      `(${n2(report.floor.cpuMsPerRequest)} ms of server CPU a request): no endpoint of any Node + PostgreSQL server on this`,
      'machine answers faster at this concurrency.',
    );
  lines.push('', 'Data:', '');
  for (const s of report.sizes)
    lines.push(
      `- ${s.size}: ${n0(s.counts.people)} generated people, ${n0(s.counts.jobs)} jobs, ${n0(s.counts.applications)} applications, ` +
        `${n0(s.counts.memberships)} memberships (\`bench/lib/bare-data.ts\`; load average ${n1(s.loadAfter)} after this size)`,
    );
  lines.push('', 'Targets (issue 25):', '', '| metric | value | target | |', '| --- | ---: | --- | --- |');
  for (const m of report.metrics)
    lines.push(
      `| ${m.name} | ${m.unit === '×' ? n2(m.value) : n0(m.value)} ${m.unit} | ${m.min !== undefined ? `≥ ${m.min}` : `< ${m.target}`} ${m.unit} | ${meetsTarget(m) ? 'met' : '**missed**'} |`,
    );
  lines.push('');
  const file = path.join(repoRoot, 'docs/performance.md');
  writeFileSync(file, `${lines.join('\n')}\n`);
  // Laid out as `npm run lint` wants it (prettier aligns the tables).
  spawnSync('npx', ['prettier', '--write', file], { cwd: repoRoot, stdio: 'ignore' });
}
