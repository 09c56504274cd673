import { RIASEC_ITEMS, RIASEC_NAMES, RIASEC_SCALES, type RiasecScale } from './riasec.items.js';

export const ITEMS_PER_SCALE = 8;
export const ITEM_MIN = 1;
export const ITEM_MAX = 5;
/** Scores closer than this between the top and bottom scale read as undifferentiated interests. */
export const FLAT_PROFILE_SPREAD = 4;

export interface RiasecScaleScore {
  scale: RiasecScale;
  name: string;
  /** Sum of the scale's eight answers: 8 … 40. */
  score: number;
  /** Answers of 5 (strongly like): the first tie-breaker. */
  strongLikes: number;
}

export interface RiasecResult {
  /** In R I A S E C order. */
  scales: RiasecScaleScore[];
  /** The six scales ranked, highest first, ties broken by the documented rule. */
  ranked: RiasecScale[];
  /** The three-letter Holland code. */
  code: string;
  /** True when the highest and lowest scales are fewer than FLAT_PROFILE_SPREAD points apart. */
  isFlat: boolean;
  /** Scales that tie on score with a neighbour in the top three (the code then rests on the rule). */
  tiedInCode: RiasecScale[];
}

/**
 * Scores the IPIP RIASEC markers. Each answer is the position of the chosen option, 1 (strongly
 * dislike) to 5 (strongly like); a scale's score is the sum of its 8 answers (8 to 40).
 *
 * Tie rule, documented and exact: scales are ranked by score; on equal score, the scale with more
 * "strongly like" answers ranks first; if still equal, Holland's hexagon order R, I, A, S, E, C
 * decides. Every answer sheet therefore has exactly one code.
 */
export function scoreRiasec(answers: Record<string, number>): RiasecResult {
  const scales = RIASEC_SCALES.map((scale) => {
    const items = RIASEC_ITEMS.filter((i) => i.scale === scale);
    let score = 0;
    let strongLikes = 0;
    for (const item of items) {
      const value = answers[item.id];
      if (!Number.isInteger(value) || value! < ITEM_MIN || value! > ITEM_MAX)
        throw new RangeError(`answer ${item.id} must be an integer from ${ITEM_MIN} to ${ITEM_MAX}`);
      score += value!;
      if (value === ITEM_MAX) strongLikes += 1;
    }
    return { scale, name: RIASEC_NAMES[scale], score, strongLikes };
  });
  const ranked = [...scales]
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.strongLikes - a.strongLikes ||
        RIASEC_SCALES.indexOf(a.scale) - RIASEC_SCALES.indexOf(b.scale),
    )
    .map((s) => s.scale);
  const scoreOf = (s: RiasecScale) => scales.find((x) => x.scale === s)!.score;
  const top = ranked.slice(0, 3);
  const tiedInCode = top.filter((s, i) =>
    ranked.some((other, j) => j !== i && j <= 3 && scoreOf(other) === scoreOf(s)),
  );
  const scores = scales.map((s) => s.score);
  return {
    scales,
    ranked,
    code: top.join(''),
    isFlat: Math.max(...scores) - Math.min(...scores) < FLAT_PROFILE_SPREAD,
    tiedInCode,
  };
}
