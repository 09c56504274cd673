import { TtlCache } from '../../platform/ttl-cache.js';

/**
 * The answer a signed-out reader gets for an item's page (`contents/slug/{slug}/`), kept as its
 * serialized JSON: every visitor without an account sees the same body, so 50 visitors reading a
 * shared post cost one read and one serialization, not 50 (the way Forem or a CDN serve an
 * article to visitors). Signed-in readers never use it: their rights, vote and bookmark differ.
 *
 * A write made through this process drops the item's body at once: an edit, a deletion, an
 * approval or rejection, a vote (the score is in the body). What other modules change and the
 * item only shows (the author's name or picture, the group's name or visibility, a topic's name)
 * and writes made by other instances show within `ttlMs` (GROUP_COUNT_CACHE_TTL_MS, the bound the
 * anonymous job board and group lists already keep). Unknown, private or pending items are never
 * kept: their 404 is worked out on every request.
 */
export function createPublicItemBodies(ttlMs: number, maxItems = 2_000) {
  const bodies = new TtlCache<string, { id: number; body: string }>(ttlMs, maxItems);
  return {
    /** The serialized answer for `key`, built by `build` when none is kept (one build per key at a time). */
    async bodyOf(key: string, build: () => Promise<{ id: number; body: string }>): Promise<string> {
      return (await bodies.getOrLoad(key, build)).body;
    },
    /** The item changed (edited, deleted, decided, voted on): its next read builds the body again. */
    itemChanged(id: number) {
      bodies.deleteWhere((_key, entry) => entry.id === id);
    },
  };
}
export type PublicItemBodies = ReturnType<typeof createPublicItemBodies>;
