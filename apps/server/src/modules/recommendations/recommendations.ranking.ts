/**
 * The pure half of recommendations: one score per candidate from the same signals that write its
 * reason, so a reason is never a template — every phrase names the facts that scored. No I/O.
 *
 * Signals: profile overlap (skills, topics, career stage, professional field, job function,
 * country, institution), popularity, and co-engagement (people you follow who are in it; members
 * of your circles, or people who saved what you saved, who also joined or saved it).
 */

/** What the reader brings (ids resolve to names through `Names`). */
export interface ViewerFacts {
  skills: number[];
  topics: number[];
  careerStage: number | null;
  professionalField: number | null;
  jobFunction: number | null;
  currentRole: number | null;
  country: string | null;
  institutionId: number | null;
}

/** How a candidate's popularity is counted, for the reason ("42 members"). */
export type PopularityUnit = 'members' | 'followers' | 'upvotes' | 'saves' | 'applicants';
/** Who is behind its co-engagement count. */
export type CoEngagementKind = 'co_members' | 'co_savers' | 'co_followers';

/** What a candidate offers or asks for. Empty lists mean "not stated". */
export interface CandidateFacts {
  /** Skills it asks for (jobs) or has (people). */
  skills: number[];
  topics: number[];
  careerStages: number[];
  professionalFields: number[];
  jobFunctions: number[];
  roles: number[];
  countries: string[];
  institutionId: number | null;
  popularity: number;
  popularityUnit: PopularityUnit;
  /** People the reader follows who are members or followers of it (groups) or follow them (people). */
  followedCount: number;
  /** Co-engagement: members of the reader's circles who joined it, people who saved what the reader saved... */
  coCount: number;
  coKind: CoEngagementKind;
}

export interface Names {
  topics: ReadonlyMap<number, string>;
  careerStages: ReadonlyMap<number, string>;
  professionalFields: ReadonlyMap<number, string>;
  jobFunctions: ReadonlyMap<number, string>;
  roles: ReadonlyMap<number, string>;
  countries: (code: string) => string;
  institutions: ReadonlyMap<number, string>;
}

/** Which way the reader relates to a candidate: people are alike, items fit. */
export type Relation = 'person' | 'item';

export interface Ranked {
  score: number;
  /** The facts behind the score, strongest first; the card shows the first two. */
  reasons: string[];
  reason: string;
}

/** The weights of each signal; a perfect profile match with no engagement scores 0.75. */
export const WEIGHTS = {
  skills: 0.25,
  topics: 0.15,
  careerStage: 0.08,
  professionalField: 0.08,
  jobFunction: 0.08,
  role: 0.05,
  country: 0.04,
  institution: 0.07,
  popularity: 0.1,
  followed: 0.2,
  co: 0.2,
} as const;

/** Co-engagement below this many people is not told (a count of one would name a person). */
export const MIN_CO_ENGAGEMENT = 2;
const SHOWN_NAMES = 3;

/** "Python", "Python and SQL", "Python, SQL and R", "Python, SQL, R and 2 more". */
export function listNames(names: string[]): string {
  const shown = names.slice(0, SHOWN_NAMES);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Half how much of the smaller list matched (2 of a job's 2 skills is a full match, as 2 of yours
 * would be), half how many matched (two or more in common is full): one shared skill of one is
 * a fit, two shared are a better one.
 */
export const overlapShare = (matched: number, a: number, b: number) =>
  0.5 * (matched / Math.max(1, Math.min(a, b))) + 0.5 * Math.min(1, matched / 2);

const sameCountry = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const POPULARITY_UNIT: Record<PopularityUnit, [string, string]> = {
  members: ['member', 'members'],
  followers: ['follower', 'followers'],
  upvotes: ['upvote', 'upvotes'],
  saves: ['save', 'saves'],
  applicants: ['applicant', 'applicants'],
};

function coEngagementReason(kind: CoEngagementKind, n: number): string {
  switch (kind) {
    case 'co_members':
      return `${plural(n, 'member', 'members')} of your circles also joined`;
    case 'co_savers':
      return `Saved by ${plural(n, 'member', 'members')} who saved what you saved`;
    case 'co_followers':
      return `Followed by ${plural(n, 'member', 'members')} of your circles`;
  }
}

function followedReason(relation: Relation, n: number): string {
  return relation === 'person'
    ? `Followed by ${plural(n, 'person', 'people')} you follow`
    : `${plural(n, 'person', 'people')} you follow ${n === 1 ? 'is a member' : 'are members'}`;
}

/**
 * Scores a candidate for the reader, between 0 and 1, with its reasons. A candidate with no
 * signal scores 0 and has no reason: the caller drops it rather than invent one.
 */
export function rankCandidate(
  viewer: ViewerFacts,
  item: CandidateFacts,
  names: Names,
  relation: Relation,
): Ranked {
  const parts: Array<{ weight: number; text: string }> = [];
  const add = (weight: number, text: string) => {
    if (weight > 0) parts.push({ weight, text });
  };
  const named = (ids: number[], map: ReadonlyMap<number, string>) =>
    ids.map((id) => map.get(id)).filter((n): n is string => Boolean(n));

  const skills = [...new Set(item.skills)].filter((s) => viewer.skills.includes(s));
  if (skills.length > 0) {
    const list = listNames(named(skills, names.topics));
    add(
      WEIGHTS.skills * overlapShare(skills.length, item.skills.length, viewer.skills.length),
      relation === 'person'
        ? `Shares your ${skills.length === 1 ? 'skill' : 'skills'} ${list}`
        : `Matches your ${skills.length === 1 ? 'skill' : 'skills'} ${list}`,
    );
  }
  // Topics of the item against what the reader is into: their topics and their skills.
  const interests = new Set([...viewer.topics, ...viewer.skills]);
  const topics = [...new Set(item.topics)].filter((t) => interests.has(t) && !skills.includes(t));
  if (topics.length > 0) {
    const list = listNames(named(topics, names.topics));
    add(
      WEIGHTS.topics * overlapShare(topics.length, item.topics.length, interests.size),
      relation === 'person' ? `Also into ${list}` : `About ${list}, on your profile`,
    );
  }
  const single = (
    mine: number | null,
    theirs: number[],
    map: ReadonlyMap<number, string>,
    weight: number,
    person: (label: string) => string,
    fit: (label: string) => string,
  ) => {
    if (mine === null || !theirs.includes(mine)) return;
    const label = map.get(mine);
    if (label) add(weight, relation === 'person' ? person(label) : fit(label));
  };
  single(
    viewer.careerStage,
    item.careerStages,
    names.careerStages,
    WEIGHTS.careerStage,
    (l) => `Also at your career stage: ${l}`,
    (l) => `For your career stage: ${l}`,
  );
  single(
    viewer.professionalField,
    item.professionalFields,
    names.professionalFields,
    WEIGHTS.professionalField,
    (l) => `Also in ${l}`,
    (l) => `In your professional field: ${l}`,
  );
  single(
    viewer.jobFunction,
    item.jobFunctions,
    names.jobFunctions,
    WEIGHTS.jobFunction,
    (l) => `Also works in ${l}`,
    (l) => `For your job function: ${l}`,
  );
  single(
    viewer.currentRole,
    item.roles,
    names.roles,
    WEIGHTS.role,
    (l) => `Also a ${l}`,
    (l) => `For your role: ${l}`,
  );
  if (viewer.country && item.countries.some((c) => sameCountry(c, viewer.country!))) {
    const place = names.countries(viewer.country);
    add(WEIGHTS.country, relation === 'person' ? `Also in ${place}` : `In ${place}, where you are`);
  }
  if (viewer.institutionId !== null && item.institutionId === viewer.institutionId) {
    const inst = names.institutions.get(viewer.institutionId);
    if (inst)
      add(WEIGHTS.institution, relation === 'person' ? `Also at ${inst}` : `At ${inst}, your institution`);
  }
  if (item.followedCount > 0)
    add(WEIGHTS.followed * Math.min(1, item.followedCount / 3), followedReason(relation, item.followedCount));
  if (item.coCount >= MIN_CO_ENGAGEMENT)
    add(WEIGHTS.co * Math.min(1, item.coCount / 5), coEngagementReason(item.coKind, item.coCount));
  if (item.popularity >= 1) {
    const [one, many] = POPULARITY_UNIT[item.popularityUnit];
    // Log scale: 100 members is as popular as it gets; popularity alone never outranks a profile match.
    add(
      WEIGHTS.popularity * Math.min(1, Math.log1p(item.popularity) / Math.log1p(100)),
      `Popular: ${plural(Math.round(item.popularity), one, many)}`,
    );
  }

  parts.sort((a, b) => b.weight - a.weight);
  const reasons = parts.map((p) => p.text);
  const score = parts.reduce((sum, p) => sum + p.weight, 0);
  return {
    score: Math.round(score * 1000) / 1000,
    reasons,
    reason: reasons.slice(0, 2).join(' · '),
  };
}

/**
 * The best candidates first (ties: the order given), only those with a reason, at most `limit`.
 */
export function rankAll<T>(
  candidates: T[],
  score: (candidate: T) => Ranked,
  limit: number,
): Array<{ item: T; ranked: Ranked }> {
  return candidates
    .map((item, index) => ({ item, index, ranked: score(item) }))
    .filter((x) => x.ranked.score > 0 && x.ranked.reasons.length > 0)
    .sort((a, b) => b.ranked.score - a.ranked.score || a.index - b.index)
    .slice(0, limit)
    .map(({ item, ranked }) => ({ item, ranked }));
}
