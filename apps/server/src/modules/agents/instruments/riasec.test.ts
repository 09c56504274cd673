import { describe, expect, it } from 'vitest';
import { occupationsFor } from './careers.data.js';
import { RIASEC_ITEMS, RIASEC_SCALES, type RiasecScale } from './riasec.items.js';
import { scoreRiasec } from './riasec.js';

/** An answer sheet from each scale's eight answers, in item order (r1 … r8 and so on). */
function sheet(perScale: Record<RiasecScale, number[]>): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const scale of RIASEC_SCALES)
    perScale[scale].forEach((value, i) => (answers[`${scale.toLowerCase()}${i + 1}`] = value));
  return answers;
}
const flat = (v: number) => Array<number>(8).fill(v);
const scoresOf = (r: ReturnType<typeof scoreRiasec>) =>
  Object.fromEntries(r.scales.map((s) => [s.scale, s.score]));

describe('IPIP RIASEC markers: the item set', () => {
  it('has 48 items, 8 per scale, each id once, interleaved R I A S E C', () => {
    expect(RIASEC_ITEMS).toHaveLength(48);
    for (const scale of RIASEC_SCALES) expect(RIASEC_ITEMS.filter((i) => i.scale === scale)).toHaveLength(8);
    expect(new Set(RIASEC_ITEMS.map((i) => i.id)).size).toBe(48);
    expect(RIASEC_ITEMS.slice(0, 6).map((i) => i.scale)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
  });
});

describe('RIASEC scoring on hand-computed answer sheets', () => {
  it('sums each of the six scales (8 … 40) and takes the top three as the code', () => {
    const r = scoreRiasec(sheet({ R: flat(1), I: flat(2), A: flat(3), S: flat(5), E: flat(4), C: flat(1) }));
    expect(scoresOf(r)).toEqual({ R: 8, I: 16, A: 24, S: 40, E: 32, C: 8 });
    expect(r.code).toBe('SEA');
    expect(r.ranked).toEqual(['S', 'E', 'A', 'I', 'R', 'C']);
    expect(r.isFlat).toBe(false);
  });

  it('scores mixed answers within each scale', () => {
    const r = scoreRiasec(
      sheet({
        R: flat(2), // 16
        I: [5, 5, 4, 4, 3, 3, 2, 1], // 27
        A: [1, 2, 3, 4, 5, 1, 2, 3], // 21
        S: flat(4), // 32
        E: flat(1), // 8
        C: [3, 3, 3, 3, 3, 3, 3, 5], // 26
      }),
    );
    expect(scoresOf(r)).toEqual({ R: 16, I: 27, A: 21, S: 32, E: 8, C: 26 });
    expect(r.code).toBe('SIC');
    expect(r.tiedInCode).toEqual([]);
  });

  it('breaks a tie on score by the number of "strongly like" answers', () => {
    const r = scoreRiasec(
      sheet({ R: flat(1), I: flat(4), A: flat(3), S: [5, 5, 1, 1, 3, 3, 3, 3], E: flat(1), C: flat(1) }),
    );
    expect(scoresOf(r)).toMatchObject({ I: 32, A: 24, S: 24 });
    expect(r.code).toBe('ISA');
    expect(r.tiedInCode.sort()).toEqual(['A', 'S']);
  });

  it('breaks a complete tie by the hexagon order R I A S E C', () => {
    const r = scoreRiasec(sheet({ R: flat(3), I: flat(5), A: flat(1), S: flat(1), E: flat(3), C: flat(2) }));
    expect(scoresOf(r)).toEqual({ R: 24, I: 40, A: 8, S: 8, E: 24, C: 16 });
    expect(r.code).toBe('IRE');
  });

  it('reads an all-neutral sheet as a flat profile with the rule’s code RIA', () => {
    const r = scoreRiasec(sheet({ R: flat(3), I: flat(3), A: flat(3), S: flat(3), E: flat(3), C: flat(3) }));
    expect(Object.values(scoresOf(r))).toEqual([24, 24, 24, 24, 24, 24]);
    expect(r.code).toBe('RIA');
    expect(r.isFlat).toBe(true);
  });

  it('refuses an answer out of range, a fraction or a missing item', () => {
    const good = sheet({ R: flat(3), I: flat(3), A: flat(3), S: flat(3), E: flat(3), C: flat(3) });
    expect(() => scoreRiasec({ ...good, r1: 0 })).toThrow(RangeError);
    expect(() => scoreRiasec({ ...good, c8: 6 })).toThrow(RangeError);
    expect(() => scoreRiasec({ ...good, s4: 2.5 })).toThrow(RangeError);
    const missing = { ...good };
    delete missing.e3;
    expect(() => scoreRiasec(missing)).toThrow(RangeError);
  });
});

describe('career paths from a code', () => {
  it('ranks occupations by shared letters weighted by place', () => {
    const found = occupationsFor('SIA', 3);
    expect(found[0]).toMatchObject({
      title: 'Clinical and Counseling Psychologists',
      code: 'SIA',
      weight: 14,
    });
    expect(found.every((o) => o.shared.includes('S') || o.shared.includes('I'))).toBe(true);
  });
});
