import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { insertPeople, recreateDatabase } from './people.js';
import { repoRoot } from './server.js';

/** The WebSocket scenarios sign access tokens themselves: the servers they start use this secret. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
export const BENCH_POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** An access token as the server issues it (HS256, type access, issuer careerhub). */
export function signAccessToken(userId: number, secret = BENCH_JWT_SECRET, ttlSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    type: 'access',
    sub: String(userId),
    iss: 'careerhub',
    jti: randomUUID(),
    iat: now,
    exp: now + ttlSeconds,
  })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/**
 * A fresh PostgreSQL database `name`, migrated and seeded (`npm run seed`), with `people` generated
 * verified users; returns its URL and their ids.
 */
export async function prepareChatDatabase(
  name: string,
  people: number,
): Promise<{ url: string; userIds: number[] }> {
  const url = await recreateDatabase(BENCH_POSTGRES_ADMIN_URL, name);
  const seeded = spawnSync('npm', ['run', 'seed', '-w', '@careerhub/server'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
  await insertPeople(url, people);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `SELECT id FROM users WHERE email LIKE 'bench-%@bench.careerhub.example' ORDER BY id LIMIT $1`,
      [people],
    );
    return { url, userIds: rows.map((r) => r.id) };
  } finally {
    await client.end();
  }
}

/** Resident memory of a process in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/**
 * Runs a bench client script in its own process (its own event loop and cores' share, like real
 * clients), with the open-files limit raised to the hard limit. Resolves with the last JSON line
 * it printed; `onLine` sees every line as it comes.
 */
export function runClientProcess(
  script: string,
  input: unknown,
  onLine: (line: Record<string, unknown>) => void = () => undefined,
): { done: Promise<Record<string, unknown>>; stop: () => void } {
  const scriptPath = path.join(repoRoot, 'bench/lib', script);
  const child = spawn(
    'sh',
    ['-c', `ulimit -n "$(ulimit -Hn)"; exec "${process.execPath}" --import tsx "${scriptPath}"`],
    {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  child.stdin.end(JSON.stringify(input));
  let last: Record<string, unknown> = {};
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line) continue;
      try {
        last = JSON.parse(line) as Record<string, unknown>;
        onLine(last);
      } catch {
        console.log(`  client: ${line}`);
      }
    }
  });
  const done = new Promise<Record<string, unknown>>((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve(last) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
  return { done, stop: () => child.kill('SIGTERM') };
}
