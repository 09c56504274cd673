import { describe, expect, it, vi } from 'vitest';
import { createKeyLoader } from './key-loader.js';

describe('createKeyLoader', () => {
  it('loads the keys asked for in one turn of the event loop with one call, each key once', async () => {
    const loadMany = vi.fn(
      async (keys: number[]) => new Map(keys.filter((k) => k !== 3).map((k) => [k, `v${k}`])),
    );
    const loader = createKeyLoader(loadMany);
    const answers = await Promise.all([1, 2, 2, 3].map((k) => loader.load(k)));
    expect(answers).toEqual(['v1', 'v2', 'v2', undefined]);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany).toHaveBeenCalledWith([1, 2, 3]);

    // Asked for again in a later turn: a new call.
    expect(await loader.load(1)).toBe('v1');
    expect(loadMany).toHaveBeenCalledTimes(2);
  });

  it('splits at maxBatch and hands a failure to the callers of that slice only', async () => {
    const loader = createKeyLoader(
      async (keys: number[]) => {
        if (keys.includes(4)) throw new Error('slice with 4 failed');
        return new Map(keys.map((k) => [k, k * 10]));
      },
      { maxBatch: 3 },
    );
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((k) => loader.load(k)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'fulfilled', value: 20 },
      { status: 'fulfilled', value: 30 },
      { status: 'rejected', reason: new Error('slice with 4 failed') },
      { status: 'rejected', reason: new Error('slice with 4 failed') },
    ]);
  });
});
