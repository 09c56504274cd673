import type { AssistantChat, RecommendedItem } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAiTool, makeUseCase } from '../../../test/catalog-helpers.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const itemsOf = (chat: AssistantChat): RecommendedItem[] =>
  chat.messages.flatMap((m) => (m.type === 'recommendations' ? m.value : []));

/** Use cases and AI tools in the assistant's index: approved ones only, cited with their links. */
describe('assistant API: the AI catalogue', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let member: TestUser;
  let insider: TestUser;
  let org: { id: number };
  let privateCircle: { id: number };
  const word = `quibblefrost${Date.now().toString(36)}`;

  const ask = async (question: string, user: TestUser) => {
    const res = await http.post('/ask-me-anything/', { question }, user.token);
    expect(res.statusCode).toBe(200);
    return itemsOf(res.json<AssistantChat>());
  };

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    member = await makeUser(t);
    insider = await makeUser(t);
    org = await makeGroup(t, { groupType: 'organization' });
    privateCircle = await makeGroup(t, { groupType: 'circle', parentId: org.id, visibility: 20 });
    await addMember(t, privateCircle.id, insider);
  });
  afterAll(async () => t?.close());

  it('cites an approved use case and an approved AI tool, with their links', async () => {
    const useCase = await makeUseCase(t, {
      groupId: org.id,
      createdBy: member.id,
      title: `Triage support tickets with ${word}`,
      description: `Route every ticket to the right team. ${word} reads the ticket first.`,
    });
    const tool = await makeAiTool(t, {
      groupId: org.id,
      createdBy: member.id,
      name: `${word} Writer`,
      description: 'Drafts replies to customers.',
      website: 'https://writer.example.com',
    });
    const items = await ask(`how can ${word} help?`, member);
    expect(items).toContainEqual(
      expect.objectContaining({ type: 'use_case', kind: 'use_case', id: useCase.id, slug: useCase.slug }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        type: 'ai_tool',
        id: tool.id,
        slug: tool.slug,
        name: null,
        title: tool.name,
      }),
    );
    expect(items.find((i) => i.type === 'ai_tool')!.reason).toMatch(/^An AI tool /);
    // Types in order: the catalogue after the spec's types.
    expect(items.map((i) => i.type).indexOf('ai_tool')).toBeGreaterThan(
      items.map((i) => i.type).indexOf('use_case'),
    );
  });

  it('never cites a pending or rejected item, nor one of a private circle to a non-member', async () => {
    const pending = await makeUseCase(t, {
      groupId: org.id,
      createdBy: member.id,
      status: 'pending',
      title: `Pending ${word} idea`,
    });
    const rejected = await makeAiTool(t, {
      groupId: org.id,
      createdBy: member.id,
      status: 'rejected',
      name: `Rejected ${word} bot`,
    });
    const hidden = await makeUseCase(t, {
      groupId: privateCircle.id,
      createdBy: insider.id,
      title: `Circle-only ${word} playbook`,
    });
    const ids = (await ask(word, member)).map((i) => `${i.type}:${i.id}`);
    expect(ids).not.toContain(`use_case:${pending.id}`);
    expect(ids).not.toContain(`ai_tool:${rejected.id}`);
    expect(ids).not.toContain(`use_case:${hidden.id}`);
    // Its author does not get the pending one either; the circle's member gets the circle's one.
    const inside = (await ask(word, insider)).map((i) => `${i.type}:${i.id}`);
    expect(inside).toContain(`use_case:${hidden.id}`);
    expect(inside).not.toContain(`use_case:${pending.id}`);
  });

  it('follows approval and deletion within the question (the queue is drained first)', async () => {
    const later = await makeUseCase(t, {
      groupId: org.id,
      createdBy: member.id,
      status: 'pending',
      title: `Forecast demand with ${word} signals`,
    });
    expect((await ask(`forecast demand ${word}`, member)).map((i) => i.id)).not.toContain(later.id);
    await t.ctx.database.db.execute(sql`UPDATE use_cases SET status = 'approved' WHERE id = ${later.id}`);
    expect((await ask(`forecast demand ${word}`, member)).map((i) => i.id)).toContain(later.id);
    await t.ctx.database.db.execute(sql`DELETE FROM use_cases WHERE id = ${later.id}`);
    expect(
      (await ask(`forecast demand ${word}`, member)).filter((i) => i.type === 'use_case').map((i) => i.id),
    ).not.toContain(later.id);
  });

  it('re-indexes a tool when a use case starts using it (the use case names the tool)', async () => {
    const useCase = await makeUseCase(t, {
      groupId: org.id,
      createdBy: member.id,
      title: 'Summarise meeting notes',
      description: 'Turn a long call into five bullet points.',
    });
    const tool = await makeAiTool(t, {
      groupId: org.id,
      createdBy: member.id,
      name: `Notetaker ${word}x`,
      description: 'Records calls.',
    });
    await t.ctx.database.db.execute(
      sql`INSERT INTO use_case_ai_tools (use_case_id, ai_tool_id) VALUES (${useCase.id}, ${tool.id})`,
    );
    const items = await ask(`notetaker ${word}x`, member);
    expect(items.map((i) => `${i.type}:${i.id}`)).toEqual(
      expect.arrayContaining([`use_case:${useCase.id}`, `ai_tool:${tool.id}`]),
    );
  });
});
