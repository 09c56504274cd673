import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.js';

/** A write that resolves when told to, recording each batch it was given. */
function controlledWrite() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve) => {
      releases.push(() => resolve(items.map((n) => `stored ${n}`)));
    });
  };
  const releaseNext = async () => {
    releases.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { batches, run, releaseNext };
}

describe('createBatcher', () => {
  it('writes the calls of one tick together, and those arriving during a write in the next batch', async () => {
    const w = controlledWrite();
    const batcher = createBatcher({ run: w.run, maxBatch: 100 });
    const first = [1, 2, 3].map((n) => batcher.add(n));
    await Promise.resolve();
    expect(w.batches).toEqual([[1, 2, 3]]);

    const later = [4, 5].map((n) => batcher.add(n));
    await new Promise((r) => setImmediate(r));
    expect(batcher.waiting).toBe(2);
    expect(w.batches).toHaveLength(1);

    await w.releaseNext();
    expect(await Promise.all(first)).toEqual(['stored 1', 'stored 2', 'stored 3']);
    expect(w.batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await w.releaseNext();
    expect(await Promise.all(later)).toEqual(['stored 4', 'stored 5']);
    expect(batcher.waiting).toBe(0);
  });

  it('splits at maxBatch and runs up to `concurrency` batches at once', async () => {
    const w = controlledWrite();
    const batcher = createBatcher({ run: w.run, maxBatch: 2, concurrency: 2 });
    const all = [1, 2, 3, 4, 5].map((n) => batcher.add(n));
    await Promise.resolve();
    expect(w.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await w.releaseNext();
    expect(w.batches.at(-1)).toEqual([5]);
    await w.releaseNext();
    await w.releaseNext();
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5].map((n) => `stored ${n}`));
  });

  it('tries a failed batch item by item, so only the bad item fails', async () => {
    const sizes: number[] = [];
    const batcher = createBatcher<number, number>({
      maxBatch: 10,
      run: async (items) => {
        if (items.includes(13)) throw new Error(`cannot store 13 (batch of ${items.length})`);
        return items.map((n) => n * 2);
      },
      onBatch: (size) => sizes.push(size),
    });
    const results = await Promise.allSettled([12, 13, 14].map((n) => batcher.add(n)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 24 },
      { status: 'rejected', reason: new Error('cannot store 13 (batch of 1)') },
      { status: 'fulfilled', value: 28 },
    ]);
    expect(sizes).toEqual([3]);
  });

  it('refuses a write that answers the wrong number of results', async () => {
    const batcher = createBatcher<number, number>({ maxBatch: 10, run: async () => [1] });
    const results = await Promise.allSettled([1, 2].map((n) => batcher.add(n)));
    // Whole batch: 1 result for 2 items; then each alone answers 1 for 1.
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const lone = createBatcher<number, number>({ maxBatch: 10, run: async () => [] });
    await expect(lone.add(1)).rejects.toThrow('batch answered 0 results for 1 items');
  });

  it('refuses a batch size or concurrency below 1', () => {
    expect(() => createBatcher({ maxBatch: 0, run: async () => [] })).toThrow(RangeError);
    expect(() => createBatcher({ maxBatch: 1, concurrency: 0, run: async () => [] })).toThrow(RangeError);
  });
});
