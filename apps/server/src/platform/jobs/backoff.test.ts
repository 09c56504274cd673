import { describe, expect, it } from 'vitest';
import { backoffMs } from './index.js';

describe('backoffMs', () => {
  it('doubles per attempt within a jittered band', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffMs(3, 1000, 60_000, () => 1)).toBe(4000);
    expect(backoffMs(3, 1000, 60_000, () => 0)).toBe(2000);
  });

  it('is capped', () => {
    expect(backoffMs(30, 1000, 60_000, () => 1)).toBe(60_000);
  });
});
