import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BARE_SIZES, prepareBareData, type BareData, type BareSize } from '../lib/bare-data.js';
import {
  firstDifference,
  loadOn,
  singleRequestMs,
  startBareServer,
  type LoadRun,
} from '../lib/bare-measure.js';
import { writePerformanceDoc, type BareReport } from '../lib/bare-report.js';
import { LOAD_CONNECTIONS } from '../lib/load.js';
import { freshDataDir, HOST, repoRoot, startServer } from '../lib/server.js';
import type { Metric, Scenario } from '../lib/types.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RECORDER = path.join(repoRoot, 'bench/lib/record-queries.mjs');

export type Endpoint = 'job board' | 'member list' | 'job detail';
const paths = (data: BareData): Record<Endpoint, string> => ({
  'job board': '/api/v1/jobs/?job_type=full_time&job_location=remote',
  'member list': `/api/v1/groups/${data.talentGroupId}/members/?page_size=15&country=NP`,
  'job detail': `/api/v1/jobs/slug/${data.jobSlug}/`,
});

async function text(url: string): Promise<string> {
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return body;
}

/** The statements a server (started with the recorder) sends while `run` runs. */
async function recorded(child: ChildProcess, file: string, run: () => Promise<void>): Promise<string[]> {
  // A signal reaches the server's event loop asynchronously: give it time before and after.
  const toggle = () => {
    child.kill('SIGUSR2');
    return new Promise((r) => setTimeout(r, 200));
  };
  writeFileSync(file, '');
  await toggle();
  try {
    await run();
  } finally {
    await toggle();
  }
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as string);
}

/**
 * Fails unless the bare server answers each endpoint with the product's bytes, sending only
 * statements the product sent for the same request.
 */
async function checkSameAnswers(
  product: { child: ChildProcess; base: string; file: string },
  bare: { child: ChildProcess; base: string; file: string },
  endpoints: Record<Endpoint, string>,
) {
  for (const [name, p] of Object.entries(endpoints)) {
    let fromProduct = '';
    let fromBare = '';
    const productSql = await recorded(product.child, product.file, async () => {
      fromProduct = await text(product.base + p);
    });
    const bareSql = await recorded(bare.child, bare.file, async () => {
      fromBare = await text(bare.base + p);
    });
    if (fromProduct !== fromBare)
      throw new Error(`${name}: the bare server's answer differs ${firstDifference(fromProduct, fromBare)}`);
    // The product may also send its background work's statements (job queue, index) meanwhile.
    const foreign = bareSql.filter((s) => !productSql.includes(s));
    if (foreign.length || bareSql.length === 0)
      throw new Error(
        `${name}: the bare server sent statements the product did not:\n${foreign.join('\n---\n')}`,
      );
    console.log(
      `  ${name}: the same ${fromBare.length} bytes; the bare server's ${bareSql.length} statements are the product's`,
    );
  }
}

/**
 * Node's options as the deployment image sets them (deploy/Dockerfile: the V8 heap cap), for both
 * servers: RSS is measured as an instance would run, and the two pay the same garbage collection.
 */
const DEPLOYED_NODE_OPTIONS =
  /^ENV NODE_OPTIONS=(\S+)/m.exec(readFileSync(path.join(repoRoot, 'deploy/Dockerfile'), 'utf8'))?.[1] ?? '';

/** NODE_OPTIONS for a server of the scenario: the caller's, the deployed ones, the query recorder. */
const nodeOptions = () =>
  `${process.env.NODE_OPTIONS ?? ''} ${DEPLOYED_NODE_OPTIONS} --import=${RECORDER}`.trim();

async function startProduct(data: BareData, cachesOn: boolean, recordTo: string) {
  const dataDir = freshDataDir('bare');
  const server = await startServer({
    dataDir,
    env: {
      DATABASE_URL: data.databaseUrl,
      NODE_OPTIONS: nodeOptions(),
      BENCH_RECORD_QUERIES: recordTo,
      ...(cachesOn ? {} : { GROUP_COUNT_CACHE_TTL_MS: '0', USER_CACHE_TTL_MS: '0' }),
    },
  });
  return {
    server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type SizeResult = BareReport['sizes'][number];

async function measureSize(
  size: BareSize,
  withFloor: boolean,
): Promise<{ result: SizeResult; floor: LoadRun | null }> {
  const data = await prepareBareData(ADMIN_URL, size);
  const endpoints = paths(data);
  const recordTo = path.join(os.tmpdir(), `careerhub-bare-queries-${process.pid}.jsonl`);
  const bareRecordTo = path.join(os.tmpdir(), `careerhub-bare-queries-${process.pid}-bare.jsonl`);
  const runs = {} as SizeResult['runs'];
  const single = {} as SizeResult['single'];
  const bare = await startBareServer(data.databaseUrl, {
    NODE_OPTIONS: nodeOptions(),
    BENCH_RECORD_QUERIES: bareRecordTo,
  });
  const bareBase = `http://${HOST}:${bare.port}`;
  let floor: LoadRun | null = null;
  try {
    let product = await startProduct(data, false, recordTo);
    let base = `http://${HOST}:${product.server.port}`;
    try {
      await checkSameAnswers(
        { child: product.server.child, base, file: recordTo },
        { child: bare.child, base: bareBase, file: bareRecordTo },
        endpoints,
      );
      for (const [name, p] of Object.entries(endpoints) as Array<[Endpoint, string]>) {
        // Back to back on the same load: product with its caches off, then the bare server.
        const off = await loadOn(base + p, product.server.child.pid!);
        const plain = await loadOn(bareBase + p, bare.child.pid!);
        single[name] = {
          product: await singleRequestMs(base + p),
          bare: await singleRequestMs(bareBase + p),
        };
        runs[name] = { cachesOff: off, bare: plain, cachesOn: null };
        console.log(
          `  ${size} ${name}: product ${Math.round(off.reqPerSec)} req/s p50 ${off.p50} p99 ${off.p99} ms ` +
            `${off.cpuMsPerRequest.toFixed(2)} ms CPU/req; bare ${Math.round(plain.reqPerSec)} req/s p50 ${plain.p50} ` +
            `p99 ${plain.p99} ms ${plain.cpuMsPerRequest.toFixed(2)} ms CPU/req (load ${os.loadavg()[0]!.toFixed(1)})`,
        );
      }
    } finally {
      await product.stop();
    }
    product = await startProduct(data, true, recordTo);
    base = `http://${HOST}:${product.server.port}`;
    try {
      for (const [name, p] of Object.entries(endpoints) as Array<[Endpoint, string]>) {
        const on: LoadRun = await loadOn(base + p, product.server.child.pid!);
        runs[name].cachesOn = on;
        console.log(
          `  ${size} ${name}, caches on: ${Math.round(on.reqPerSec)} req/s p50 ${on.p50} p99 ${on.p99} ms`,
        );
      }
    } finally {
      await product.stop();
    }
    // Last, with the product stopped: nothing else runs beside it.
    if (withFloor) {
      floor = await loadOn(`${bareBase}/floor/`, bare.child.pid!);
      console.log(
        `  floor (bare, SELECT 1): ${Math.round(floor.reqPerSec)} req/s p50 ${floor.p50} p99 ${floor.p99} ms ` +
          `${floor.cpuMsPerRequest.toFixed(2)} ms CPU/req (load ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
  } finally {
    await bare.stop();
    rmSync(recordTo, { force: true });
    rmSync(bareRecordTo, { force: true });
  }
  return {
    result: {
      size,
      counts: data.counts,
      generateSeconds: data.generateSeconds,
      runs,
      single,
      loadAfter: os.loadavg()[0]!,
    },
    floor,
  };
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : NaN);

/** The targets of issue 25 as metrics, for the run's table. */
function metricsOf(sizes: SizeResult[]): Metric[] {
  const metrics: Metric[] = [];
  for (const s of sizes) {
    for (const [name, r] of Object.entries(s.runs) as Array<[Endpoint, SizeResult['runs'][Endpoint]]>) {
      const label = `${s.size} ${name}`;
      metrics.push(
        {
          name: `${label} req/s product/bare, caches off`,
          value: ratio(r.cachesOff.reqPerSec, r.bare.reqPerSec),
          unit: '×',
          min: 0.8,
        },
        { name: `${label} p99, caches off`, value: r.cachesOff.p99, unit: 'ms', target: 40 },
        {
          name: `${label} CPU/request product/bare`,
          value: ratio(r.cachesOff.cpuMsPerRequest, r.bare.cpuMsPerRequest),
          unit: '×',
          target: 1.3,
        },
        { name: `${label} RSS, caches off`, value: r.cachesOff.rssMaxMiB, unit: 'MiB', target: 300 },
      );
      if (r.cachesOn)
        metrics.push(
          {
            name: `${label} p99/p50, caches on`,
            value: ratio(r.cachesOn.p99, Math.max(1, r.cachesOn.p50)),
            unit: '×',
            target: 3,
          },
          { name: `${label} RSS, caches on`, value: r.cachesOn.rssMaxMiB, unit: 'MiB', target: 300 },
        );
    }
  }
  const small = sizes.find((s) => s.size === 'small');
  const large = sizes.find((s) => s.size === 'large');
  if (small && large)
    for (const name of Object.keys(large.single) as Endpoint[])
      metrics.push({
        name: `${name} single request large/small`,
        value: ratio(large.single[name].product, small.single[name].product),
        unit: '×',
        target: 1.5,
      });
  return metrics;
}

/**
 * Issue 25 item 6: the product beside a bare Fastify + node-postgres server running the product's
 * own SQL and answering the same bytes, on the same database, at 50 connections, caches off and
 * on, at 10k and 100k people (BENCH_BARE_SIZES=large for one size). Writes docs/performance.md.
 */
export const bare: Scenario = {
  name: 'bare',
  description: `job board, member list and job detail, product vs a bare Fastify + node-postgres server on the same SQL, ${LOAD_CONNECTIONS} connections, caches off and on, on PostgreSQL at ${Object.values(
    BARE_SIZES,
  )
    .map((s) => `${s.people.toLocaleString('en')}`)
    .join(' and ')} people`,
  needsWebBuild: true,
  async run() {
    const loadBefore = os.loadavg()[0]!;
    const wanted = (process.env.BENCH_BARE_SIZES ?? 'small,large').split(',').filter(Boolean) as BareSize[];
    const sizes: SizeResult[] = [];
    let floor: LoadRun | null = null;
    for (const size of wanted) {
      if (!(size in BARE_SIZES)) throw new Error(`BENCH_BARE_SIZES: unknown size ${size}`);
      const measured = await measureSize(size, floor === null);
      floor ??= measured.floor;
      sizes.push(measured.result);
    }
    const report: BareReport = {
      sizes,
      floor,
      loadBefore,
      loadAfter: os.loadavg()[0]!,
      metrics: metricsOf(sizes),
    };
    writePerformanceDoc(report);
    return { name: 'bare', metrics: report.metrics, details: { sizes } };
  },
};
