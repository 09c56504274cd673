import { ERRORS } from '@careerhub/shared';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process.js';

/**
 * Fault: SIGTERM while the real server process is under load from keep-alive clients. Requests
 * already received finish; requests arriving afterwards on open keep-alive connections get a 503
 * in the spec's error body with `Connection: close` (never a reset socket); new connections are
 * refused; the process exits by itself within 10 s.
 */
interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}
type Outcome = { sentAt: number; answer?: Answer; error?: string };

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function send(
  port: number,
  agent: Agent | undefined,
  options: { method?: string; path: string; body?: string; trickleMs?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) }
          : {},
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      },
    );
    req.on('error', reject);
    if (!options.body) return void req.end();
    // A body that is still arriving: the request is in flight on the server.
    req.write(options.body.slice(0, 5));
    setTimeout(() => req.end(options.body!.slice(5)), options.trickleMs ?? 0);
  });
}

describe('SIGTERM under load', () => {
  it(
    'finishes in-flight requests, answers 503 + Connection: close on keep-alive sockets, exits within 10 s',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-sigterm-'));
      dirs.push(dataDir);
      const proc = startServerProcess({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_ON_EMPTY: 'false',
        WEB_DIST_DIR: path.join(dataDir, 'none'),
      });
      const port = Number(new URL(await proc.ready).port);
      const agent = new Agent({ keepAlive: true, maxSockets: 6 });
      try {
        // Six keep-alive connections, open and idle.
        await Promise.all(Array.from({ length: 6 }, () => send(port, agent, { path: '/healthz' })));

        // In flight when SIGTERM comes: three logins whose bodies finish arriving 600 ms later.
        const body = JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' });
        const inFlight = Array.from({ length: 3 }, () =>
          send(port, undefined, { method: 'POST', path: '/api/v1/token/', body, trickleMs: 800 }),
        );
        await new Promise((r) => setTimeout(r, 200));

        // Load: six clients on the keep-alive connections, until the process is gone.
        let isRunning = true;
        const outcomes: Outcome[] = [];
        const clients = Array.from({ length: 6 }, async () => {
          while (isRunning) {
            const outcome: Outcome = { sentAt: Date.now() };
            outcomes.push(outcome);
            try {
              outcome.answer = await send(port, agent, { path: '/api/v1/options-config/' });
            } catch (err) {
              outcome.error = (err as NodeJS.ErrnoException).code ?? String(err);
              await new Promise((r) => setTimeout(r, 20));
            }
          }
        });
        await new Promise((r) => setTimeout(r, 300));
        const termAt = Date.now();
        proc.child.kill('SIGTERM');
        const exitCode = await proc.exited;
        const exitMs = Date.now() - termAt;
        isRunning = false;
        await Promise.all(clients);

        const finished = await Promise.all(inFlight);
        expect(finished.map((f) => f.status)).toEqual([400, 400, 400]);
        expect(exitCode).toBe(0);
        expect(exitMs).toBeLessThan(10_000);

        // Requests sent after the signal: answered normally until the process handles it, then
        // 503 + Connection: close on the open connections, then refused connections. Never a reset.
        const after = outcomes.filter((o) => o.sentAt >= termAt);
        const refused = outcomes.filter((o) => o.answer?.status === 503);
        const resets = outcomes.filter((o) => o.error && o.error !== 'ECONNREFUSED');
        const timeline = after
          .slice(0, 40)
          .map((o) => `${o.sentAt - termAt}:${o.answer?.status ?? o.error}`)
          .join(' ');
        expect(resets.map((o) => o.error)).toEqual([]);
        expect(refused.length, timeline).toBeGreaterThan(0);
        for (const o of refused) {
          expect(o.answer!.connection).toBe('close');
          expect(JSON.parse(o.answer!.body)).toMatchObject({ message: ERRORS.unavailable });
        }
        expect(
          after.every((o) => [200, 503].includes(o.answer?.status ?? 0) || o.error === 'ECONNREFUSED'),
          timeline,
        ).toBe(true);
        const firstRefusal = after.find((o) => o.answer?.status !== 200);
        expect(
          after.filter((o) => o.sentAt > firstRefusal!.sentAt + 50).every((o) => o.answer?.status !== 200),
        ).toBe(true);
        expect(proc.out()).toContain('shutdown complete');
        console.info(
          `[fault] SIGTERM under load: exited ${exitMs} ms after the signal with code ${exitCode}; ` +
            `${finished.length} in-flight requests finished; after the signal ${refused.length} answered 503 + Connection: close, ` +
            `${after.filter((o) => o.error).length} connections refused, ${resets.length} resets`,
        );
      } finally {
        agent.destroy();
        proc.child.kill('SIGKILL');
      }
    },
  );
});
