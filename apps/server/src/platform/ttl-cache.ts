/**
 * A small in-process cache with a time limit and a size cap. Writes made through this process
 * invalidate entries at once; the time limit bounds how stale an entry can be when another
 * instance changed the row.
 *
 * `getOrLoad` shares one load among the callers that miss the same key at the same time (50
 * requests arriving as an entry expires run one query, not 50), and a load that was running when
 * an entry was deleted or the cache cleared is returned to its callers but not kept: it may have
 * read the rows from before the write.
 *
 * Hot entries are refreshed ahead: a hit in the last fifth of an entry's time starts one load in
 * the background and answers the cached value, so a key read all the time never makes its callers
 * wait for the database (every sender of a busy chat would otherwise wait at once, every TTL).
 * The time limit still holds: no value older than the TTL is ever answered.
 */
/** A hit with less than this part of the TTL left refreshes the entry in the background. */
const REFRESH_AHEAD_FRACTION = 0.2;

export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly loading = new Map<K, Promise<V | null | undefined>>();
  /** Keys whose refresh-ahead was handed to a caller (see `refreshDue`). */
  private readonly refreshing = new Set<K>();
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
    this.refreshing.delete(key);
  }

  delete(key: K) {
    this.generation += 1;
    this.entries.delete(key);
    this.loading.delete(key);
    this.refreshing.delete(key);
  }

  /** Deletes the entries `drop` picks (a write that changes some of them). */
  deleteWhere(drop: (key: K, value: V) => boolean) {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (drop(key, entry.value)) this.entries.delete(key);
    this.loading.clear();
    this.refreshing.clear();
  }

  /** Forgets everything (a write that can change any entry). */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
    this.refreshing.clear();
  }

  /**
   * Whether a cached entry is in the last fifth of its time and nobody refreshes it yet: true
   * once, for the caller that then reloads it (for loads of many keys at once).
   */
  refreshDue(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry || this.loading.has(key) || this.refreshing.has(key)) return false;
    const left = entry.expiresAt - Date.now();
    if (left <= 0 || left > this.ttlMs * REFRESH_AHEAD_FRACTION) return false;
    this.refreshing.add(key);
    return true;
  }

  /**
   * Returns the cached value, or loads, caches and returns it (one load per key at a time). A load
   * may answer null or undefined (nothing there): that is returned and not kept.
   */
  async getOrLoad<R extends V | null | undefined = V>(key: K, load: () => Promise<R>): Promise<V | R> {
    const hit = this.get(key);
    if (hit !== undefined) {
      if (this.refreshDue(key))
        void this.startLoad(key, load)
          .catch(() => undefined)
          .finally(() => this.refreshing.delete(key));
      return hit;
    }
    if (this.ttlMs <= 0) return load();
    const running = this.loading.get(key);
    // Callers of one key pass loads of one kind: the running one answers what theirs would.
    if (running) return running as Promise<V | R>;
    return this.startLoad(key, load);
  }

  private startLoad<R extends V | null | undefined>(key: K, load: () => Promise<R>): Promise<V | R> {
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (generation === this.generation) {
          if (value !== undefined && value !== null) this.set(key, value);
          // A refresh that finds the row gone drops the entry it was refreshing.
          else this.entries.delete(key);
        }
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
