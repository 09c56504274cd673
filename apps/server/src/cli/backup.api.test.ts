import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../platform/db/pglite.js';
import { pngImage } from '../modules/uploads/fixtures.js';
import { readyUrl, runNode, tsx, type NodeProcess } from '../../test/server-process.js';

const dirs: string[] = [];
const children: NodeProcess['child'][] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function run(args: string[], env: Record<string, string>) {
  const proc = runNode(args, env, 'warn');
  children.push(proc.child);
  return { ...proc, out: () => proc.out() + proc.err() };
}

async function startServer(env: Record<string, string>) {
  const proc = run(tsx('main.ts'), { PORT: '0', HOST: '127.0.0.1', ...env });
  return { ...proc, url: await readyUrl(proc) };
}

async function json(url: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(url, {
    ...init,
    headers: {
      ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it(
    'snapshots a running server under writes, refuses to restore over it, and restores once it is stopped',
    { timeout: 300_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-backup-'));
      const backups = mkdtempSync(path.join(os.tmpdir(), 'careerhub-backups-'));
      dirs.push(dataDir, backups);
      const env = {
        DATA_DIR: dataDir,
        SEED_ON_EMPTY: 'false',
        JWT_SECRET: 'backup-test-secret-that-is-long-enough-for-hs256',
      };
      const server = await startServer(env);
      const api = `${server.url}/api/v1`;

      // A member with a picture.
      const email = `backup.${Date.now()}@example.org`;
      const password = 'correct-horse-battery';
      const registered = await json(`${api}/register/`, {
        method: 'POST',
        body: JSON.stringify({
          first_name: 'Bea',
          last_name: 'Kup',
          email,
          username: email,
          password,
          confirm_password: password,
          subscribe_to_newsletter: false,
          profile_type: 'individual',
        }),
      });
      expect(registered.status).toBe(201);
      const login = await json(`${api}/token/`, {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      const token = String(login.body.access);
      const form = new FormData();
      form.append('picture', new Blob([new Uint8Array(pngImage())], { type: 'image/png' }), 'me.png');
      const uploaded = await fetch(`${api}/upload-profile_picture/`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(uploaded.status).toBe(200);
      const picture = String(((await uploaded.json()) as { picture: string }).picture);

      // Writes keep arriving while the snapshot is taken; every one acknowledged before the
      // backup started must be in it.
      const acked: Array<{ id: number; at: number }> = [];
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          const res = await json(`${api}/feedback/`, {
            method: 'POST',
            token,
            body: JSON.stringify({ title: `t${i}`, content: `write ${i}` }),
          });
          if (res.status === 201) acked.push({ id: Number(res.body.id), at: Date.now() });
        }
      })();
      await new Promise((r) => setTimeout(r, 500));
      const backupStarted = Date.now();
      const backup = run(tsx('cli/backup.ts').concat(backups), env);
      expect(await backup.exited, backup.out()).toBe(0);
      expect(backup.out()).toMatch(/from the running server, pid \d+/);
      await new Promise((r) => setTimeout(r, 300));
      writing = false;
      await writer;
      const mustHave = acked.filter((w) => w.at < backupStarted).map((w) => w.id);
      expect(mustHave.length).toBeGreaterThan(0);
      const [folder] = readdirSync(backups);
      const backupDir = path.join(backups, folder!);

      // Not over a running server.
      const refused = run(tsx('cli/restore.ts').concat(backupDir), env);
      expect(await refused.exited).toBe(1);
      expect(refused.out()).toContain('Refusing to restore');

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const restore = run(tsx('cli/restore.ts').concat(backupDir), env);
      expect(await restore.exited, restore.out()).toBe(0);
      expect(restore.out()).toContain('1 accounts');

      // The restored folder holds every acknowledged write from before the backup, intact.
      const db = await openPglite({
        dataDir: path.join(dataDir, 'pglite'),
        logger: pino({ level: 'silent' }),
      });
      const ids = (await db.query<{ id: number }>('SELECT id FROM feedback')).map((r) => r.id);
      const [check] = await db.query<{ ok: boolean }>(
        "SELECT count(*) = count(DISTINCT id) AS ok FROM feedback WHERE content LIKE 'write %'",
      );
      await db.close();
      expect(ids).toEqual(expect.arrayContaining(mustHave));
      expect(check!.ok).toBe(true);

      // And a server starts on it: the member signs in, the picture is served byte for byte.
      const again = await startServer(env);
      const relogin = await json(`${again.url}/api/v1/token/`, {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      expect(relogin.status).toBe(200);
      const media = await fetch(`${again.url}${picture}`);
      expect(media.status).toBe(200);
      expect(Buffer.from(await media.arrayBuffer())).toEqual(pngImage());
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );
});
