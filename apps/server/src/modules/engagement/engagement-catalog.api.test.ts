import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAiTool, makeUseCase } from '../../../test/catalog-helpers.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** Use cases and AI tools as engageable kinds: votes, favourites and My Items reach them. */
describe('engagement on the AI catalogue', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let author: TestUser;
  let member: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    author = await makeUser(t);
    member = await makeUser(t);
    other = await makeUser(t);
    for (const u of [author, member, other]) await addMember(t, org.id, u);
  });
  afterAll(() => t.close());

  it('counts votes on a use case and shows them, with the reader’s own vote, on its page and in the list', async () => {
    const useCase = await makeUseCase(t, { groupId: org.id, createdBy: author.id });
    const vote = (u: TestUser, voteType: string) =>
      http.post('/votes/', { content_type: 'use_case', object_id: useCase.id, vote_type: voteType }, u.token);
    expect((await vote(member, 'upvote')).json()).toMatchObject({ total_score: 1, user_vote_type: 'upvote' });
    expect((await vote(other, 'downvote')).json().total_score).toBe(0);
    expect((await vote(member, 'downvote')).json().total_score).toBe(-2);

    const page = (await http.get(`/use-cases/slug/${useCase.slug}/`, member.token)).json().data;
    expect(page).toMatchObject({ vote_score: -2, user_vote_type: 'downvote', is_bookmarked: false });
    const anonymous = (await http.get(`/use-cases/slug/${useCase.slug}/`)).json().data;
    expect(anonymous).toMatchObject({ vote_score: -2, user_vote_type: null });
    const listed = (
      await http.get(`/use-cases/?search=${encodeURIComponent(useCase.title)}`, other.token)
    ).json();
    expect(listed.data.find((u: { id: number }) => u.id === useCase.id)).toMatchObject({
      vote_score: -2,
      user_vote_type: 'downvote',
    });
  });

  it('saves an AI tool to Favorites and lists a member’s own tools and use cases under My Items', async () => {
    const tool = await makeAiTool(t, { groupId: org.id, createdBy: author.id });
    const pending = await makeUseCase(t, { groupId: org.id, createdBy: author.id, status: 'pending' });

    expect((await http.post(`/bookmark/ai_tool/${tool.id}/`, {}, member.token)).json().is_bookmarked).toBe(
      true,
    );
    expect((await http.get(`/ai-tools/slug/${tool.slug}/`, member.token)).json().data.is_bookmarked).toBe(
      true,
    );
    const favourites = (await http.get('/my-favourites/', member.token)).json().data;
    expect(favourites.ai_tools.count).toBe(1);
    expect(favourites.ai_tools.data[0]).toMatchObject({
      id: tool.id,
      content_type: 'ai_tool',
      url: `/ai-tool/${tool.slug}`,
    });

    // A pending use case is its author's to see: another member cannot save it.
    expect((await http.post(`/bookmark/use_case/${pending.id}/`, {}, member.token)).statusCode).toBe(404);

    const mine = (await http.get('/my-items/', author.token)).json().data;
    expect(mine.ai_tools.data.map((i: { id: number }) => i.id)).toContain(tool.id);
    expect(mine.use_cases.data.map((i: { id: number }) => i.id)).toContain(pending.id);
    const ownUseCases = (await http.get('/use_cases/me/', author.token)).json();
    expect(ownUseCases.data.find((i: { id: number }) => i.id === pending.id)).toMatchObject({
      status: 'pending',
    });
    expect((await http.get('/ai_tools/me/', member.token)).json().pagination.count).toBe(0);
  });
});
