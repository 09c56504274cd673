import { ACCOUNT_MESSAGES } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import {
  DELETED_ON_ERASURE,
  KEPT_ON_ERASURE,
  createAccountRepository,
  referenceName,
} from './account.repository.js';
import { busyMember, readZip, type BusyMember } from './account-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const del = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/v1/account/',
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

/** Every text-like column of every table: where any trace of a person could sit. */
async function textColumns() {
  return t.ctx.database.query<{ table: string; column: string }>(`
    SELECT c.table_name AS "table", c.column_name AS "column"
    FROM information_schema.columns c JOIN information_schema.tables tb
      ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'tsvector')
    ORDER BY 1, 2`);
}

/** "table.column" where the text occurs (case-insensitive). */
async function tracesOf(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns()) {
    const [row] = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`,
      [needle],
    );
    if (row!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('GET /account/export/ and /account/export/archive/ (GDPR art. 15, 20)', () => {
  let m: BusyMember;
  beforeAll(async () => {
    m = await busyMember(t);
  });

  it('needs a signed-in member', async () => {
    expect((await get(t, '/account/export/')).statusCode).toBe(401);
    expect((await get(t, '/account/export/archive/')).statusCode).toBe(401);
  });

  it('answers the member’s own data, as a download, and no secret', async () => {
    const res = await get(t, '/account/export/', m.access);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="careerhub-data-/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({ id: m.id, email: m.email, first_name: m.firstName });
    const records = data.records as Record<string, Array<Record<string, unknown>>>;
    expect(records['profiles.user_id']![0]!.short_bio).toContain(m.town);
    expect(records['career_entries.user_id']![0]!.title).toContain('Analyst at');
    expect(records['group_memberships.user_id']).toHaveLength(1);
    expect(records['job_applications.user_id']).toHaveLength(1);
    expect(records['group_profiles.user_id']).toHaveLength(1);
    expect(records['follows.follower_id']).toHaveLength(1);
    expect(records['feedback.user_id']).toHaveLength(1);
    expect(records['uploaded_files.owner_id']).toHaveLength(2);
    expect(records['notifications.user_id']!.length).toBeGreaterThanOrEqual(1);
    // Messages they sent, not the ones others sent them.
    const sent = records['chat_messages.sender_id']!;
    expect(sent.map((row) => JSON.stringify(row.blocks))).toEqual([expect.stringContaining('hi there')]);
    expect(JSON.stringify(data)).not.toContain('hello back');
    // Who blocked them is the blocker's business.
    expect(records['chat_blocks.blocked_id']).toBeUndefined();
    const text = JSON.stringify(data);
    for (const secret of ['password_hash', 'token_hash', 'code_hash', m.password, m.refresh])
      expect(text).not.toContain(secret);
  });

  it('zips data.json with the member’s files, byte for byte', async () => {
    const res = await get(t, '/account/export/archive/', m.access);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = readZip(res.rawPayload);
    const data = JSON.parse(files.get('data.json')!.toString('utf8'));
    expect(data.account.email).toBe(m.email);
    const names = (data.files as Array<{ path_in_archive: string }>).map((f) => f.path_in_archive);
    expect(names).toHaveLength(2);
    const stored = names.map((name) => files.get(name));
    expect(stored).toContainEqual(m.picture);
    expect(stored).toContainEqual(m.document);
    expect(names.find((name) => name.endsWith('.pdf'))).toMatch(
      new RegExp(`^files/\\d+-cv-${m.lastName}\\.pdf$`),
    );
  });
});

describe('DELETE /account/ (GDPR art. 17)', () => {
  it('needs a signed-in member and their password', async () => {
    const m = await busyMember(t);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/account/', payload: { password: m.password } }))
        .statusCode,
    ).toBe(401);
    const none = await del(m.access, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().field_errors.password).toEqual([ACCOUNT_MESSAGES.passwordRequired]);
    const wrong = await del(m.access, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.passwordWrong,
      field_errors: { password: [ACCOUNT_MESSAGES.passwordWrong] },
    });
    expect((await get(t, '/identity/', m.access)).statusCode).toBe(200);
  });

  it('removes or anonymises the member in every table, ends their sessions and deletes their files', async () => {
    const m = await busyMember(t);
    const keys = (
      await t.ctx.database.query<{ storage_key: string }>(
        'SELECT storage_key FROM uploaded_files WHERE owner_id = $1',
        [m.id],
      )
    ).map((r) => r.storage_key);
    expect(keys).toHaveLength(2);
    expect(await tracesOf(m.lastName)).not.toEqual([]);

    const res = await del(m.access, { password: m.password });
    expect(res.statusCode, res.body).toBe(204);

    // Sessions: the access token, the refresh token and the password are dead.
    expect((await get(t, '/identity/', m.access)).statusCode).toBe(401);
    expect((await post(t, '/token/refresh/', { refresh: m.refresh })).statusCode).toBe(401);
    expect(
      (await post(t, '/token/', { email: m.email, password: m.password })).statusCode,
    ).toBeGreaterThanOrEqual(400);

    // Every table: no trace of their email, names, slug or profile text in any text column.
    for (const needle of [m.email, m.firstName, m.lastName, m.slug, m.town])
      expect(await tracesOf(needle), needle).toEqual([]);

    // Every reference to the account: gone, except those kept on the anonymised account.
    const repo = createAccountRepository(t.ctx.database.db);
    for (const ref of await repo.userReferences()) {
      const [row] = await t.ctx.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${ref.table}" WHERE "${ref.column}" = $1`,
        [m.id],
      );
      if (referenceName(ref) in KEPT_ON_ERASURE) continue;
      expect(row!.n, referenceName(ref)).toBe(0);
    }
    const [follows] = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM follows WHERE target_type = 'user' AND target_id = $1",
      [m.id],
    );
    expect(follows!.n).toBe(0);
    const [account] = await t.ctx.database.query<Record<string, unknown>>(
      'SELECT * FROM users WHERE id = $1',
      [m.id],
    );
    expect(account).toMatchObject({
      first_name: 'Deleted',
      last_name: 'user',
      password_hash: null,
      is_active: false,
      alternate_email: null,
    });

    // Their files' bytes are gone from storage.
    for (const key of keys) expect(await t.ctx.storage.get(key)).toBeNull();

    // The other member keeps the conversation; the message is signed "Deleted user".
    const room = await get(t, `/chats/${m.room}/`, m.other.access);
    expect(room.statusCode, room.body).toBe(200);
    const body = JSON.stringify(room.json());
    expect(body).toContain('hi there');
    expect(body).toContain(ACCOUNT_MESSAGES.deletedUserName);
    expect(body).not.toContain(m.lastName);
    // The other member's unread count still matches their notifications.
    const [counter] = await t.ctx.database.query<{ unread: number; actual: number }>(
      `SELECT c.unread, (SELECT count(*)::int FROM notifications n WHERE n.user_id = c.user_id AND NOT n.is_read) AS actual
       FROM notification_counters c WHERE c.user_id = $1`,
      [m.other.id],
    );
    if (counter) expect(counter.unread).toBe(counter.actual);
  });

  it('classifies every foreign key to users (a new table must choose: cascade, set null or kept)', async () => {
    const repo = createAccountRepository(t.ctx.database.db);
    const refs = await repo.userReferences();
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      const name = referenceName(ref);
      if (name in KEPT_ON_ERASURE || name in DELETED_ON_ERASURE) continue;
      expect(['c', 'n'], `${name} ON DELETE ${ref.onDelete}`).toContain(ref.onDelete);
    }
    for (const name of [...Object.keys(KEPT_ON_ERASURE), ...Object.keys(DELETED_ON_ERASURE)])
      expect(refs.map(referenceName), name).toContain(name);
  });
});
