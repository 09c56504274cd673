import { describe, expect, it } from 'vitest';
import {
  ACTIVE_AT,
  CHAMPION_AT,
  enthusiasmRationale,
  enthusiasmScore,
  judgeEnthusiasm,
  pointsOf,
  type EnthusiasmSignals,
} from './enthusiasm.rules.js';

const none = { last90: 0, last30: 0 };
const base: EnthusiasmSignals = {
  assistant: none,
  contributions: none,
  comments: none,
  votes: none,
  circlesJoined: none,
  circles: 0,
};
const judge = (over: Partial<EnthusiasmSignals>) => judgeEnthusiasm({ ...base, ...over });
const old = (n: number) => ({ last90: n, last30: 0 });
const recent = (n: number) => ({ last90: n, last30: n });

describe('ai_enthusiasm_ranking rules', () => {
  it('nothing in 90 days is Dormant (rejected), nearly certain, with NO_RECENT_ACTIVITY', () => {
    const v = judge({});
    expect(v).toMatchObject({ level: 'dormant', status: 'rejected', score: 0, confidence: 0.95 });
    expect(v.reasons).toEqual(['NO_RECENT_ACTIVITY']);
    // Belonging to circles joined long ago is not activity, but it is said.
    expect(judge({ circles: 2 }).reasons).toEqual(['IN_CIRCLES', 'NO_RECENT_ACTIVITY']);
    expect(judge({ circles: 2 }).level).toBe('dormant');
  });

  it('a little activity is Curious (pending)', () => {
    const v = judge({ assistant: old(3) });
    expect(v).toMatchObject({ level: 'curious', status: 'pending', score: 3 });
    expect(v.reasons).toEqual(['ASSISTANT_TRIED']);
  });

  it('recent actions count twice', () => {
    expect(pointsOf('votes', old(4))).toBe(4);
    expect(pointsOf('votes', recent(4))).toBe(8);
    expect(judge({ votes: recent(2) }).reasons).toEqual(['VOTES', 'RECENT_ACTIVITY']);
  });

  it('each kind is capped: the assistant alone never makes more than Active', () => {
    expect(pointsOf('assistant', recent(500))).toBe(30);
    const v = judge({ assistant: recent(500) });
    expect(v.level).toBe('active');
    expect(v.reasons).toContain('ASSISTANT_REGULAR');
    expect(v.reasons).not.toContain('BROAD_ACTIVITY');
  });

  it(`Active from ${ACTIVE_AT} points; the thresholds of the reasons`, () => {
    expect(enthusiasmScore({ ...base, contributions: old(3), votes: old(4) })).toBe(19);
    expect(judge({ contributions: old(3), votes: old(4) }).level).toBe('curious');
    expect(judge({ contributions: old(4) }).level).toBe('active'); // 20
    expect(judge({ contributions: old(2), comments: old(3) }).reasons).toContain('CONTRIBUTES_OFTEN');
    expect(judge({ comments: old(1) }).reasons).toContain('CONTRIBUTES');
    expect(judge({ votes: old(10) }).reasons).toContain('VOTES_OFTEN');
    expect(judge({ votes: old(9) }).reasons).toContain('VOTES');
    expect(judge({ assistant: old(10) }).reasons).toContain('ASSISTANT_REGULAR');
    expect(judge({ circlesJoined: old(1), circles: 1 }).reasons).toContain('JOINED_CIRCLES');
  });

  it(`Champion needs ${CHAMPION_AT} points and three kinds of activity`, () => {
    const broad = judge({
      assistant: recent(10),
      contributions: recent(3),
      votes: recent(10),
      circlesJoined: old(1),
    });
    expect(broad.reasons).toContain('BROAD_ACTIVITY');
    expect(broad.score).toBeGreaterThanOrEqual(CHAMPION_AT);
    expect(broad).toMatchObject({ level: 'champion', status: 'accepted' });
    // As many points from two kinds only: Active.
    const narrow = judge({ contributions: recent(10), comments: recent(10) });
    expect(narrow.score).toBeGreaterThanOrEqual(CHAMPION_AT);
    expect(narrow.level).toBe('active');
  });

  it('confidence grows with the distance from the nearest threshold and stays below 1', () => {
    const near = judge({ contributions: old(4) }); // exactly at Active
    const far = judge({ contributions: old(4), votes: recent(10) }); // 40: between Active and Champion
    expect(far.confidence).toBeGreaterThan(near.confidence);
    expect(
      judge({ assistant: recent(99), contributions: recent(99), votes: recent(99), circlesJoined: recent(9) })
        .confidence,
    ).toBeLessThanOrEqual(0.95);
  });

  it("the rules' rationale names the level, the counts and the recent share", () => {
    const s = { ...base, assistant: { last90: 12, last30: 5 }, votes: old(1), circlesJoined: old(1) };
    const v = judgeEnthusiasm(s);
    expect(enthusiasmRationale(s, v)).toBe(
      `Active (score ${v.score}): 12 assistant questions, 1 vote and 1 circle joined in the last 90 days, 5 actions of them in the last 30.`,
    );
    expect(enthusiasmRationale(base, judgeEnthusiasm(base))).toBe(
      'Dormant: no assistant questions, contributions, votes or circles joined in the last 90 days.',
    );
  });
});
