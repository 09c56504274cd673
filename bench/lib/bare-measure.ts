import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { LOAD_CONNECTIONS, LOAD_DURATION_S } from './load.js';
import { freePort, HOST, median, repoRoot } from './server.js';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system CPU a process has used so far, in ms (/proc/<pid>/stat fields 14 and 15). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of a process now, in MiB (/proc/<pid>/status VmRSS). */
export function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export interface LoadRun {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
  /** The API process's CPU (user + system) per request over the measured 10 s, in ms. */
  cpuMsPerRequest: number;
  /** Highest RSS of the API process sampled every 250 ms during the measured 10 s, in MiB. */
  rssMaxMiB: number;
}

/**
 * autocannon from this process on `url`: 2 s warm-up on 10 connections, then LOAD_CONNECTIONS for
 * LOAD_DURATION_S, with the serving process's CPU time read before and after the measured part.
 */
export async function loadOn(url: string, pid: number): Promise<LoadRun> {
  await cannon({ url, connections: 10, duration: 2 });
  let rssMax = rssMiB(pid);
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, rssMiB(pid));
  }, 250);
  const cpuBefore = cpuMs(pid);
  const r = await cannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_DURATION_S }).finally(() =>
    clearInterval(sampler),
  );
  const cpu = cpuMs(pid) - cpuBefore;
  const requests = r.requests.total;
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests,
    failed: r.non2xx + r.errors + r.timeouts,
    cpuMsPerRequest: requests > 0 ? cpu / requests : NaN,
    rssMaxMiB: Math.max(rssMax, rssMiB(pid)),
  };
}

/** Median wall time of `runs` sequential GETs (after 3 warm-up), in ms. */
export async function singleRequestMs(url: string, runs = 30): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= 3) times.push(performance.now() - t0);
  }
  return median(times);
}

export interface BareServer {
  child: ChildProcess;
  port: number;
  stop: () => Promise<void>;
}

/** Starts bench/lib/bare-server.ts in its own process (BENCH_NODE_ARGS apply, as to the product). */
export async function startBareServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BareServer> {
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(repoRoot, 'bench/lib/bare-server.ts')],
    {
      cwd: path.join(repoRoot, 'bench'),
      env: { ...process.env, ...env, BARE_DATABASE_URL: databaseUrl, BARE_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bare server not listening in 30 s\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bare server exited with ${code}\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    port,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The first place two answers differ, for the error message. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `at byte ${i}: product …${a.slice(Math.max(0, i - 60), i + 60)}… bare …${b.slice(Math.max(0, i - 60), i + 60)}…`;
}

export { HOST };
