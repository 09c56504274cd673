/**
 * The unread count of each user, read by every GET /identity/. An entry is dropped on every write
 * (here, or announced by another instance through pub/sub); a load that raced with a write is not
 * kept, because the write moved the user's generation on. The time limit bounds staleness if an
 * announcement from another instance is lost.
 */
export function createUnreadCache(ttlMs: number, maxEntries = 100_000) {
  const entries = new Map<number, { value: number; expiresAt: number }>();
  const generations = new Map<number, number>();

  return {
    async get(userId: number, load: () => Promise<number>): Promise<number> {
      const hit = entries.get(userId);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      const generation = generations.get(userId) ?? 0;
      const value = await load();
      if (ttlMs > 0 && (generations.get(userId) ?? 0) === generation) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(userId, { value, expiresAt: Date.now() + ttlMs });
      }
      return value;
    },
    forget(userId: number) {
      if (generations.size >= maxEntries) generations.clear();
      generations.set(userId, (generations.get(userId) ?? 0) + 1);
      entries.delete(userId);
    },
  };
}
