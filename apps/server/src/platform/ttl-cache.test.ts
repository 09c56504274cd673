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

  it('refreshes a hot entry in its last fifth in the background, answering the cached value meanwhile', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>(1000);
    let version = 1;
    let release: () => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          const value = version;
          release = () => resolve(value);
        }),
    );
    const first = cache.getOrLoad('k', load);
    release();
    expect(await first).toBe(1);

    vi.advanceTimersByTime(700); // 300 ms left: not yet due
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(150); // 150 ms left: due, one refresh for many hits
    version = 2;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.get('k')).toBe(2);

    // The refreshed entry has a whole time limit again: past the old expiry, no load waits.
    vi.advanceTimersByTime(500);
    expect(await cache.getOrLoad('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never answers a value older than the time limit, and drops an entry whose refresh finds nothing', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number | undefined>(1000);
    cache.set('k', 1);
    vi.advanceTimersByTime(900);
    expect(cache.refreshDue('k')).toBe(true);
    expect(cache.refreshDue('k')).toBe(false); // handed out once
    vi.advanceTimersByTime(101);
    expect(cache.get('k')).toBeUndefined();

    cache.set('gone', 5);
    vi.advanceTimersByTime(900);
    expect(await cache.getOrLoad('gone', async () => undefined)).toBe(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.get('gone')).toBeUndefined();
  });
});
