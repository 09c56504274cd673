import type { AssistantChat, RecommendedItem } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent } from '../../../test/contents-helpers.js';
import { api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { NOTHING_FOUND } from './assistant.service.js';
import { startOpenAiStandIn } from '../../../test/openai-stand-in.js';

/** Words the stand-in model puts on one axis: what a real embeddings model does for meaning. */
const CONCEPTS = [
  ['burnout', 'exhaustion', 'exhausted', 'overwork', 'fatigue', 'drained'],
  ['mentor', 'guidance', 'advisor'],
];
const DIMS = 16;

/** A deterministic embedding: concept words on their axis, any other word hashed over the rest. */
export function standInVector(text: string): number[] {
  const v = new Array<number>(DIMS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const concept = CONCEPTS.findIndex((c) => c.includes(word));
    if (concept >= 0) v[concept] = v[concept]! + 1;
    else {
      let h = 0;
      for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) % 9973;
      const at = CONCEPTS.length + (h % (DIMS - CONCEPTS.length));
      v[at] = v[at]! + 0.15;
    }
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** A local stand-in for an OpenAI-compatible server: POST /embeddings; chat completions refused. */
function startStandIn() {
  const state = { failing: false, embeddings: 0, texts: [] as string[] };
  return startOpenAiStandIn((req, body, res) => {
    if (!req.url?.endsWith('/embeddings')) {
      // No chat model here: the assistant answers with its built-in engine.
      res.writeHead(400, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'no chat model' } }));
    }
    state.embeddings += 1;
    if (state.failing) {
      res.writeHead(400, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'model unavailable' } }));
    }
    const input = (JSON.parse(body) as { input: string[] }).input;
    state.texts.push(...input);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        object: 'list',
        model: 'stand-in-embed',
        data: input.map((text, index) => ({ object: 'embedding', index, embedding: standInVector(text) })),
        usage: { prompt_tokens: input.length * 10, total_tokens: input.length * 10 },
      }),
    );
  }).then((standIn) => ({ ...standIn, state }));
}

const textOf = (chat: AssistantChat) => chat.messages.find((m) => m.type === 'text')!.value as string;
const slugsOf = (chat: AssistantChat) =>
  ((chat.messages.find((m) => m.type === 'recommendations')?.value ?? []) as RecommendedItem[]).map(
    (r) => r.slug,
  );

describe('assistant with an embeddings model: full text and vector similarity fused by rank', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let member: TestUser;
  let outsider: TestUser;
  let hasVector = false;
  let publicSlug = '';
  let privateSlug = '';

  const embedded = async (slug: string) => {
    const rows = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM assistant_documents WHERE slug = $1 AND embedding IS NOT NULL`,
      [slug],
    );
    return rows[0]!.n > 0;
  };
  const waitEmbedded = async (slug: string) => {
    const until = Date.now() + 15_000;
    while (!(await embedded(slug))) {
      if (Date.now() > until) throw new Error(`${slug} was not embedded within 15 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    standIn = await startStandIn();
    t = await createTestApp({
      env: {
        LLM_BASE_URL: standIn.url,
        LLM_MODEL: 'stand-in-chat',
        EMBEDDING_MODEL: 'stand-in-embed',
        LLM_TIMEOUT_MS: '2000',
        ASSISTANT_INDEX_POLL_MS: '100',
      },
    });
    hasVector = (await t.ctx.database.extensions()).includes('vector');
    http = api(t);
    member = await makeUser(t);
    outsider = await makeUser(t);
    const publicItem = await makeContent(t, {
      groupId: null,
      createdBy: member.id,
      title: 'Recovering your energy after months of overwork',
      text: 'Exhaustion builds slowly: keep a weekly recovery day, say no to a third project, and talk to your manager about fatigue early.',
    });
    publicSlug = publicItem.slug;
    const circle = await makeGroup(t, { groupType: 'circle', visibility: 20, createdBy: member.id });
    const privateItem = await makeContent(t, {
      groupId: circle.id,
      createdBy: member.id,
      title: 'Our circle notes on exhaustion',
      text: 'Members only: how we handle overwork and fatigue in this circle.',
    });
    privateSlug = privateItem.slug;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('embeds new documents in the background with the configured model', async (ctx) => {
    if (!hasVector) ctx.skip();
    await waitEmbedded(publicSlug);
    await waitEmbedded(privateSlug);
    const rows = await t.ctx.database.query<{ embedding_model: string }>(
      'SELECT DISTINCT embedding_model FROM assistant_documents WHERE embedding IS NOT NULL',
    );
    expect(rows.map((r) => r.embedding_model)).toEqual(['stand-in-embed']);
    expect(standIn.state.texts.some((text) => text.includes('Recovering your energy'))).toBe(true);
  });

  it('finds by meaning what full text cannot, and never a private circle’s item for an outsider', async (ctx) => {
    if (!hasVector) ctx.skip();
    await waitEmbedded(publicSlug);
    // "burnout" is in neither item: only the vectors connect the question to them.
    const res = await http.post('/ask-me-anything/', { question: 'coping with burnout' }, outsider.token);
    expect(res.statusCode).toBe(200);
    const chat = res.json<AssistantChat>();
    expect(slugsOf(chat)).toContain(publicSlug);
    expect(slugsOf(chat)).not.toContain(privateSlug);
    expect(textOf(chat)).toContain('Recovering your energy after months of overwork');
  });

  it('falls back to full text alone when the embeddings model fails: an answer, not an error', async (ctx) => {
    if (!hasVector) ctx.skip();
    standIn.state.failing = true;
    try {
      const res = await http.post('/ask-me-anything/', { question: 'coping with burnout' }, outsider.token);
      expect(res.statusCode).toBe(200);
      const chat = res.json<AssistantChat>();
      expect(textOf(chat)).toBe(NOTHING_FOUND);
      const lexical = await http.post('/ask-me-anything/', { question: 'overwork recovery' }, outsider.token);
      expect(slugsOf(lexical.json<AssistantChat>())).toContain(publicSlug);
    } finally {
      standIn.state.failing = false;
    }
  });

  it('drops a document’s vector when its text changes and embeds the new text', async (ctx) => {
    if (!hasVector) ctx.skip();
    await waitEmbedded(publicSlug);
    await t.ctx.database.query(`UPDATE contents SET title = $1 WHERE slug = $2`, [
      'A mentor’s guide to recovering from overwork',
      publicSlug,
    ]);
    const until = Date.now() + 15_000;
    for (;;) {
      const rows = await t.ctx.database.query<{ title: string; has: boolean }>(
        'SELECT title, embedding IS NOT NULL AS has FROM assistant_documents WHERE slug = $1',
        [publicSlug],
      );
      if (rows[0]?.title.startsWith('A mentor’s guide') && rows[0].has) break;
      if (Date.now() > until) throw new Error('the changed document was not re-embedded');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(standIn.state.texts.some((text) => text.startsWith('A mentor’s guide'))).toBe(true);
  });

  it('without pgvector the server keeps full-text search alone', async (ctx) => {
    if (hasVector) ctx.skip();
    const res = await http.post('/ask-me-anything/', { question: 'overwork recovery' }, outsider.token);
    expect(res.statusCode).toBe(200);
    expect(slugsOf(res.json<AssistantChat>())).toContain(publicSlug);
  });
});
