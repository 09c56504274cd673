import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { newVerifiedUser } from './session';

// Helpers of chat.spec.ts: fresh verified members (so no other spec's demo user gets messages),
// and a server of the test's own that it can stop and start again.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'chat-e2e-password-1';

export interface Member {
  id: number;
  name_slug: string;
  first_name: string;
  email: string;
  access: string;
  refresh: string;
}

/**
 * A new verified member with career answers (so no profile-completion redirect gets in the way),
 * made through `request`, whose base URL is the server the test talks to.
 */
export async function createMember(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
): Promise<Member> {
  const user = await newVerifiedUser(request, { first: firstName, last: lastName }, PASSWORD);
  const headers = { authorization: `Bearer ${user.access}` };
  const identity = (await (await request.get('/api/v1/identity/', { headers })).json()) as {
    id: number;
    name_slug: string;
    first_name: string;
  };
  return { id: identity.id, name_slug: identity.name_slug, first_name: identity.first_name, ...user };
}

export interface ServerProcess {
  origin: string;
  /** API calls to this server. */
  request: APIRequestContext;
  start(): Promise<void>;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * `node scripts/start.mjs` on `port` with a data folder of its own that survives restarts (the
 * Playwright web server cannot be restarted from a test). Embedded backends, like the e2e server.
 */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-chat-e2e-'));
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const request = await playwrightRequest.newContext({ baseURL: origin });

  async function start() {
    const proc = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        SKIP_WEB_BUILD: '1',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = proc;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server on ${port} exited with ${proc.exitCode}`);
      try {
        const ready = await fetch(`${origin}/readyz`);
        if (ready.ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`server on ${port} not ready in 90 s`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  async function stop() {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    origin,
    request,
    start,
    stop,
    async dispose() {
      await stop();
      await request.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
