import { countryName } from '@careerhub/shared';
import { countryCodeOf } from '../profiles/geo-names.js';

/**
 * One explainable ranking for both directions: jobs for a person (job recommendations) and people
 * for a job (applicant recommendations). SQL picks a bounded set of candidates; this scores them.
 */

/** What a job asks for. Empty lists mean "any". */
export interface JobFacts {
  skills: number[];
  careerStages: number[];
  countries: string[];
  jobFunctions: number[];
  professionalFields: number[];
}

/** What a person brings. */
export interface PersonFacts {
  skills: number[];
  careerStage: number | null;
  country: string | null;
  jobFunction: number | null;
  professionalField: number | null;
}

export interface Ranked {
  score: number;
  reason: string;
}

/** Weights sum to 1: skills carry half of the score. */
export const RANKING_WEIGHTS = {
  skills: 0.5,
  careerStage: 0.2,
  country: 0.1,
  jobFunction: 0.1,
  professionalField: 0.1,
} as const;

const SHOWN_SKILLS = 4;

function listNames(ids: number[], names: ReadonlyMap<number, string>): string {
  const known = ids.map((id) => names.get(id)).filter((n): n is string => Boolean(n));
  const shown = known.slice(0, SHOWN_SKILLS).join(', ');
  return known.length > SHOWN_SKILLS ? `${shown} and ${known.length - SHOWN_SKILLS} more` : shown;
}

/** Jobs list countries by name, profiles store a code (ISO 3166): both compare as codes when known. */
const sameCountry = (a: string, b: string) => {
  const [x, y] = [countryCodeOf(a), countryCodeOf(b)];
  return x && y ? x === y : a.trim().toLowerCase() === b.trim().toLowerCase();
};

/**
 * Scores how well a person fits a job, between 0 and 1, with the reason in words.
 * `perspective` says who reads the reason: the job seeker ("your skills") or the recruiter.
 */
export function rankFit(
  job: JobFacts,
  person: PersonFacts,
  skillNames: ReadonlyMap<number, string>,
  perspective: 'seeker' | 'recruiter',
): Ranked {
  const personSkills = new Set(person.skills);
  const matched = [...new Set(job.skills)].filter((s) => personSkills.has(s));
  const reasons: string[] = [];
  let score = 0;

  if (job.skills.length > 0 && matched.length > 0) {
    score += RANKING_WEIGHTS.skills * (matched.length / new Set(job.skills).size);
    const names = listNames(matched, skillNames);
    reasons.push(
      perspective === 'seeker'
        ? `Matches ${matched.length} of your ${personSkills.size} skills${names ? `: ${names}` : ''}`
        : `Has ${matched.length} of the ${new Set(job.skills).size} skills this job asks for${names ? `: ${names}` : ''}`,
    );
  }
  if (person.careerStage !== null && job.careerStages.includes(person.careerStage)) {
    score += RANKING_WEIGHTS.careerStage;
    reasons.push(perspective === 'seeker' ? 'fits your career stage' : 'at a target career stage');
  }
  if (person.country && job.countries.some((c) => sameCountry(c, person.country!))) {
    score += RANKING_WEIGHTS.country;
    const place = countryName(person.country);
    reasons.push(perspective === 'seeker' ? `open in ${place}` : `based in ${place}`);
  }
  if (person.jobFunction !== null && job.jobFunctions.includes(person.jobFunction)) {
    score += RANKING_WEIGHTS.jobFunction;
    reasons.push(perspective === 'seeker' ? 'matches your job function' : 'works in the job function');
  }
  if (person.professionalField !== null && job.professionalFields.includes(person.professionalField)) {
    score += RANKING_WEIGHTS.professionalField;
    reasons.push(perspective === 'seeker' ? 'in your professional field' : 'in the professional field');
  }
  const sentence = reasons.join('; ');
  return {
    score: Math.round(score * 1000) / 1000,
    reason: sentence ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : 'Recently posted',
  };
}

/**
 * Ranks candidates best first (ties: the order given, which is newest first from SQL), keeping
 * only those with some fit, at most `limit`.
 */
export function rankCandidates<T>(
  candidates: T[],
  score: (candidate: T) => Ranked,
  limit: number,
): Array<T & Ranked> {
  return candidates
    .map((c, index) => ({ c, index, ranked: score(c) }))
    .filter((x) => x.ranked.score > 0)
    .sort((a, b) => b.ranked.score - a.ranked.score || a.index - b.index)
    .slice(0, limit)
    .map((x) => ({ ...x.c, ...x.ranked }));
}
