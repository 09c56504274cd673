import { describe, expect, it } from 'vitest';
import { READINESS_SECTIONS, levelOf, scoreReadiness } from './readiness.js';

const tick = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, true]));
const allKeys = READINESS_SECTIONS.flatMap((s) => s.options.map((o) => o.key));

describe('AI readiness scoring', () => {
  it('reads nothing ticked as Beginner in every area, every area a gap', () => {
    const r = scoreReadiness({});
    expect(r.areas.map((a) => a.level)).toEqual(Array(5).fill('Beginner'));
    expect(r.percent).toBe(0);
    expect(r.level).toBe('Beginner');
    expect(r.gaps).toEqual(['prompting', 'data', 'automation', 'ethics', 'tools']);
  });

  it('reads everything ticked as Advanced with no gaps', () => {
    const r = scoreReadiness(tick(allKeys));
    expect(r.level).toBe('Advanced');
    expect(r.percent).toBe(100);
    expect(r.gaps).toEqual([]);
  });

  it('levels each area by its share ticked and orders gaps weakest first', () => {
    const r = scoreReadiness({
      ...tick(['prompting_daily', 'prompting_context', 'prompting_iterate', 'prompting_library']), // 100
      ...tick(['data_spreadsheets', 'data_charts', 'data_quality']), // 75
      ...tick(['automation_repetitive']), // 25
      ...tick(['ethics_verify', 'ethics_bias']), // 50
      tools_compare: false, // 0
    });
    expect(r.areas.map((a) => [a.area, a.percent, a.level])).toEqual([
      ['prompting', 100, 'Advanced'],
      ['data', 75, 'Proficient'],
      ['automation', 25, 'Beginner'],
      ['ethics', 50, 'Developing'],
      ['tools', 0, 'Beginner'],
    ]);
    expect(r.percent).toBe(50);
    expect(r.level).toBe('Developing');
    expect(r.gaps).toEqual(['tools', 'automation', 'ethics']);
  });

  it('places the level boundaries at 40, 65 and 90 percent', () => {
    expect([0, 39, 40, 64, 65, 89, 90, 100].map(levelOf)).toEqual([
      'Beginner',
      'Beginner',
      'Developing',
      'Developing',
      'Proficient',
      'Proficient',
      'Advanced',
      'Advanced',
    ]);
  });
});
