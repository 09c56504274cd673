import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('expires entries after the time limit', () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>(1000);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry when full', () => {
    const cache = new TtlCache<string, number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('loads once and serves the cached value after', async () => {
    const cache = new TtlCache<string, number>(60_000);
    const load = vi.fn(async () => 7);
    expect(await cache.getOrLoad('k', load)).toBe(7);
    expect(await cache.getOrLoad('k', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('caches nothing with a zero time limit', () => {
    const cache = new TtlCache<string, number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('shares one load among callers that miss at the same time', async () => {
    const cache = new TtlCache<string, number>(60_000);
    let release!: (n: number) => void;
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const waiting = [cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)];
    release(5);
    expect(await Promise.all(waiting)).toEqual([5, 5, 5]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a value loaded across a delete (it may predate the write)', async () => {
    const cache = new TtlCache<string, number>(60_000);
    let release!: (n: number) => void;
    const stale = cache.getOrLoad('k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.delete('k');
    release(1);
    expect(await stale).toBe(1);
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', async () => 2)).toBe(2);
    expect(cache.get('k')).toBe(2);
  });

  it('deletes the entries a predicate picks', () => {
    const cache = new TtlCache<string, number[]>(60_000);
    cache.set('a', [1, 2]);
    cache.set('b', [3]);
    cache.deleteWhere((_key, ids) => ids.includes(2));
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, [3]]);
  });

  it('forgets a failed load', async () => {
    const cache = new TtlCache<string, number>(60_000);
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 3)).toBe(3);
  });
});
