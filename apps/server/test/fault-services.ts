import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Private PostgreSQL and Redis servers for fault tests: each test starts its own on a free port in
 * a temporary folder, then stops and restarts it at will. The machine's shared servers (5432,
 * 6379) are never touched. Tests skip, naming the reason, when the binaries are absent.
 */
const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
const isRoot = process.getuid?.() === 0;

/** Why PostgreSQL fault tests cannot run here, or null when they can. */
export const postgresMissing: string | null = existsSync(path.join(PG_BIN, 'initdb'))
  ? null
  : `PostgreSQL server binaries not found in ${PG_BIN} (set PG_BIN_DIR)`;
/** Why Redis fault tests cannot run here, or null when they can. */
export const redisMissing: string | null = REDIS_SERVER ? null : 'redis-server not found';

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on the port (or rejects after timeoutMs). */
export async function waitForPort(port: number, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
async function asPostgres(bin: string, args: string[]) {
  const file = path.join(PG_BIN, bin);
  return isRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** pg_ctl stop: 'immediate' is a crash (recovery from WAL at the next start), 'fast' a clean stop. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops, stays down for `downMs`, starts again; resolves when it accepts connections. */
  restart(downMs: number, mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
}

export async function startPostgres(): Promise<PrivatePostgres> {
  if (postgresMissing) throw new Error(postgresMissing);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-fault-pg-'));
  if (isRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), -1);
  const dataDir = path.join(dir, 'data');
  await asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // A throwaway server on a shared machine: no fsync (a crash of the process, not of the
    // machine, is what the tests cause, and WAL in the page cache survives that).
    '-c fsync=off',
    '-c max_connections=60',
  ].join(' ');
  const logFile = path.join(dir, 'server.log');
  let isRunning = false;
  const pg: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '30', 'start']);
      isRunning = true;
    },
    async stop(mode = 'fast') {
      if (!isRunning) return;
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      isRunning = false;
    },
    async restart(downMs, mode = 'immediate') {
      await pg.stop(mode);
      await new Promise((r) => setTimeout(r, downMs));
      await pg.start();
    },
    async destroy() {
      await pg.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await pg.start();
  return pg;
}

export interface PrivateRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Kills the server (SIGKILL: no goodbye to clients, as a crash or a network cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered, as a hung host. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
  destroy(): Promise<void>;
}

export async function startRedis(): Promise<PrivateRedis> {
  if (!REDIS_SERVER) throw new Error('redis-server not found');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-fault-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      if (child) return;
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      child = spawn(REDIS_SERVER, [...args, '--dir', dir], { stdio: 'ignore' });
      await waitForPort(port);
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await exited;
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async destroy() {
      redis.resume();
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await redis.start();
  return redis;
}

/** Polls `check` until it returns true; resolves to the milliseconds it took. */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
