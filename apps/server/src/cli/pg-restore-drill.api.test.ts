import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { post, verifiedUser } from '../../test/auth-helpers.js';
import { withDatabase } from '../../test/global-setup.js';
import { createTestApp, createTestDatabase } from '../../test/helpers.js';
import { openPostgres } from '../platform/db/postgres.js';

const run = promisify(execFile);
const url = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-drill-'));
const created: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  // Only the databases this file created.
  if (url)
    await admin(async (c) => {
      for (const name of created) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
});

/** Rows per table and a digest of every row of the tables people's data lives in. */
async function fingerprint(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = (
      await client.query<{ t: string }>(
        "SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
      )
    ).rows.map((r) => r.t);
    const counts: Record<string, number> = {};
    for (const t of tables)
      counts[t] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`)).rows[0]!.n;
    const digest: Record<string, string | null> = {};
    for (const t of ['users', 'profiles', 'career_entries', 'refresh_tokens', 'otp_codes'])
      digest[t] = (
        await client.query<{ d: string | null }>(
          `SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS d FROM "${t}" x`,
        )
      ).rows[0]!.d;
    const migrations = (
      await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
    ).rows[0]!.n;
    return { counts, digest, migrations };
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)('PostgreSQL restore drill: pg_dump → pg_restore into a scratch database', () => {
  it('brings every table back, row for row, and the product runs on it', { timeout: 120_000 }, async () => {
    // A source database with people in it, written through the API.
    const source = await createTestDatabase();
    const sourceName = source.label.replace('postgres:', '');
    const t = await createTestApp({ database: source });
    const member = await verifiedUser(t);
    const entry = await post(
      t,
      '/career-profiles/',
      { type: 'work', title: 'Restore drill engineer', start_date: '2020-01-01', is_currently_working: true },
      member.access,
    );
    expect(entry.statusCode).toBe(201);
    await t.close();

    const sourceUrl = withDatabase(url!, sourceName);
    const dump = path.join(dir, 'careerhub.dump');
    await run('pg_dump', ['--format=custom', '--file', dump, sourceUrl]);

    const target = `${String(inject('pgTemplate')).replace('_tpl_', '_t_')}_drill_${process.pid}_${Date.now()}`;
    created.push(target);
    await admin((c) => c.query(`CREATE DATABASE ${target}`));
    const targetUrl = withDatabase(url!, target);
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', targetUrl, dump]);

    const [before, after] = [await fingerprint(sourceUrl), await fingerprint(targetUrl)];
    expect(after).toEqual(before);
    expect(after.counts.users).toBeGreaterThan(0);
    expect(after.counts.career_entries).toBe(1);

    // The restored database serves the member: same password, same career entry.
    const restored = await createTestApp({
      database: await openPostgres(targetUrl, 2, pino({ level: 'silent' })),
    });
    try {
      const login = await post(restored, '/token/', { email: member.email, password: member.password });
      expect(login.statusCode).toBe(200);
      const entries = await restored.app.inject({
        method: 'GET',
        url: '/api/v1/career-profiles/',
        headers: { authorization: `Bearer ${login.json().access}` },
      });
      expect(entries.body).toContain('Restore drill engineer');
    } finally {
      await restored.close();
    }
  });
});
