import { describe, expect, it } from 'vitest';
import { setAnswer, type Answers } from './joinForm';

describe('setAnswer', () => {
  it("sets one answer beside the others and clears only that question's error", () => {
    let answers: Answers = { q1: 'kept', q2: 'old' };
    const cleared: string[] = [];
    const onChange = setAnswer({
      getValues: () => answers,
      setValue: (_name, value) => {
        answers = value;
      },
      clearErrors: (name) => cleared.push(name),
    });
    onChange('q2', 'new');
    onChange('q3', 7);
    expect(answers).toEqual({ q1: 'kept', q2: 'new', q3: 7 });
    expect(cleared).toEqual(['q2', 'q3']);
  });
});
