/**
 * Group commit for writes that arrive many at a time (chat messages): calls made while a batch is
 * being written wait and go together in the next one, so N concurrent writes cost one round trip
 * and one commit instead of N. Nothing waits on a timer: with nothing in flight, a call starts on
 * the next microtask (which gathers the calls of the same tick), so a lone write is as fast as
 * before and a busy instance writes bigger batches rather than a longer queue.
 *
 * A batch that fails is tried again item by item, so one bad item (a room deleted a moment ago)
 * fails alone and the others are stored.
 */
export interface BatcherOptions<In, Out> {
  /** Writes the items in one go; answers one result per item, in the items' order. */
  run(items: In[]): Promise<Out[]>;
  /** Most items in one batch. */
  maxBatch: number;
  /** Batches written at the same time. */
  concurrency?: number;
  /** Told about every batch written (size and milliseconds), for metrics. */
  onBatch?(size: number, ms: number): void;
}

export interface Batcher<In, Out> {
  add(item: In): Promise<Out>;
  /** Items waiting for a batch (not those being written). */
  readonly waiting: number;
}

interface Pending<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(reason: unknown): void;
}

export function createBatcher<In, Out>(options: BatcherOptions<In, Out>): Batcher<In, Out> {
  const concurrency = options.concurrency ?? 1;
  if (options.maxBatch < 1 || concurrency < 1)
    throw new RangeError('maxBatch and concurrency must be at least 1');
  const queue: Array<Pending<In, Out>> = [];
  let running = 0;
  let scheduled = false;

  async function runAll(items: In[]): Promise<Out[]> {
    const results = await options.run(items);
    if (results.length !== items.length)
      throw new Error(`batch answered ${results.length} results for ${items.length} items`);
    return results;
  }

  async function write(batch: Array<Pending<In, Out>>) {
    const started = performance.now();
    try {
      const results = await runAll(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (err) {
      if (batch.length === 1) batch[0]!.reject(err);
      else
        // One at a time, in order: the items of one sender keep their order.
        for (const p of batch) {
          try {
            const [result] = await runAll([p.item]);
            p.resolve(result!);
          } catch (itemErr) {
            p.reject(itemErr);
          }
        }
    } finally {
      options.onBatch?.(batch.length, performance.now() - started);
    }
  }

  function pump() {
    while (running < concurrency && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      running += 1;
      void write(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return {
    add(item) {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (scheduled) return;
        scheduled = true;
        queueMicrotask(() => {
          scheduled = false;
          pump();
        });
      });
    },
    get waiting() {
      return queue.length;
    },
  };
}
