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
});
