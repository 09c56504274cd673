import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIN, readyUrl, runNode } from '../test/server-process.js';
import { REPO_ROOT } from './config.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const run = (env: Record<string, string>, args = ['--import', 'tsx', MAIN]) => runNode(args, env);

describe('server process', () => {
  it('stops with exit code 1 and a message naming the bad variable, without a stack trace', async () => {
    const proc = run({ PORT: 'not-a-port', DATABASE_URL: 'nope' });
    expect(await proc.exited).toBe(1);
    expect(proc.err()).toContain('Invalid configuration');
    expect(proc.err()).toContain('PORT="not-a-port"');
    expect(proc.err()).toContain('DATABASE_URL="nope"');
    expect(proc.err()).not.toMatch(/\n\s+at /);
  });

  it(
    'starts on an empty data folder with demo data, then shuts down cleanly on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-main-'));
      dirs.push(dataDir);
      const proc = run({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'none'),
      });
      const url = await readyUrl(proc);
      expect(proc.out()).toContain('admin@demo.careerhub.example');
      expect(proc.out()).toContain(`Dev mailbox     ${url}/dev/mailbox (from this machine only)`);
      expect(proc.out()).toContain(`Metrics         ${url}/metrics (this machine only;`);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);

      // A login whose body is still arriving when SIGTERM comes: it is finished, not cut off.
      const body = JSON.stringify({ email: 'member@demo.careerhub.example', password: 'careerhub-demo' });
      const { port } = new URL(url);
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/v1/token/',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          proc.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 500);
        }, 200);
      });
      const finished = await answer;
      expect(finished.status, finished.text).toBe(200);
      expect(JSON.parse(finished.text)).toHaveProperty('access');
      expect(await proc.exited).toBe(0);
      expect(proc.out()).toContain('shutdown complete');
    },
  );

  it(
    '`npm start` runs the server precompiled (decision 12), which finds its migrations',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-start-'));
      dirs.push(dataDir);
      const env = {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_ON_EMPTY: 'false',
        SKIP_WEB_BUILD: '1',
        WEB_DIST_DIR: path.join(dataDir, 'none'),
      };
      const proc = run(env, [path.join(REPO_ROOT, 'scripts/start.mjs')]);
      const url = await readyUrl(proc);
      expect(proc.err()).not.toContain('running it through tsx');
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      // The schema is there: the migrations folder was found from the bundle.
      const options = await fetch(`${url}/api/v1/options-config/`);
      expect(options.status).toBe(200);
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);

      const { ensureServerBundle } = (await import(path.join(REPO_ROOT, 'scripts/server-bundle.mjs'))) as {
        ensureServerBundle: () => Promise<{ entry: string; built: boolean }>;
      };
      const bundle = await ensureServerBundle();
      expect(bundle.built).toBe(false); // the start above built it; an unchanged tree reuses it
      expect(bundle.entry).toMatch(/apps\/server\/dist\/[0-9a-f]{16}\/main\.mjs$/);
    },
  );
});
