import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { api, makeUser } from '../../../test/groups-helpers.js';

/**
 * Group creation writes the group and its creator's admin membership: a failure between the two
 * must leave neither (platform/db/transactions.ts). The failure is real: a trigger on the
 * memberships table refuses the second insert for one user.
 */
describe('group creation is all or nothing', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  const countNamed = async (name: string) =>
    (
      await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM groups WHERE name = $1', [
        name,
      ])
    )[0]!.n;

  it('a failed membership insert rolls the group back; the next creation works', async () => {
    const staff = await makeUser(t, { isStaff: true });
    await t.ctx.database.query(`
      CREATE OR REPLACE FUNCTION test_refuse_membership() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id = ${Number(staff.id)} THEN RAISE EXCEPTION 'membership refused by the test'; END IF;
        RETURN NEW;
      END $$`);
    await t.ctx.database.query(
      'CREATE TRIGGER test_refuse_membership BEFORE INSERT ON group_memberships FOR EACH ROW EXECUTE FUNCTION test_refuse_membership()',
    );
    const form = { name: 'Half Made Org', group_type: 'organization', description: 'd', country: 'NP' };
    try {
      const failed = await http.post('/groups/', form, staff.token);
      expect(failed.statusCode).toBe(500);
      expect(await countNamed('Half Made Org')).toBe(0);
    } finally {
      await t.ctx.database.query('DROP TRIGGER test_refuse_membership ON group_memberships');
    }
    const created = await http.post('/groups/', form, staff.token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: 'admin', membership_status: 'accepted' });
    expect(await countNamed('Half Made Org')).toBe(1);
  });

  it('run() commits together, rolls back together, and a nested run joins the outer one', async () => {
    const { transactions } = t.ctx;
    const db = transactions.db;
    const insert = (name: string) =>
      db.insert(groups).values({ name, nameSlug: name, groupType: 'organization', description: '' });

    await transactions.run(async () => {
      expect(transactions.active).toBe(true);
      await insert('tx-commit-a');
      await transactions.run(() => insert('tx-commit-b'));
    });
    expect(transactions.active).toBe(false);
    expect(await countNamed('tx-commit-a')).toBe(1);
    expect(await countNamed('tx-commit-b')).toBe(1);

    await expect(
      transactions.run(async () => {
        await insert('tx-rollback-a');
        await transactions.run(() => insert('tx-rollback-b'));
        throw new Error('fails after both writes');
      }),
    ).rejects.toThrow('fails after both writes');
    expect(await countNamed('tx-rollback-a')).toBe(0);
    expect(await countNamed('tx-rollback-b')).toBe(0);

    // Outside run the handle is the plain database.
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(groups)
      .where(sql`${groups.name} LIKE 'tx-commit-%'`);
    expect(rows).toEqual([{ n: 2 }]);
  });
});
