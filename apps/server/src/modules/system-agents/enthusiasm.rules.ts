import {
  ENTHUSIASM_LABELS,
  ENTHUSIASM_STATUS,
  type EnthusiasmLevel,
  type EnthusiasmReason,
  type VerdictStatus,
} from '@careerhub/shared';

/** One kind of activity counted over 90 days, and how much of it fell in the last 30. */
export interface ActivityCount {
  last90: number;
  last30: number;
}

/** What the ai_enthusiasm_ranking agent knows about one member of one organization. */
export interface EnthusiasmSignals {
  /** Questions asked to the AI assistant. */
  assistant: ActivityCount;
  /** Posts, resources, prompts, use cases and AI tools submitted (not rejected). */
  contributions: ActivityCount;
  /** Comments written. */
  comments: ActivityCount;
  /** Votes cast (a cleared vote does not count). */
  votes: ActivityCount;
  /** Circles of the organization joined (accepted) in the window. */
  circlesJoined: ActivityCount;
  /** Circles of the organization the member belongs to, whenever joined. */
  circles: number;
}

/**
 * The weights, in one place (decision 0040). Each kind earns `points` per action, recent actions
 * (last 30 days) twice, up to `cap` so one habit alone cannot make a Champion.
 */
export const ENTHUSIASM_WEIGHTS = {
  assistant: { points: 1, cap: 30 },
  contributions: { points: 5, cap: 50 },
  comments: { points: 2, cap: 30 },
  votes: { points: 1, cap: 20 },
  circlesJoined: { points: 4, cap: 20 },
} as const;
/** Points for being active in at least BROAD_KINDS of the four kinds. */
export const BREADTH_BONUS = 10;
export const BROAD_KINDS = 3;
/** Level thresholds on the score; a Champion is also broad. */
export const CHAMPION_AT = 60;
export const ACTIVE_AT = 20;
export const ASSISTANT_REGULAR_AT = 10;
export const CONTRIBUTES_OFTEN_AT = 5;
export const VOTES_OFTEN_AT = 10;

export interface EnthusiasmVerdict {
  level: EnthusiasmLevel;
  status: VerdictStatus;
  score: number;
  confidence: number;
  reasons: EnthusiasmReason[];
}

type Kind = keyof typeof ENTHUSIASM_WEIGHTS;

/** Recent actions count twice: the weighted count of one kind before its weight and cap. */
const weighted = (c: ActivityCount) => c.last90 + c.last30;

/** The points of one kind. */
export function pointsOf(kind: Kind, c: ActivityCount): number {
  const w = ENTHUSIASM_WEIGHTS[kind];
  return Math.min(w.cap, weighted(c) * w.points);
}

/** The four kinds of the spec (assistant use, contributions, votes, circles joined) with activity. */
export function activeKinds(s: EnthusiasmSignals): number {
  return [
    s.assistant.last90 > 0,
    s.contributions.last90 + s.comments.last90 > 0,
    s.votes.last90 > 0,
    s.circlesJoined.last90 > 0,
  ].filter(Boolean).length;
}

/** Which rules fire for these signals, in a fixed order. */
export function enthusiasmReasons(s: EnthusiasmSignals): EnthusiasmReason[] {
  const out: EnthusiasmReason[] = [];
  if (s.assistant.last90 >= ASSISTANT_REGULAR_AT) out.push('ASSISTANT_REGULAR');
  else if (s.assistant.last90 > 0) out.push('ASSISTANT_TRIED');
  const contributed = s.contributions.last90 + s.comments.last90;
  if (contributed >= CONTRIBUTES_OFTEN_AT) out.push('CONTRIBUTES_OFTEN');
  else if (contributed > 0) out.push('CONTRIBUTES');
  if (s.votes.last90 >= VOTES_OFTEN_AT) out.push('VOTES_OFTEN');
  else if (s.votes.last90 > 0) out.push('VOTES');
  if (s.circlesJoined.last90 > 0) out.push('JOINED_CIRCLES');
  else if (s.circles > 0) out.push('IN_CIRCLES');
  if (activeKinds(s) >= BROAD_KINDS) out.push('BROAD_ACTIVITY');
  const kinds = [s.assistant, s.contributions, s.comments, s.votes, s.circlesJoined];
  if (kinds.some((c) => c.last30 > 0)) out.push('RECENT_ACTIVITY');
  else if (kinds.every((c) => c.last90 === 0)) out.push('NO_RECENT_ACTIVITY');
  return out;
}

/** The score: the capped points of each kind, plus the breadth bonus. */
export function enthusiasmScore(s: EnthusiasmSignals): number {
  const points = (Object.keys(ENTHUSIASM_WEIGHTS) as Kind[]).reduce(
    (sum, kind) => sum + pointsOf(kind, s[kind]),
    0,
  );
  return points + (activeKinds(s) >= BROAD_KINDS ? BREADTH_BONUS : 0);
}

/**
 * The level of the rules: Champion at 60 points with activity of three kinds or more, Active at
 * 20, Curious above 0, Dormant at 0. Confidence grows with the distance of the score from the
 * nearest threshold; nothing at all in 90 days is nearly certain.
 */
export function judgeEnthusiasm(s: EnthusiasmSignals): EnthusiasmVerdict {
  const reasons = enthusiasmReasons(s);
  const score = enthusiasmScore(s);
  const isBroad = activeKinds(s) >= BROAD_KINDS;
  const level: EnthusiasmLevel =
    score >= CHAMPION_AT && isBroad
      ? 'champion'
      : score >= ACTIVE_AT
        ? 'active'
        : score > 0
          ? 'curious'
          : 'dormant';
  const distance = Math.min(...[CHAMPION_AT, ACTIVE_AT, 1].map((t) => Math.abs(score - t)));
  const raw = level === 'dormant' ? 0.95 : 0.55 + Math.min(distance, 20) * 0.02;
  const confidence = Math.min(0.95, Math.round(raw * 100) / 100);
  return { level, status: ENTHUSIASM_STATUS[level], score, confidence, reasons };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The rationale the rules write from the same signals (the model writes its own when one is
 * configured): the level and what it rests on, in a community manager's words.
 */
export function enthusiasmRationale(
  s: EnthusiasmSignals,
  v: Pick<EnthusiasmVerdict, 'level' | 'score'>,
): string {
  const label = ENTHUSIASM_LABELS[v.level];
  const parts = [
    s.assistant.last90 > 0 && plural(s.assistant.last90, 'assistant question'),
    s.contributions.last90 > 0 && plural(s.contributions.last90, 'contribution'),
    s.comments.last90 > 0 && plural(s.comments.last90, 'comment'),
    s.votes.last90 > 0 && plural(s.votes.last90, 'vote'),
    s.circlesJoined.last90 > 0 && plural(s.circlesJoined.last90, 'circle joined', 'circles joined'),
  ].filter((p): p is string => Boolean(p));
  if (parts.length === 0)
    return `${label}: no assistant questions, contributions, votes or circles joined in the last 90 days.`;
  const recent = [s.assistant, s.contributions, s.comments, s.votes, s.circlesJoined].reduce(
    (sum, c) => sum + c.last30,
    0,
  );
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `${label} (score ${v.score}): ${list} in the last 90 days, ${plural(recent, 'action')} of them in the last 30.`;
}
