import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every bench target is on this machine's loopback. */
export const HOST = '127.0.0.1';

export function freshDataDir(label: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `careerhub-bench-${label}-`));
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, HOST, () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function getStatus(url: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

export type RunningServer = {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** Milliseconds from spawning `node scripts/start.mjs` to the first 200 from /readyz. */
  readyMs: number;
  /** Sends SIGTERM and waits for the exit; SIGKILL after `timeoutMs`. */
  stop: (
    timeoutMs?: number,
  ) => Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number; graceful: boolean }>;
};

/**
 * Starts the server the way `npm start` does (node scripts/start.mjs) on HOST:port with DATA_DIR,
 * and resolves once /readyz answers 200. Gives up after `readyTimeoutMs`.
 */
export async function startServer(opts: {
  dataDir: string;
  port?: number;
  readyTimeoutMs?: number;
  /** Set on top of the defaults; `DATABASE_URL` here runs the server on PostgreSQL. */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const readyTimeoutMs = opts.readyTimeoutMs ?? 120_000;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST, DATA_DIR: opts.dataDir };
  // Measure what `npm start` does by default: no NODE_ENV, no forced log level, embedded database.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, opts.env);

  const started = performance.now();
  // BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) go to the servers' Node, to profile them.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitPromise = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  const url = `http://${HOST}:${port}/readyz`;
  let readyMs = -1;
  while (performance.now() - started < readyTimeoutMs) {
    if (exited) break;
    if ((await getStatus(url, 1000)) === 200) {
      readyMs = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const stop: RunningServer['stop'] = async (timeoutMs = 15_000) => {
    const t0 = performance.now();
    if (!exited) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (!exited) child.kill('SIGKILL');
    }, timeoutMs);
    const result = await exitPromise;
    clearTimeout(timer);
    return { ...result, ms: performance.now() - t0, graceful: result.code === 0 };
  };
  if (readyMs < 0) {
    await stop(5_000);
    const why = exited ? 'exited before it was ready' : `was not ready within ${readyTimeoutMs} ms`;
    throw new Error(`server on port ${port} ${why}\n${stderr}`);
  }
  return { child, port, dataDir: opts.dataDir, readyMs, stop };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value below which `fraction` (0..1) of the sorted values fall (nearest rank). */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** One JSON request on loopback; resolves with status, parsed body and wall time in ms. */
export async function timedJson<T = unknown>(
  url: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T; ms: number }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const t0 = performance.now();
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, ms };
}
