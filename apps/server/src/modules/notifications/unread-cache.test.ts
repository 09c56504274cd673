import { describe, expect, it } from 'vitest';
import { createUnreadCache } from './unread-cache.js';

describe('unread cache', () => {
  it('loads once, then serves the cached count until forgotten', async () => {
    const cache = createUnreadCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(1, load)).toBe(1);
    expect(await cache.get(1, load)).toBe(1);
    cache.forget(1);
    expect(await cache.get(1, load)).toBe(2);
  });

  it('does not keep a value loaded while a write happened', async () => {
    const cache = createUnreadCache(60_000);
    let release!: () => void;
    const slow = cache.get(1, () => new Promise<number>((resolve) => (release = () => resolve(5))));
    cache.forget(1); // a write committed while the old count was being read
    release();
    expect(await slow).toBe(5);
    expect(await cache.get(1, async () => 6)).toBe(6);
  });

  it('keeps nothing with a zero time limit', async () => {
    const cache = createUnreadCache(0);
    let loads = 0;
    await cache.get(1, async () => ++loads);
    await cache.get(1, async () => ++loads);
    expect(loads).toBe(2);
  });
});
