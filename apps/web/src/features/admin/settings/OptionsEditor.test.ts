import { describe, expect, it } from 'vitest';
import { nextChoiceValue } from './OptionsEditor';

describe('nextChoiceValue', () => {
  it('numbers a new choice after the highest number, never reusing a removed one below it', () => {
    expect(nextChoiceValue([1, 2, 3, 4, 5, 0])).toBe(6);
    expect(nextChoiceValue([7, 2])).toBe(8);
    expect(nextChoiceValue([])).toBe(1);
  });

  it('gives a list of words a free choice_N', () => {
    expect(nextChoiceValue(['jobs', 'events'])).toBe('choice_3');
    expect(nextChoiceValue(['jobs', 'choice_3', 'choice_2'])).toBe('choice_4');
  });
});
