import { describe, expect, it } from 'vitest';
import { countLinks, isVagueTitle, judgeUseCase, type CurationSignals } from './usecase-curation.rules.js';

const base: CurationSignals = {
  title: 'Triage support tickets with an assistant',
  descriptionWords: 40,
  reasonWords: 10,
  completeness: 0.4,
  aiTools: 0,
  hasMedia: false,
  links: 0,
  maxSimilarity: 0.1,
  exactDuplicate: false,
};
const judge = (over: Partial<CurationSignals>) => judgeUseCase({ ...base, ...over });

describe('usecase_curation rules', () => {
  it('DESCRIPTION_DETAILED at 80 words, DESCRIPTION_SHORT under 25, neither between', () => {
    expect(judge({ descriptionWords: 80 }).reasons).toContain('DESCRIPTION_DETAILED');
    expect(judge({ descriptionWords: 79 }).reasons).not.toContain('DESCRIPTION_DETAILED');
    expect(judge({ descriptionWords: 24 }).reasons).toContain('DESCRIPTION_SHORT');
    const middle = judge({ descriptionWords: 25 }).reasons;
    expect(middle).not.toContain('DESCRIPTION_SHORT');
    expect(middle).not.toContain('DESCRIPTION_DETAILED');
  });
  it('TITLE_VAGUE: one word or under 10 letters', () => {
    expect(judge({ title: 'Chatbots' }).reasons).toContain('TITLE_VAGUE');
    expect(judge({ title: 'AI in HR' }).reasons).toContain('TITLE_VAGUE');
    expect(isVagueTitle('Draft grant reports')).toBe(false);
    expect(judge({}).reasons).not.toContain('TITLE_VAGUE');
  });
  it('REASON_GIVEN / REASON_MISSING', () => {
    expect(judge({}).reasons).toContain('REASON_GIVEN');
    expect(judge({ reasonWords: 0 }).reasons).toContain('REASON_MISSING');
  });
  it('FIELDS_COMPLETE at 0.6, FIELDS_SPARSE under 0.3', () => {
    expect(judge({ completeness: 0.6 }).reasons).toContain('FIELDS_COMPLETE');
    expect(judge({ completeness: 0.29 }).reasons).toContain('FIELDS_SPARSE');
    expect(judge({ completeness: 0.4 }).reasons.some((r) => r.startsWith('FIELDS'))).toBe(false);
  });
  it('AI_TOOLS_LINKED and MEDIA_ATTACHED', () => {
    expect(judge({ aiTools: 1 }).reasons).toContain('AI_TOOLS_LINKED');
    expect(judge({}).reasons).not.toContain('AI_TOOLS_LINKED');
    expect(judge({ hasMedia: true }).reasons).toContain('MEDIA_ATTACHED');
    expect(judge({}).reasons).not.toContain('MEDIA_ATTACHED');
  });
  it('LINKS_EXCESSIVE above 5 links; countLinks finds http, https and www', () => {
    expect(countLinks('see https://a.io, http://b.io and www.c.io; not d.io')).toBe(3);
    expect(judge({ links: 5 }).reasons).not.toContain('LINKS_EXCESSIVE');
    expect(judge({ links: 6 }).reasons).toContain('LINKS_EXCESSIVE');
  });
  it('NEAR_DUPLICATE at similarity 0.6; DUPLICATE wins over it and rejects', () => {
    expect(judge({ maxSimilarity: 0.59 }).reasons).not.toContain('NEAR_DUPLICATE');
    expect(judge({ maxSimilarity: 0.6 }).reasons).toContain('NEAR_DUPLICATE');
    const dup = judge({ maxSimilarity: 1, exactDuplicate: true, descriptionWords: 200, completeness: 1 });
    expect(dup.reasons).toContain('DUPLICATE');
    expect(dup.reasons).not.toContain('NEAR_DUPLICATE');
    expect(dup.quality_level).toBe('reject');
    expect(dup.confidence).toBe(0.95);
  });
  it('levels: high, medium, low and reject by score', () => {
    const high = judge({ descriptionWords: 120, completeness: 0.8, aiTools: 2, hasMedia: true });
    expect(high.quality_level).toBe('high');
    expect(high.score).toBeGreaterThanOrEqual(4);
    expect(judge({ aiTools: 1 }).quality_level).toBe('medium');
    expect(judge({ reasonWords: 0 }).quality_level).toBe('low');
    const spam = judge({ descriptionWords: 5, reasonWords: 0, completeness: 0, links: 9 });
    expect(spam.quality_level).toBe('reject');
  });
  it('confidence grows with the distance of the score and stays below 1', () => {
    const strong = judge({ descriptionWords: 120, completeness: 0.8, aiTools: 2, hasMedia: true });
    expect(strong.confidence).toBeGreaterThan(judge({ aiTools: 1 }).confidence);
    const worst = judge({ title: 'x', descriptionWords: 1, reasonWords: 0, completeness: 0, links: 40 });
    expect(worst.confidence).toBeLessThanOrEqual(0.99);
  });
});
