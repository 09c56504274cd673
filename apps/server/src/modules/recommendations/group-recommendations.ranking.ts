/**
 * The pure half of a group administrator's recommendations (decision 0038): research
 * collaborators (people whose skills, interests and work history match the group's topics) and
 * partner groups (other groups sharing its topics and members). Like recommendations.ranking.ts,
 * every phrase of a reason names the facts that scored, and a candidate with no strong signal
 * (no shared topic, or for groups no shared topic and too few shared members) scores 0.
 */
import {
  listNames,
  MIN_CO_ENGAGEMENT,
  overlapShare,
  plural,
  WEIGHTS,
  type Ranked,
} from './recommendations.ranking.js';

/** The group asking: what it is about and whom it is for (empty lists: not stated). */
export interface GroupTarget {
  /** "circle", "event", "organization", "institution": the reasons say "this circle". */
  noun: string;
  topics: number[];
  careerStages: number[];
  professionalFields: number[];
  jobFunctions: number[];
  countries: string[];
}

/** A person who might collaborate: what their profile and work history say. */
export interface CollaboratorFacts {
  skills: number[];
  interests: number[];
  /** Skills of their career entries (work and education). */
  careerSkills: number[];
  careerStage: number | null;
  professionalField: number | null;
  jobFunction: number | null;
  country: string | null;
  followers: number;
  /** Accepted members of the group who follow them. */
  followedByMembers: number;
}

/** Another group that might partner. */
export interface PartnerFacts {
  topics: number[];
  careerStages: number[];
  professionalFields: number[];
  countries: string[];
  members: number;
  /** People who are accepted members of both groups. */
  sharedMembers: number;
}

export interface GroupNames {
  topics: ReadonlyMap<number, string>;
  careerStages: ReadonlyMap<number, string>;
  professionalFields: ReadonlyMap<number, string>;
  jobFunctions: ReadonlyMap<number, string>;
  countries: (code: string) => string;
}

/** Shared members weigh more than a member's co-engagement: two groups with the same people can act together. */
const SHARED_MEMBERS_WEIGHT = 0.3;
/** Skills used in work or study weigh a little on top of the topic match they are part of. */
const CAREER_WEIGHT = 0.05;
const TOPIC_WEIGHT = WEIGHTS.skills + WEIGHTS.topics;

const sameCountry = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const named = (ids: number[], map: ReadonlyMap<number, string>) =>
  ids.map((id) => map.get(id)).filter((n): n is string => Boolean(n));
const shared = (a: number[], b: number[]) => {
  const other = new Set(b);
  return [...new Set(a)].filter((x) => other.has(x));
};

function collect() {
  const parts: Array<{ weight: number; text: string }> = [];
  return {
    add(weight: number, text: string) {
      if (weight > 0 && text) parts.push({ weight, text });
    },
    done(strong: boolean): Ranked {
      if (!strong) return { score: 0, reasons: [], reason: '' };
      parts.sort((a, b) => b.weight - a.weight);
      const reasons = parts.map((p) => p.text);
      const score = parts.reduce((sum, p) => sum + p.weight, 0);
      return { score: Math.round(score * 1000) / 1000, reasons, reason: reasons.slice(0, 2).join(' · ') };
    },
  };
}

/** "Shares 3 of this circle's topics: A, B and C" / "Shares this circle's topic A". */
function topicsReason(noun: string, list: string[], total: number) {
  if (list.length === 0) return '';
  if (list.length === 1 && total <= 1) return `Shares this ${noun}'s topic ${list[0]}`;
  return `Shares ${list.length} of this ${noun}'s topics: ${listNames(list)}`;
}

/** A person for the group: topics first (always needed), then whom the group is for, then who follows them. */
export function rankCollaborator(group: GroupTarget, person: CollaboratorFacts, names: GroupNames): Ranked {
  const r = collect();
  const theirs = [...new Set([...person.skills, ...person.interests, ...person.careerSkills])];
  const matched = shared(group.topics, theirs);
  const matchedNames = named(matched, names.topics);
  r.add(
    TOPIC_WEIGHT * overlapShare(matched.length, group.topics.length, theirs.length),
    topicsReason(group.noun, matchedNames, group.topics.length),
  );
  const fromWork = shared(matched, person.careerSkills);
  if (fromWork.length > 0)
    r.add(
      CAREER_WEIGHT * Math.min(1, fromWork.length / 2),
      `Has worked with ${listNames(named(fromWork, names.topics))}`,
    );
  const single = (
    mine: number | null,
    wanted: number[],
    map: ReadonlyMap<number, string>,
    weight: number,
    text: (l: string) => string,
  ) => {
    if (mine === null || !wanted.includes(mine)) return;
    const label = map.get(mine);
    if (label) r.add(weight, text(label));
  };
  single(
    person.careerStage,
    group.careerStages,
    names.careerStages,
    WEIGHTS.careerStage,
    (l) => `At a career stage this ${group.noun} is for: ${l}`,
  );
  single(
    person.professionalField,
    group.professionalFields,
    names.professionalFields,
    WEIGHTS.professionalField,
    (l) => `Works in ${l}, a field of this ${group.noun}`,
  );
  single(
    person.jobFunction,
    group.jobFunctions,
    names.jobFunctions,
    WEIGHTS.jobFunction,
    (l) => `Job function ${l}, one this ${group.noun} is for`,
  );
  if (person.country && group.countries.some((c) => sameCountry(c, person.country!)))
    r.add(WEIGHTS.country, `In ${names.countries(person.country)}, one of this ${group.noun}'s countries`);
  if (person.followedByMembers >= MIN_CO_ENGAGEMENT)
    r.add(
      WEIGHTS.followed * Math.min(1, person.followedByMembers / 3),
      `Followed by ${plural(person.followedByMembers, 'member', 'members')} of this ${group.noun}`,
    );
  if (person.followers >= 1)
    r.add(
      WEIGHTS.popularity * Math.min(1, Math.log1p(person.followers) / Math.log1p(100)),
      `Popular: ${plural(person.followers, 'follower', 'followers')}`,
    );
  return r.done(matchedNames.length > 0);
}

/** Another group for the group: shared topics and shared members, then audience and place. */
export function rankPartner(group: GroupTarget, partner: PartnerFacts, names: GroupNames): Ranked {
  const r = collect();
  const topics = named(shared(partner.topics, group.topics), names.topics);
  if (topics.length > 0)
    r.add(
      TOPIC_WEIGHT * overlapShare(topics.length, partner.topics.length, group.topics.length),
      topics.length === 1
        ? `Also about ${topics[0]}, a topic of this ${group.noun}`
        : `Shares ${topics.length} topics with this ${group.noun}: ${listNames(topics)}`,
    );
  const members = partner.sharedMembers >= MIN_CO_ENGAGEMENT ? partner.sharedMembers : 0;
  if (members > 0)
    r.add(
      SHARED_MEMBERS_WEIGHT * Math.min(1, members / 5),
      `${plural(members, 'member', 'members')} in common`,
    );
  const many = (
    ids: number[],
    wanted: number[],
    map: ReadonlyMap<number, string>,
    weight: number,
    text: (l: string) => string,
  ) => {
    const both = named(shared(ids, wanted), map);
    if (both.length > 0) r.add(weight, text(listNames(both)));
  };
  many(
    partner.careerStages,
    group.careerStages,
    names.careerStages,
    WEIGHTS.careerStage,
    (l) => `Also for ${l}`,
  );
  many(
    partner.professionalFields,
    group.professionalFields,
    names.professionalFields,
    WEIGHTS.professionalField,
    (l) => `Also in ${l}`,
  );
  const places = [
    ...new Set(partner.countries.filter((c) => group.countries.some((g) => sameCountry(g, c)))),
  ];
  if (places.length > 0) r.add(WEIGHTS.country, `Also in ${listNames(places.map(names.countries))}`);
  if (partner.members >= 1)
    r.add(
      WEIGHTS.popularity * Math.min(1, Math.log1p(partner.members) / Math.log1p(100)),
      `Popular: ${plural(partner.members, 'member', 'members')}`,
    );
  return r.done(topics.length > 0 || members > 0);
}
