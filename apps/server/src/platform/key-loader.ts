import DataLoader from 'dataloader';

/**
 * Loads by key, many keys per query (DataLoader): the keys asked for during one turn of the event
 * loop are loaded together when it ends (setImmediate), and a key asked for twice in that turn is
 * loaded once. Behind a TtlCache this turns a crowd of misses or refreshes (every sender of a busy
 * chat reading its user at the same moment) into one query instead of one each, so the pool stays
 * free for writes. Nothing is remembered past the batch: caching is the TtlCache's job, where
 * writes can drop it.
 */
export interface KeyLoader<K, V> {
  /** The value for the key, or undefined when `loadMany` found none. */
  load(key: K): Promise<V | undefined>;
}

export function createKeyLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  options: { maxBatch?: number } = {},
): KeyLoader<K, V> {
  const loader: DataLoader<K, V | undefined> = new DataLoader(
    async (keys) => {
      // DataLoader's per-key memo de-duplicates the keys of this batch; forget it now, so a later
      // turn asks the database again.
      loader.clearAll();
      const found = await loadMany([...keys]);
      return keys.map((key) => found.get(key));
    },
    { maxBatchSize: options.maxBatch ?? 500, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return { load: (key) => loader.load(key) };
}
