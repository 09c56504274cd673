import { NEWSLETTER_PREFERENCE_TEXT, NEWSLETTER_TEXT } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** The signed-in member's newsletter choice per group: the same opt-out the e-mailed link turns. */
describe('newsletter preferences (signed in)', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number; name: string };
  let other: { id: number; name: string };
  let member: TestUser;
  let pending: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    other = await makeGroup(t, { groupType: 'organization' });
    member = await makeUser(t);
    pending = await makeUser(t);
    await addMember(t, org.id, member);
    await addMember(t, other.id, pending, 'member', 'pending');
  });
  afterAll(() => t.close());

  it('lists the groups the member belongs to, subscribed unless they opted out', async () => {
    const res = await http.get('/newsletters/preferences/', member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ group: { id: org.id, name: org.name }, subscribed: true }]);
    expect((await http.get('/newsletters/preferences/', pending.token)).json().data).toEqual([]);
    expect((await http.get('/newsletters/preferences/')).statusCode).toBe(401);
  });

  it('turns a group off and on (the opt-out row that delivery reads)', async () => {
    const off = await http.patch(
      '/newsletters/preferences/',
      { group: org.id, subscribed: false },
      member.token,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      data: [{ group: { id: org.id, name: org.name }, subscribed: false }],
      message: NEWSLETTER_TEXT.unsubscribed(org.name),
    });
    const rows = await t.ctx.database.query(
      'SELECT 1 FROM newsletter_opt_outs WHERE user_id = $1 AND group_id = $2',
      [member.id, org.id],
    );
    expect(rows).toHaveLength(1);
    const on = await http.patch(
      '/newsletters/preferences/',
      { group: org.id, subscribed: true },
      member.token,
    );
    expect(on.json().message).toBe(NEWSLETTER_TEXT.resubscribed(org.name));
    expect(on.json().data[0].subscribed).toBe(true);
  });

  it('refuses groups the user is not an accepted member of, and bad bodies, storing nothing', async () => {
    const res = await http.patch(
      '/newsletters/preferences/',
      { group: other.id, subscribed: false },
      pending.token,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().detail ?? res.json().message).toBe(NEWSLETTER_PREFERENCE_TEXT.notMember);
    for (const body of [
      { group: org.id },
      { group: 'x', subscribed: true },
      { group: org.id, subscribed: 'no' },
      {},
    ]) {
      expect((await http.patch('/newsletters/preferences/', body, member.token)).statusCode).toBe(400);
    }
    const stored = await t.ctx.database.query('SELECT 1 FROM newsletter_opt_outs WHERE user_id = $1', [
      pending.id,
    ]);
    expect(stored).toHaveLength(0);
  });
});
