import { describe, expect, it } from 'vitest';
import { nextVote } from './engagement.service.js';

/** Vote semantics (spec content-ai-admin 4 Vote): the stored value and how far the score moves. */
describe('nextVote', () => {
  it.each([
    [null, 1, 1, 1],
    [null, -1, -1, -1],
    [1, 1, null, -1],
    [-1, -1, null, 1],
    [1, -1, -1, -2],
    [-1, 1, 1, 2],
  ] as const)('from %s asking %s stores %s and moves the score by %s', (before, asked, value, delta) => {
    expect(nextVote(before, asked)).toEqual({ value, delta });
  });
});
