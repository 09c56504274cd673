import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signupPayload, PASSWORD } from '../../../test/auth-helpers.js';
import {
  serverEntry,
  startClusterProcess,
  stopClusterProcess,
  type ClusterProcess,
} from '../../../test/cluster-kit.js';
import { testDatabasePrefix, withDatabase } from '../../../test/global-setup.js';

/**
 * Staff settings on two instances (issue 23 item 6): the precompiled server started twice on one
 * PostgreSQL and one Redis (as cluster.api.test.ts does). A change saved through A is in B's next
 * options-config answer within a second, although B had the old one cached for a minute.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = !databaseUrl
  ? 'needs TEST_DATABASE_URL (PostgreSQL)'
  : !redisUrl
    ? 'needs TEST_REDIS_URL (Redis)'
    : null;

/** The fields this test reads from answers (tokens, settings, ui, options). */
interface Answer {
  access: string;
  settings: { theme: Record<string, string> } & Record<string, unknown>;
  ui: { brand_key: string; assistant_greeting: string; theme: { primary: string } };
  options: Record<string, unknown>;
}

describe.skipIf(missing)(`staff settings on two instances${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let dbName: string;
  let db: pg.Pool;
  let a: ClusterProcess;
  let b: ClusterProcess;

  const call = async (p: { port: number }, method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${p.port}/api/v1${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as Answer };
  };

  beforeAll(async () => {
    const template = inject('pgTemplate')!;
    dbName = `${testDatabasePrefix()}_t_settings_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template}`);
    await admin.end();
    db = new pg.Pool({ connectionString: withDatabase(databaseUrl!, dbName), max: 2 });
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: withDatabase(databaseUrl!, dbName),
      DATABASE_POOL_MAX: '4',
      REDIS_URL: redisUrl!,
      JWT_SECRET: 'settings-cluster-secret-that-is-long-enough-for-hs256',
      SHUTDOWN_DRAIN_MS: '0',
      LOGIN_LIMIT_PER_IP: '1000',
      USER_CACHE_TTL_MS: '0',
      // options-config answers are cached a minute: only the change shared through Redis makes B fresh.
      OPTIONS_CACHE_TTL_MS: '60000',
    };
    const entry = await serverEntry();
    [a, b] = await Promise.all([
      startClusterProcess(entry, 'settings-a', env, 'api'),
      startClusterProcess(entry, 'settings-b', env, 'api'),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stopClusterProcess(a), stopClusterProcess(b)]);
    await db?.end();
    if (dbName) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }, 30_000);

  it('a greeting and colour saved on A are in B’s next answer within 1 s', async () => {
    // A staff account: signed up on A, made staff in the database, logged in on A.
    const payload = signupPayload();
    expect((await call(a, 'POST', '/register/', undefined, payload)).status).toBe(201);
    await db.query('UPDATE users SET is_staff = true, is_verified = true WHERE email = $1', [payload.email]);
    const login = await call(a, 'POST', '/token/', undefined, { email: payload.email, password: PASSWORD });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const token = login.json.access;

    // B has the old answer cached.
    const old = await call(b, 'GET', '/options-config/');
    expect(old.json.ui.brand_key).toBe('app');
    const state = await call(a, 'GET', '/brand-settings/', token);
    expect(state.status).toBe(200);
    const settings = state.json.settings;
    const greeting = `Hello from A at ${Date.now()}`;
    const saved = await call(a, 'PUT', '/brand-settings/', token, {
      ...settings,
      assistant_greeting: greeting,
      theme: { ...settings.theme, primary: '#7e22ce' },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const at = Date.now();

    // A answers the change at once; B within a second.
    expect((await call(a, 'GET', '/options-config/')).json.ui.assistant_greeting).toBe(greeting);
    for (;;) {
      const ui = (await call(b, 'GET', '/options-config/')).json.ui;
      if (ui.assistant_greeting === greeting) {
        expect(ui.theme.primary).toBe('#7e22ce');
        break;
      }
      expect(Date.now() - at, 'B still answers the old greeting').toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 25));
    }
    console.info(`[settings] B answered the change ${Date.now() - at} ms after A saved it`);

    // The same for an option: replaced on B, read on A.
    const value = [{ value: 1, label: `Weekends (${Date.now()})` }];
    expect((await call(b, 'PUT', '/options-config/career_commitment/', token, { value })).status).toBe(200);
    const optionAt = Date.now();
    for (;;) {
      const options = (await call(a, 'GET', '/options-config/')).json.options;
      if (JSON.stringify(options.career_commitment) === JSON.stringify(value)) break;
      expect(Date.now() - optionAt, 'A still answers the old option').toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 25));
    }
  });
});
