import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeGroup, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { upsertVerdict, type NewVerdict } from './system-agents.repository.js';

// An agent run reads the member's verdict, works (a language model may write the rationale), then
// saves. An administrator who overrides the verdict in between must keep the last word: CI saw a
// rerun queued before an override land after it and put the member back to "pending".
describe('system agent verdicts: an administrator’s override stands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const statusOf = async (agentId: number, groupId: number, userId: number) =>
    (
      (await t.ctx.database.db.execute(sql`SELECT status, overridden_by FROM system_agent_verdicts
        WHERE agent_id = ${agentId} AND entity = 'user' AND group_id = ${groupId} AND entity_id = ${userId}`)) as unknown as {
        rows: Array<{ status: string; overridden_by: number | null }>;
      }
    ).rows[0];

  it('an agent’s verdict written after an override changes nothing; another override does', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const admin = await makeUser(t);
    const member = await makeUser(t);
    await addMember(t, org.id, member, 'member');
    const [agent] = (
      (await t.ctx.database.db.execute(
        sql`SELECT id FROM system_agents WHERE agent_type = 'registration_approval'`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    const verdict = (status: string, overriddenBy: number | null): NewVerdict => ({
      agentId: agent!.id,
      groupId: org.id,
      status,
      confidence: 0.5,
      reasons: [],
      signals: {},
      rationale: null,
      overriddenBy,
    });
    const db = t.ctx.database.db;

    expect(await upsertVerdict(db, 'user', member.id, verdict('approved', null))).not.toBeNull();
    expect(await upsertVerdict(db, 'user', member.id, verdict('rejected', admin.id))).not.toBeNull();
    expect(await statusOf(agent!.id, org.id, member.id)).toEqual({
      status: 'rejected',
      overridden_by: admin.id,
    });

    // The run that started before the override saves last: nothing is written.
    expect(await upsertVerdict(db, 'user', member.id, verdict('pending', null))).toBeNull();
    expect(await statusOf(agent!.id, org.id, member.id)).toEqual({
      status: 'rejected',
      overridden_by: admin.id,
    });

    // An administrator may change their mind.
    expect(await upsertVerdict(db, 'user', member.id, verdict('approved', admin.id))).not.toBeNull();
    expect((await statusOf(agent!.id, org.id, member.id))?.status).toBe('approved');
  });
});
