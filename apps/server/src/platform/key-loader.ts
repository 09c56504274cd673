/**
 * Loads by key, many keys per query: the keys asked for during one turn of the event loop are
 * loaded together when it ends (setImmediate), and a key asked for twice is loaded once. Behind a
 * TtlCache this turns a crowd of misses or refreshes (every sender of a busy chat reading its user
 * at the same moment) into one query instead of one each, so the pool stays free for writes.
 */
export interface KeyLoader<K, V> {
  /** The value for the key, or undefined when `loadMany` found none. */
  load(key: K): Promise<V | undefined>;
}

export function createKeyLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  options: { maxBatch?: number } = {},
): KeyLoader<K, V> {
  const maxBatch = options.maxBatch ?? 500;
  let pending = new Map<K, Array<{ resolve(value: V | undefined): void; reject(reason: unknown): void }>>();

  function flush() {
    const batch = pending;
    pending = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) {
      const slice = keys.slice(start, start + maxBatch);
      loadMany(slice).then(
        (found) => {
          for (const key of slice) for (const waiter of batch.get(key)!) waiter.resolve(found.get(key));
        },
        (err: unknown) => {
          for (const key of slice) for (const waiter of batch.get(key)!) waiter.reject(err);
        },
      );
    }
  }

  return {
    load(key) {
      return new Promise((resolve, reject) => {
        if (pending.size === 0) setImmediate(flush);
        const waiters = pending.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else pending.set(key, [{ resolve, reject }]);
      });
    },
  };
}
