import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../src/config.js';
import { freePort, waitForPort } from './fault-services.js';
import { runNode, type NodeProcess } from './server-process.js';

/**
 * A small cluster on this machine for the cluster test: the precompiled server (what `npm start`
 * and the deployment image run, scripts/server-bundle.mjs) started as separate processes on one
 * PostgreSQL, one Redis and one S3-compatible server, and a round-robin proxy in front.
 */

/** The server bundle for the current sources (built once, in about a second, when missing). */
export async function serverEntry(): Promise<string> {
  const bundle = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts/server-bundle.mjs')).href)) as {
    ensureServerBundle: () => Promise<{ entry: string }>;
  };
  return (await bundle.ensureServerBundle()).entry;
}

export interface ClusterProcess extends NodeProcess {
  name: string;
  /** Its HTTP port (0 for a worker, which listens on none). */
  port: number;
  dataDir: string;
}

/** Starts one server process; resolves once it serves (`/readyz` 200) or, for a worker, once it runs jobs. */
export async function startClusterProcess(
  entry: string,
  name: string,
  env: Record<string, string>,
  role: 'api' | 'worker',
): Promise<ClusterProcess> {
  const port = role === 'api' ? await freePort() : 0;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `careerhub-cluster-${name}-`));
  const proc = runNode(
    ['--enable-source-maps', entry],
    {
      ...env,
      JOBS_MODE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    'info',
  );
  const until = Date.now() + 45_000;
  let exitCode: number | null | undefined;
  void proc.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`${name} exited early with ${exitCode}: ${proc.err() || proc.out()}`);
    if (role === 'worker' ? proc.out().includes('worker started') : await isReady(port)) break;
    if (Date.now() > until) throw new Error(`${name} not ready within 45 s: ${proc.err() || proc.out()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ...proc, name, port, dataDir };
}

async function isReady(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    return res.status === 200;
  } catch {
    return false;
  }
}

export async function stopClusterProcess(proc: ClusterProcess | undefined) {
  if (!proc) return;
  if (proc.child.exitCode === null && proc.child.signalCode === null) {
    proc.child.kill('SIGTERM');
    const timer = setTimeout(() => proc.child.kill('SIGKILL'), 8_000);
    await proc.exited;
    clearTimeout(timer);
  }
  rmSync(proc.dataDir, { recursive: true, force: true });
}

export interface RoundRobinProxy {
  url: string;
  port: number;
  /** Backends taken out of the rotation after a connection to them failed. */
  down: Set<string>;
  /** When (Date.now()) each of them was taken out. */
  downAt: Map<string, number>;
  /** How many requests each backend answered. */
  served: Map<string, number>;
  close(): Promise<void>;
}

/**
 * The load balancer in front of the API instances: requests and WebSocket upgrades go to the
 * next backend in turn. A backend whose connection fails (refused, reset mid-request) is taken
 * out of the rotation at once and that request answers 502, never retried (a write may have
 * landed: the client decides, as with any load balancer). `X-Forwarded-For` carries `clientIp`
 * (the instances run with TRUST_PROXY=true), so limits by address count this test's own.
 */
export async function startRoundRobinProxy(
  backends: Array<{ name: string; port: number }>,
  clientIp: string,
): Promise<RoundRobinProxy> {
  const down = new Set<string>();
  const downAt = new Map<string, number>();
  const takeOut = (name: string) => {
    if (!down.has(name)) downAt.set(name, Date.now());
    down.add(name);
  };
  const tunnels = new Set<{ destroy(): void }>();
  const served = new Map<string, number>();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const pick = () => {
    for (let i = 0; i < backends.length; i += 1) {
      const backend = backends[next++ % backends.length]!;
      if (!down.has(backend.name)) return backend;
    }
    return undefined;
  };

  const server: Server = createServer((req, res) => {
    const backend = pick();
    if (!backend) {
      res.writeHead(502).end();
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': clientIp },
        agent,
      },
      (answer) => {
        served.set(backend.name, (served.get(backend.name) ?? 0) + 1);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      takeOut(backend.name);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      else res.destroy();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req, socket, head) => {
    const backend = pick();
    if (!backend) {
      socket.destroy();
      return;
    }
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    const upstream = connect(backend.port, '127.0.0.1', () => {
      const headers = Object.entries({ ...req.headers, 'x-forwarded-for': clientIp })
        .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
        .join('\r\n');
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('close', () => socket.destroy());
    upstream.on('error', () => {
      takeOut(backend.name);
      socket.destroy();
    });
    socket.on('error', () => upstream.destroy());
  });

  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await waitForPort(port);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    down,
    downAt,
    served,
    async close() {
      for (const tunnel of tunnels) tunnel.destroy();
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `read` every 50 ms until it gives a value; fails naming `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The fields the cluster test reads from answers (tokens, ids); the rest is checked where it matters. */
export interface ClusterApiBody {
  access: string;
  refresh: string;
  id: number;
  [field: string]: unknown;
}

/**
 * Calls `/api/v1` on an instance or the proxy as the client at `clientIp` (the instances trust
 * X-Forwarded-For, so limits by address count this test's requests only). The answer's JSON, or
 * its text when it is not JSON.
 */
export function clusterCaller(clientIp: string) {
  return async function call(
    target: string,
    method: string,
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; json: ClusterApiBody }> {
    const res = await fetch(`${target}/api/v1${url}`, {
      method,
      headers: {
        'x-forwarded-for': clientIp,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, json: json as ClusterApiBody };
  };
}
