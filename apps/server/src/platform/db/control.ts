import { createHash } from 'node:crypto';
import { existsSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * The control socket of a server on an embedded database: a Unix socket (mode 0600, so only the
 * same OS user reaches it) that `npm run backup` asks for a consistent snapshot and that
 * `npm run restore` and a second server find to learn that the data folder is in use. It is
 * never reachable over the network, so no proxy in front of the API can expose it.
 */
export function controlSocketPath(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `careerhub-${id}.sock`);
}

export class DataDirInUseError extends Error {
  constructor(readonly pid: number | null) {
    super(`another CareerHub process${pid ? ` (pid ${pid})` : ''} is using this DATA_DIR`);
  }
}

/** Sends one request to the control socket; null when nothing answers there. */
export function askControl(
  socketPath: string,
  method: 'GET' | 'POST',
  route: string,
  timeoutMs = 120_000,
): Promise<{ status: number; body: Buffer } | null> {
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method, path: route, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('control socket: no answer in time')));
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A socket file left by a process that died: nobody listens.
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(null);
      else reject(err);
    });
    req.end();
  });
}

/** The pid of the process holding the data folder, or null when none does. */
export async function holderOf(socketPath: string): Promise<number | null> {
  const answer = await askControl(socketPath, 'GET', '/status', 5_000);
  if (!answer) return null;
  try {
    return Number((JSON.parse(answer.body.toString('utf8')) as { pid: number }).pid) || -1;
  } catch {
    return -1;
  }
}

export interface ControlServer {
  close(): Promise<void>;
}

/**
 * Claims the data folder: listens on its control socket, or throws DataDirInUseError when a live
 * process already does. `backup` (when given) answers POST /backup with a gzipped data-dir tarball.
 */
export async function claimDataDir(options: {
  dataDir: string;
  logger: Logger;
  backup?: () => Promise<Blob>;
}): Promise<ControlServer> {
  const socketPath = controlSocketPath(options.dataDir);
  const pid = await holderOf(socketPath);
  if (pid !== null) throw new DataDirInUseError(pid);
  if (existsSync(socketPath)) unlinkSync(socketPath);

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/status') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ pid: process.pid, dataDir: path.resolve(options.dataDir) }));
      return;
    }
    if (req.method === 'POST' && req.url === '/backup' && options.backup) {
      const started = Date.now();
      options
        .backup()
        .then(async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length });
          res.end(bytes);
          options.logger.info({ bytes: bytes.length, ms: Date.now() - started }, 'backup snapshot taken');
        })
        .catch((err: unknown) => {
          options.logger.error({ err }, 'backup snapshot failed');
          res.writeHead(500).end();
        });
      return;
    }
    res.writeHead(404).end();
  });
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  server.unref();
  process.once('exit', () => {
    try {
      unlinkSync(socketPath);
    } catch {
      // already gone
    }
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        try {
          unlinkSync(socketPath);
        } catch {
          // already gone
        }
      }),
  };
}
