import { describe, expect, it } from 'vitest';
import {
  bestPassage,
  buildAllWordsTsQuery,
  buildTsQuery,
  titleOnly,
  fuseByRank,
  RRF_K,
  orderRecommendations,
  questionWords,
  type RetrievedItem,
} from './assistant.ranking.js';
import { composeExtractiveAnswer, NOTHING_FOUND, SEARCH_BASED_NOTE } from './assistant.service.js';

let n = 0;
const item = (fields: Partial<RetrievedItem>): RetrievedItem => {
  n += 1;
  return {
    sourceType: 'content',
    sourceId: n,
    kind: 'resource',
    recType: 'resource',
    slug: `item-${n}`,
    title: `Item ${n}`,
    body: 'Some text.',
    source: null,
    isLocked: false,
    score: 1,
    ...fields,
  };
};

describe('question words and the tsquery', () => {
  it('drops question words and keeps the subject', () => {
    expect(questionWords('How do I write a good CV?')).toEqual(['write', 'cv']);
  });
  it('adds synonyms and phrases, never punctuation', () => {
    const q = buildTsQuery(questionWords("what's AI & cv's?"));
    expect(q).toContain('resume');
    expect(q).toContain('(artificial <-> intelligence)');
    expect(q).not.toMatch(/[&!:'"]/);
  });
  it('adds spelling corrections', () => {
    expect(buildTsQuery(['salery'], new Map([['salery', ['salary']]]))).toContain('compensation');
  });
  it('the all-words query needs each word (or its synonyms and corrections); empty for one word', () => {
    const q = buildAllWordsTsQuery(['salery', 'negotiation'], new Map([['salery', ['salary']]]));
    expect(q.split(' & ')).toHaveLength(2);
    expect(q).toMatch(/^\(salery \| salary \| [^)]*compensation[^)]*\) & \(negotiation\)$/);
    expect(buildAllWordsTsQuery(['negotiation'])).toBe('');
    expect(buildAllWordsTsQuery([])).toBe('');
  });
  it('the title-only query weights every word A, phrases included', () => {
    expect(titleOnly('salary | (machine <-> learning)')).toBe('salary:A | (machine:A <-> learning:A)');
  });
});

describe('recommendations: de-duplication, caps and type order', () => {
  it('orders types resource, external_resource, internal_resource, user, event, circle, organization, job', () => {
    const items = [
      item({ recType: 'job', kind: 'job', score: 9 }),
      item({ recType: 'circle', kind: 'circle', score: 8 }),
      item({ recType: 'user', kind: 'user', score: 7 }),
      item({ recType: 'resource', score: 1 }),
      item({ recType: 'external_resource', source: 'https://a.example/x', score: 2 }),
      item({ recType: 'organization', kind: 'organization', score: 3 }),
      item({ recType: 'event', kind: 'event', score: 4 }),
      item({ recType: 'internal_resource', kind: 'prompt', score: 5 }),
    ];
    expect(orderRecommendations(items, []).map((r) => r.type)).toEqual([
      'resource',
      'external_resource',
      'internal_resource',
      'user',
      'event',
      'circle',
      'organization',
      'job',
    ]);
  });
  it('keeps at most 5 of a type, the best first', () => {
    const items = Array.from({ length: 8 }, (_, i) => item({ score: i }));
    const out = orderRecommendations(items, []);
    expect(out).toHaveLength(5);
    expect(out[0]!.id).toBe(items[7]!.sourceId);
  });
  it('keeps one item per slug and per source', () => {
    const a = item({ recType: 'external_resource', source: 'https://x.example/guide/', score: 3 });
    const b = item({ recType: 'external_resource', source: 'https://X.example/guide', score: 2 });
    const c = item({ slug: 'same', score: 2 });
    const d = item({ slug: 'same', score: 1 });
    const out = orderRecommendations([a, b, c, d], []);
    expect(out.map((r) => r.id)).toEqual([c.sourceId, a.sourceId]);
  });
  it('gives people and groups a name and name_slug, content a title and slugs, and a reason from the words', () => {
    const [person] = orderRecommendations(
      [item({ recType: 'user', kind: 'user', title: 'Ada Lovelace', sourceType: 'user' })],
      [],
    );
    expect(person).toMatchObject({ name: 'Ada Lovelace', title: null, slug: null });
    const [res] = orderRecommendations(
      [item({ title: 'Resume guide', body: 'How to shape a resume.' })],
      ['resume'],
    );
    expect(res).toMatchObject({ title: 'Resume guide', reason: 'A resource that mentions “resume”' });
  });
});

describe('the extractive answer', () => {
  it('quotes the sentence that matches most, attributed by number, and says it is search-based', () => {
    const text = composeExtractiveAnswer(
      [
        item({
          title: 'Interviews',
          body: 'Arrive early. Prepare stories for behavioural interview questions.',
        }),
      ],
      ['interview', 'questions'],
    );
    expect(text).toContain(
      '[1] Interviews (resource): “Prepare stories for behavioural interview questions.”',
    );
    expect(text).toContain(SEARCH_BASED_NOTE);
  });
  it('does not quote a locked premium item', () => {
    const text = composeExtractiveAnswer(
      [item({ title: 'Paid', body: 'Secret paid text.', isLocked: true })],
      ['paid'],
    );
    expect(text).not.toContain('Secret paid text');
  });
  it('says plainly when nothing was found', () => {
    expect(composeExtractiveAnswer([], ['x'])).toBe(NOTHING_FOUND);
  });
  it('cuts long passages at a word', () => {
    expect(bestPassage(`${'word '.repeat(100)}.`, ['word']).length).toBeLessThanOrEqual(281);
  });
});

describe('hybrid ranking: reciprocal rank fusion', () => {
  it('puts a document both lists found above one found by a single list, and scores by rank alone', () => {
    const both = item({ title: 'Both' });
    const textOnly = item({ title: 'Text only', score: 99 });
    const vectorOnly = item({ title: 'Vector only', score: 0.99 });
    const fused = fuseByRank(
      [
        [textOnly, both],
        [vectorOnly, { ...both, title: 'Both (vector row)', score: 0.5 }],
      ],
      10,
    );
    expect(fused.map((i) => i.title)).toEqual(['Both', 'Text only', 'Vector only']);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 2) + 1 / (RRF_K + 2));
    expect(fused[1]!.score).toBeCloseTo(1 / (RRF_K + 1));
  });

  it('keeps each document once, cuts at the limit, and passes one list through in its order', () => {
    const a = item({});
    const b = item({});
    const c = item({});
    expect(fuseByRank([[a, b, c], []], 2).map((i) => i.sourceId)).toEqual([a.sourceId, b.sourceId]);
    expect(fuseByRank([[], []], 5)).toEqual([]);
  });
});
