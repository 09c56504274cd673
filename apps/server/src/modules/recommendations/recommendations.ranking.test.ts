import { describe, expect, it } from 'vitest';
import {
  listNames,
  MIN_CO_ENGAGEMENT,
  rankAll,
  rankCandidate,
  type CandidateFacts,
  type Names,
  type ViewerFacts,
} from './recommendations.ranking.js';

const names: Names = {
  topics: new Map([
    [1, 'Python'],
    [2, 'SQL'],
    [3, 'R'],
    [10, 'Data Science'],
    [11, 'Ethics'],
  ]),
  careerStages: new Map([[3, 'Early professional']]),
  professionalFields: new Map([[2, 'AI and data']]),
  jobFunctions: new Map([[3, 'Data and AI']]),
  roles: new Map([[3, 'Working professional']]),
  countries: (c) => (c === 'ke' ? 'Kenya' : c),
  institutions: new Map([[7, 'University of Nairobi']]),
};
const viewer: ViewerFacts = {
  skills: [1, 2],
  topics: [10],
  careerStage: 3,
  professionalField: 2,
  jobFunction: 3,
  currentRole: 3,
  country: 'ke',
  institutionId: 7,
};
const item = (facts: Partial<CandidateFacts> = {}): CandidateFacts => ({
  skills: [],
  topics: [],
  careerStages: [],
  professionalFields: [],
  jobFunctions: [],
  roles: [],
  countries: [],
  institutionId: null,
  popularity: 0,
  popularityUnit: 'members',
  followedCount: 0,
  coCount: 0,
  coKind: 'co_members',
  ...facts,
});

describe('recommendation ranking', () => {
  it('names the matched skills, and only those', () => {
    const r = rankCandidate(viewer, item({ skills: [1, 2, 3] }), names, 'item');
    expect(r.reasons).toEqual(['Matches your skills Python and SQL']);
    expect(r.reason).toBe('Matches your skills Python and SQL');
    expect(rankCandidate(viewer, item({ skills: [1] }), names, 'person').reasons).toEqual([
      'Shares your skill Python',
    ]);
  });

  it('explains every signal that scored, strongest first, and shows two', () => {
    const r = rankCandidate(
      viewer,
      item({
        topics: [10, 11],
        careerStages: [3],
        professionalFields: [2],
        jobFunctions: [3],
        roles: [3],
        countries: ['ke'],
        followedCount: 3,
        coCount: 5,
        popularity: 100,
      }),
      names,
      'item',
    );
    expect(r.reasons).toEqual([
      '3 people you follow are members',
      '5 members of your circles also joined',
      'Popular: 100 members',
      'For your career stage: Early professional',
      'In your professional field: AI and data',
      'For your job function: Data and AI',
      'About Data Science, on your profile',
      'For your role: Working professional',
      'In Kenya, where you are',
    ]);
    expect(r.reason).toBe('3 people you follow are members · 5 members of your circles also joined');
    expect(r.score).toBeGreaterThan(0.8);
  });

  it('says nothing it cannot back: no signal, no score and no reason', () => {
    const r = rankCandidate(
      viewer,
      item({ topics: [11], careerStages: [4], countries: ['ng'] }),
      names,
      'item',
    );
    expect(r).toEqual({ score: 0, reasons: [], reason: '' });
    // A matched id whose name is unknown still scores through the list but its career stage label is required.
    const unnamed = rankCandidate({ ...viewer, careerStage: 9 }, item({ careerStages: [9] }), names, 'item');
    expect(unnamed.reasons).toEqual([]);
  });

  it('keeps co-engagement of a single person to itself (it would name them)', () => {
    const one = rankCandidate(
      viewer,
      item({ coCount: MIN_CO_ENGAGEMENT - 1, coKind: 'co_savers' }),
      names,
      'item',
    );
    expect(one.reasons).toEqual([]);
    const two = rankCandidate(viewer, item({ coCount: 2, coKind: 'co_savers' }), names, 'item');
    expect(two.reasons).toEqual(['Saved by 2 members who saved what you saved']);
  });

  it('tells people apart from items', () => {
    const person = rankCandidate(
      viewer,
      item({ institutionId: 7, followedCount: 1, countries: ['ke'], topics: [10] }),
      names,
      'person',
    );
    expect(person.reasons).toEqual([
      'Also into Data Science',
      'Also at University of Nairobi',
      'Followed by 1 person you follow',
      'Also in Kenya',
    ]);
  });

  it('never lets popularity alone outrank a profile match', () => {
    const popular = rankCandidate(viewer, item({ popularity: 10_000 }), names, 'item');
    const fit = rankCandidate(viewer, item({ skills: [1, 2] }), names, 'item');
    expect(popular.reasons).toEqual(['Popular: 10000 members']);
    expect(fit.score).toBeGreaterThan(popular.score);
  });

  it('ranks best first, drops candidates without a reason, caps the list', () => {
    const candidates = [
      item({ popularity: 5 }),
      item(),
      item({ skills: [1, 2] }),
      item({ skills: [1], popularity: 5 }),
    ];
    const ranked = rankAll(candidates, (c) => rankCandidate(viewer, c, names, 'item'), 2);
    expect(ranked.map((r) => candidates.indexOf(r.item))).toEqual([2, 3]);
    expect(rankAll(candidates, (c) => rankCandidate(viewer, c, names, 'item'), 8)).toHaveLength(3);
  });

  it('lists names the way people write them', () => {
    expect(listNames(['Python'])).toBe('Python');
    expect(listNames(['Python', 'SQL'])).toBe('Python and SQL');
    expect(listNames(['Python', 'SQL', 'R'])).toBe('Python, SQL and R');
    expect(listNames(['Python', 'SQL', 'R', 'Go', 'C'])).toBe('Python, SQL, R and 2 more');
  });
});
