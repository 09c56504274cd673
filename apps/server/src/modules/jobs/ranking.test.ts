import { describe, expect, it } from 'vitest';
import { RANKING_WEIGHTS, rankCandidates, rankFit, type JobFacts, type PersonFacts } from './ranking.js';

const names = new Map([
  [1, 'Python'],
  [2, 'SQL'],
  [3, 'Tableau'],
  [4, 'Statistics'],
  [5, 'Excel'],
  [6, 'Figma'],
]);
const job = (over: Partial<JobFacts> = {}): JobFacts => ({
  skills: [1, 2, 3, 4],
  careerStages: [3],
  countries: ['India'],
  jobFunctions: [7],
  professionalFields: [9],
  ...over,
});
const person = (over: Partial<PersonFacts> = {}): PersonFacts => ({
  skills: [1, 2, 3, 4, 6],
  careerStage: 3,
  country: 'India',
  jobFunction: 7,
  professionalField: 9,
  ...over,
});

describe('rankFit', () => {
  it('a perfect fit scores 1 and says why, for the seeker', () => {
    const r = rankFit(job(), person(), names, 'seeker');
    expect(r.score).toBe(1);
    expect(r.reason).toBe(
      'Matches 4 of your 5 skills: Python, SQL, Tableau, Statistics; fits your career stage; open in India; matches your job function; in your professional field',
    );
  });

  it('the recruiter reads the same fit from the job side', () => {
    const r = rankFit(job(), person({ skills: [2, 5], country: 'india ' }), names, 'recruiter');
    expect(r.score).toBeCloseTo(RANKING_WEIGHTS.skills / 4 + 0.2 + 0.1 + 0.1 + 0.1);
    expect(r.reason).toMatch(
      /^Has 1 of the 4 skills this job asks for: SQL; at a target career stage; based in india/,
    );
  });

  it('skills weigh by the share of the job skills matched; more than four names are summarised', () => {
    const many = job({
      skills: [1, 2, 3, 4, 5, 6],
      careerStages: [],
      countries: [],
      jobFunctions: [],
      professionalFields: [],
    });
    const r = rankFit(many, person({ skills: [1, 2, 3, 4, 5, 6] }), names, 'seeker');
    expect(r.score).toBe(0.5);
    expect(r.reason).toBe('Matches 6 of your 6 skills: Python, SQL, Tableau, Statistics and 2 more');
  });

  it('no overlap scores 0; missing facts never match', () => {
    const r = rankFit(
      job(),
      { skills: [], careerStage: null, country: null, jobFunction: null, professionalField: null },
      names,
      'seeker',
    );
    expect(r).toEqual({ score: 0, reason: 'Recently posted' });
  });

  it('rankCandidates drops non-fits, sorts by score, keeps SQL order on ties, and limits', () => {
    const people = [
      {
        id: 1,
        facts: person({
          skills: [],
          careerStage: null,
          country: null,
          jobFunction: null,
          professionalField: null,
        }),
      },
      { id: 2, facts: person({ skills: [1] }) },
      { id: 3, facts: person() },
      { id: 4, facts: person({ skills: [1] }) },
    ];
    const ranked = rankCandidates(people, (p) => rankFit(job(), p.facts, names, 'recruiter'), 2);
    expect(ranked.map((p) => p.id)).toEqual([3, 2]);
    expect(ranked[0]!.reason).toContain('Has 4 of the 4 skills');
  });
});
