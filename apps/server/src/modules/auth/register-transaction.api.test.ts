import { AUTH_MESSAGES } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signupPayload, waitForMail } from '../../../test/auth-helpers.js';
import { makeGroup } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * Registration writes the user, its membership of the host's organization, its registration code
 * and its verification link: a failure at the last of these must leave none of them, and no mail.
 * The failure is real: a trigger on action_tokens refuses the link of one address.
 */
describe('registration is all or nothing', () => {
  let t: TestApp;
  let orgId: number;
  beforeAll(async () => {
    t = await createTestApp();
    orgId = (await makeGroup(t, { groupType: 'organization', domain: 'localhost', isDefault: true })).id;
  });
  afterAll(() => t.close());

  const count = async (sql: string, email: string) =>
    (await t.ctx.database.query<{ n: number }>(sql, [email]))[0]!.n;
  const traces = async (email: string) => ({
    users: await count('SELECT count(*)::int AS n FROM users WHERE email = $1', email),
    otps: await count('SELECT count(*)::int AS n FROM otp_codes WHERE email = $1', email),
    memberships: await count(
      `SELECT count(*)::int AS n FROM group_memberships m JOIN users u ON u.id = m.user_id
        WHERE u.email = $1 AND m.group_id = ${orgId}`,
      email,
    ),
    mails: await count(
      `SELECT count(*)::int AS n FROM background_jobs WHERE payload::text LIKE '%' || $1 || '%'`,
      email,
    ),
  });

  it('a refused verification link rolls back the user, membership and code; signing up again works', async () => {
    const payload = signupPayload();
    await t.ctx.database.query(`
      CREATE OR REPLACE FUNCTION test_refuse_link() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND email = '${payload.email}') THEN
          RAISE EXCEPTION 'verification link refused by the test';
        END IF;
        RETURN NEW;
      END $$`);
    await t.ctx.database.query(
      'CREATE TRIGGER test_refuse_link BEFORE INSERT ON action_tokens FOR EACH ROW EXECUTE FUNCTION test_refuse_link()',
    );
    try {
      const failed = await post(t, '/register/', payload);
      expect(failed.statusCode).toBe(500);
      expect(await traces(payload.email)).toEqual({ users: 0, otps: 0, memberships: 0, mails: 0 });
    } finally {
      await t.ctx.database.query('DROP TRIGGER test_refuse_link ON action_tokens');
    }

    const again = await post(t, '/register/', payload);
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(AUTH_MESSAGES.registered);
    await waitForMail(t, payload.email);
    expect(await traces(payload.email)).toMatchObject({ users: 1, otps: 1, memberships: 1 });
  });
});
