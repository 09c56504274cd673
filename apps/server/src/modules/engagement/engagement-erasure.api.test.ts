import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, verifiedUser } from '../../../test/auth-helpers.js';
import { makeUseCase } from '../../../test/catalog-helpers.js';
import { makeContent } from '../../../test/contents-helpers.js';
import { makeGroup, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** Deleting an account removes its votes and lowers the stored scores they made (issue 19). */
describe('votes of an erased account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const score = async (type: string, id: number) => {
    const rows = await t.ctx.database.query<{ score: number }>(
      `SELECT score FROM vote_scores WHERE content_type = '${type}' AND object_id = ${id}`,
    );
    return Number(rows[0]?.score ?? 0);
  };
  const vote = async (token: string, content_type: string, object_id: number, vote_type: string) => {
    const res = await post(t, '/votes/', { content_type, object_id, vote_type }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ total_score: number }>();
  };

  it('takes their upvotes and downvotes out of every score, and leaves the others', async () => {
    const author = await makeUser(t);
    const org = await makeGroup(t, { groupType: 'organization' });
    const useCase = await makeUseCase(t, { groupId: org.id, createdBy: author.id });
    const resource = await makeContent(t, { groupId: null, createdBy: author.id });
    const leaving = await verifiedUser(t);
    const staying = await verifiedUser(t);
    const cleared = await verifiedUser(t);

    await vote(leaving.access, 'use_case', useCase.id, 'upvote');
    await vote(staying.access, 'use_case', useCase.id, 'upvote');
    await vote(leaving.access, 'content', resource.id, 'downvote');
    await vote(staying.access, 'content', resource.id, 'upvote');
    await vote(staying.access, 'content', resource.id, 'upvote'); // cleared again: neutral
    await vote(cleared.access, 'content', resource.id, 'upvote');
    expect(await score('use_case', useCase.id)).toBe(2);
    expect(await score('content', resource.id)).toBe(0);

    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/',
      payload: { password: leaving.password },
      headers: { authorization: `Bearer ${leaving.access}` },
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(await score('use_case', useCase.id)).toBe(1);
    expect(await score('content', resource.id)).toBe(1);
    const left = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM votes WHERE content_type IN ('use_case', 'content')
         AND object_id IN (${useCase.id}, ${resource.id})`,
    );
    expect(Number(left[0]!.n)).toBe(3);
    // The next vote moves the stored score from there: no drift.
    expect((await vote(cleared.access, 'content', resource.id, 'downvote')).total_score).toBe(-1);
  });

  it('also when the account row itself is deleted (the votes cascade)', async () => {
    const author = await makeUser(t);
    const org = await makeGroup(t, { groupType: 'organization' });
    const useCase = await makeUseCase(t, { groupId: org.id, createdBy: author.id });
    const gone = await verifiedUser(t);
    const id = Number((await t.ctx.users.findByEmail(gone.email))!.id);
    await vote(gone.access, 'use_case', useCase.id, 'downvote');
    expect(await score('use_case', useCase.id)).toBe(-1);
    await t.ctx.database.query(`DELETE FROM users WHERE id = ${id}`);
    expect(await score('use_case', useCase.id)).toBe(0);
  });
});
