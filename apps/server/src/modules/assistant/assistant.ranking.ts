import {
  ASSISTANT_LIMITS,
  RECOMMENDATION_TYPE_ORDER,
  type RecommendationType,
  type RecommendedItem,
} from '@careerhub/shared';

/**
 * The pure half of retrieval: the question's words and their synonyms, the de-duplicated and
 * ordered recommendation list, the passage quoted from each item. No database, no I/O.
 */

/** Common career terms written several ways; each group matches any of its members. */
export const SYNONYMS: string[][] = [
  ['cv', 'resume', 'résumé', 'curriculum vitae'],
  ['job', 'jobs', 'vacancy', 'opening', 'position', 'role', 'employment', 'hiring'],
  ['career', 'careers', 'profession'],
  ['salary', 'pay', 'compensation', 'wage', 'raise'],
  ['ai', 'artificial intelligence'],
  ['ml', 'machine learning'],
  ['llm', 'language model', 'chatgpt', 'gpt'],
  ['mentor', 'mentorship', 'mentoring', 'coach', 'coaching'],
  ['internship', 'intern', 'placement', 'apprenticeship'],
  ['networking', 'network', 'connections'],
  ['remote', 'work from home', 'wfh'],
  ['scholarship', 'grant', 'funding', 'fellowship'],
  ['startup', 'entrepreneur', 'entrepreneurship', 'founder'],
  ['leadership', 'leader', 'manager', 'management'],
  ['course', 'training', 'class', 'learn', 'learning', 'tutorial'],
  ['event', 'webinar', 'workshop', 'meetup', 'conference'],
  ['circle', 'group', 'community', 'cohort'],
  ['organization', 'organisation', 'company', 'employer', 'institution'],
  ['interview', 'interviews', 'interviewing'],
  ['prompt', 'prompts', 'prompting'],
  ['data', 'analytics', 'analyst'],
];

const SYNONYM_INDEX = new Map<string, string[]>();
for (const group of SYNONYMS) for (const term of group) SYNONYM_INDEX.set(term, group);

/** Words that say nothing about what is asked (the english stop list drops most others). */
const QUESTION_WORDS = new Set([
  'how',
  'what',
  'which',
  'who',
  'where',
  'when',
  'why',
  'can',
  'could',
  'should',
  'would',
  'do',
  'does',
  'i',
  'me',
  'my',
  'is',
  'are',
  'there',
  'any',
  'some',
  'find',
  'get',
  'good',
  'best',
  'tips',
  'help',
  'want',
  'need',
  'about',
  'tell',
  'know',
  'please',
  'anything',
  'something',
  'a',
  'an',
  'the',
  'to',
  'for',
  'of',
  'in',
  'on',
  'and',
  'or',
  'with',
  'you',
  'your',
  'it',
  'this',
  'that',
  'be',
  'im',
  'show',
  'give',
  'recommend',
  'looking',
  'look',
  'way',
  'ways',
  'make',
  'use',
  'using',
  'more',
]);

/** The question's meaningful words, lowercased, in order, at most 12. */
export function questionWords(question: string): string[] {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of words) {
    if (QUESTION_WORDS.has(w) || seen.has(w) || w.length > 40) continue;
    seen.add(w);
    out.push(w);
  }
  return out.slice(0, 12);
}

/** A term for to_tsquery: a word, or a phrase joined with <->; only letters and digits reach it. */
const tsTerm = (term: string) => {
  const parts = term.match(/[\p{L}\p{N}]+/gu) ?? [];
  return parts.length > 1 ? `(${parts.join(' <-> ')})` : (parts[0] ?? '');
};

/**
 * The tsquery text (english config) matching any word of the question, its synonyms, the
 * spelling corrections found for it and two-word phrases of it ("machine learning").
 */
export function buildTsQuery(words: string[], corrections: Map<string, string[]> = new Map()): string {
  const terms = new Set<string>();
  for (const w of words) {
    terms.add(tsTerm(w));
    for (const s of SYNONYM_INDEX.get(w) ?? []) terms.add(tsTerm(s));
    for (const c of corrections.get(w) ?? []) {
      terms.add(tsTerm(c));
      for (const s of SYNONYM_INDEX.get(c) ?? []) terms.add(tsTerm(s));
    }
  }
  for (let i = 0; i + 1 < words.length; i += 1) {
    const pair = SYNONYM_INDEX.get(`${words[i]} ${words[i + 1]}`);
    if (pair) for (const s of pair) terms.add(tsTerm(s));
  }
  terms.delete('');
  return [...terms].join(' | ');
}

/**
 * The tsquery text matching documents that hold every question word (each word with its synonyms
 * and corrections); empty for a one-word question, where it would equal `buildTsQuery`'s.
 */
export function buildAllWordsTsQuery(
  words: string[],
  corrections: Map<string, string[]> = new Map(),
): string {
  const groups = words.map((w) => buildTsQuery([w], corrections)).filter(Boolean);
  return groups.length > 1 ? groups.map((g) => `(${g})`).join(' & ') : '';
}

/** The same query text with every word weighted A: it matches a word of the title only. */
export function titleOnly(tsquery: string): string {
  return tsquery.replace(/[\p{L}\p{N}]+/gu, (word) => `${word}:A`);
}

/** One retrieved row, as the repository reads it. */
export interface RetrievedItem {
  sourceType: string;
  sourceId: number;
  kind: string;
  recType: RecommendationType;
  slug: string;
  title: string;
  body: string;
  source: string | null;
  isLocked: boolean;
  score: number;
}

const SLUG_FIELD: Record<RecommendationType, 'slug' | 'title_slug' | 'name_slug'> = {
  resource: 'slug',
  external_resource: 'slug',
  internal_resource: 'slug',
  user: 'name_slug',
  event: 'name_slug',
  circle: 'name_slug',
  organization: 'name_slug',
  job: 'slug',
  use_case: 'slug',
  ai_tool: 'slug',
};

/** The words of the question an item's title or text contains, for its reason. */
export function matchedWords(item: Pick<RetrievedItem, 'title' | 'body'>, words: string[]): string[] {
  const text = `${item.title} ${item.body}`.toLowerCase();
  return words.filter((w) => w.length > 1 && text.includes(stemOf(w)));
}

/** A crude stem good enough to find a word in a passage ("interviews" → "interview"). */
export function stemOf(word: string): string {
  return word.length > 5 ? word.replace(/(ings|ing|ies|es|s|ed)$/u, '') : word;
}

const LABEL: Record<string, string> = {
  resource: 'resource',
  prompt: 'prompt',
  career_tip: 'career tip',
  post: 'post',
  newsletter: 'newsletter',
  circle: 'circle',
  event: 'event',
  organization: 'organization',
  institution: 'institution',
  job: 'job',
  user: 'member',
  use_case: 'AI use case',
  ai_tool: 'AI tool',
};
export const kindLabel = (kind: string) => LABEL[kind] ?? kind;

function reasonFor(item: RetrievedItem, words: string[]): string {
  const hits = matchedWords(item, words).slice(0, 3);
  const label = kindLabel(item.kind);
  const a = /^[aeiou]/iu.test(label) ? 'An' : 'A';
  return hits.length
    ? `${a} ${label} that mentions ${hits.map((w) => `“${w}”`).join(', ')}`
    : `${a} ${label} related to your question`;
}

export function toRecommendation(item: RetrievedItem, words: string[]): RecommendedItem {
  const field = SLUG_FIELD[item.recType];
  const isPerson = item.recType === 'user' || field === 'name_slug';
  return {
    type: item.recType,
    kind: item.kind,
    sub_type: item.recType === 'external_resource' ? 'external' : null,
    id: item.sourceId,
    slug: field === 'slug' ? item.slug : null,
    title_slug: item.sourceType === 'content' ? item.slug : null,
    name_slug: field === 'name_slug' ? item.slug : null,
    source: item.source,
    title: isPerson ? null : item.title,
    name: isPerson ? item.title : null,
    reason: reasonFor(item, words),
  };
}

/**
 * The recommendation list: best first within a type, at most 5 per type, one per slug or
 * source (the same link shared twice is one item), types in the spec's order.
 */
export function orderRecommendations(
  items: RetrievedItem[],
  words: string[],
  perType: number = ASSISTANT_LIMITS.itemsPerType,
): RecommendedItem[] {
  const seen = new Set<string>();
  const byType = new Map<RecommendationType, RetrievedItem[]>();
  for (const item of [...items].sort((a, b) => b.score - a.score)) {
    const keys = [`${item.recType}:${item.slug}`];
    if (item.source) keys.push(`source:${item.source.trim().toLowerCase().replace(/\/+$/u, '')}`);
    if (keys.some((k) => seen.has(k))) continue;
    const list = byType.get(item.recType) ?? [];
    if (list.length >= perType) continue;
    keys.forEach((k) => seen.add(k));
    list.push(item);
    byType.set(item.recType, list);
  }
  return RECOMMENDATION_TYPE_ORDER.flatMap((type) =>
    (byType.get(type) ?? []).map((item) => toRecommendation(item, words)),
  );
}

const MAX_PASSAGE = 280;

/** The sentence of an item's text that shares most words with the question, cut at a word. */
export function bestPassage(body: string, words: string[]): string {
  const sentences = body
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (sentences.length === 0) return '';
  const stems = words.map(stemOf);
  let best = sentences[0]!;
  let bestScore = -1;
  for (const s of sentences) {
    const lower = s.toLowerCase();
    const score = stems.filter((w) => lower.includes(w)).length;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  if (best.length <= MAX_PASSAGE) return best;
  const cut = best.slice(0, MAX_PASSAGE);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_PASSAGE - 40))}…`;
}

/** Reciprocal rank fusion's constant: a document's share from a list is 1 / (RRF_K + its rank). */
export const RRF_K = 60;

/**
 * Hybrid ranking: the full-text list and the vector list fused by reciprocal rank (each list's
 * scores are on scales that cannot be compared; their ranks can). A document in both lists
 * collects both shares; the full-text row is kept when both have it (it carries the same fields).
 * Scores become the fused ones.
 */
export function fuseByRank(lists: RetrievedItem[][], limit: number): RetrievedItem[] {
  const fused = new Map<string, { item: RetrievedItem; score: number }>();
  for (const list of lists) {
    list.forEach((item, index) => {
      const key = `${item.sourceType}:${item.sourceId}`;
      const share = 1 / (RRF_K + index + 1);
      const seen = fused.get(key);
      if (seen) seen.score += share;
      else fused.set(key, { item, score: share });
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ item, score }) => ({ ...item, score }));
}
