/**
 * A small in-process cache with a time limit and a size cap. Writes made through this process
 * invalidate entries at once; the time limit bounds how stale an entry can be when another
 * instance changed the row.
 *
 * `getOrLoad` shares one load among the callers that miss the same key at the same time (50
 * requests arriving as an entry expires run one query, not 50), and a load that was running when
 * an entry was deleted or the cache cleared is returned to its callers but not kept: it may have
 * read the rows from before the write.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Moves on every delete/clear: a load that started before may hold what the write changed. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  delete(key: K) {
    this.generation += 1;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** Deletes the entries `drop` picks (a write that changes some of them). */
  deleteWhere(drop: (key: K, value: V) => boolean) {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (drop(key, entry.value)) this.entries.delete(key);
    this.loading.clear();
  }

  /** Forgets everything (a write that can change any entry). */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  /** Returns the cached value, or loads, caches and returns it (one load per key at a time). */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    if (this.ttlMs <= 0) return load();
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (generation === this.generation && value !== undefined && value !== null) this.set(key, value);
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }
}
